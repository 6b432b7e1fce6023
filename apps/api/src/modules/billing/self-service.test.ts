import { MemberRole, NotificationType } from '@medhire/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { employers, invoices, mailOutbox, members, notifications, subscriptions } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { createSession } from '../auth/sessions.js';
import { signedInMember } from '../team/test-support.js';
import { MONTHLY_PLAN_ID, seedPlans, YEARLY_PLAN_ID } from './seed.js';
import {
  CHANGE_WHILE_UNPAID_MESSAGE,
  EXPIRED_PREVIEW_MESSAGE,
  INVOICE_NOT_FOUND_MESSAGE,
  STALE_PREVIEW_MESSAGE,
  TEST_RENEWAL_OFF_MESSAGE,
  TEST_SUBSCRIPTION_MESSAGE,
  testProration,
} from './self-service.js';
import { addInterval } from './service.js';
import { sweepTestRenewals } from './test-renewals.js';

const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123', name: 'Ada Park' };
const DECLINING_CARD = { ...CARD, number: '4000 0000 0000 0341' };
const DAY_MS = 24 * 60 * 60 * 1000;
const ORGANIZATION = 'Lakeside <b>Clinic</b> & "Partners"';

interface Owner {
  id: string;
  token: string;
  email: string;
}

async function addOwner(db: Db, email: string): Promise<Owner> {
  const [row] = await db
    .insert(employers)
    .values({
      email,
      passwordHash: 'not-used',
      accountStatus: 'approved',
      currentProfileStep: 5,
      organizationName: ORGANIZATION,
    })
    .returning({ id: employers.id });
  if (!row) throw new Error('no employer inserted');
  const { token } = await createSession(db, row.id);
  return { id: row.id, token, email };
}

