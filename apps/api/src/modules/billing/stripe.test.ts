import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { employers, mailOutbox, notifications, paymentEvents, subscriptions } from '../../db/schema.js';
import {
  StripeCardDeclinedError,
  type StripeGateway,
  type StripeInvoiceSummary,
  type StripePriceChangePreview,
  type StripeSubscriptionSnapshot,
} from '../../payments/stripe.js';
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
      cardExpMonth: null,
      cardExpYear: null,
      priceId: input.priceId,
      metadata: input.metadata,
      creditCents: 0,
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

  /** What the next preview answers; the proration dates it was asked for. */
  nextPreview: StripePriceChangePreview = {
    currency: 'usd',
    creditCents: 29_000,
    chargeTodayCents: 270_000,
    creditAfterCents: 0,
    nextChargeDate: new Date(Date.UTC(2031, 0, 15)),
  };
  prorationDates: number[] = [];
  /** Whether paying an open invoice declines (the new card is no better). */
  declineRetry = false;
  openInvoice = false;
  invoices: StripeInvoiceSummary[] = [];

  async previewPriceChange(input: { subscriptionId: string; priceId: string; prorationDate: Date }) {
    this.calls.push(`preview ${input.subscriptionId} ${input.priceId}`);
    this.prorationDates.push(input.prorationDate.getTime());
    return this.nextPreview;
  }

  async changePrice(input: { subscriptionId: string; priceId: string; prorationDate: Date }) {
    this.calls.push(`changePrice ${input.subscriptionId} ${input.priceId} ${input.prorationDate.getTime()}`);
    return this.change(input.subscriptionId, {
      priceId: input.priceId,
      currentPeriodEnd: this.nextPreview.nextChargeDate,
    });
  }

  async createSetupIntent(input: { customerId: string }) {
    this.calls.push(`setupIntent ${input.customerId}`);
    return { clientSecret: 'seti_1_secret_abc' };
  }

  async setDefaultPaymentMethod(input: {
    customerId: string;
    subscriptionId: string;
    paymentMethodId: string;
  }) {
    this.calls.push(`default ${input.subscriptionId} ${input.paymentMethodId}`);
    return this.change(input.subscriptionId, {
      cardBrand: 'mastercard',
      cardLast4: '4444',
      cardExpMonth: 9,
      cardExpYear: 2032,
    });
  }

  async payOpenInvoice(subscriptionId: string) {
    this.calls.push(`pay ${subscriptionId}`);
    if (!this.openInvoice) return 'none' as const;
    if (this.declineRetry) throw new StripeCardDeclinedError('Your card has insufficient funds.');
    this.openInvoice = false;
    this.change(subscriptionId, { status: 'active' });
    return 'paid' as const;
  }

  async listInvoices(customerId: string) {
    this.calls.push(`invoices ${customerId}`);
    return this.invoices;
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
    priceId?: string;
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
          price: { id: fields.priceId ?? 'price_month', object: 'price' },
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

  it('takes the plan from the price Stripe bills: after two changes cross, the row follows Stripe', async () => {
    await startMonthly();
    const payload = event(
      'evt_price',
      'customer.subscription.updated',
      stripeSubscription('sub_2', {
        status: 'active',
        priceId: 'price_year',
        metadata: { planId: 'monthly' },
      }),
    );
    expect((await signed(app, payload)).statusCode).toBe(200);
    const { subscription } = await stored();
    expect(subscription).toMatchObject({ planId: YEARLY_PLAN_ID });
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

describe.each(testDatabases())('billing self-service with Stripe (%s)', (kind) => {
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
    await db.delete(notifications);
    await db.delete(subscriptions);
    await db.delete(employers);
    const [row] = await db
      .insert(employers)
      .values({
        email: 'owner@clinic.test',
        passwordHash: 'not-used',
        organizationName: 'Lakeside',
        accountStatus: 'approved',
        currentProfileStep: 5,
      })
      .returning({ id: employers.id });
    if (!row) throw new Error('no employer');
    owner = { id: row.id, token: (await createSession(db, row.id)).token };
    // A paid monthly subscription at Stripe.
    await app.inject({
      method: 'POST',
      url: `/employer/subscription/${owner.id}/start`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { planId: MONTHLY_PLAN_ID },
    });
    stripe.change('sub_2', {
      status: 'active',
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpMonth: 4,
      cardExpYear: 2030,
    });
    await signed(app, event('evt_active', 'invoice.paid', invoiceOf('sub_2')));
  });

  function invoiceOf(subscription: string, fields: object = {}) {
    return {
      id: 'in_1',
      object: 'invoice',
      amount_due: 29_900,
      currency: 'usd',
      parent: { type: 'subscription_details', subscription_details: { subscription } },
      ...fields,
    };
  }

  const send = (method: 'GET' | 'POST', path: string, payload?: object) =>
    app.inject({
      method,
      url: `/employer/subscription/${owner.id}${path}`,
      headers: { authorization: `Bearer ${owner.token}` },
      ...(payload ? { payload } : {}),
    });

  it('shows the card on file from Stripe and the next charge', async () => {
    const overview = (await send('GET', '/billing')).json().data;
    expect(overview).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_medhire',
      card: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 },
      nextCharge: { date: new Date(PERIOD_END * 1000).toISOString(), amountCents: 29_900 },
      testRenewal: false,
    });
  });

  it('previews a plan change with Stripe’s upcoming invoice and applies it with the same proration date', async () => {
    const preview = await send('POST', '/change-plan/preview', { planId: YEARLY_PLAN_ID });
    expect(preview.statusCode).toBe(200);
    const amounts = preview.json().data;
    expect(amounts).toMatchObject({
      creditCents: 29_000,
      chargeTodayCents: 270_000,
      nextChargeDate: '2031-01-15T00:00:00.000Z',
      nextChargeAmountCents: 299_000,
    });
    expect(stripe.calls).toContain('preview sub_2 price_year');

    const confirmed = await send('POST', '/change-plan', {
      planId: YEARLY_PLAN_ID,
      previewToken: amounts.previewToken,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.subscription).toMatchObject({ plan: { _id: YEARLY_PLAN_ID } });
    // The change used the preview's proration date, the one Stripe was asked about.
    const [previewedAt] = stripe.prorationDates;
    expect(stripe.calls).toContain(`changePrice sub_2 price_year ${previewedAt}`);
  });

  it('shows the credit a change left on the customer’s balance, and a next charge that uses it', async () => {
    stripe.change('sub_2', { creditCents: 12_000 });
    // Stripe tells of the change; the subscription read back carries the customer's balance.
    await signed(
      app,
      event('evt_paid_credit', 'invoice.paid', invoiceOf('sub_2', { id: 'in_credit', amount_due: 0 })),
    );
    const overview = (await send('GET', '/billing')).json().data;
    expect(overview).toMatchObject({
      creditCents: 12_000,
      nextCharge: { amountCents: 29_900 - 12_000 },
    });
  });

  it('refuses the confirmation with 409 when Stripe’s amounts moved since the preview, and changes nothing', async () => {
    const amounts = (await send('POST', '/change-plan/preview', { planId: YEARLY_PLAN_ID })).json().data;
    stripe.nextPreview = { ...stripe.nextPreview, chargeTodayCents: 271_000 };
    const confirmed = await send('POST', '/change-plan', {
      planId: YEARLY_PLAN_ID,
      previewToken: amounts.previewToken,
    });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().error.code).toBe('STALE_PREVIEW');
    expect(stripe.calls.some((name) => name.startsWith('changePrice'))).toBe(false);
  });

  it('invoice.payment_failed of a renewal: past due, payment lapsed, the owner notified and mailed', async () => {
    stripe.change('sub_2', { status: 'past_due' });
    const delivered = await signed(
      app,
      event('evt_failed', 'invoice.payment_failed', invoiceOf('sub_2', { id: 'in_2' })),
    );
    expect(delivered.json().data.outcome).toBe('handled');
    const [employer] = await db.select().from(employers).where(eq(employers.id, owner.id));
    expect(employer?.subscriptionStatus).toBe('past_due');
    const post = await app.inject({
      method: 'POST',
      url: `/employer/auth/v1/create-job-v1/${owner.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: {},
    });
    expect(post.statusCode).toBe(403);
    expect(post.json().error.code).toBe('PAYMENT_LAPSED');
    await expect
      .poll(async () => db.select().from(notifications).where(eq(notifications.employerId, owner.id)))
      .toHaveLength(1);
    await expect
      .poll(async () => db.select().from(mailOutbox).where(eq(mailOutbox.to, 'owner@clinic.test')))
      .toHaveLength(1);

    // A redelivery tells nobody twice.
    await signed(app, event('evt_failed', 'invoice.payment_failed', invoiceOf('sub_2', { id: 'in_2' })));
    expect(await db.select().from(notifications).where(eq(notifications.employerId, owner.id))).toHaveLength(
      1,
    );
  });

  it('a failed first payment (incomplete) tells nobody', async () => {
    stripe.change('sub_2', { status: 'incomplete' });
    await signed(app, event('evt_first', 'invoice.payment_failed', invoiceOf('sub_2')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await db.select().from(notifications).where(eq(notifications.employerId, owner.id))).toHaveLength(
      0,
    );
  });

  it('replaces the card with a SetupIntent’s payment method, and pays the open invoice to restore active', async () => {
    stripe.change('sub_2', { status: 'past_due' });
    await signed(app, event('evt_failed', 'invoice.payment_failed', invoiceOf('sub_2')));
    stripe.openInvoice = true;

    const setup = await send('POST', '/card/setup');
    expect(setup.json().data).toEqual({ clientSecret: 'seti_1_secret_abc' });
    expect(stripe.calls).toContain('setupIntent cus_1');

    stripe.declineRetry = true;
    const declined = await send('POST', '/card', { paymentMethodId: 'pm_new' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe(
      'Your new card is saved, but the payment of $299.00 did not go through: Your card has insufficient funds.',
    );

    stripe.declineRetry = false;
    const paid = await send('POST', '/card', { paymentMethodId: 'pm_new' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      retriedCharge: 'paid',
      card: { brand: 'mastercard', last4: '4444', expMonth: 9, expYear: 2032 },
      subscription: { status: 'active' },
      user: { subscriptionStatus: 'active' },
    });
    expect(stripe.calls).toContain('default sub_2 pm_new');
  });

  it('lists Stripe’s invoices with their hosted page and PDF, and has no receipts of its own', async () => {
    stripe.invoices = [
      {
        id: 'in_1',
        number: 'ABC-0001',
        created: new Date(Date.UTC(2030, 0, 15)),
        amountCents: 29_900,
        currency: 'usd',
        status: 'paid',
        description: 'Monthly',
        hostedInvoiceUrl: 'https://invoice.stripe.com/i/1',
        invoicePdf: 'https://pay.stripe.com/invoice/1/pdf',
      },
    ];
    const listed = (await send('GET', '/invoices')).json().data.invoices;
    expect(listed).toEqual([
      {
        _id: 'in_1',
        number: 'ABC-0001',
        createdAt: '2030-01-15T00:00:00.000Z',
        amountCents: 29_900,
        currency: 'usd',
        status: 'paid',
        description: 'Monthly',
        receiptPath: null,
        hostedInvoiceUrl: 'https://invoice.stripe.com/i/1',
        invoicePdf: 'https://pay.stripe.com/invoice/1/pdf',
      },
    ]);
    expect(stripe.calls).toContain('invoices cus_1');
    expect((await send('POST', '/test-renewal')).statusCode).toBe(404);
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
