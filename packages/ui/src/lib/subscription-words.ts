import { type Subscription, SubscriptionStatus } from '@medhire/domain';

/** The colour a status is shown in (a `Badge` variant). */
export type SubscriptionTone = 'success' | 'brand' | 'warning' | 'neutral' | 'danger';

/** How a subscription's status reads: its words, colour and what it asks of the employer. */
export type StatusWords = {
  label: string;
  variant: SubscriptionTone;
  /** A line that says what the status means for the employer, when it needs saying. */
  help?: string;
  /** The card needs attention: offer "Update card". */
  needsCard: boolean;
};

/** Plain words for each of Stripe's subscription statuses. */
export function subscriptionStatusWords(status: SubscriptionStatus): StatusWords {
  switch (status) {
    case SubscriptionStatus.Active:
      return { label: 'Active', variant: 'success', needsCard: false };
    case SubscriptionStatus.Trialing:
      return { label: 'Trialing', variant: 'brand', help: 'You are in your free trial.', needsCard: false };
    case SubscriptionStatus.PastDue:
      return {
        label: 'Past due',
        variant: 'warning',
        help: 'Your last payment did not go through — update your card to keep access.',
        needsCard: true,
      };
    case SubscriptionStatus.Canceled:
      return {
        label: 'Canceled',
        variant: 'neutral',
        help: 'This subscription has ended.',
        needsCard: false,
      };
    case SubscriptionStatus.Incomplete:
      return {
        label: 'Incomplete',
        variant: 'warning',
        help: 'The first payment is not complete yet — update your card to finish it.',
        needsCard: true,
      };
    case SubscriptionStatus.IncompleteExpired:
      return {
        label: 'Expired',
        variant: 'neutral',
        help: 'The first payment was never completed. Choose a plan to start again.',
        needsCard: false,
      };
    case SubscriptionStatus.Unpaid:
      return {
        label: 'Unpaid',
        variant: 'danger',
        help: 'Payments have failed and access is paused — update your card to restore it.',
        needsCard: true,
      };
    case SubscriptionStatus.Paused:
      return { label: 'Paused', variant: 'neutral', help: 'This subscription is paused.', needsCard: false };
    default:
      return status satisfies never;
  }
}

/** "March 3, 2026". */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));
}

const cardBrandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa ending in 4242". */
export function describeCard(
  brand: string | null | undefined,
  last4: string | null | undefined,
): string | null {
  if (!last4) return null;
  const key = (brand ?? '').toLowerCase();
  const name = cardBrandNames[key] ?? (key ? key.charAt(0).toUpperCase() + key.slice(1) : 'Card');
  return `${name} ending in ${last4}`;
}

/** What the period end means for this subscription: "Renews on …", "Ends on …", "Ended on …"; none while a payment is due. */
export function periodLine(subscription: Subscription): { term: string; date: string } | null {
  if (!subscription.currentPeriodEnd) return null;
  const date = formatDate(subscription.currentPeriodEnd);
  switch (subscription.status) {
    case SubscriptionStatus.Canceled:
    case SubscriptionStatus.IncompleteExpired:
      return { term: 'Ended on', date };
    case SubscriptionStatus.Trialing:
      return { term: subscription.cancelAtPeriodEnd ? 'Trial ends on' : 'First payment on', date };
    case SubscriptionStatus.Incomplete:
      return null;
    // The period's payment failed: until a card pays it there is no period to date, only the payment due (the
    // banner says what to do). A date here read as a plan running until then, beside "lapsed".
    case SubscriptionStatus.PastDue:
    case SubscriptionStatus.Unpaid:
      return null;
    default:
      return { term: subscription.cancelAtPeriodEnd ? 'Ends on' : 'Renews on', date };
  }
}

/** Statuses in which the employer can still cancel. */
export const cancelable = new Set<SubscriptionStatus>([
  SubscriptionStatus.Active,
  SubscriptionStatus.Trialing,
  SubscriptionStatus.PastDue,
]);
