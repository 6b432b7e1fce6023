import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { employers, paymentEvents, subscriptions } from '../../db/schema.js';
import type { StripeGateway, StripeSubscriptionSnapshot } from '../../payments/stripe.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { createSession } from '../auth/sessions.js';
import { MONTHLY_PLAN_ID, seedPlans, YEARLY_PLAN_ID } from './seed.js';
import { useStripeGateway } from './service.js';

const WEBHOOK_SECRET = 'whsec_test_medhire';
const STRIPE = {
  secretKey: 'sk_test_medhire',
  publishableKey: 'pk_test_medhire',
  webhookSecret: WEBHOOK_SECRET,
};
const PERIOD_END = Math.floor(Date.UTC(2030, 0, 15) / 1000);

/** An in-memory Stripe: remembers what the module asked for and answers like Stripe would. */
class FakeStripe implements StripeGateway {
  customers: { id: string; email: string; employerId: string }[] = [];
  subscriptions = new Map<string, StripeSubscriptionSnapshot>();
  calls: string[] = [];
  private counter = 0;

  async createCustomer(input: { email: string; employerId: string }) {
    this.calls.push('createCustomer');
    const customer = { id: `cus_${++this.counter}`, ...input };
    this.customers.push(customer);
    return { id: customer.id };
  }

  async createSubscription(input: { customerId: string; priceId: string; metadata: Record<string, string> }) {
    this.calls.push(`createSubscription ${input.priceId}`);
    const snapshot: StripeSubscriptionSnapshot = {
      id: `sub_${++this.counter}`,
      customerId: input.customerId,
      status: 'incomplete',
      currentPeriodEnd: new Date(PERIOD_END * 1000),
      cancelAtPeriodEnd: false,
      cardBrand: null,
      cardLast4: null,
      priceId: input.priceId,
      metadata: input.metadata,
    };
    this.subscriptions.set(snapshot.id, snapshot);
    return { subscription: snapshot, clientSecret: `pi_${this.counter}_secret_abc` };
  }

  async retrieveSubscription(id: string) {
    this.calls.push(`retrieve ${id}`);
    return this.get(id);
  }

  async setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean) {
    this.calls.push(`cancelAtPeriodEnd ${id} ${cancelAtPeriodEnd}`);
    return this.change(id, { cancelAtPeriodEnd });
  }

  async cancelSubscription(id: string) {
    this.calls.push(`cancel ${id}`);
    return this.change(id, { status: 'incomplete_expired' });
  }

  change(id: string, changes: Partial<StripeSubscriptionSnapshot>): StripeSubscriptionSnapshot {
    const next = { ...this.get(id), ...changes };
    this.subscriptions.set(id, next);
    return next;
  }

  private get(id: string): StripeSubscriptionSnapshot {
    const found = this.subscriptions.get(id);
    if (!found) throw new Error(`No such subscription: ${id}`);
    return found;
  }
}

/** A subscription object as Stripe puts it in `customer.subscription.*` events (API 2025-03-31 and later). */
function stripeSubscription(
  id: string,
  fields: {
    status: string;
    customer?: string;
    cancelAtPeriodEnd?: boolean;
    periodEnd?: number;
    metadata?: object;
  },
) {
  return {
    id,
    object: 'subscription',
    customer: fields.customer ?? 'cus_1',
    status: fields.status,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    default_payment_method: 'pm_123',
    metadata: fields.metadata ?? {},
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          current_period_end: fields.periodEnd ?? PERIOD_END,
          price: { id: 'price_month', object: 'price' },
        },
      ],
    },
  };
}

function event(id: string, type: string, object: object): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

