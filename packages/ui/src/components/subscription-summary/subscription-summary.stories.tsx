import type { Plan, Subscription } from '@medhire/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/button/button';
import { SubscriptionSummary, type SubscriptionSummaryProps } from './subscription-summary';

const monthly: Plan = {
  _id: 'plan_monthly',
  name: 'Monthly',
  interval: 'month',
  amountCents: 29_900,
  seats: 5,
  currency: 'usd',
  description: 'Pay month to month and cancel any time.',
  features: ['Unlimited job posts'],
};

const active: Subscription = {
  _id: 'sub_1',
  plan: monthly,
  status: 'active',
  provider: 'stripe',
  cardBrand: 'visa',
  cardLast4: '4242',
  currentPeriodEnd: '2026-04-15T12:00:00.000Z',
  cancelAtPeriodEnd: false,
};

/**
 * The summary as `/manage-subscriptions` uses it: when cancel or resume succeeds, the server's new
 * subscription comes back and replaces the old one.
 */
function LiveSubscriptionSummary({
  subscription: initial,
  onCancel,
  onResume,
  ...props
}: SubscriptionSummaryProps) {
  const [subscription, setSubscription] = React.useState(initial);
  return (
    <SubscriptionSummary
      {...props}
      subscription={subscription}
      onCancel={async () => {
        await onCancel();
        setSubscription((current) => (current ? { ...current, cancelAtPeriodEnd: true } : current));
      }}
      onResume={async () => {
        await onResume();
        setSubscription((current) => (current ? { ...current, cancelAtPeriodEnd: false } : current));
      }}
    />
  );
}

const meta = {
  title: 'Features/Subscription/SubscriptionSummary',
  component: SubscriptionSummary,
  args: {
    subscription: active,
    onCancel: fn(async () => undefined),
    onResume: fn(async () => undefined),
  },
  render: (args) => <LiveSubscriptionSummary {...args} />,
} satisfies Meta<typeof SubscriptionSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Active: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Monthly' });
    await expect(within(summary).getByText('Active')).toBeVisible();
    await expect(summary).toHaveTextContent('$299 / month');
    await expect(summary).toHaveTextContent('Renews onApril 15, 2026');
    await expect(summary).toHaveTextContent('Visa ending in 4242');
    await expect(canvas.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resume subscription' })).not.toBeInTheDocument();
  },
};

export const Trialing: Story = {
  args: { subscription: { ...active, status: 'trialing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Trialing')).toBeVisible();
    await expect(canvas.getByText('You are in your free trial.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Monthly' })).toHaveTextContent(
      'First payment onApril 15, 2026',
    );
  },
};

export const PastDue: Story = {
  name: 'Past due',
  args: { subscription: { ...active, status: 'past_due', cardBrand: 'mastercard', cardLast4: '4444' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Past due')).toBeVisible();
    await expect(canvas.getByText(/update your card to keep access/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Update card' })).toHaveAttribute('href', '/payment');
    await expect(canvas.getByText('Mastercard ending in 4444')).toBeVisible();
  },
};

export const Incomplete: Story = {
  args: { subscription: { ...active, status: 'incomplete', cardBrand: null, cardLast4: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Incomplete')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Update card' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  },
};

export const NoPeriodEndYet: Story = {
  name: 'No period end yet',
  args: { subscription: { ...active, currentPeriodEnd: null } },
  play: async ({ canvas, canvasElement }) => {
    const summary = canvas.getByRole('region', { name: 'Monthly' });
    await expect(summary).not.toHaveTextContent('Renews on');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent('You keep access until the end of the period.');
  },
};

export const Unpaid: Story = {
  args: { subscription: { ...active, status: 'unpaid' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unpaid')).toBeVisible();
    await expect(canvas.getByText(/access is paused/)).toBeVisible();
  },
};

export const Canceled: Story = {
  args: { subscription: { ...active, status: 'canceled', currentPeriodEnd: '2026-02-01T12:00:00.000Z' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Canceled')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Monthly' })).toHaveTextContent(
      'Ended onFebruary 1, 2026',
    );
    await expect(canvas.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/payment');
    await expect(canvas.queryByRole('button', { name: /subscription/ })).not.toBeInTheDocument();
  },
};

export const CancelingAtPeriodEnd: Story = {
  name: 'Canceled, access until the period ends',
  args: { subscription: { ...active, cancelAtPeriodEnd: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Monthly' })).toHaveTextContent('Ends onApril 15, 2026');
    await expect(canvas.getByText(/You keep access until April 15, 2026/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  },
};

export const TestProvider: Story = {
  name: 'Test mode',
  args: { subscription: { ...active, provider: 'test' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Test mode')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your subscription' })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'No subscription yet',
  args: { subscription: null, renderLink: ({ href, ...props }) => <a href={`#${href}`} {...props} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No subscription yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '#/payment');
  },
};

export const CancelByKeyboard: Story = {
  name: 'Cancel by keyboard',
  play: async ({ args, canvas, canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Cancel subscription' });
    await step('Enter opens the confirmation with "Keep subscription" focused', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await body.findByRole('alertdialog', { name: 'Cancel your subscription?' });
      await expect(dialog).toHaveAccessibleDescription(
        'You keep access until April 15, 2026. You can resume any time before then.',
      );
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Keep subscription' })).toHaveFocus(),
      );
    });
    await step('Escape closes without canceling and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(args.onCancel).not.toHaveBeenCalled();
    });
    await step('confirming cancels once; focus moves to "Resume subscription"', async () => {
      await userEvent.keyboard('{Enter}');
      const dialog = await body.findByRole('alertdialog');
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Keep subscription' })).toHaveFocus(),
      );
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Cancel subscription' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Resume subscription' })).toHaveFocus());
      await expect(canvas.getByRole('status')).toHaveTextContent(
        'Your subscription is canceled. You keep access until April 15, 2026.',
      );
    });
  },
};

