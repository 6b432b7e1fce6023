import { Capability, SubscriptionStatus } from '@medhire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WEBHOOK_BODY_LIMIT } from '../../http/body-limits.js';
import { errorEnvelopeSchema, ok, okSchema } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { verifyStripeEvent } from '../../payments/stripe.js';
import { authenticate, currentEmployer, requireOwnEmployer } from '../auth/authenticate.js';
import { userResponseSchema } from '../auth/routes.js';
import { toUser } from '../auth/service.js';
import {
  getSubscription,
  listPlans,
  providerOf,
  setCancelAtPeriodEnd,
  startSubscription,
  stripeGatewayFor,
} from './service.js';
import { handleStripeEvent } from './webhook.js';

export const STRIPE_NOT_CONFIGURED_MESSAGE = 'Payments by Stripe are not configured on this server.';
export const BAD_SIGNATURE_MESSAGE = 'The webhook signature is not valid.';

const signedIn = [{ bearerAuth: [] }];

const ownIdParams = z.object({
  id: z.string().describe('The signed-in employer’s own id (`user._id`); any other value is refused'),
});

const planSchema = z.object({
  _id: z.string(),
  name: z.string(),
  interval: z.enum(['month', 'year']),
  amountCents: z.number().int().describe('The price in cents, e.g. 29900 for $299'),
  currency: z.string().describe('ISO 4217, lower case (usd)'),
  description: z.string(),
  features: z.array(z.string()),
});

const subscriptionSchema = z.object({
  _id: z.string(),
  plan: planSchema,
  status: z.enum(SubscriptionStatus).describe('Stripe’s subscription status'),
  provider: z.enum(['test', 'stripe']),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  currentPeriodEnd: z.string().nullable().describe('ISO 8601; the subscription renews or ends then'),
  cancelAtPeriodEnd: z.boolean().describe('True once cancelled: it stays active until the period end'),
});

const plansResultSchema = z.object({
  provider: z.enum(['test', 'stripe']).describe('`test`: the built-in test provider takes a test card'),
  publishableKey: z.string().optional().describe('Stripe’s publishable key, for Stripe Elements'),
  plans: z.array(planSchema),
});

/** Digit-only text ("04", "2030") becomes a number: card forms send text. */
const cardNumberField = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value),
  z.number({ error: 'Enter the expiry as numbers.' }).int('Enter the expiry as numbers.'),
);

/** The card of the test provider. Its rules (Luhn, expiry, CVC) and their messages: payments/test-provider. */
const testCardSchema = z.object({
  number: z.string({ error: 'Enter the card number.' }).max(40, 'The card number is not valid.'),
  expMonth: cardNumberField,
  expYear: cardNumberField,
  cvc: z
    .string({ error: 'Enter the security code (CVC).' })
    .max(10, 'The security code (CVC) must be 3 or 4 digits.'),
  name: z.string({ error: 'Enter the name on the card.' }).max(200, 'The name on the card is too long.'),
});

const startBodySchema = z.object({
  planId: z.string({ error: 'Choose a plan.' }).trim().min(1, 'Choose a plan.').max(100, 'Choose a plan.'),
  card: testCardSchema
    .optional()
    .describe('Test provider only (a test card such as 4242 4242 4242 4242); with Stripe, Elements takes it'),
});

const startResultSchema = z.object({
  subscription: subscriptionSchema,
  user: userResponseSchema
    .optional()
    .describe('Test provider: the employer, now with an active subscription'),
  clientSecret: z
    .string()
    .optional()
    .describe('Stripe: confirm the first payment with Stripe Elements using this secret'),
});

const subscriptionResultSchema = z.object({ subscription: subscriptionSchema.nullable() });
const changedSubscriptionSchema = z.object({ subscription: subscriptionSchema });

