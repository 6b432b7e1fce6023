export {
  type Subscription,
  SubscriptionSummary,
  type SubscriptionSummaryLinkProps,
  type SubscriptionSummaryProps,
  subscriptionStatusWords,
} from './subscription-summary';
