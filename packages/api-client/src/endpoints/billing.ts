import type {
  BillingChangeResult,
  BillingOverview,
  CardSetupResult,
  InvoicesResult,
  PlanChangePayload,
  PlanChangePreview,
  PlanChangePreviewPayload,
  ReplaceCardPayload,
  TestRenewalResult,
} from '@medhire/domain';
import type { ApiClient, ApiClientOptions } from '../http/client';
import { downloadFile } from '../http/download';

const ownId = (id: string) => encodeURIComponent(id);

/**
 * Billing self-service (PRODUCT.md, "Subscription and payment"): the overview, plan changes, the card, invoices.
 * `options` are the client's own (the receipt download uses its token and timeout).
 */
export function createBillingEndpoints(client: ApiClient, options: ApiClientOptions) {
  return {
    /** The subscription, the card on file and the next charge (billing self-service). */
    getBilling: (employerId: string) =>
      client.get<BillingOverview>(`/employer/subscription/${ownId(employerId)}/billing`),
    previewPlanChange: (employerId: string, payload: PlanChangePreviewPayload) =>
      client.post<PlanChangePreview>(
        `/employer/subscription/${ownId(employerId)}/change-plan/preview`,
        payload,
      ),
    changePlan: (employerId: string, payload: PlanChangePayload) =>
      client.post<BillingChangeResult>(`/employer/subscription/${ownId(employerId)}/change-plan`, payload),
    /** Stripe only: a SetupIntent's secret for Stripe Elements. */
    startCardSetup: (employerId: string) =>
      client.post<CardSetupResult>(`/employer/subscription/${ownId(employerId)}/card/setup`),
    replaceCard: (employerId: string, payload: ReplaceCardPayload) =>
      client.post<BillingChangeResult>(`/employer/subscription/${ownId(employerId)}/card`, payload),
    getInvoices: (employerId: string) =>
      client.get<InvoicesResult>(`/employer/subscription/${ownId(employerId)}/invoices`),
    /** An invoice's HTML receipt, as a file; `receiptPath` is the invoice's own. */
    downloadReceipt: (receiptPath: string) => downloadFile(options, receiptPath),
    /** Test mode outside production only: renews the subscription now (see the API's docs). */
    simulateRenewal: (employerId: string) =>
      client.post<TestRenewalResult>(`/employer/subscription/${ownId(employerId)}/test-renewal`),
  };
}

export type BillingEndpoints = ReturnType<typeof createBillingEndpoints>;
