import type { StartSubscriptionPayload } from '@medhire/domain';
import { useMemo } from 'react';
import useSWR from 'swr';
import { subscriptionApi } from '../api';
import { useInvalidate } from './invalidate';
import { queryErrorReporting, reporting } from './report';

/** The SWR keys of the plans and the employer's subscription. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  detail: (employerId: string) => [...subscriptionKeys.all, 'detail', employerId] as const,
  billing: (employerId: string) => [...subscriptionKeys.all, 'billing', employerId] as const,
  invoices: (employerId: string) => [...subscriptionKeys.all, 'invoices', employerId] as const,
};

/** The plans and which payment provider the server runs (test provider or Stripe). */
export function usePlans() {
  return useSWR(subscriptionKeys.plans(), () => subscriptionApi.getPlans(), queryErrorReporting);
}

/** The employer's subscription, or null before the first payment. */
export function useSubscription(employerId: string | undefined) {
  return useSWR(
    employerId ? subscriptionKeys.detail(employerId) : null,
    ([, , id]) => subscriptionApi.getSubscription(id),
    queryErrorReporting,
  );
}

/**
 * Starts the subscription of a plan (with a test card under the test provider); it is read again. A refusal is
 * toasted as every failed call is (spec §8); the payment form shows it beside the card too, as its one message.
 */
export function useStartSubscription() {
  const invalidate = useInvalidate();
  return useMemo(
    () =>
      reporting(async (employerId: string, payload: StartSubscriptionPayload) => {
        const result = await subscriptionApi.startSubscription(employerId, payload);
        await invalidate(subscriptionKeys.all);
        return result;
      }),
    [invalidate],
  );
}

/** Cancels at the period's end (`renew: false`) or resumes the subscription; it is read again. */
export function useSetSubscriptionRenewal() {
  const invalidate = useInvalidate();
  return useMemo(
    () =>
      reporting(async (employerId: string, renew: boolean) => {
        const result = await (renew
          ? subscriptionApi.resumeSubscription(employerId)
          : subscriptionApi.cancelSubscription(employerId));
        await invalidate(subscriptionKeys.all);
        return result;
      }),
    [invalidate],
  );
}
