import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { employers, plans, subscriptions } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { FORBIDDEN_ACCOUNT_MESSAGE, SESSION_ENDED_MESSAGE } from '../auth/authenticate.js';
import { createSession } from '../auth/sessions.js';
import { MONTHLY_PLAN_ID, SEED_PLANS, seedPlans, YEARLY_PLAN_ID } from './seed.js';
import { addInterval } from './service.js';

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123', name: 'Ada Park' };
const DAY_MS = 24 * 60 * 60 * 1000;

async function addEmployer(db: Db, email: string): Promise<{ id: string; token: string }> {
  const [row] = await db
    .insert(employers)
    .values({ email, passwordHash: 'not-used', accountStatus: 'pending', currentProfileStep: 5 })
    .returning({ id: employers.id });
  if (!row) throw new Error('no employer inserted');
  const { token } = await createSession(db, row.id);
  return { id: row.id, token };
}

function call(app: App, method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe.each(testDatabases())('billing with the test provider (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let owner: { id: string; token: string };
  let other: { id: string; token: string };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    await seedPlans(db, {});
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await db.delete(subscriptions);
    await db.delete(employers);
    owner = await addEmployer(db, `owner-${Math.random()}@clinic.test`);
    other = await addEmployer(db, `other-${Math.random()}@clinic.test`);
  });

  const start = (who: { id: string; token: string }, payload: unknown) =>
    call(app, 'POST', `/employer/subscription/${who.id}/start`, who.token, payload);

  it('lists the monthly and yearly plans and says payments are in test mode', async () => {
    const response = await call(app, 'GET', '/employer/subscription/plans', owner.token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.provider).toBe('test');
    expect(data).not.toHaveProperty('publishableKey');
    expect(data.plans).toEqual([
      expect.objectContaining({
        _id: MONTHLY_PLAN_ID,
        name: 'Monthly',
        interval: 'month',
        amountCents: 29_900,
      }),
      expect.objectContaining({
        _id: YEARLY_PLAN_ID,
        name: 'Yearly',
        interval: 'year',
        amountCents: 299_000,
      }),
    ]);
    for (const plan of data.plans) {
      expect(plan.features.length).toBeGreaterThanOrEqual(3);
      expect(plan.features.length).toBeLessThanOrEqual(5);
      expect(plan.currency).toBe('usd');
    }
    expect(data.plans[1].description).toMatch(/two months free/i);
  });

  it('has no subscription before the first payment', async () => {
    const response = await call(app, 'GET', `/employer/subscription/${owner.id}`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { subscription: null } });
  });

  it('subscribes with the test card: active for one month, the user’s status active, only the last four kept', async () => {
    const before = Date.now();
    const response = await start(owner, { planId: MONTHLY_PLAN_ID, card: CARD });
    expect(response.statusCode).toBe(200);
    const { subscription, user } = response.json().data;
    expect(subscription).toMatchObject({
      plan: { _id: MONTHLY_PLAN_ID, name: 'Monthly' },
      status: 'active',
      provider: 'test',
      cardBrand: 'visa',
      cardLast4: '4242',
      cancelAtPeriodEnd: false,
    });
    const periodEnd = new Date(subscription.currentPeriodEnd).getTime();
    expect(periodEnd).toBeGreaterThanOrEqual(addInterval(new Date(before), 'month').getTime() - 1000);
    expect(periodEnd).toBeLessThanOrEqual(addInterval(new Date(), 'month').getTime());
    expect(user).toMatchObject({ _id: owner.id, subscriptionStatus: 'active' });

    const [employer] = await db.select().from(employers).where(eq(employers.id, owner.id));
    expect(employer?.subscriptionStatus).toBe('active');
    // The card number is nowhere in the stored row.
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.employerId, owner.id));
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    expect(JSON.stringify(rows)).not.toContain('4242 4242 4242 4242');

    const read = await call(app, 'GET', `/employer/subscription/${owner.id}`, owner.token);
    expect(read.json().data.subscription).toEqual(subscription);
  });

  it('takes no test card on a server where test payments are off (production without TEST_PAYMENTS)', async () => {
    const strict = await createTestApp(kind, { config: { nodeEnv: 'production', testPayments: false } });
    try {
      await seedPlans(strict.database.db, {});
      const payer = await addEmployer(strict.database.db, `strict-${Math.random()}@clinic.test`);
      const response = await call(
        strict.app,
        'POST',
        `/employer/subscription/${payer.id}/start`,
        payer.token,
        { planId: MONTHLY_PLAN_ID, card: CARD },
      );
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        success: false,
        error: { message: 'Payments are not set up on this server yet. Please try again later.' },
      });
      const [row] = await strict.database.db.select().from(employers).where(eq(employers.id, payer.id));
      expect(row?.subscriptionStatus).not.toBe('active');
    } finally {
      await strict.close();
    }
  });

  it('runs the yearly plan for a year', async () => {
    const response = await start(owner, { planId: YEARLY_PLAN_ID, card: CARD });
    expect(response.statusCode).toBe(200);
    const end = new Date(response.json().data.subscription.currentPeriodEnd).getTime();
    expect(end - Date.now()).toBeGreaterThan(364 * DAY_MS);
    expect(end - Date.now()).toBeLessThan(367 * DAY_MS);
  });

  it.each([
    ['4000 0000 0000 0002', 'CARD_DECLINED', 'Your card was declined. Try another card.'],
    ['4000 0000 0000 9995', 'INSUFFICIENT_FUNDS', 'The card has insufficient funds.'],
  ])('answers 402 for %s and starts nothing', async (number, code, message) => {
    const response = await start(owner, { planId: MONTHLY_PLAN_ID, card: { ...CARD, number } });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ success: false, error: { code, message } });
    const read = await call(app, 'GET', `/employer/subscription/${owner.id}`, owner.token);
    expect(read.json().data.subscription).toBeNull();
    const [employer] = await db.select().from(employers).where(eq(employers.id, owner.id));
    expect(employer?.subscriptionStatus).toBeNull();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a number failing Luhn', { number: '4242 4242 4242 4241' }, 'The card number is not valid.'],
    ['an expired card', { expMonth: 1, expYear: 2020 }, 'The card has expired.'],
    ['a short CVC', { cvc: '12' }, 'The security code (CVC) must be 3 or 4 digits.'],
    ['no name', { name: '' }, 'Enter the name on the card.'],
  ])('answers 400 for %s', async (_case, change, message) => {
    const response = await start(owner, { planId: MONTHLY_PLAN_ID, card: { ...CARD, ...change } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('accepts the expiry as text, as card forms send it', async () => {
    const response = await start(owner, {
      planId: MONTHLY_PLAN_ID,
      card: { ...CARD, expMonth: '04', expYear: '2099' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('asks for the card, and for a plan that exists', async () => {
    const noCard = await start(owner, { planId: MONTHLY_PLAN_ID });
    expect(noCard.statusCode).toBe(400);
    expect(noCard.json().error.message).toBe('Enter the card details.');

    const unknownPlan = await start(owner, { planId: 'weekly', card: CARD });
    expect(unknownPlan.statusCode).toBe(404);
    expect(unknownPlan.json().error.message).toBe('This plan is not available. Choose another plan.');

    await db.update(plans).set({ active: false }).where(eq(plans.id, YEARLY_PLAN_ID));
    try {
      const retired = await start(owner, { planId: YEARLY_PLAN_ID, card: CARD });
      expect(retired.statusCode).toBe(404);
    } finally {
      await db.update(plans).set({ active: true }).where(eq(plans.id, YEARLY_PLAN_ID));
    }
  });

  it('refuses a second subscription while one is active', async () => {
    expect((await start(owner, { planId: MONTHLY_PLAN_ID, card: CARD })).statusCode).toBe(200);
    const again = await start(owner, { planId: YEARLY_PLAN_ID, card: CARD });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('You already have an active subscription.');
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.employerId, owner.id));
    expect(rows).toHaveLength(1);
  });

  it('cancels at period end (still active), resumes, and says when there is nothing to cancel', async () => {
    const cancelUrl = `/employer/subscription/${owner.id}/cancel`;
    const resumeUrl = `/employer/subscription/${owner.id}/resume`;

    const nothing = await call(app, 'POST', cancelUrl, owner.token);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.message).toBe('You have no active subscription to cancel.');
    expect((await call(app, 'POST', resumeUrl, owner.token)).statusCode).toBe(409);

    const started = (await start(owner, { planId: MONTHLY_PLAN_ID, card: CARD })).json().data.subscription;

    const cancelled = await call(app, 'POST', cancelUrl, owner.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.subscription).toEqual({ ...started, cancelAtPeriodEnd: true });
    // Asking twice changes nothing.
    expect((await call(app, 'POST', cancelUrl, owner.token)).json().data.subscription.cancelAtPeriodEnd).toBe(
      true,
    );
    const [employer] = await db.select().from(employers).where(eq(employers.id, owner.id));
    expect(employer?.subscriptionStatus).toBe('active');

    const resumed = await call(app, 'POST', resumeUrl, owner.token);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data.subscription).toEqual({ ...started, cancelAtPeriodEnd: false });
  });

  it('ends a cancelled subscription when its period is over, and lets the employer subscribe again', async () => {
    await start(owner, { planId: MONTHLY_PLAN_ID, card: CARD });
    await call(app, 'POST', `/employer/subscription/${owner.id}/cancel`, owner.token);
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.employerId, owner.id));

    const read = await call(app, 'GET', `/employer/subscription/${owner.id}`, owner.token);
    expect(read.json().data.subscription.status).toBe('canceled');
    const [employer] = await db.select().from(employers).where(eq(employers.id, owner.id));
    expect(employer?.subscriptionStatus).toBe('canceled');

    const resume = await call(app, 'POST', `/employer/subscription/${owner.id}/resume`, owner.token);
    expect(resume.statusCode).toBe(409);

    const again = await start(owner, { planId: YEARLY_PLAN_ID, card: CARD });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.subscription).toMatchObject({ status: 'active', plan: { _id: YEARLY_PLAN_ID } });
  });

  it('renews a test subscription whose period ended without a cancellation', async () => {
    await start(owner, { planId: MONTHLY_PLAN_ID, card: CARD });
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - DAY_MS) })
      .where(eq(subscriptions.employerId, owner.id));
    const read = await call(app, 'GET', `/employer/subscription/${owner.id}`, owner.token);
    const subscription = read.json().data.subscription;
    expect(subscription.status).toBe('active');
    expect(new Date(subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 20 * DAY_MS);
  });

  it('documents its routes in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/employer/subscription/plans',
        '/employer/subscription/{id}',
        '/employer/subscription/{id}/start',
        '/employer/subscription/{id}/cancel',
        '/employer/subscription/{id}/resume',
        '/employer/payment/webhook',
      ]),
    );
    const card =
      paths['/employer/subscription/{id}/start'].post.requestBody.content['application/json'].schema
        .properties.card;
    expect(Object.keys(card.properties)).toEqual(['number', 'expMonth', 'expYear', 'cvc', 'name']);
  });

  describe('access', () => {
    const routes = [
      ['GET', (id: string) => `/employer/subscription/${id}`, undefined],
      ['POST', (id: string) => `/employer/subscription/${id}/start`, { planId: MONTHLY_PLAN_ID, card: CARD }],
      ['POST', (id: string) => `/employer/subscription/${id}/cancel`, undefined],
      ['POST', (id: string) => `/employer/subscription/${id}/resume`, undefined],
    ] as const;

    it.each(routes)(
      '%s %s answers 403 for another employer’s id, an unknown id and a malformed one',
      async (method, url, payload) => {
        for (const id of [other.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
          const response = await call(app, method, url(id), owner.token, payload);
          expect(response.statusCode).toBe(403);
          expect(response.json().error.message).toBe(FORBIDDEN_ACCOUNT_MESSAGE);
        }
        // The other employer's account is untouched.
        const rows = await db.select().from(subscriptions).where(eq(subscriptions.employerId, other.id));
        expect(rows).toHaveLength(0);
      },
    );

    it.each([...routes, ['GET', () => '/employer/subscription/plans', undefined]] as const)(
      '%s %s answers 401 without a session',
      async (method, url, payload) => {
        const response = await call(app, method, url(owner.id), undefined, payload);
        expect(response.statusCode).toBe(401);
        expect(response.json().error.message).toBe(SESSION_ENDED_MESSAGE);
      },
    );
  });
});

describe.each(testDatabases())('seedPlans (%s)', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('is idempotent, takes Stripe prices from the environment and keeps one already set', async () => {
    const db = testApp.database.db;
    await Promise.all([seedPlans(db, {}), seedPlans(db, {})]);
    await seedPlans(db, { STRIPE_PRICE_MONTHLY: 'price_month', STRIPE_PRICE_YEARLY: 'price_year' });
    await seedPlans(db, {});
    const rows = await db.select().from(plans);
    expect(rows).toHaveLength(SEED_PLANS.length);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.stripePriceId]))).toEqual({
      [MONTHLY_PLAN_ID]: 'price_month',
      [YEARLY_PLAN_ID]: 'price_year',
    });
  });
});
