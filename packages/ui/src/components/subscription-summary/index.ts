export {
  type Subscription,
  SubscriptionSummary,
  type SubscriptionSummaryProps,
  subscriptionStatusWords,
} from './subscription-summary';
