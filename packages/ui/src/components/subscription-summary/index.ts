export type { Subscription } from '@medhire/domain';
export { subscriptionStatusWords } from '../../lib/subscription-words';
export { SubscriptionSummary, type SubscriptionSummaryProps } from './subscription-summary';
