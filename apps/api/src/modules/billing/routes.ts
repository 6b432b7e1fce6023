import {
  billingChangeResultSchema,
  billingOverviewSchema,
  Capability,
  cardSetupResultSchema,
  changedSubscriptionResultSchema,
  errorEnvelopeSchema,
  invoiceParamsSchema,
  invoicesResultSchema,
  okSchema,
  planChangePayloadSchema,
  planChangePreviewPayloadSchema,
  planChangePreviewSchema,
  plansResultSchema,
  replaceCardPayloadSchema,
  startSubscriptionPayloadSchema,
  startSubscriptionResultSchema,
  subscriptionResultSchema,
  testRenewalResultSchema,
  webhookResultSchema,
} from '@medhire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WEBHOOK_BODY_LIMIT } from '../../http/body-limits.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { verifyStripeEvent } from '../../payments/stripe.js';
import { authenticate, currentEmployer, requireOwnEmployer } from '../auth/authenticate.js';
import { toUser } from '../auth/service.js';
import { registerPaymentFailedMail } from './mails.js';
import {
  billingOverview,
  confirmPlanChange,
  invoiceReceipt,
  listInvoices,
  previewPlanChange,
  replaceCard,
  simulateRenewal,
  startCardSetup,
} from './self-service.js';
import {
  getSubscription,
  listPlans,
  loadEmployer,
  providerOf,
  setCancelAtPeriodEnd,
  startSubscription,
  stripeGatewayFor,
} from './service.js';
import { registerTestRenewals } from './test-renewals.js';
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
    async (request) =>
      ok({ subscription: await getSubscription(db(), currentEmployer(request).id, new Date(), app.events) }),
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
        ok({
          subscription: await setCancelAtPeriodEnd(
            db(),
            config,
            currentEmployer(request).id,
            cancel,
            new Date(),
            app.events,
          ),
        }),
    );
  }

  registerPaymentFailedMail(app);
  registerTestRenewals(app);
  await app.register(selfServiceRoutes);

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
        const outcome = await handleStripeEvent(db(), gateway, event, app.events);
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe webhook event');
        return ok({ received: true as const, outcome });
      },
    );
  });
};