export const CancelFails: Story = {
  name: 'Cancel fails',
  args: {
    onCancel: fn(async () => {
      throw new Error('We could not reach the payment provider. Please try again.');
    }),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Cancel subscription' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep subscription' })).toHaveFocus(),
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not reach the payment provider. Please try again.',
    );
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
  },
};

export const Canceling: Story = {
  name: 'Canceling (pending)',
  args: { onCancel: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Cancel subscription' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel subscription' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(within(dialog).getByRole('button', { name: 'Keep subscription' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog')).toBeVisible();
  },
};

export const ResumeByKeyboard: Story = {
  name: 'Resume by keyboard',
  args: { subscription: { ...active, cancelAtPeriodEnd: true } },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Resume subscription' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onResume).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your subscription is back on. It renews as usual.',
    );
    await expect(canvas.getByRole('region', { name: 'Monthly' })).toHaveTextContent(
      'Renews onApril 15, 2026',
    );
  },
};

export const ResumeFails: Story = {
  name: 'Resume fails',
  args: {
    subscription: { ...active, cancelAtPeriodEnd: true },
    onResume: fn(async () => {
      throw new Error('Your card was declined. Update your card, then resume.');
    }),
  },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Resume subscription' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Update your card, then resume.',
    );
    await expect(canvas.getByRole('button', { name: 'Resume subscription' })).toBeEnabled();
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    subscription: {
      ...active,
      status: 'past_due',
      plan: { ...monthly, name: 'Multi-specialty physician group with several locations, billed monthly' },
      cardBrand: 'american_express',
      cardLast4: '0005',
    },
  },
};

/** At 390 px the details and the actions stack. */
export const Narrow: Story = {
  name: 'Narrow (390 px)',
  args: { subscription: { ...active, status: 'past_due' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 342 }}>
        <Story />
      </div>
    ),
  ],
};

/** As /manage-subscriptions shows it: the card with its expiry, the next charge, and the billing actions. */
export const WithBillingDetails: Story = {
  name: 'With card expiry, next charge and actions',
  args: {
    subscription: { ...active, provider: 'test' },
    card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2031 },
    nextCharge: { date: '2026-04-15T12:00:00.000Z', amountCents: 29_900, currency: 'usd' },
    actions: (
      <>
        <Button variant="outline">Change plan</Button>
        <Button variant="outline">Replace card</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Monthly' });
    await expect(summary).toHaveTextContent('Next charge$299.00 on April 15, 2026');
    // The renewal date is the next charge's: said once.
    await expect(summary).not.toHaveTextContent('Renews on');
    await expect(summary).toHaveTextContent('Visa ending in 4242, expires 08/2031');
    await expect(canvas.getByRole('button', { name: 'Change plan' })).toBeVisible();
  },
};

/** Past due with a replace-card handler: the fix is a button on the page, not a trip to /payment. */
export const PastDueReplaceInPlace: Story = {
  name: 'Past due, replace card in place',
  args: {
    subscription: { ...active, status: 'past_due', cardLast4: '0341' },
    onReplaceCard: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Update card' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Replace card' }));
    await expect(args.onReplaceCard).toHaveBeenCalled();
  },
};
