import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Practice name', placeholder: 'e.g. Riverside Family Clinic', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithValue: Story = { args: { defaultValue: 'Riverside Family Clinic' } };

export const Invalid: Story = {
  args: { defaultValue: 'not-an-email', 'aria-label': 'Email', 'aria-invalid': true, type: 'email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Locked after approval' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Practice name' })).toBeDisabled();
  },
};

export const Password: Story = {
  args: { type: 'password', 'aria-label': 'Password', placeholder: undefined, defaultValue: 'correct-horse' },
};

export const LongValue: Story = {
  args: {
    defaultValue:
      'Riverside Family Clinic and Community Health Center of the Greater Metropolitan Area, Suite 1200',
  },
};

export const Typing: Story = {
  play: async ({ args, canvas, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Practice name' });
    await step('typing updates the value and calls onChange', async () => {
      await userEvent.type(input, 'Lakeside Pediatrics');
      await expect(input).toHaveValue('Lakeside Pediatrics');
      await expect(args.onChange).toHaveBeenCalled();
    });
    await step('focus shows the ring', async () => {
      await expect(input).toHaveFocus();
    });
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-4">
      <Input aria-label="Empty" placeholder="Placeholder" />
      <Input aria-label="Filled" defaultValue="Filled value" />
      <Input aria-label="Invalid" aria-invalid defaultValue="Invalid value" />
      <Input aria-label="Disabled" disabled defaultValue="Disabled value" />
      <Input aria-label="Read only" readOnly defaultValue="Read-only value" />
    </div>
  ),
};