/**
 * The billing module: plans, the employer's subscription (start, cancel at period end, resume) and Stripe's
 * webhook. Without Stripe settings the built-in test provider takes payments.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const db = () => app.database.db;

  app.get(
    '/employer/subscription/plans',
    {
      onRequest: authenticate,
      config: { capability: Capability.ManageBilling },
      schema: {
        tags: ['billing'],
        summary: 'The plans on offer and the payment provider',
        security: signedIn,
        response: { 200: okSchema(plansResultSchema), 401: errorEnvelopeSchema },
      },
    },
    async () =>
      ok({
        provider: providerOf(config),
        ...(config.stripe ? { publishableKey: config.stripe.publishableKey } : {}),
        plans: await listPlans(db()),
      }),
  );

  app.get(
    '/employer/subscription/:id',
    {
      onRequest: [authenticate, requireOwnEmployer],
      config: { capability: Capability.ManageBilling },
      schema: {
        tags: ['billing'],
        summary: 'The employer’s subscription',
        description: 'The latest subscription with its plan, or null before the first one.',
        security: signedIn,
        params: ownIdParams,
        response: {
          200: okSchema(subscriptionResultSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok({ subscription: await getSubscription(db(), currentEmployer(request).id) }),
  );

  app.post(
    '/employer/subscription/:id/start',
    {
      onRequest: [authenticate, requireOwnEmployer],
      config: { capability: Capability.ManageBilling },
      schema: {
        tags: ['billing'],
        summary: 'Subscribe to a plan',
        description:
          'Test provider: charges the test card and answers the active subscription and the user (400 for a ' +
          'card that is not valid, 402 for a declined one). Stripe: creates the subscription `incomplete` and ' +
          'answers the client secret for Stripe Elements; the webhook moves its status. 409 while a ' +
          'subscription runs.',
        security: signedIn,
        params: ownIdParams,
        body: startBodySchema,
        response: {
          200: okSchema(startResultSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          402: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const result = await startSubscription(db(), config, currentEmployer(request), request.body);
      if ('user' in result) return ok({ subscription: result.subscription, user: toUser(result.user) });
      return ok(result);
    },
  );

  for (const [action, cancel] of [
    ['cancel', true],
    ['resume', false],
  ] as const) {
    app.post(
      `/employer/subscription/:id/${action}`,
      {
        onRequest: [authenticate, requireOwnEmployer],
        config: { capability: Capability.ManageBilling },
        schema: {
          tags: ['billing'],
          summary: cancel ? 'Cancel at the end of the period' : 'Undo a cancellation',
          description: cancel
            ? 'The subscription stays active until its period ends, then ends. 409 when none runs.'
            : 'The subscription renews again at its period end. 409 when none runs.',
          security: signedIn,
          params: ownIdParams,
          response: {
            200: okSchema(changedSubscriptionSchema),
            401: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
            503: errorEnvelopeSchema,
          },
        },
      },
      async (request) =>
        ok({ subscription: await setCancelAtPeriodEnd(db(), config, currentEmployer(request).id, cancel) }),
    );
  }

  // The webhook reads its body raw (the signature covers the exact bytes): its own parser, in its own scope.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );

    webhook.post(
      '/employer/payment/webhook',
      {
        schema: {
          tags: ['billing'],
          summary: 'Stripe’s webhook',
          description:
            'Called by Stripe with a signed event (`Stripe-Signature`). 400 for a missing or wrong signature; ' +
            '404 when Stripe is not configured. An event already handled is acknowledged and changes nothing.',
          response: {
            200: okSchema(
              z.object({ received: z.literal(true), outcome: z.enum(['handled', 'ignored', 'duplicate']) }),
            ),
            400: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const gateway = stripeGatewayFor(config);
        if (!config.stripe || !gateway) throw new AppError(404, 'NOT_FOUND', STRIPE_NOT_CONFIGURED_MESSAGE);
        const signature = request.headers['stripe-signature'];
        const body = request.body;
        if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
          throw new AppError(400, 'BAD_SIGNATURE', BAD_SIGNATURE_MESSAGE);
        }
        let event: ReturnType<typeof verifyStripeEvent>;
        try {
          event = verifyStripeEvent(body, signature, config.stripe.webhookSecret);
        } catch (error) {
          request.log.warn({ err: error }, 'A Stripe webhook call failed its signature check');
          throw new AppError(400, 'BAD_SIGNATURE', BAD_SIGNATURE_MESSAGE);
        }
        const outcome = await handleStripeEvent(db(), gateway, event);
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe webhook event');
        return ok({ received: true as const, outcome });
      },
    );
  });
};
