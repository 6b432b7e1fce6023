import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type Plan, PlanPicker, type PlanPickerProps } from './plan-picker';

const monthly: Plan = {
  _id: 'plan_monthly',
  name: 'Monthly',
  interval: 'month',
  amountCents: 29_900,
  seats: 5,
  currency: 'usd',
  description: 'Pay month to month and cancel any time.',
  features: [
    'Unlimited job posts',
    'Explore and invite physicians and providers',
    'Match scores with their reasons',
    'Messages with candidates',
  ],
};

const yearly: Plan = {
  _id: 'plan_yearly',
  name: 'Yearly',
  interval: 'year',
  amountCents: 299_000,
  seats: 10,
  currency: 'usd',
  description: 'One payment a year for the whole practice.',
  features: [
    'Everything in Monthly',
    'Two months free compared with paying monthly',
    'Priority support from our recruiting team',
  ],
};

const plans = [monthly, yearly];

/**
 * Presses an arrow key and holds it until focus has moved: Radix moves focus a tick after keydown and
 * chooses the plan only while the key is down, as with a real key press.
 */
async function pressArrow(key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight') {
  const before = document.activeElement;
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(document.activeElement).not.toBe(before));
  await userEvent.keyboard(`{/${key}}`);
}

/** The picker as a page uses it: the chosen plan lives in the page's state. */
function ControlledPlanPicker({ value: initialValue, onValueChange, ...props }: PlanPickerProps) {
  const [value, setValue] = React.useState(initialValue);
  return (
    <PlanPicker
      {...props}
      value={value}
      onValueChange={(planId) => {
        setValue(planId);
        onValueChange?.(planId);
      }}
    />
  );
}

const meta = {
  title: 'Features/Subscription/PlanPicker',
  component: PlanPicker,
  args: { plans, onValueChange: fn() },
  render: (args) => <ControlledPlanPicker {...args} />,
} satisfies Meta<typeof PlanPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Chosen: Story = {
  name: 'Yearly chosen',
  args: { value: 'plan_yearly' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
  },
};

export const Prices: Story = {
  name: 'Prices and savings',
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Choose a plan' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toHaveAccessibleDescription(
      /^\$299 \/ month\s+Pay month to month and cancel any time\.$/,
    );
    const yearlyRadio = canvas.getByRole('radio', { name: 'Yearly' });
    await expect(yearlyRadio).toHaveAccessibleDescription(/^2 months free\s+\$2,990 \/ year/);
    await expect(yearlyRadio).toHaveAccessibleDescription(/\$249\.17 \/ month, billed yearly/);
    await expect(canvas.getByRole('list', { name: 'Yearly includes' })).toHaveTextContent(
      'Priority support from our recruiting team',
    );
    // The seats each plan gives, from the plan's data: what a team can grow to.
    await expect(canvas.getByRole('list', { name: 'Monthly includes' })).toHaveTextContent(
      'Up to 5 people on your team, you included',
    );
    await expect(canvas.getByRole('list', { name: 'Yearly includes' })).toHaveTextContent(
      'Up to 10 people on your team, you included',
    );
  },
};

export const ChooseByKeyboard: Story = {
  name: 'Choose by keyboard',
  play: async ({ args, canvas, step }) => {
    const monthlyRadio = canvas.getByRole('radio', { name: 'Monthly' });
    const yearlyRadio = canvas.getByRole('radio', { name: 'Yearly' });
    await step('Tab enters the group on the first plan; Space chooses it', async () => {
      await userEvent.tab();
      await expect(monthlyRadio).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('plan_monthly');
      await expect(monthlyRadio).toBeChecked();
    });
    await step('an arrow key moves to the yearly plan and chooses it', async () => {
      await pressArrow('ArrowRight');
      await expect(yearlyRadio).toHaveFocus();
      await waitFor(() => expect(yearlyRadio).toBeChecked());
      await expect(monthlyRadio).not.toBeChecked();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('plan_yearly');
    });
    await step('ArrowUp goes back; Tab leaves the group in one step', async () => {
      await pressArrow('ArrowUp');
      await waitFor(() => expect(monthlyRadio).toBeChecked());
      await expect(args.onValueChange).toHaveBeenLastCalledWith('plan_monthly');
      await userEvent.tab();
      await expect(monthlyRadio).not.toHaveFocus();
      await expect(yearlyRadio).not.toHaveFocus();
      await expect(args.onValueChange).toHaveBeenCalledTimes(3);
    });
  },
};

export const Loading: Story = {
  args: { plans: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading plans' })).toBeVisible();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: 'No plans',
  args: { plans: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No plans are available right now/)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { value: 'plan_monthly', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Yearly' })).toBeDisabled();
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    value: 'plan_group_yearly',
    plans: [
      {
        ...monthly,
        _id: 'plan_group_monthly',
        name: 'Multi-specialty physician group with several locations, billed monthly',
        features: [
          ...monthly.features,
          'Pipeline boards for every open position across all of your practice locations and departments',
        ],
      },
      {
        ...yearly,
        _id: 'plan_group_yearly',
        name: 'Multi-specialty physician group with several locations, billed yearly',
        description:
          'One yearly payment for the whole group, every location and every recruiter, with the same features as the monthly plan and a dedicated contact for onboarding your team.',
      },
    ],
  },
};

/** At 390 px the cards stack. */
export const Narrow: Story = {
  name: 'Narrow (390 px)',
  args: { value: 'plan_monthly' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 342 }}>
        <Story />
      </div>
    ),
  ],
};
