import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { Field } from '../../primitives/field/field';
import { Input } from '../../primitives/input/input';
import { WizardLayout } from './wizard-layout';

const steps = [
  { id: 'organization', label: 'Organization' },
  { id: 'locations', label: 'Locations' },
  { id: 'contact', label: 'Contact person' },
  { id: 'subscription', label: 'Subscription' },
];

const onBack = fn();
const onContinue = fn();

function LocationFields() {
  return (
    <div className="grid gap-4 @container sm:grid-cols-2">
      <Field label="Clinic name">
        <Input defaultValue="Lakeside Main Clinic" />
      </Field>
      <Field label="City">
        <Input defaultValue="Springfield, IL" />
      </Field>
    </div>
  );
}

const meta = {
  title: 'Layouts/WizardLayout',
  component: WizardLayout,
  parameters: { padded: false },
  args: {
    steps,
    currentStep: 1,
    title: 'Where would physicians work?',
    description: 'Add each practice location. Candidates see the city, not the street address.',
    onLogout: fn(),
    onStepClick: fn(),
    backAction: (
      <Button variant="outline" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
    ),
    continueAction: <Button onClick={onContinue}>Continue</Button>,
    children: <LocationFields />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof WizardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FirstStep: Story = {
  name: 'First step (no Back)',
  args: {
    currentStep: 0,
    title: 'Tell us about your organization',
    description: 'Sample content: the name and type physicians will see on your jobs.',
    backAction: undefined,
    children: (
      <Field label="Organization name">
        <Input defaultValue="Lakeside Family Medicine" />
      </Field>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tell us about your organization',
    );
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  },
};

export const LastStep: Story = {
  name: 'Last step',
  args: {
    currentStep: 3,
    title: 'Choose a subscription',
    description: 'You can change the plan at any time.',
    continueAction: <Button>Finish setup</Button>,
    children: <p className="text-sm">Sample content: plan cards go here.</p>,
  },
};

export const KeyboardFlow: Story = {
  name: 'Keyboard: log out, stepper, fields, Back and Continue',
  play: async ({ args, canvas, step }) => {
    await step('Tab order follows the page', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Log out' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: /^Organization\s*, completed$/ })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('textbox', { name: 'Clinic name' })).toHaveFocus();
      await userEvent.tab();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Continue' })).toHaveFocus();
    });
    await step('the actions and the completed step respond to Enter', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(onContinue).toHaveBeenCalled();
      canvas.getByRole('button', { name: /^Organization\s*, completed$/ }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onStepClick).toHaveBeenCalledWith(0, steps[0]);
      canvas.getByRole('button', { name: 'Log out' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
    });
  },
};

export const LongTitle: Story = {
  name: 'Long title and description',
  args: {
    title: 'Which practice locations should physicians consider when they apply to your jobs?',
    description:
      'Sample content. Add every clinic, hospital or satellite office where the physician might see patients, including part-time sites and locations you plan to open within the next year.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Locations')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue' })).toBeVisible();
  },
};
