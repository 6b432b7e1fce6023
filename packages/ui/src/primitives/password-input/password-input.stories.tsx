import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field/field';
import { estimatePasswordStrength, PasswordInput } from './password-input';

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  args: { 'aria-label': 'Password', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithValue: Story = { name: 'With value', args: { defaultValue: 'correct-horse' } };

export const Visible: Story = {
  args: { defaultValue: 'correct-horse', defaultVisible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('correct-horse');
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'short' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'correct-horse' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const ToggleVisibility: Story = {
  name: 'Show and hide',
  args: { defaultValue: 'Riverside-2026' },
  play: async ({ canvas, step }) => {
    const input = canvas.getByLabelText('Password');
    await step('Tab reaches the input, then the toggle', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    });
    await step('Enter shows the password and renames the toggle', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(input).toHaveAttribute('type', 'text');
      await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    });
    await step('Space hides it again', async () => {
      await userEvent.keyboard(' ');
      await expect(input).toHaveAttribute('type', 'password');
      await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
    });
  },
};

export const StrengthMeter: Story = {
  name: 'Strength meter',
  args: { showStrength: true },
  play: async ({ canvas, step }) => {
    const input = canvas.getByLabelText('Password');
    await step('empty: no strength yet', async () => {
      await expect(input).toHaveAccessibleDescription('Strength: none yet');
    });
    await step('the label follows the typed password', async () => {
      await userEvent.type(input, 'clinic');
      await expect(input).toHaveAccessibleDescription('Strength: weak');
      await userEvent.type(input, 'al1');
      await expect(input).toHaveAccessibleDescription('Strength: fair');
      await userEvent.type(input, 'Team');
      await expect(input).toHaveAccessibleDescription('Strength: strong');
    });
  },
};

export const StrengthLevels: Story = {
  name: 'Strength levels',
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-4">
      {['short', 'riverside', 'riverside7', 'Riverside-clinic-2026'].map((password) => (
        <PasswordInput
          key={password}
          aria-label={`Password ${password}`}
          showStrength
          defaultValue={password}
        />
      ))}
    </div>
  ),
  play: async () => {
    await expect(estimatePasswordStrength('short')).toBe('weak');
    await expect(estimatePasswordStrength('riverside')).toBe('weak');
    await expect(estimatePasswordStrength('riverside7')).toBe('fair');
    await expect(estimatePasswordStrength('Riverside7')).toBe('good');
    await expect(estimatePasswordStrength('Riverside-clinic-2026')).toBe('strong');
  },
};

export const InField: Story = {
  name: 'In a field',
  render: (args) => (
    <Field
      label="New password"
      description="At least 8 characters."
      error="The password must be at least 8 characters"
    >
      <PasswordInput
        {...args}
        aria-label={undefined}
        showStrength
        defaultValue="abc"
        autoComplete="new-password"
      />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'At least 8 characters. The password must be at least 8 characters Strength: weak',
    );
  },
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid gap-4">
      <PasswordInput aria-label="Empty" placeholder="Password" />
      <PasswordInput aria-label="Filled" defaultValue="correct-horse" />
      <PasswordInput aria-label="Shown" defaultValue="correct-horse" defaultVisible />
      <PasswordInput aria-label="Invalid" aria-invalid defaultValue="short" />
      <PasswordInput aria-label="Disabled" disabled defaultValue="correct-horse" />
      <PasswordInput aria-label="With strength" showStrength defaultValue="Riverside7" />
    </div>
  ),
};