/** The routes of billing self-service: the overview, plan changes, the card, invoices, the simulated renewal. */
const selfServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const db = () => app.database.db;
  const owned = {
    onRequest: [authenticate, requireOwnEmployer],
    config: { capability: Capability.ManageBilling },
  };
  /**
   * The owner's routes with a limit per organization (the `{id}` every one of them carries, which must be the
   * caller's own): those that call Stripe or charge a card, so no one account can spend the platform's Stripe
   * request quota, or try card after card.
   */
  const limited = (max: number, timeWindow: string) => ({
    onRequest: owned.onRequest,
    config: {
      ...owned.config,
      rateLimit: {
        max,
        timeWindow,
        keyGenerator: (request: FastifyRequest) =>
          `billing:${(request.params as { id?: string } | undefined)?.id ?? request.ip}`,
      },
    },
  });
  const refusals = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

  app.get(
    '/employer/subscription/:id/billing',
    {
      ...owned,
      schema: {
        tags: ['billing'],
        summary: 'The subscription, the card on file, the next charge',
        description:
          'What /manage-subscriptions shows: the subscription (null before the first), the card on file, the next ' +
          'charge (null once cancelled: `endsOn` says when it ends), account credit and any amount due.',
        security: signedIn,
        params: ownIdParams,
        response: { 200: okSchema(billingOverviewSchema), ...refusals },
      },
    },
    async (request) =>
      ok(await billingOverview(db(), config, currentEmployer(request).id, new Date(), app.events)),
  );

  app.post(
    '/employer/subscription/:id/change-plan/preview',
    {
      ...limited(20, '1 minute'),
      schema: {
        tags: ['billing'],
        summary: 'What a change of plan costs',
        description:
          'The credit for the unused part of the current period, the charge today, the next charge and its date ' +
          '(Stripe: its upcoming-invoice preview). Changes nothing. 409 without a running, paid subscription, for ' +
          'the current plan, or when the team takes more seats than the new plan has.',
        security: signedIn,
        params: ownIdParams,
        body: planChangePreviewPayloadSchema,
        response: {
          200: okSchema(planChangePreviewSchema),
          400: errorEnvelopeSchema,
          ...refusals,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) =>
      ok(
        await previewPlanChange(
          db(),
          config,
          currentEmployer(request).id,
          request.body.planId,
          new Date(),
          app.events,
        ),
      ),
  );

  app.post(
    '/employer/subscription/:id/change-plan',
    {
      ...limited(10, '1 minute'),
      schema: {
        tags: ['billing'],
        summary: 'Change plan, as previewed',
        description:
          'Applies exactly the previewed amounts (the preview’s `previewToken`): the card on file is charged today’s ' +
          'amount and the new plan’s period starts. 409 when the preview is stale (older than 10 minutes, or the ' +
          'subscription changed since); 402 when the card is declined (nothing changes).',
        security: signedIn,
        params: ownIdParams,
        body: planChangePayloadSchema,
        response: {
          200: okSchema(billingChangeResultSchema),
          400: errorEnvelopeSchema,
          402: errorEnvelopeSchema,
          ...refusals,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const employerId = currentEmployer(request).id;
      const subscription = await confirmPlanChange(
        db(),
        config,
        employerId,
        request.body,
        new Date(),
        app.events,
      );
      const overview = await billingOverview(db(), config, employerId);
      return ok({
        subscription,
        card: overview.card,
        user: toUser(await loadEmployer(db(), employerId)),
        retriedCharge: 'none' as const,
      });
    },
  );

  app.post(
    '/employer/subscription/:id/card/setup',
    {
      ...limited(10, '10 minutes'),
      schema: {
        tags: ['billing'],
        summary: 'Start replacing the card (Stripe)',
        description: 'A SetupIntent’s client secret for Stripe Elements. 409 with the test provider.',
        security: signedIn,
        params: ownIdParams,
        response: {
          200: okSchema(cardSetupResultSchema),
          ...refusals,
          409: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await startCardSetup(db(), config, currentEmployer(request).id)),
  );

  app.post(
    '/employer/subscription/:id/card',
    {
      ...limited(10, '10 minutes'),
      schema: {
        tags: ['billing'],
        summary: 'Replace the card',
        description:
          'Test provider: `card` (a test card; 4000 0000 0000 0341 is saved but declines charges). Stripe: the ' +
          '`paymentMethodId` of the confirmed SetupIntent, made the default. A past-due renewal is then charged ' +
          'again: `retriedCharge: paid` and the subscription is active again; declined, the card stays saved and ' +
          'the answer is 402.',
        security: signedIn,
        params: ownIdParams,
        body: replaceCardPayloadSchema,
        response: {
          200: okSchema(billingChangeResultSchema),
          400: errorEnvelopeSchema,
          402: errorEnvelopeSchema,
          ...refusals,
          409: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const employerId = currentEmployer(request).id;
      const result = await replaceCard(db(), config, employerId, request.body, new Date(), app.events);
      return ok({ ...result, user: toUser(await loadEmployer(db(), employerId)) });
    },
  );

  app.get(
    '/employer/subscription/:id/invoices',
    {
      ...limited(30, '1 minute'),
      schema: {
        tags: ['billing'],
        summary: 'The organization’s invoices',
        description:
          'Newest first. Test provider: one per charge (first payment, renewals, plan changes), each with the path ' +
          'of its HTML receipt. Stripe: Stripe’s invoices with their hosted page and PDF.',
        security: signedIn,
        params: ownIdParams,
        response: { 200: okSchema(invoicesResultSchema), ...refusals, 503: errorEnvelopeSchema },
      },
    },
    async (request) => ok({ invoices: await listInvoices(db(), config, currentEmployer(request).id) }),
  );

  app.get(
    '/employer/subscription/:id/invoices/:invoiceId/receipt',
    {
      ...owned,
      schema: {
        tags: ['billing'],
        summary: 'An invoice as an HTML receipt (download)',
        description:
          'text/html as an attachment (`medhire-MH-00001.html`). 404 for an invoice of another organization or an ' +
          'unknown id.',
        security: signedIn,
        params: invoiceParamsSchema,
        response: {
          200: z.string().describe('The receipt, a standalone HTML document'),
          ...refusals,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const receipt = await invoiceReceipt(
        db(),
        config,
        currentEmployer(request).id,
        request.params.invoiceId,
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${receipt.fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(receipt.html);
    },
  );

  app.post(
    '/employer/subscription/:id/test-renewal',
    {
      ...owned,
      schema: {
        tags: ['billing'],
        summary: 'Simulate the renewal now (test mode only)',
        description:
          'Only on a test-mode server outside production (404 otherwise): ends the current period now and renews ' +
          'it as its end would — the card on file is charged (`paid`), declines (`failed`: past due, the account ' +
          'lapses and the owner is told) or a cancelled subscription ends (`ended`). 409 without a running test ' +
          'subscription, or while a renewal is unpaid.',
        security: signedIn,
        params: ownIdParams,
        response: {
          200: okSchema(testRenewalResultSchema),
          ...refusals,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const employerId = currentEmployer(request).id;
      const result = await simulateRenewal(db(), config, employerId, new Date(), app.events);
      return ok({ ...result, user: toUser(await loadEmployer(db(), employerId)) });
    },
  );
};