function call(app: App, method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('testProration (the test provider’s arithmetic)', () => {
  const monthly = { amountCents: 29_900, interval: 'month', currency: 'usd' };
  const yearly = { amountCents: 299_000, interval: 'year', currency: 'usd' };
  const start = new Date('2026-11-01T00:00:00Z');
  const end = new Date('2026-12-01T00:00:00Z');

  it('credits the unused half of a month and charges the year less it; the year renews in a year at full price', () => {
    const at = new Date('2026-11-16T00:00:00Z');
    expect(
      testProration(
        { currentPeriodStart: start, currentPeriodEnd: end, creditCents: 0 },
        monthly,
        yearly,
        at,
      ),
    ).toEqual({
      currency: 'usd',
      creditCents: 14_950,
      chargeTodayCents: 284_050,
      creditAfterCents: 0,
      nextChargeDate: '2027-11-16T00:00:00.000Z',
      nextChargeAmountCents: 299_000,
    });
  });

  it('keeps a yearly credit larger than a month as account credit: nothing today, less next time', () => {
    const yearStart = new Date('2026-01-01T00:00:00Z');
    const yearEnd = new Date('2027-01-01T00:00:00Z');
    const at = new Date('2026-07-01T00:00:00Z');
    const result = testProration(
      { currentPeriodStart: yearStart, currentPeriodEnd: yearEnd, creditCents: 0 },
      yearly,
      monthly,
      at,
    );
    // 184 of 365 days unused.
    expect(result.creditCents).toBe(Math.round((299_000 * 184) / 365));
    expect(result.chargeTodayCents).toBe(0);
    expect(result.creditAfterCents).toBe(result.creditCents - 29_900);
    expect(result.nextChargeDate).toBe('2026-08-01T00:00:00.000Z');
    expect(result.nextChargeAmountCents).toBe(0);
  });
});

describe.each(testDatabases())('billing self-service with the test provider (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let owner: Owner;
  let other: Owner;

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
    await db.delete(invoices);
    await db.delete(subscriptions);
    await db.delete(members);
    await db.delete(employers);
    owner = await addOwner(db, `owner-${Math.random()}@clinic.test`);
    other = await addOwner(db, `other-${Math.random()}@clinic.test`);
  });

  const base = (who: Owner) => `/employer/subscription/${who.id}`;
  const subscribe = async (who: Owner, planId = MONTHLY_PLAN_ID, card = CARD) => {
    const response = await call(app, 'POST', `${base(who)}/start`, who.token, { planId, card });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const overview = async (who: Owner) => {
    const response = await call(app, 'GET', `${base(who)}/billing`, who.token);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const preview = (who: Owner, planId: string) =>
    call(app, 'POST', `${base(who)}/change-plan/preview`, who.token, { planId });
  const confirm = (who: Owner, planId: string, previewToken: string) =>
    call(app, 'POST', `${base(who)}/change-plan`, who.token, { planId, previewToken });
  const replaceCard = (who: Owner, card: object) =>
    call(app, 'POST', `${base(who)}/card`, who.token, { card });
  const renewNow = (who: Owner) => call(app, 'POST', `${base(who)}/test-renewal`, who.token);
  const listInvoices = async (who: Owner) => {
    const response = await call(app, 'GET', `${base(who)}/invoices`, who.token);
    expect(response.statusCode).toBe(200);
    return response.json().data.invoices as Array<
      Record<string, unknown> & { _id: string; receiptPath: string }
    >;
  };

  it('shows the plan, the card on file with its expiry, and the next charge; after a cancel, the end and no charge', async () => {
    expect(await overview(owner)).toMatchObject({
      provider: 'test',
      subscription: null,
      card: null,
      nextCharge: null,
      testRenewal: true,
    });
    const { subscription } = await subscribe(owner);
    expect(await overview(owner)).toMatchObject({
      subscription: { plan: { _id: MONTHLY_PLAN_ID }, status: 'active' },
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099 },
      nextCharge: { date: subscription.currentPeriodEnd, amountCents: 29_900, currency: 'usd' },
      endsOn: null,
      amountDueCents: 0,
    });

    expect((await call(app, 'POST', `${base(owner)}/cancel`, owner.token)).statusCode).toBe(200);
    expect(await overview(owner)).toMatchObject({ nextCharge: null, endsOn: subscription.currentPeriodEnd });
  });

  it('previews monthly → yearly (credit, charge today, next charge) and the confirmation applies exactly that', async () => {
    await subscribe(owner);
    const previewed = await preview(owner, YEARLY_PLAN_ID);
    expect(previewed.statusCode).toBe(200);
    const amounts = previewed.json().data;
    expect(amounts).toMatchObject({
      fromPlan: { _id: MONTHLY_PLAN_ID },
      toPlan: { _id: YEARLY_PLAN_ID },
      currency: 'usd',
      creditAfterCents: 0,
      nextChargeAmountCents: 299_000,
    });
    // Just subscribed: almost the whole month is unused.
    expect(amounts.creditCents).toBeGreaterThan(29_800);
    expect(amounts.creditCents).toBeLessThanOrEqual(29_900);
    expect(amounts.chargeTodayCents).toBe(299_000 - amounts.creditCents);
    const nextCharge = new Date(amounts.nextChargeDate).getTime();
    expect(nextCharge - Date.now()).toBeGreaterThan(364 * DAY_MS);
    // A preview changes nothing.
    expect((await overview(owner)).subscription.plan._id).toBe(MONTHLY_PLAN_ID);

    const confirmed = await confirm(owner, YEARLY_PLAN_ID, amounts.previewToken);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      subscription: {
        plan: { _id: YEARLY_PLAN_ID },
        status: 'active',
        currentPeriodEnd: amounts.nextChargeDate,
      },
      user: { subscriptionStatus: 'active' },
    });
    expect((await overview(owner)).nextCharge).toEqual({
      date: amounts.nextChargeDate,
      amountCents: 299_000,
      currency: 'usd',
    });
    const [latest] = await listInvoices(owner);
    expect(latest).toMatchObject({
      status: 'paid',
      amountCents: amounts.chargeTodayCents,
      description: 'Switch from the Monthly plan to the Yearly plan',
    });

    // The same preview again: the subscription changed since, so it is stale.
    const again = await confirm(owner, YEARLY_PLAN_ID, amounts.previewToken);
    expect(again.statusCode).toBe(409);
  });

  it('limits previews per organization (each may call Stripe): the 21st in a minute answers 429', async () => {
    const owner = await addOwner(db, `limit-${Math.random()}@clinic.test`);
    await subscribe(owner);
    for (let index = 1; index <= 20; index += 1) {
      expect((await preview(owner, YEARLY_PLAN_ID)).statusCode).toBe(200);
    }
    const refused = await preview(owner, YEARLY_PLAN_ID);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().success).toBe(false);
    // Another organization is not held back by it.
    const other = await addOwner(db, `limit-other-${Math.random()}@clinic.test`);
    await subscribe(other);
    expect((await preview(other, YEARLY_PLAN_ID)).statusCode).toBe(200);
  });

  it('refuses a stale preview with 409: the subscription changed, the token was altered, or it is too old', async () => {
    await subscribe(owner);
    const { previewToken } = (await preview(owner, YEARLY_PLAN_ID)).json().data;

    // The period moved on (a renewal) after the preview.
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() + 40 * DAY_MS) })
      .where(eq(subscriptions.employerId, owner.id));
    const changed = await confirm(owner, YEARLY_PLAN_ID, previewToken);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      success: false,
      error: { code: 'STALE_PREVIEW', message: STALE_PREVIEW_MESSAGE },
    });

    const fresh = (await preview(owner, YEARLY_PLAN_ID)).json().data.previewToken as string;
    const [seconds, digest] = fresh.split('.');
    const tampered = await confirm(owner, YEARLY_PLAN_ID, `${Number(seconds) - 5}.${digest}`);
    expect(tampered.statusCode).toBe(409);
    const old = await confirm(owner, YEARLY_PLAN_ID, `${Number(seconds) - 3600}.${digest}`);
    expect(old.json().error).toEqual({ code: 'STALE_PREVIEW', message: EXPIRED_PREVIEW_MESSAGE });
    expect((await confirm(owner, YEARLY_PLAN_ID, 'not-a-token')).statusCode).toBe(409);
    // Nothing changed.
    expect((await overview(owner)).subscription.plan._id).toBe(MONTHLY_PLAN_ID);
  });

  it('refuses the current plan, an unknown plan, and changes without a subscription', async () => {
    expect((await preview(owner, YEARLY_PLAN_ID)).statusCode).toBe(409);
    await subscribe(owner);
    const same = await preview(owner, MONTHLY_PLAN_ID);
    expect(same.statusCode).toBe(409);
    expect(same.json().error.code).toBe('SAME_PLAN');
    expect((await preview(owner, 'platinum')).statusCode).toBe(404);
    expect((await preview(owner, '')).statusCode).toBe(400);
  });

  it('refuses a plan with fewer seats than the team takes, and says what to do', async () => {
    await subscribe(owner, YEARLY_PLAN_ID);
    for (let index = 0; index < 5; index += 1) {
      await signedInMember(db, owner.id, MemberRole.Recruiter, `Recruiter ${index}`);
    }
    // The owner and five members: six seats, the Monthly plan has five.
    const refused = await preview(owner, MONTHLY_PLAN_ID);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'SEATS_IN_USE',
      message:
        'Your team takes 6 seats (members and pending invitations) and the Monthly plan has 5. Remove members or ' +
        'cancel invitations on the Team page, then change plan.',
    });
    // Moving down to exactly the plan's seats works.
    const [member] = await db.select().from(members).where(eq(members.employerId, owner.id)).limit(1);
    await db
      .update(members)
      .set({ removedAt: new Date() })
      .where(eq(members.id, member?.id ?? ''));
    expect((await preview(owner, MONTHLY_PLAN_ID)).statusCode).toBe(200);
  });

  it('replaces the card with a test card; the declined ones are refused and the old card stays', async () => {
    await subscribe(owner);
    const replaced = await replaceCard(owner, {
      ...CARD,
      number: '5555 5555 5555 4444',
      expMonth: '08',
      expYear: '31',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().data).toMatchObject({
      card: { brand: 'mastercard', last4: '4444', expMonth: 8, expYear: 2031 },
      retriedCharge: 'none',
    });
    const declined = await replaceCard(owner, { ...CARD, number: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toBe('Your card was declined. Try another card.');
    expect((await replaceCard(owner, { ...CARD, number: '4242 4242 4242 4241' })).statusCode).toBe(400);
    expect((await call(app, 'POST', `${base(owner)}/card`, owner.token, {})).statusCode).toBe(400);
    expect((await overview(owner)).card).toMatchObject({ last4: '4444' });
    const stored = await db.select().from(subscriptions).where(eq(subscriptions.employerId, owner.id));
    expect(JSON.stringify(stored)).not.toContain('5555555555554444');
  });

  it('writes an invoice per charge and downloads each as an escaped HTML receipt, the organization’s own only', async () => {
    await subscribe(owner);
    const [first] = await listInvoices(owner);
    expect(first).toMatchObject({
      number: 'MH-00001',
      status: 'paid',
      amountCents: 29_900,
      currency: 'usd',
      description: 'Monthly plan',
      hostedInvoiceUrl: null,
    });
    expect(first?.receiptPath).toBe(`${base(owner)}/invoices/${first?._id}/receipt`);

    const receipt = await call(app, 'GET', first?.receiptPath ?? '', owner.token);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(receipt.headers['content-disposition']).toBe('attachment; filename="medhire-MH-00001.html"');
    expect(receipt.body).toContain('MH-00001');
    expect(receipt.body).toContain('$299.00');
    expect(receipt.body).toContain('Visa ending in 4242');
    expect(receipt.body).toContain('Lakeside &lt;b&gt;Clinic&lt;/b&gt; &amp; &quot;Partners&quot;');
    expect(receipt.body).not.toContain('<b>Clinic</b>');

    // Another organization cannot read it, through its own id or the owner's.
    await subscribe(other);
    const theirs = await call(app, 'GET', `${base(other)}/invoices/${first?._id}/receipt`, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(INVOICE_NOT_FOUND_MESSAGE);
    expect((await call(app, 'GET', first?.receiptPath ?? '', other.token)).statusCode).toBe(403);
    expect((await call(app, 'GET', `${base(owner)}/invoices/nope/receipt`, owner.token)).statusCode).toBe(
      404,
    );
    expect((await listInvoices(other)).map((invoice) => invoice.number)).toEqual(['MH-00001']);
  });

  it('a renewal with a card that declines: past due, payment lapsed, the owner told; a new card pays it and restores', async () => {
    await subscribe(owner);
    const recruiter = await signedInMember(db, owner.id, MemberRole.Recruiter, 'Rita Recruiter');
    expect((await replaceCard(owner, DECLINING_CARD)).statusCode).toBe(200);

    const renewed = await renewNow(owner);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data).toMatchObject({
      outcome: 'failed',
      subscription: { status: 'past_due' },
      user: { subscriptionStatus: 'past_due' },
    });
    expect(await overview(owner)).toMatchObject({ nextCharge: null, amountDueCents: 29_900 });
    const [failed] = await listInvoices(owner);
    expect(failed).toMatchObject({
      status: 'failed',
      amountCents: 29_900,
      description: 'Monthly plan renewal',
    });

    // The account lapsed: posting, exploring, inviting and messaging are refused, for the owner and the team.
    const lapsed = [
      ['POST', `/employer/auth/v1/create-job-v1/${owner.id}`],
      ['GET', '/employer/applicants/explore'],
      ['POST', '/employer/match/invite'],
      ['POST', `/employer/conversation/send-message/${owner.id}`],
    ] as const;
    // The owner is told to fix it; a recruiter, who cannot, that the owner will.
    const wording = [
      [owner.token, /^Your subscription has lapsed\. Update your payment in Manage subscription to /],
      [
        recruiter.token,
        /^Your organization's subscription has lapsed\. You can .+ again once the owner has updated the payment\.$/,
      ],
    ] as const;
    for (const [token, message] of wording) {
      for (const [method, url] of lapsed) {
        const refused = await call(app, method, url, token, method === 'POST' ? {} : undefined);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json().error).toEqual({
          code: 'PAYMENT_LAPSED',
          message: expect.stringMatching(message),
        });
      }
    }
    // Reading its own data still works.
    expect((await call(app, 'GET', '/employer/jobs', owner.token)).statusCode).toBe(200);
    // A plan change waits for the payment.
    expect((await preview(owner, YEARLY_PLAN_ID)).json().error.message).toBe(CHANGE_WHILE_UNPAID_MESSAGE);

    // The owner (only) has a notification leading to the fix, and a mail.
    await expect
      .poll(async () =>
        db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.employerId, owner.id),
              eq(notifications.type, NotificationType.PaymentFailed),
            ),
          ),
      )
      .toHaveLength(1);
    const [notification] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.employerId, owner.id), isNull(notifications.memberId)));
    expect(notification).toMatchObject({ title: 'Your payment did not go through' });
    expect(notification?.body).toContain('$299.00');
    await expect
      .poll(async () => db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email)))
      .toHaveLength(1);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    expect(mail?.subject).toBe('Your MedHire payment did not go through');
    expect(mail?.text).toContain('Replace your card');
    expect(mail?.text).toContain(`${testApp.config.publicUrl}/manage-subscriptions`);
    expect(mail?.html).toContain('Lakeside &lt;b&gt;Clinic&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Clinic</b>');

    // Another declining card is saved, but the payment is still due.
    const stillDeclined = await replaceCard(owner, DECLINING_CARD);
    expect(stillDeclined.statusCode).toBe(402);
    expect(stillDeclined.json().error.message).toBe(
      'Your new card is saved, but the payment of $299.00 did not go through: Your card was declined. Try another card.',
    );
    expect((await overview(owner)).subscription.status).toBe('past_due');
    const failedNotice = async () =>
      (
        await db
          .select({ markAsRead: notifications.markAsRead })
          .from(notifications)
          .where(
            and(
              eq(notifications.employerId, owner.id),
              eq(notifications.type, NotificationType.PaymentFailed),
            ),
          )
      ).map((row) => row.markAsRead);
    // Still due: the notice still asks the owner to fix it.
    expect(await failedNotice()).toEqual([false]);

    // A good card pays the failed renewal: active again, and posting works.
    const paid = await replaceCard(owner, CARD);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      retriedCharge: 'paid',
      subscription: { status: 'active' },
      user: { subscriptionStatus: 'active' },
    });
    const [retried] = await listInvoices(owner);
    expect(retried).toMatchObject({ _id: failed?._id, status: 'paid' });
    // Paid up: the bell no longer asks the owner to fix what is fixed.
    expect(await failedNotice()).toEqual([true]);
    const explore = await call(app, 'GET', '/employer/applicants/explore', recruiter.token);
    expect(explore.statusCode).toBe(200);
    expect((await overview(owner)).nextCharge).toMatchObject({ amountCents: 29_900 });
  });

  it('renews on reading when the period has ended: paid with a good card, past due with a declining one', async () => {
    await subscribe(owner);
    const ended = new Date(Date.now() - DAY_MS);
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: ended })
      .where(eq(subscriptions.employerId, owner.id));
    const renewed = await overview(owner);
    expect(renewed.subscription).toMatchObject({
      status: 'active',
      currentPeriodEnd: addInterval(ended, 'month').toISOString(),
    });
    expect((await listInvoices(owner)).map((invoice) => invoice.status)).toEqual(['paid', 'paid']);
    const byNumber = async () =>
      (await listInvoices(owner))
        .sort((a, b) => String(a.number).localeCompare(String(b.number)))
        .map((invoice) => `${invoice.number} ${invoice.status}`);

    await replaceCard(owner, DECLINING_CARD);
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: ended })
      .where(eq(subscriptions.employerId, owner.id));
    expect((await overview(owner)).subscription.status).toBe('past_due');
    const [employer] = await db.select().from(employers).where(eq(employers.id, owner.id));
    expect(employer?.subscriptionStatus).toBe('past_due');
    // Reading again renews nothing more: the unpaid renewal waits for a card.
    await overview(owner);
    expect(await byNumber()).toEqual(['MH-00001 paid', 'MH-00002 paid', 'MH-00003 failed']);
  });

  it('renews an ended period on its own, without anyone reading billing: the owner hears of a declined card', async () => {
    await subscribe(owner);
    await replaceCard(owner, DECLINING_CARD);
    const ended = new Date(Date.now() - DAY_MS);
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: ended })
      .where(eq(subscriptions.employerId, owner.id));
    expect(await sweepTestRenewals(db, new Date(), app.events)).toBe(1);
    // Read from the database itself: reading billing would renew it too.
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.employerId, owner.id));
    expect(row).toMatchObject({ status: 'past_due', currentPeriodEnd: addInterval(ended, 'month') });
    const [employer] = await db.select().from(employers).where(eq(employers.id, owner.id));
    expect(employer?.subscriptionStatus).toBe('past_due');
    await expect
      .poll(async () =>
        db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.employerId, owner.id),
              eq(notifications.type, NotificationType.PaymentFailed),
            ),
          ),
      )
      .toHaveLength(1);
    // A past-due subscription waits for a new card: the next sweep charges nothing more.
    expect(await sweepTestRenewals(db, new Date(), app.events)).toBe(0);
  });

  it('a simulated renewal of a cancelled subscription ends it, and one of a good card charges the next period', async () => {
    await subscribe(owner);
    const paid = await renewNow(owner);
    expect(paid.json().data).toMatchObject({ outcome: 'paid', subscription: { status: 'active' } });
    expect((await call(app, 'POST', `${base(owner)}/cancel`, owner.token)).statusCode).toBe(200);
    const ended = await renewNow(owner);
    expect(ended.json().data).toMatchObject({ outcome: 'ended', subscription: { status: 'canceled' } });
    expect((await renewNow(owner)).statusCode).toBe(409);
  });

  it('lets only the owner of the organization use billing: a recruiter and a hiring manager get 403', async () => {
    await subscribe(owner);
    const [invoice] = await listInvoices(owner);
    const { previewToken } = (await preview(owner, YEARLY_PLAN_ID)).json().data;
    const routes = [
      ['GET', `${base(owner)}/billing`, undefined],
      ['POST', `${base(owner)}/change-plan/preview`, { planId: YEARLY_PLAN_ID }],
      ['POST', `${base(owner)}/change-plan`, { planId: YEARLY_PLAN_ID, previewToken }],
      ['POST', `${base(owner)}/card/setup`, undefined],
      ['POST', `${base(owner)}/card`, { card: CARD }],
      ['GET', `${base(owner)}/invoices`, undefined],
      ['GET', invoice?.receiptPath ?? '', undefined],
      ['POST', `${base(owner)}/test-renewal`, undefined],
    ] as const;
    const recruiter = await signedInMember(db, owner.id, MemberRole.Recruiter, 'Rita Recruiter');
    const manager = await signedInMember(db, owner.id, MemberRole.HiringManager, 'Hal Manager');
    for (const [method, url, payload] of routes) {
      for (const token of [recruiter.token, manager.token]) {
        const refused = await call(app, method, url, token, payload);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json().error.code).toBe('ROLE_FORBIDDEN');
      }
      // Another organization's owner: the id is not theirs.
      const foreign = await call(app, method, url, other.token, payload);
      expect(foreign.statusCode, `${method} ${url}`).toBe(403);
      expect((await call(app, method, url, undefined, payload)).statusCode).toBe(401);
    }
    // None of it changed anything.
    expect(await overview(owner)).toMatchObject({ subscription: { plan: { _id: MONTHLY_PLAN_ID } } });
    expect(await listInvoices(owner)).toHaveLength(1);
  });

  it('has no simulated renewal in production, even with test payments on', async () => {
    const production = await createTestApp(kind, {
      config: { nodeEnv: 'production', testPayments: true },
    });
    try {
      await seedPlans(production.database.db, {});
      const payer = await addOwner(production.database.db, `prod-${Math.random()}@clinic.test`);
      const started = await call(
        production.app,
        'POST',
        `/employer/subscription/${payer.id}/start`,
        payer.token,
        {
          planId: MONTHLY_PLAN_ID,
          card: CARD,
        },
      );
      expect(started.statusCode).toBe(200);
      const refused = await call(
        production.app,
        'POST',
        `/employer/subscription/${payer.id}/test-renewal`,
        payer.token,
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        success: false,
        error: { code: 'NOT_FOUND', message: TEST_RENEWAL_OFF_MESSAGE },
      });
      const billing = await call(
        production.app,
        'GET',
        `/employer/subscription/${payer.id}/billing`,
        payer.token,
      );
      expect(billing.json().data.testRenewal).toBe(false);
    } finally {
      await production.close();
    }
  });

  it('takes no test card for a test-mode subscription once the server stops taking test payments', async () => {
    const switched = await createTestApp(kind, { config: { testPayments: true } });
    try {
      await seedPlans(switched.database.db, {});
      const payer = await addOwner(switched.database.db, `switched-${Math.random()}@clinic.test`);
      const path = `/employer/subscription/${payer.id}`;
      const started = await call(switched.app, 'POST', `${path}/start`, payer.token, {
        planId: MONTHLY_PLAN_ID,
        card: CARD,
      });
      expect(started.statusCode).toBe(200);
      // The operator turns test payments off (a pilot going live): the old test subscription stays as it is.
      switched.app.config.testPayments = false;
      const card = await call(switched.app, 'POST', `${path}/card`, payer.token, { card: CARD });
      expect(card.statusCode).toBe(409);
      expect(card.json()).toEqual({
        success: false,
        error: { code: 'TEST_SUBSCRIPTION', message: TEST_SUBSCRIPTION_MESSAGE },
      });
      const preview = await call(switched.app, 'POST', `${path}/change-plan/preview`, payer.token, {
        planId: YEARLY_PLAN_ID,
      });
      expect(preview.statusCode).toBe(409);
      expect(preview.json().error.code).toBe('TEST_SUBSCRIPTION');
    } finally {
      await switched.close();
    }
  });
});
