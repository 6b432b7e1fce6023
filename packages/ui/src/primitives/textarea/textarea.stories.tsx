import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { Textarea } from './textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: {
    'aria-label': 'About the position',
    placeholder: 'Describe the schedule, the team and the patients you see.',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithValue: Story = {
  name: 'With value',
  args: { defaultValue: 'Four-day week, no weekend call, a team of six internists.' },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'TBD' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'About the position' })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Locked while the job is under review.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'About the position' })).toBeDisabled();
  },
};

export const CharacterCount: Story = {
  name: 'Character count',
  args: { showCount: true, maxLength: 120 },
  play: async ({ canvas, step }) => {
    const textarea = canvas.getByRole('textbox', { name: 'About the position' });
    await step('the count starts at zero and is part of the description', async () => {
      await expect(textarea).toHaveAccessibleDescription('0 / 120 characters');
    });
    await step('typing updates the count', async () => {
      await userEvent.type(textarea, 'No weekend call');
      await expect(textarea).toHaveAccessibleDescription('15 / 120 characters');
    });
  },
};

export const AtLimit: Story = {
  name: 'At the limit',
  args: { showCount: true, maxLength: 24, defaultValue: 'Board certified internist' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="textarea-count"]')).toHaveAttribute(
      'data-state',
      'limit',
    );
  },
};

export const AutoGrow: Story = {
  name: 'Auto-grow',
  args: { autoGrow: true },
  play: async ({ canvas, step }) => {
    const textarea = canvas.getByRole('textbox', { name: 'About the position' });
    const startHeight = textarea.getBoundingClientRect().height;
    await step('the control grows as lines are added', async () => {
      await userEvent.type(
        textarea,
        'Line one{Enter}Line two{Enter}Line three{Enter}Line four{Enter}Line five',
      );
      await expect(textarea.getBoundingClientRect().height).toBeGreaterThan(startHeight);
    });
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    autoGrow: true,
    defaultValue:
      'Riverside Family Clinic is a physician-owned practice of twelve internists and four nurse practitioners serving a diverse community. We offer a four-day clinical week, no weekend call, protected administrative time, a generous continuing medical education allowance and a partnership track after two years. Our electronic health record is Epic, and scribes support every physician.',
  },
};

export const InField: Story = {
  name: 'In a field',
  render: (args) => (
    <Field
      label="About the position"
      description="Physicians read this first."
      error="Write at least 50 characters."
    >
      <Textarea {...args} aria-label={undefined} showCount maxLength={2000} defaultValue="Great team." />
    </Field>
  ),
  play: async ({ canvas, step }) => {
    const textarea = canvas.getByRole('textbox', { name: 'About the position' });
    await step('the field wires the description, the error and the count', async () => {
      await expect(textarea).toBeInvalid();
      await expect(textarea).toHaveAccessibleDescription(
        'Physicians read this first. Write at least 50 characters. 11 / 2,000 characters',
      );
    });
    await step('Tab focuses the control', async () => {
      textarea.blur();
      await userEvent.tab();
      await expect(textarea).toHaveFocus();
    });
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-4">
      <Textarea aria-label="Empty" placeholder="Placeholder" />
      <Textarea aria-label="Filled" defaultValue="Filled value" />
      <Textarea aria-label="Invalid" aria-invalid defaultValue="Invalid value" />
      <Textarea aria-label="Disabled" disabled defaultValue="Disabled value" />
      <Textarea aria-label="With count" showCount maxLength={200} defaultValue="Counted value" />
      <Textarea aria-label="Auto-grow" autoGrow defaultValue={'Grows\nwith\nits content'} />
    </div>
  ),
};
