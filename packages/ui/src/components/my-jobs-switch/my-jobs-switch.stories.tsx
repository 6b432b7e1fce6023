import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { MyJobsSwitch } from './my-jobs-switch';

const meta = {
  title: 'Features/Team/MyJobsSwitch',
  component: MyJobsSwitch,
  args: { checked: false, onCheckedChange: fn() },
} satisfies Meta<typeof MyJobsSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const On: Story = {
  args: { checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Only my jobs' })).toBeChecked();
  },
};

export const Toggle: Story = {
  name: 'Toggled by click and by keyboard',
  render: function Render(args) {
    const [checked, setChecked] = React.useState(args.checked);
    return (
      <MyJobsSwitch
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          args.onCheckedChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Only my jobs' });
    await userEvent.click(canvas.getByText('Only my jobs'));
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};
