import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { NumberInput } from './number-input';

const meta = {
  title: 'Primitives/NumberInput',
  component: NumberInput,
  args: { 'aria-label': 'Number of physicians', defaultValue: 4, min: 0, max: 500, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-60">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { defaultValue: null, placeholder: '0' } };

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Number of physicians' })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Number of physicians' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled();
  },
};

export const AtMinimum: Story = {
  name: 'At the minimum',
  args: { defaultValue: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeEnabled();
  },
};

export const Thousands: Story = {
  name: 'Thousands separators',
  args: {
    'aria-label': 'Annual salary (USD)',
    defaultValue: 285000,
    min: 0,
    max: 2_000_000,
    step: 5000,
    formatThousands: true,
  },
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Annual salary (USD)' });
    await step('shows separators at rest', async () => {
      await expect(input).toHaveValue('285,000');
    });
    await step('ArrowUp steps by 5,000 and keeps the separators', async () => {
      await userEvent.click(input);
      await userEvent.keyboard('{ArrowUp}');
      await expect(input).toHaveAttribute('aria-valuenow', '290000');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(290000);
      input.blur();
      await expect(input).toHaveValue('290,000');
    });
  },
};

export const Keyboard: Story = {
  name: 'Keyboard and steppers',
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Number of physicians' });
    await step('Tab focuses the text box', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
    });
    await step('ArrowUp / ArrowDown step by one', async () => {
      await userEvent.keyboard('{ArrowUp}{ArrowUp}');
      await expect(input).toHaveAttribute('aria-valuenow', '6');
      await userEvent.keyboard('{ArrowDown}');
      await expect(input).toHaveAttribute('aria-valuenow', '5');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(5);
    });
    await step('Home jumps to the minimum, End to the maximum', async () => {
      await userEvent.keyboard('{Home}');
      await expect(input).toHaveAttribute('aria-valuenow', '0');
      await userEvent.keyboard('{End}');
      await expect(input).toHaveAttribute('aria-valuenow', '500');
    });
    await step('the labelled stepper buttons step too', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Decrease' }));
      await expect(input).toHaveAttribute('aria-valuenow', '499');
      await expect(input).toHaveFocus();
      await expect(canvas.getByRole('button', { name: 'Increase' })).toBeEnabled();
    });
    await step('a typed value above the maximum is clamped on blur', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '900');
      await userEvent.tab();
      await expect(input).not.toHaveFocus();
      await expect(input).toHaveValue('500');
    });
    await step('letters are ignored', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '1a2');
      await expect(input).toHaveValue('12');
    });
  },
};

export const InField: Story = {
  name: 'In a field',
  render: (args) => (
    <Field label="Number of physicians" description="Full-time physicians at this location." required>
      <NumberInput {...args} aria-label={undefined} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Number of physicians' });
    await expect(input).toHaveAccessibleDescription('Full-time physicians at this location.');
    await expect(input).toBeRequired();
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-4">
      <NumberInput aria-label="Empty" placeholder="0" />
      <NumberInput aria-label="Filled" defaultValue={12} />
      <NumberInput aria-label="Thousands" defaultValue={1250000} formatThousands />
      <NumberInput aria-label="Invalid" aria-invalid defaultValue={-3} />
      <NumberInput aria-label="At max" defaultValue={10} max={10} />
      <NumberInput aria-label="Disabled" disabled defaultValue={8} />
    </div>
  ),
};
