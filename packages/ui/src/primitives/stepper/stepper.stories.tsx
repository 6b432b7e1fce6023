import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stepper, type StepperStep } from './stepper';

const onboardingSteps: StepperStep[] = [
  { id: 'organization', label: 'Organization', description: 'Name, type and size' },
  { id: 'locations', label: 'Locations', description: 'Where physicians would work' },
  { id: 'contact', label: 'Contact person', description: 'Who candidates talk to' },
  { id: 'subscription', label: 'Subscription', description: 'Choose a plan' },
];

const meta = {
  title: 'Primitives/Stepper',
  component: Stepper,
  args: { steps: onboardingSteps, currentStep: 1, onStepClick: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
    currentStep: { control: { type: 'number', min: 0, max: 4 } },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FirstStep: Story = {
  name: 'First step',
  args: { currentStep: 0 },
  play: async ({ canvasElement }) => {
    const steps = canvasElement.querySelectorAll('[data-slot="stepper-step"]');
    await expect(steps[0]).toHaveAttribute('data-state', 'current');
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[1]).toHaveAttribute('data-state', 'upcoming');
    await expect(canvasElement.querySelector('button')).toBeNull();
  },
};

export const MiddleStep: Story = {
  name: 'Middle step',
  args: { currentStep: 2 },
  play: async ({ canvas, canvasElement }) => {
    const steps = canvasElement.querySelectorAll('[data-slot="stepper-step"]');
    await expect(steps[0]).toHaveAttribute('data-state', 'complete');
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[3]).toHaveAttribute('data-state', 'upcoming');
    await expect(canvas.getByRole('navigation', { name: 'Progress' })).toBeVisible();
  },
};

export const AllComplete: Story = {
  name: 'All complete',
  args: { currentStep: 4 },
  play: async ({ canvasElement }) => {
    const states = [...canvasElement.querySelectorAll('[data-slot="stepper-step"]')].map((step) =>
      step.getAttribute('data-state'),
    );
    await expect(states).toEqual(['complete', 'complete', 'complete', 'complete']);
  },
};

export const NotClickable: Story = {
  name: 'Completed steps not clickable',
  args: { currentStep: 2, onStepClick: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('button')).toBeNull();
  },
};

export const ClickCompletedStep: Story = {
  name: 'Go back with the keyboard',
  args: { currentStep: 2 },
  play: async ({ args, canvas, step }) => {
    const first = canvas.getByRole('button', { name: /^Organization\s*, completed$/ });
    const second = canvas.getByRole('button', { name: /^Locations\s*, completed$/ });
    await step('only completed steps are buttons, in order', async () => {
      await expect(canvas.getAllByRole('button')).toHaveLength(2);
      await userEvent.tab();
      await expect(first).toHaveFocus();
      await userEvent.tab();
      await expect(second).toHaveFocus();
    });
    await step('Enter on a completed step calls onStepClick with its index', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onStepClick).toHaveBeenCalledWith(1, onboardingSteps[1]);
    });
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', currentStep: 2 },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
};

export const Narrow: Story = {
  name: 'Narrow (labels of other steps hidden)',
  args: { currentStep: 1 },
  decorators: [
    (Story) => (
      <div className="w-[22rem] rounded-md border border-border p-3">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Locations')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Organization\s*, completed$/ })).toBeVisible();
  },
};

export const ManySteps: Story = {
  name: 'Many steps, long labels',
  args: {
    currentStep: 3,
    steps: [
      { id: 'organization', label: 'Organization details' },
      { id: 'locations', label: 'Practice locations' },
      { id: 'specialties', label: 'Specialties you hire for' },
      { id: 'benefits', label: 'Benefits and compensation' },
      { id: 'team', label: 'Invite your hiring team' },
      { id: 'subscription', label: 'Subscription' },
    ],
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="grid gap-8">
      {[0, 1, 2, 3, 4].map((current) => (
        <Stepper
          key={current}
          aria-label={`Progress, step ${current + 1}`}
          steps={onboardingSteps}
          currentStep={current}
          onStepClick={args.onStepClick}
        />
      ))}
      <div className="grid grid-cols-3 gap-6">
        {[0, 2, 4].map((current) => (
          <Stepper
            key={current}
            orientation="vertical"
            aria-label={`Progress, vertical, step ${current + 1}`}
            steps={onboardingSteps}
            currentStep={current}
          />
        ))}
      </div>
    </div>
  ),
};
