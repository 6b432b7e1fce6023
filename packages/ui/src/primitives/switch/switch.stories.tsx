import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { id: 'email-alerts', onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Switch {...args} />
      <label htmlFor={args.id} className="text-sm">
        Email me when a physician applies
      </label>
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email me when a physician applies' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('data-state', 'checked');
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = { name: 'Disabled, on', args: { disabled: true, defaultChecked: true } };

export const Keyboard: Story = {
  name: 'Click and keyboard',
  play: async ({ args, canvas, step }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email me when a physician applies' });
    await step('Tab focuses it; Space and Enter toggle it', async () => {
      await userEvent.tab();
      await expect(toggle).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(toggle).toBeChecked();
      await userEvent.keyboard('{Enter}');
      await expect(toggle).not.toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
    });
    await step('clicking the label toggles it', async () => {
      await userEvent.click(canvas.getByText('Email me when a physician applies'));
      await expect(toggle).toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    });
  },
};

export const LongLabel: Story = {
  name: 'Long label',
  render: (args) => (
    <div className="flex max-w-sm items-start gap-3">
      <Switch {...args} />
      <label htmlFor={args.id} className="text-sm">
        Send a daily summary of new applicants, interview requests and unread messages from physicians to
        every recruiter of the practice
      </label>
    </div>
  ),
};

export const Matrix: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="inline-grid grid-cols-[auto_repeat(4,max-content)] items-center gap-x-6 gap-y-3 text-sm">
      <span />
      {['off', 'on', 'disabled off', 'disabled on'].map((column) => (
        <span key={column} className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
          {column}
        </span>
      ))}
      {(['default', 'invalid'] as const).map((row) => (
        <div key={row} className="contents">
          <span className="font-medium">{row}</span>
          <Switch aria-label={`${row} off`} aria-invalid={row === 'invalid' || undefined} />
          <Switch aria-label={`${row} on`} aria-invalid={row === 'invalid' || undefined} defaultChecked />
          <Switch aria-label={`${row} disabled off`} aria-invalid={row === 'invalid' || undefined} disabled />
          <Switch
            aria-label={`${row} disabled on`}
            aria-invalid={row === 'invalid' || undefined}
            disabled
            defaultChecked
          />
        </div>
      ))}
    </div>
  ),
};
