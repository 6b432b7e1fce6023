import { z } from 'zod';
import { SubscriptionStatus } from '../enums/subscription-status';
import { userViewSchema } from './session';

/** Which payment provider the server runs: its built-in test provider, or Stripe. */
export const paymentProviders = ['test', 'stripe'] as const;
/** A payment provider. */
export type PaymentProvider = (typeof paymentProviders)[number];

/** A subscription plan, as data from the server. */
export const planSchema = z.object({
  _id: z.string(),
  name: z.string(),
  interval: z.enum(['month', 'year']),
  amountCents: z.number().int().describe('The price in cents, e.g. 29900 for $299'),
  currency: z.string().describe('ISO 4217, lower case (usd)'),
  description: z.string(),
  features: z.array(z.string()),
  seats: z.number().int().describe('How many people the team may have, the owner included'),
});
/** A subscription plan. */
export type Plan = z.infer<typeof planSchema>;

/** The employer's subscription. */
export const subscriptionSchema = z.object({
  _id: z.string(),
  plan: planSchema,
  status: z.enum(SubscriptionStatus).describe('Stripe’s subscription status'),
  provider: z.enum(paymentProviders),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  currentPeriodEnd: z.string().nullable().describe('ISO 8601; the subscription renews or ends then'),
  cancelAtPeriodEnd: z.boolean().describe('True once cancelled: it stays active until the period end'),
});
/** The employer's subscription. */
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /employer/subscription/plans`: the provider and the plans. */
export const plansResultSchema = z.object({
  provider: z.enum(paymentProviders).describe('`test`: the built-in test provider takes a test card'),
  publishableKey: z.string().optional().describe('Stripe’s publishable key, for Stripe Elements'),
  plans: z.array(planSchema),
});
/** The plans' answer. */
export type PlansResult = z.infer<typeof plansResultSchema>;

/** Digit-only text ("04", "2030") becomes a number: card forms send text. */
const cardNumberField = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value),
  z.number({ error: 'Enter the expiry as numbers.' }).int('Enter the expiry as numbers.'),
);

/** The card of the test provider. Its rules (Luhn, expiry, CVC) and their messages: the server's test provider. */
export const testCardSchema = z.object({
  number: z.string({ error: 'Enter the card number.' }).max(40, 'The card number is not valid.'),
  expMonth: cardNumberField,
  expYear: cardNumberField,
  cvc: z
    .string({ error: 'Enter the security code (CVC).' })
    .max(10, 'The security code (CVC) must be 3 or 4 digits.'),
  name: z.string({ error: 'Enter the name on the card.' }).max(200, 'The name on the card is too long.'),
});
/** A card for the built-in test provider (never sent when Stripe is configured). */
export type TestCard = z.input<typeof testCardSchema>;

/** `POST /employer/subscription/{id}/start`: the plan, and the test card with the test provider. */
export const startSubscriptionPayloadSchema = z.object({
  planId: z.string({ error: 'Choose a plan.' }).trim().min(1, 'Choose a plan.').max(100, 'Choose a plan.'),
  card: testCardSchema
    .optional()
    .describe('Test provider only (a test card such as 4242 4242 4242 4242); with Stripe, Elements takes it'),
});
/** The start-subscription payload as the client sends it. */
export type StartSubscriptionPayload = z.input<typeof startSubscriptionPayloadSchema>;

/** What starting a subscription answers. */
export const startSubscriptionResultSchema = z.object({
  subscription: subscriptionSchema,
  user: userViewSchema.optional().describe('Test provider: the employer, now with an active subscription'),
  clientSecret: z
    .string()
    .optional()
    .describe('Stripe: confirm the first payment with Stripe Elements using this secret'),
});
/** The start-subscription answer. */
export type StartSubscriptionResult = z.infer<typeof startSubscriptionResultSchema>;

/** `GET /employer/subscription/{id}`: the subscription, or null before the first payment. */
export const subscriptionResultSchema = z.object({ subscription: subscriptionSchema.nullable() });
/** The subscription's answer. */
export type SubscriptionResult = z.infer<typeof subscriptionResultSchema>;

/** Cancel and resume answer the changed subscription. */
export const changedSubscriptionResultSchema = z.object({ subscription: subscriptionSchema });
/** Cancel's and resume's answer. */
export type ChangedSubscriptionResult = z.infer<typeof changedSubscriptionResultSchema>;

/** What the server did with one Stripe webhook event. */
export const webhookResultSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['handled', 'ignored', 'duplicate']),
});
/** The webhook's answer to Stripe. */
export type WebhookResult = z.infer<typeof webhookResultSchema>;
