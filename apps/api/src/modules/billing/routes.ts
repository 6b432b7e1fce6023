import {
  Capability,
  changedSubscriptionResultSchema,
  errorEnvelopeSchema,
  okSchema,
  plansResultSchema,
  startSubscriptionPayloadSchema,
  startSubscriptionResultSchema,
  subscriptionResultSchema,
  webhookResultSchema,
} from '@medhire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WEBHOOK_BODY_LIMIT } from '../../http/body-limits.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { verifyStripeEvent } from '../../payments/stripe.js';
import { authenticate, currentEmployer, requireOwnEmployer } from '../auth/authenticate.js';
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
        body: startSubscriptionPayloadSchema,
        response: {
          200: okSchema(startSubscriptionResultSchema),
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
            200: okSchema(changedSubscriptionResultSchema),
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
            200: okSchema(webhookResultSchema),
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
