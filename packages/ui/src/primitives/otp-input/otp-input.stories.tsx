import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { OtpInput } from './otp-input';

const meta = {
  title: 'Primitives/OTPInput',
  component: OtpInput,
  args: { 'aria-label': 'Verification code', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PartlyFilled: Story = { name: 'Partly filled', args: { defaultValue: '418' } };

export const Filled: Story = { args: { defaultValue: '418203' } };

export const Invalid: Story = {
  render: (args) => (
    <Field label="Verification code" error="Enter the 6-digit code from the email">
      <OtpInput {...args} aria-label={undefined} defaultValue="4182" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter the 6-digit code from the email');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '418203' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toBeDisabled();
  },
};

export const Typing: Story = {
  name: 'Typing and deleting',
  play: async ({ args, canvas, canvasElement, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await step('Tab focuses the code box', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
    });
    await step('letters are refused, digits fill the boxes in order', async () => {
      await userEvent.keyboard('4a18');
      await expect(input).toHaveValue('418');
      const boxes = canvasElement.querySelectorAll('[data-slot="otp-input-box"]');
      await expect(boxes[2]).toHaveTextContent('8');
      await expect(boxes[3]).toHaveAttribute('data-state', 'active');
    });
    await step('Backspace deletes the last digit', async () => {
      await userEvent.keyboard('{Backspace}');
      await expect(input).toHaveValue('41');
      await expect(args.onChange).toHaveBeenLastCalledWith('41');
    });
    await step('the sixth digit completes the code', async () => {
      await userEvent.keyboard('820');
      await expect(args.onComplete).not.toHaveBeenCalled();
      await userEvent.keyboard('9');
      await expect(args.onComplete).toHaveBeenCalledWith('418209');
    });
  },
};

export const Paste: Story = {
  name: 'Paste fills every box',
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.paste('902561');
    await expect(input).toHaveValue('902561');
    await expect(args.onComplete).toHaveBeenCalledWith('902561');
    const boxes = canvasElement.querySelectorAll('[data-slot="otp-input-box"]');
    await expect(boxes[5]).toHaveTextContent('1');
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-4">
      <OtpInput aria-label="Empty" />
      <OtpInput aria-label="Partly filled" defaultValue="41" />
      <OtpInput aria-label="Filled" defaultValue="418203" />
      <OtpInput aria-label="Invalid" aria-invalid defaultValue="418" />
      <OtpInput aria-label="Disabled" disabled defaultValue="418203" />
      <OtpInput aria-label="Four digits" length={4} defaultValue="7" />
    </div>
  ),
};
