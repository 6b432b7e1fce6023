import { createBillingEndpoints } from '@medhire/api-client/billing';
import type { Invoice, PlanChangePreview, ReplaceCardPayload } from '@medhire/domain';
import { useMemo } from 'react';
import useSWR from 'swr';
import { apiClient, apiClientOptions } from '../api';
import { useInvalidate } from './invalidate';
import { notificationKeys } from './notifications';
import { queryErrorReporting } from './report';
import { subscriptionKeys } from './subscription';

// Billing self-service (/manage-subscriptions only): kept out of the shared data-layer chunk (vite.config.ts), so
// other screens do not load it; its calls too.
const billingApi = createBillingEndpoints(apiClient, apiClientOptions);

/** The subscription, the card on file and the next charge (/manage-subscriptions). */
export function useBilling(employerId: string | undefined) {
  return useSWR(
    employerId ? subscriptionKeys.billing(employerId) : null,
    ([, , id]) => billingApi.getBilling(id),
    queryErrorReporting,
  );
}

/** The organization's invoices, newest first. */
export function useInvoices(employerId: string | undefined) {
  return useSWR(
    employerId ? subscriptionKeys.invoices(employerId) : null,
    ([, , id]) => billingApi.getInvoices(id),
    queryErrorReporting,
  );
}

/**
 * A change of plan: `preview` asks what it costs (the dialog shows a refusal itself, so it is not toasted);
 * `confirm` applies exactly that preview, then the subscription and invoices are read again.
 */
export function usePlanChange() {
  const invalidate = useInvalidate();
  return useMemo(
    () => ({
      preview: (employerId: string, planId: string) => billingApi.previewPlanChange(employerId, { planId }),
      confirm: async (employerId: string, preview: PlanChangePreview) => {
        const result = await billingApi.changePlan(employerId, {
          planId: preview.toPlan._id,
          previewToken: preview.previewToken,
        });
        await invalidate(subscriptionKeys.all);
        return result;
      },
    }),
    [invalidate],
  );
}

/**
 * Replaces the card (a test card, or Stripe's confirmed payment method); an unpaid renewal is charged to it again.
 * The subscription and invoices are read again whatever the answer (a declined retry still saved the card). The
 * dialog shows a refusal itself.
 */
export function useReplaceCard() {
  const invalidate = useInvalidate();
  return useMemo(
    () => async (employerId: string, payload: ReplaceCardPayload) => {
      try {
        return await billingApi.replaceCard(employerId, payload);
      } finally {
        // A new card that pays what was due settles the "payment failed" notice too.
        await invalidate(subscriptionKeys.all, notificationKeys.all);
      }
    },
    [invalidate],
  );
}

/** Downloads an invoice's HTML receipt as a file. */
export async function downloadReceipt(invoice: Invoice): Promise<void> {
  if (!invoice.receiptPath) return;
  const { blob, fileName } = await billingApi.downloadReceipt(invoice.receiptPath);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? `medhire-${invoice.number}.html`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Stripe: opens a SetupIntent for replacing the card with Stripe Elements. */
export function startCardSetup(employerId: string) {
  return billingApi.startCardSetup(employerId);
}
