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

// ---------------------------------------------------------------------------------------------------------
// Billing self-service: the card on file, the next charge, plan changes with their proration, invoices.

/** The card the subscription is charged to. */
export const cardOnFileSchema = z.object({
  brand: z.string().describe('visa, mastercard, amex, discover or unknown'),
  last4: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
});
/** The card on file. */
export type CardOnFile = z.infer<typeof cardOnFileSchema>;

/** The next charge of a subscription that renews. */
export const nextChargeSchema = z.object({
  date: z.string().describe('ISO 8601'),
  amountCents: z.number().int().describe('What will be charged then, after any account credit'),
  currency: z.string(),
});
/** The next charge. */
export type NextCharge = z.infer<typeof nextChargeSchema>;

/** `GET /employer/subscription/{id}/billing`: everything /manage-subscriptions shows about the subscription. */
export const billingOverviewSchema = z.object({
  provider: z.enum(paymentProviders),
  publishableKey: z
    .string()
    .optional()
    .describe('Stripe’s publishable key, for replacing the card with Elements'),
  subscription: subscriptionSchema.nullable(),
  card: cardOnFileSchema.nullable(),
  nextCharge: nextChargeSchema
    .nullable()
    .describe(
      'Null when the subscription does not renew (cancelled: it ends on `endsOn`), or is not running',
    ),
  endsOn: z.string().nullable().describe('ISO 8601; set when the subscription was cancelled and ends then'),
  creditCents: z.number().int().describe('Account credit (from a plan change) taken off the next charges'),
  amountDueCents: z
    .number()
    .int()
    .describe(
      'What a failed renewal left unpaid (payment lapsed); 0 otherwise. Replacing the card retries it',
    ),
  testRenewal: z
    .boolean()
    .describe('True on a test-mode server outside production: `POST …/test-renewal` simulates a renewal'),
});
/** The billing overview. */
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

const planIdField = z
  .string({ error: 'Choose a plan.' })
  .trim()
  .min(1, 'Choose a plan.')
  .max(100, 'Choose a plan.');

/** `POST /employer/subscription/{id}/change-plan/preview`: the plan to switch to. */
export const planChangePreviewPayloadSchema = z.object({ planId: planIdField });
/** Asking for a plan change's preview. */
export type PlanChangePreviewPayload = z.input<typeof planChangePreviewPayloadSchema>;

/** What switching plan now costs: the credit, today's charge and the next charge. */
export const planChangePreviewSchema = z.object({
  fromPlan: planSchema,
  toPlan: planSchema,
  currency: z.string(),
  creditCents: z.number().int().describe('Credit for the unused part of the current period'),
  chargeTodayCents: z.number().int().describe('Charged to the card on file when the change is confirmed'),
  creditAfterCents: z.number().int().describe('Credit left on the account after today’s charge'),
  nextChargeDate: z.string().describe('ISO 8601: the new period starts today and renews then'),
  nextChargeAmountCents: z.number().int(),
  previewToken: z
    .string()
    .describe(
      'Send it back to confirm: the change applies exactly these amounts, or answers 409 if they changed',
    ),
  expiresAt: z.string().describe('ISO 8601: confirm before then, or preview again'),
});
/** A plan change's preview. */
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

/** `POST /employer/subscription/{id}/change-plan`: the previewed change, confirmed. */
export const planChangePayloadSchema = z.object({
  planId: planIdField,
  previewToken: z
    .string({ error: 'Review the new price first.' })
    .min(1, 'Review the new price first.')
    .max(300, 'Review the new price first.'),
});
/** Confirming a plan change. */
export type PlanChangePayload = z.input<typeof planChangePayloadSchema>;

/** `POST /employer/subscription/{id}/card/setup` (Stripe): a SetupIntent for Stripe Elements. */
export const cardSetupResultSchema = z.object({
  clientSecret: z.string().describe('Confirm the card with Stripe Elements (`confirmCardSetup`)'),
});
/** The SetupIntent's secret. */
export type CardSetupResult = z.infer<typeof cardSetupResultSchema>;

/** `POST /employer/subscription/{id}/card`: the new card (test provider) or Stripe's confirmed payment method. */
export const replaceCardPayloadSchema = z.object({
  card: testCardSchema.optional().describe('Test provider only'),
  paymentMethodId: z
    .string()
    .max(200, 'The card could not be read. Try again.')
    .optional()
    .describe('Stripe only: the payment method of the confirmed SetupIntent'),
});
/** Replacing the card. */
export type ReplaceCardPayload = z.input<typeof replaceCardPayloadSchema>;

/** Replacing the card, or a change of plan, answers the subscription and the user (its status may have changed). */
export const billingChangeResultSchema = z.object({
  subscription: subscriptionSchema,
  card: cardOnFileSchema.nullable(),
  user: userViewSchema,
  retriedCharge: z
    .enum(['none', 'paid'])
    .describe('`paid`: a payment that had failed was charged again to the new card and went through'),
});
/** What replacing the card or changing plan answers. */
export type BillingChangeResult = z.infer<typeof billingChangeResultSchema>;

/** Statuses of an invoice: Stripe's, and `failed` for a test-provider charge that was declined. */
export const invoiceStatuses = ['paid', 'open', 'failed', 'void', 'uncollectible', 'draft'] as const;
/** An invoice status. */
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** One invoice of the organization. */
export const invoiceSchema = z.object({
  _id: z.string(),
  number: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(invoiceStatuses),
  description: z.string(),
  receiptPath: z
    .string()
    .nullable()
    .describe('Test provider: the API path of the HTML receipt (`…/invoices/{invoiceId}/receipt`)'),
  hostedInvoiceUrl: z.string().nullable().describe('Stripe: the invoice’s page'),
  invoicePdf: z.string().nullable().describe('Stripe: the invoice as a PDF'),
});
/** An invoice. */
export type Invoice = z.infer<typeof invoiceSchema>;

/** `GET /employer/subscription/{id}/invoices`: the organization's invoices, newest first. */
export const invoicesResultSchema = z.object({ invoices: z.array(invoiceSchema) });
/** The invoices' answer. */
export type InvoicesResult = z.infer<typeof invoicesResultSchema>;

/** `GET /employer/subscription/{id}/invoices/{invoiceId}/receipt`. */
export const invoiceParamsSchema = z.object({
  id: z.string(),
  invoiceId: z.string().max(200),
});

/** `POST /employer/subscription/{id}/test-renewal`: what the simulated renewal did. */
export const testRenewalResultSchema = z.object({
  outcome: z.enum(['paid', 'failed', 'ended']),
  subscription: subscriptionSchema,
  user: userViewSchema,
});
/** The simulated renewal's answer. */
export type TestRenewalResult = z.infer<typeof testRenewalResultSchema>;
