/** Subscription status, exactly Stripe's subscription statuses so a webhook value can be stored as is. */
export const SubscriptionStatus = {
  Incomplete: 'incomplete',
  IncompleteExpired: 'incomplete_expired',
  Trialing: 'trialing',
  Active: 'active',
  PastDue: 'past_due',
  Canceled: 'canceled',
  Unpaid: 'unpaid',
  Paused: 'paused',
} as const;

/** One subscription status value. */
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];

/** Every subscription status. */
export const subscriptionStatuses: readonly SubscriptionStatus[] = Object.values(SubscriptionStatus);