function deliver(app: App, payload: string, signature?: string) {
  return app.inject({
    method: 'POST',
    url: '/employer/payment/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

function signed(app: App, payload: string, secret = WEBHOOK_SECRET) {
  return deliver(app, payload, Stripe.webhooks.generateTestHeaderString({ payload, secret }));
}

describe.each(testDatabases())('billing with Stripe (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let stripe: FakeStripe;
  let owner: { id: string; token: string };

  beforeAll(async () => {
    testApp = await createTestApp(kind, { config: { stripe: STRIPE } });
    ({ app } = testApp);
    db = testApp.database.db;
    await seedPlans(db, { STRIPE_PRICE_MONTHLY: 'price_month', STRIPE_PRICE_YEARLY: 'price_year' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    stripe = new FakeStripe();
    useStripeGateway(testApp.config, stripe);
    await db.delete(paymentEvents);
    await db.delete(subscriptions);
    await db.delete(employers);
    const [row] = await db
      .insert(employers)
      .values({
        email: 'owner@clinic.test',
        passwordHash: 'not-used',
        organizationName: 'Lakeside',
        // Past the wizard: an account that may choose a plan.
        currentProfileStep: 5,
      })
      .returning({ id: employers.id });
    if (!row) throw new Error('no employer');
    owner = { id: row.id, token: (await createSession(db, row.id)).token };
  });

  const startMonthly = () =>
    app.inject({
      method: 'POST',
      url: `/employer/subscription/${owner.id}/start`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { planId: MONTHLY_PLAN_ID },
    });

  async function stored() {
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.employerId, owner.id));
    const [employer] = await db.select().from(employers).where(eq(employers.id, owner.id));
    return { subscription, employerStatus: employer?.subscriptionStatus };
  }

  it('offers the plans with Stripe’s publishable key', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/employer/subscription/plans',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.json().data).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_medhire' });
  });

  it('starts an incomplete subscription for the plan’s price and answers the client secret', async () => {
    const response = await startMonthly();
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.clientSecret).toBe('pi_2_secret_abc');
    expect(data.subscription).toMatchObject({
      status: 'incomplete',
      provider: 'stripe',
      plan: { _id: MONTHLY_PLAN_ID },
    });
    expect(stripe.calls).toEqual(['createCustomer', 'createSubscription price_month']);
    expect(stripe.customers).toEqual([
      { id: 'cus_1', email: 'owner@clinic.test', name: 'Lakeside', employerId: owner.id },
    ]);
    const { subscription, employerStatus } = await stored();
    expect(subscription).toMatchObject({ providerSubscriptionId: 'sub_2', providerCustomerId: 'cus_1' });
    expect(employerStatus).toBe('incomplete');
  });

  it('starting again after an unpaid attempt reuses the customer and cancels the abandoned subscription', async () => {
    await startMonthly();
    stripe.calls = [];
    const again = await app.inject({
      method: 'POST',
      url: `/employer/subscription/${owner.id}/start`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { planId: YEARLY_PLAN_ID },
    });
    expect(again.statusCode).toBe(200);
    expect(stripe.calls).toEqual(['cancel sub_2', 'createSubscription price_year']);
    expect(again.json().data.subscription.plan._id).toBe(YEARLY_PLAN_ID);
  });

  it('a signed subscription update moves the status, period end and cancellation into the row and the user', async () => {
    await startMonthly();
    const payload = event(
      'evt_active',
      'customer.subscription.updated',
      stripeSubscription('sub_2', { status: 'active', periodEnd: PERIOD_END + 86_400 }),
    );
    const response = await signed(app, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ received: true, outcome: 'handled' });

    const { subscription, employerStatus } = await stored();
    expect(subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date((PERIOD_END + 86_400) * 1000),
    });
    expect(employerStatus).toBe('active');

    const read = await app.inject({
      method: 'GET',
      url: `/employer/subscription/${owner.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(read.json().data.subscription).toMatchObject({ status: 'active', provider: 'stripe' });
  });

  it('refuses a tampered body, a wrong secret and a missing signature with 400, changing nothing', async () => {
    await startMonthly();
    const payload = event(
      'evt_1',
      'customer.subscription.updated',
      stripeSubscription('sub_2', { status: 'active' }),
    );
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    const tampered = await deliver(app, payload.replace('"active"', '"past_due"'), signature);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toEqual({
      code: 'BAD_SIGNATURE',
      message: 'The webhook signature is not valid.',
    });
    expect((await signed(app, payload, 'whsec_someone_else')).statusCode).toBe(400);
    expect((await deliver(app, payload)).statusCode).toBe(400);
    expect((await deliver(app, payload, 't=1,v1=deadbeef')).statusCode).toBe(400);

    const { subscription, employerStatus } = await stored();
    expect(subscription?.status).toBe('incomplete');
    expect(employerStatus).toBe('incomplete');
    expect(await db.select().from(paymentEvents)).toEqual([]);
  });

  it('handles an event id once: a replayed event changes nothing', async () => {
    await startMonthly();
    const pastDue = event(
      'evt_past_due',
      'customer.subscription.updated',
      stripeSubscription('sub_2', { status: 'past_due' }),
    );
    const active = event(
      'evt_paid',
      'customer.subscription.updated',
      stripeSubscription('sub_2', { status: 'active' }),
    );

    expect((await signed(app, pastDue)).json().data.outcome).toBe('handled');
    expect((await stored()).employerStatus).toBe('past_due');
    expect((await signed(app, active)).json().data.outcome).toBe('handled');

    const replay = await signed(app, pastDue);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.outcome).toBe('duplicate');
    const { subscription, employerStatus } = await stored();
    expect(subscription?.status).toBe('active');
    expect(employerStatus).toBe('active');
    expect(await db.select({ id: paymentEvents.id }).from(paymentEvents)).toHaveLength(2);
  });

  it('mirrors a deletion as canceled, and a cancellation at period end', async () => {
    await startMonthly();
    await signed(
      app,
      event(
        'evt_c',
        'customer.subscription.updated',
        stripeSubscription('sub_2', { status: 'active', cancelAtPeriodEnd: true }),
      ),
    );
    expect((await stored()).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await signed(
      app,
      event('evt_d', 'customer.subscription.deleted', stripeSubscription('sub_2', { status: 'canceled' })),
    );
    expect(await stored()).toMatchObject({
      subscription: { status: 'canceled' },
      employerStatus: 'canceled',
    });
  });

  it('stores a subscription whose created event arrives before the start request saved it', async () => {
    const payload = event(
      'evt_created',
      'customer.subscription.created',
      stripeSubscription('sub_early', {
        status: 'incomplete',
        customer: 'cus_9',
        metadata: { employerId: owner.id, planId: YEARLY_PLAN_ID },
      }),
    );
    expect((await signed(app, payload)).json().data.outcome).toBe('handled');
    const { subscription, employerStatus } = await stored();
    expect(subscription).toMatchObject({
      providerSubscriptionId: 'sub_early',
      providerCustomerId: 'cus_9',
      planId: YEARLY_PLAN_ID,
      status: 'incomplete',
    });
    expect(employerStatus).toBe('incomplete');
  });

  it('on invoice.paid reads the subscription back from Stripe, with the card it was paid with', async () => {
    await startMonthly();
    stripe.change('sub_2', { status: 'active', cardBrand: 'visa', cardLast4: '4242' });
    const invoice = {
      id: 'in_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_2' } },
    };
    expect((await signed(app, event('evt_inv', 'invoice.paid', invoice))).json().data.outcome).toBe(
      'handled',
    );
    expect(stripe.calls).toContain('retrieve sub_2');
    expect(await stored()).toMatchObject({
      subscription: { status: 'active', cardBrand: 'visa', cardLast4: '4242' },
      employerStatus: 'active',
    });
  });

  it('an event whose handling failed is not recorded, so Stripe’s retry is handled', async () => {
    await startMonthly();
    stripe.change('sub_2', { status: 'active' });
    const invoice = {
      id: 'in_2',
      object: 'invoice',
      parent: { subscription_details: { subscription: 'sub_2' } },
    };
    const payload = event('evt_retry', 'invoice.paid', invoice);
    const retrieve = stripe.retrieveSubscription.bind(stripe);
    stripe.retrieveSubscription = async () => {
      throw new Error('Stripe timed out');
    };
    const failed = await signed(app, payload);
    expect(failed.statusCode).toBe(500);
    expect(await db.select().from(paymentEvents)).toEqual([]);

    stripe.retrieveSubscription = retrieve;
    const retried = await signed(app, payload);
    expect(retried.json().data.outcome).toBe('handled');
    expect((await stored()).employerStatus).toBe('active');
  });

  it('acknowledges and ignores events it does not handle', async () => {
    const response = await signed(
      app,
      event('evt_other', 'charge.refunded', { id: 'ch_1', object: 'charge' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.outcome).toBe('ignored');
  });

  it('cancels and resumes at Stripe', async () => {
    await startMonthly();
    stripe.change('sub_2', { status: 'active' });
    await signed(
      app,
      event('evt_a', 'customer.subscription.updated', stripeSubscription('sub_2', { status: 'active' })),
    );
    const cancel = await app.inject({
      method: 'POST',
      url: `/employer/subscription/${owner.id}/cancel`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const resume = await app.inject({
      method: 'POST',
      url: `/employer/subscription/${owner.id}/resume`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(resume.json().data.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(stripe.calls.filter((name) => name.startsWith('cancelAtPeriodEnd'))).toEqual([
      'cancelAtPeriodEnd sub_2 true',
      'cancelAtPeriodEnd sub_2 false',
    ]);
  });

  it('refuses to start a second subscription while one runs', async () => {
    await startMonthly();
    await signed(
      app,
      event('evt_a', 'customer.subscription.updated', stripeSubscription('sub_2', { status: 'active' })),
    );
    const again = await startMonthly();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You already have an active subscription.');
  });

  it('answers 503 in words when Stripe cannot be reached', async () => {
    stripe.createCustomer = async () => {
      throw new Error('connect ECONNREFUSED');
    };
    const response = await startMonthly();
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(
      'Payments are not available right now. Please try again later.',
    );
  });
});

describe.each(testDatabases())('the webhook without Stripe (%s)', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers 404', async () => {
    const payload = event(
      'evt_1',
      'customer.subscription.updated',
      stripeSubscription('sub_1', { status: 'active' }),
    );
    const response = await signed(testApp.app, payload);
    expect(response.statusCode).toBe(404);
  });

  it('leaves JSON parsing of the other routes alone', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/employer/auth/login',
      payload: { email: 'nobody@clinic.test', password: 'Wrong-password-1' },
    });
    expect(response.statusCode).toBe(401);
  });
});
