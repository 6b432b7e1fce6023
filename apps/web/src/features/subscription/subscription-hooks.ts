import useSWR from 'swr';
import { subscriptionApi } from '../../lib/api';

/** The plans and which payment provider the server runs (test provider or Stripe). */
export function usePlans() {
  return useSWR('subscription-plans', () => subscriptionApi.getPlans());
}

/** The employer's subscription, or null before the first payment. */
export function useSubscription(employerId: string | undefined) {
  return useSWR(employerId ? ['subscription', employerId] : null, ([, id]) =>
    subscriptionApi.getSubscription(id),
  );
}
