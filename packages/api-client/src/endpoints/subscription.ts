import type {
  ChangedSubscriptionResult,
  PlansResult,
  StartSubscriptionPayload,
  StartSubscriptionResult,
  SubscriptionResult,
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
  };
}

export type SubscriptionEndpoints = ReturnType<typeof createSubscriptionEndpoints>;
