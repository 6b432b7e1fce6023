import type {
  BillingChangeResult,
  BillingOverview,
  CardSetupResult,
  ChangedSubscriptionResult,
  InvoicesResult,
  PlanChangePayload,
  PlanChangePreview,
  PlanChangePreviewPayload,
  PlansResult,
  ReplaceCardPayload,
  StartSubscriptionPayload,
  StartSubscriptionResult,
  SubscriptionResult,
  TestRenewalResult,
} from '@medhire/domain';
import type { ApiClient } from '../http/client';

const ownId = (id: string) => encodeURIComponent(id);

/** Subscription and payment calls (not shown in the spec; PRODUCT.md decides them). */
export function createSubscriptionEndpoints(client: ApiClient) {
  return {
    getPlans: () => client.get<PlansResult>('/employer/subscription/plans'),
    getSubscription: (employerId: string) =>
      client.get<SubscriptionResult>(`/employer/subscription/${ownId(employerId)}`),
    startSubscription: (employerId: string, payload: StartSubscriptionPayload) =>
      client.post<StartSubscriptionResult>(`/employer/subscription/${ownId(employerId)}/start`, payload),
    cancelSubscription: (employerId: string) =>
      client.post<ChangedSubscriptionResult>(`/employer/subscription/${ownId(employerId)}/cancel`),
    resumeSubscription: (employerId: string) =>
      client.post<ChangedSubscriptionResult>(`/employer/subscription/${ownId(employerId)}/resume`),
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
    downloadReceipt: (receiptPath: string) => client.download(receiptPath),
    /** Test mode outside production only: renews the subscription now (see the API's docs). */
    simulateRenewal: (employerId: string) =>
      client.post<TestRenewalResult>(`/employer/subscription/${ownId(employerId)}/test-renewal`),
  };
}

export type SubscriptionEndpoints = ReturnType<typeof createSubscriptionEndpoints>;
