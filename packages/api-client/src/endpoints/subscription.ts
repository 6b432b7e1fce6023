import type { SubscriptionStatus, User } from '@medhire/domain';
import type { ApiClient } from '../http/client';

/** A subscription plan, as data from the server. */
export interface Plan {
  _id: string;
  name: string;
  interval: 'month' | 'year';
  amountCents: number;
  currency: string;
  description: string;
  features: string[];
}

/** Which payment provider the server runs: its built-in test provider, or Stripe. */
export interface PlansResult {
  provider: 'test' | 'stripe';
  publishableKey?: string;
  plans: Plan[];
}

/** The employer's subscription. */
export interface Subscription {
  _id: string;
  plan: Plan;
  status: SubscriptionStatus;
  provider: 'test' | 'stripe';
  cardBrand?: string | null;
  cardLast4?: string | null;
  currentPeriodEnd?: string | null;
  cancelAtPeriodEnd: boolean;
}

/** A card for the built-in test provider (never sent when Stripe is configured). */
export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export interface StartSubscriptionResult {
  subscription: Subscription;
  user?: User;
  /** Stripe only: confirm the first payment with Stripe.js. */
  clientSecret?: string;
}

const ownId = (id: string) => encodeURIComponent(id);

/** Subscription and payment calls (not shown in the spec; PRODUCT.md decides them). */
export function createSubscriptionEndpoints(client: ApiClient) {
  return {
    getPlans: () => client.get<PlansResult>('/employer/subscription/plans'),
    getSubscription: (employerId: string) =>
      client.get<{ subscription: Subscription | null }>(`/employer/subscription/${ownId(employerId)}`),
    startSubscription: (employerId: string, payload: { planId: string; card?: TestCard }) =>
      client.post<StartSubscriptionResult>(`/employer/subscription/${ownId(employerId)}/start`, payload),
    cancelSubscription: (employerId: string) =>
      client.post<{ subscription: Subscription }>(`/employer/subscription/${ownId(employerId)}/cancel`),
    resumeSubscription: (employerId: string) =>
      client.post<{ subscription: Subscription }>(`/employer/subscription/${ownId(employerId)}/resume`),
  };
}

export type SubscriptionEndpoints = ReturnType<typeof createSubscriptionEndpoints>;
