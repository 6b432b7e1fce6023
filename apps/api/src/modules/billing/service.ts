import { randomUUID } from 'node:crypto';
import {
  NotificationType,
  type PaymentProvider,
  type Plan as PlanView,
  SubscriptionStatus,
  type Subscription as SubscriptionView,
} from '@medhire/domain';
import { and, asc, desc, eq, getTableColumns, isNotNull, isNull } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  employers,
  notifications,
  type Plan,
  plans,
  type Subscription,
  subscriptions,
} from '../../db/schema.js';
import type { EventBus } from '../../events/bus.js';
import { AppError } from '../../http/errors.js';
import {
  createStripeGateway,
  type StripeGateway,
  type StripeSubscriptionSnapshot,
} from '../../payments/stripe.js';
import { chargeCardOnFile, chargeTestCard, type TestCard } from '../../payments/test-provider.js';
import type { AuthenticatedEmployer } from '../auth/sessions.js';
import { writeInvoice } from './invoices.js';

export const ALREADY_SUBSCRIBED_MESSAGE = 'You already have an active subscription.';
export const PLAN_NOT_FOUND_MESSAGE = 'This plan is not available. Choose another plan.';
export const CARD_REQUIRED_MESSAGE = 'Enter the card details.';
export const NOTHING_TO_CANCEL_MESSAGE = 'You have no active subscription to cancel.';
export const NOTHING_TO_RESUME_MESSAGE = 'You have no subscription to resume. Choose a plan to subscribe.';
export const PLAN_NOT_ON_STRIPE_MESSAGE = 'This plan cannot be bought online yet. Please contact support.';
export const PAYMENT_UNAVAILABLE_MESSAGE = 'Payments are not available right now. Please try again later.';

type Interval = PlanView['interval'];

/**
 * Statuses of a subscription that still runs (or is being collected on): one of these blocks starting
 * another, and can be cancelled at period end.
 */
const LIVE_STATUSES: readonly string[] = [
  SubscriptionStatus.Active,
  SubscriptionStatus.Trialing,
  SubscriptionStatus.PastDue,
  SubscriptionStatus.Unpaid,
  SubscriptionStatus.Paused,
];

export function isLive(status: string): boolean {
  return LIVE_STATUSES.includes(status);
}

export function toPlanView(plan: Plan): PlanView {
  return {
    _id: plan.id,
    name: plan.name,
    interval: plan.interval as Interval,
    amountCents: plan.amountCents,
    currency: plan.currency,
    description: plan.description,
    features: plan.features,
    seats: plan.seats,
  };
}

export function toSubscriptionView(subscription: Subscription, plan: Plan): SubscriptionView {
  return {
    _id: subscription.id,
    plan: toPlanView(plan),
    status: subscription.status as SubscriptionStatus,
    provider: subscription.provider as PaymentProvider,
    cardBrand: subscription.cardBrand,
    cardLast4: subscription.cardLast4,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}

/** The plan `interval` after `from`; a month after 31 January is the last day of February. */
export function addInterval(from: Date, interval: Interval): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

// ---------------------------------------------------------------------------------------------------------
// Stripe gateways: one per app (keyed by its settings object), made on first use.

const stripeGateways = new WeakMap<Config, StripeGateway>();

/** Replaces the Stripe gateway of the app built with `config` (tests: an in-memory Stripe). */
export function useStripeGateway(config: Config, gateway: StripeGateway): void {
  stripeGateways.set(config, gateway);
}

/** The app's Stripe gateway, or undefined when Stripe is not configured (the test provider takes payments). */
export function stripeGatewayFor(config: Config): StripeGateway | undefined {
  if (!config.stripe) return undefined;
  let gateway = stripeGateways.get(config);
  if (!gateway) {
    gateway = createStripeGateway(config.stripe);
    stripeGateways.set(config, gateway);
  }
  return gateway;
}

export function providerOf(config: Config): PaymentProvider {
  return config.stripe ? 'stripe' : 'test';
}

// ---------------------------------------------------------------------------------------------------------
// Reading

const { passwordHash: _passwordHash, ...employerColumns } = getTableColumns(employers);

/** The employer as `toUser` wants it, fresh from the database. */
export async function loadEmployer(db: Db, employerId: string): Promise<AuthenticatedEmployer> {
  const [employer] = await db.select(employerColumns).from(employers).where(eq(employers.id, employerId));
  if (!employer) throw new Error('The employer is gone');
  return employer;
}

/** The active plans, in their order. */
export async function listPlans(db: Db): Promise<PlanView[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.position), asc(plans.id));
  return rows.map(toPlanView);
}

export async function findPlan(db: Db, planId: string): Promise<Plan | undefined> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.active, true)));
  return plan;
}

/** The employer's latest subscription (the one that counts) and its plan. */
export async function latestSubscription(
  db: Db,
  employerId: string,
): Promise<{ subscription: Subscription; plan: Plan } | undefined> {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.employerId, employerId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

/**
 * How many people the employer's team may have, the owner included: the seats of the plan of a subscription
 * that still runs, else the owner alone.
 */
export async function seatsOf(db: Db, employerId: string): Promise<number> {
  const latest = await latestSubscription(db, employerId);
  return latest && isLive(latest.subscription.status) ? latest.plan.seats : 1;
}

/** Statuses of a subscription whose payments are up to date. */
export const PAID_UP_STATUSES: readonly string[] = [SubscriptionStatus.Active, SubscriptionStatus.Trialing];

/**
 * Sets the employer's `subscription_status` to the status of their latest subscription. Paid up again (a new card
 * paid what a renewal left due), the owner's unread "payment failed" notices are settled: read, so the bell no
 * longer asks them to fix what is fixed.
 */
export async function mirrorEmployerStatus(db: Db, employerId: string): Promise<void> {
  const latest = await latestSubscription(db, employerId);
  if (!latest) return;
  await db
    .update(employers)
    .set({ subscriptionStatus: latest.subscription.status })
    .where(eq(employers.id, employerId));
  if (PAID_UP_STATUSES.includes(latest.subscription.status)) {
    await db
      .update(notifications)
      .set({ markAsRead: true })
      .where(
        and(
          eq(notifications.employerId, employerId),
          isNull(notifications.memberId),
          eq(notifications.type, NotificationType.PaymentFailed),
          eq(notifications.markAsRead, false),
        ),
      );
  }
}

/** The plan `interval` before `from` (the start of a period that ends at `from`). */
export function subtractInterval(from: Date, interval: Interval): Date {
  const previous = new Date(from);
  const day = previous.getUTCDate();
  previous.setUTCDate(1);
  if (interval === 'year') previous.setUTCFullYear(previous.getUTCFullYear() - 1);
  else previous.setUTCMonth(previous.getUTCMonth() - 1);
  const lastDay = new Date(Date.UTC(previous.getUTCFullYear(), previous.getUTCMonth() + 1, 0)).getUTCDate();
  previous.setUTCDate(Math.min(day, lastDay));
  return previous;
}

/** Two-digit card years ("28") mean this century. */
export function fullCardYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** Tells the owner of a failed renewal (notification, mail): see the billing listeners. */
export type PaymentFailedEmitter = Pick<EventBus, 'emit'>;

/**
 * One renewal of a test-provider subscription, at `periodStart` (the old period's end, or now for a simulated
 * renewal): a cancelled one ends (`canceled`); otherwise the plan's price, less any account credit, is charged to
 * the card on file and an invoice written. Paid: a new period, `active`. Declined: the new period is still billed
 * (its invoice `failed`, as Stripe leaves it open) and the subscription is `past_due` until a new card pays it.
 * Runs inside the caller's transaction, with the employer's row locked.
 */
export async function renewTestPeriod(
  db: Db,
  subscription: Subscription,
  plan: Plan,
  periodStart: Date,
): Promise<{ subscription: Subscription; outcome: 'paid' | 'failed' | 'ended'; amountCents: number }> {
  if (subscription.cancelAtPeriodEnd) {
    const [ended] = await db
      .update(subscriptions)
      .set({ status: SubscriptionStatus.Canceled })
      .where(eq(subscriptions.id, subscription.id))
      .returning();
    return { subscription: ended ?? subscription, outcome: 'ended', amountCents: 0 };
  }
  const applied = Math.min(subscription.creditCents, plan.amountCents);
  const amountCents = plan.amountCents - applied;
  const periodEnd = addInterval(periodStart, plan.interval as Interval);
  const charge =
    amountCents === 0
      ? ({ ok: true } as const)
      : chargeCardOnFile(
          {
            declinesCharges: subscription.cardDeclinesCharges,
            expMonth: subscription.cardExpMonth,
            expYear: subscription.cardExpYear,
          },
          periodStart,
        );
  await writeInvoice(db, {
    employerId: subscription.employerId,
    subscriptionId: subscription.id,
    reason: 'subscription_cycle',
    status: charge.ok ? 'paid' : 'failed',
    description: `${plan.name} plan renewal`,
    planId: plan.id,
    amountCents,
    creditCents: applied,
    currency: plan.currency,
    periodStart,
    periodEnd,
    cardBrand: subscription.cardBrand,
    cardLast4: subscription.cardLast4,
    at: periodStart,
  });
  const [updated] = await db
    .update(subscriptions)
    .set({
      status: charge.ok ? SubscriptionStatus.Active : SubscriptionStatus.PastDue,
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
      creditCents: subscription.creditCents - applied,
    })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  return { subscription: updated ?? subscription, outcome: charge.ok ? 'paid' : 'failed', amountCents };
}

/** Statuses whose period end renews the subscription (a past-due one waits for a new card). */
const RENEWING_STATUSES = PAID_UP_STATUSES;

/**
 * A test-provider subscription whose period has ended renews for another period — its card charged and an
 * invoice written each time — or ends (`canceled`) if it was set to cancel. A renewal whose card declines leaves
 * it `past_due` and tells `events`. Stripe does this itself and tells the webhook; the test provider does it when
 * the subscription is read.
 */
export async function settleTestSubscription(
  db: Db,
  found: { subscription: Subscription; plan: Plan },
  now: Date,
  events?: PaymentFailedEmitter,
): Promise<Subscription> {
  const { subscription } = found;
  const end = subscription.currentPeriodEnd;
  if (
    subscription.provider !== 'test' ||
    !end ||
    end > now ||
    !RENEWING_STATUSES.includes(subscription.status)
  ) {
    return subscription;
  }
  const result = await db.transaction(async (tx) => {
    await lockEmployer(tx, subscription.employerId);
    const current = await latestSubscription(tx, subscription.employerId);
    if (!current || current.subscription.id !== subscription.id) return { subscription, failed: undefined };
    let row = current.subscription;
    let failed: { amountCents: number } | undefined;
    while (row.currentPeriodEnd && row.currentPeriodEnd <= now && RENEWING_STATUSES.includes(row.status)) {
      const renewal = await renewTestPeriod(tx, row, current.plan, row.currentPeriodEnd);
      row = renewal.subscription;
      if (renewal.outcome === 'failed') failed = { amountCents: renewal.amountCents };
      if (renewal.outcome !== 'paid') break;
    }
    await mirrorEmployerStatus(tx, subscription.employerId);
    return { subscription: row, failed };
  });
  if (result.failed) emitPaymentFailed(events, result.subscription, found.plan, result.failed.amountCents);
  return result.subscription;
}

/** Tells the owner that a renewal of `subscription` failed. */
export function emitPaymentFailed(
  events: PaymentFailedEmitter | undefined,
  subscription: Subscription,
  plan: Plan,
  amountCents: number,
): void {
  events?.emit('billing.payment_failed', {
    employerId: subscription.employerId,
    amountCents,
    currency: plan.currency,
    planName: plan.name,
    cardBrand: subscription.cardBrand,
    cardLast4: subscription.cardLast4,
  });
}

/** The employer's subscription (their latest), or null before they ever subscribed. */
export async function getSubscription(
  db: Db,
  employerId: string,
  now: Date = new Date(),
  events?: PaymentFailedEmitter,
): Promise<SubscriptionView | null> {
  const found = await latestSubscription(db, employerId);
  if (!found) return null;
  const subscription = await settleTestSubscription(db, found, now, events);
  return toSubscriptionView(subscription, found.plan);
}

// ---------------------------------------------------------------------------------------------------------
// Starting

export interface StartInput {
  planId: string;
  card?: TestCard | undefined;
}

export type StartResult =
  | { subscription: SubscriptionView; user: AuthenticatedEmployer }
  | { subscription: SubscriptionView; clientSecret?: string };

/**
 * Starts a subscription to a plan. With the test provider the card is charged at once and the subscription
 * is active; with Stripe it is created `incomplete` and the client confirms the first payment with Stripe
 * Elements (the webhook then moves it on). A subscription that still runs answers 409.
 */
export async function startSubscription(
  db: Db,
  config: Config,
  employer: AuthenticatedEmployer,
  input: StartInput,
  now: Date = new Date(),
): Promise<StartResult> {
  const plan = await findPlan(db, input.planId);
  if (!plan) throw new AppError(404, 'PLAN_NOT_FOUND', PLAN_NOT_FOUND_MESSAGE);

  const gateway = stripeGatewayFor(config);
  if (gateway) return startWithStripe(db, gateway, employer, plan, now);
  // The rule, not only the start-up check: a production server without TEST_PAYMENTS never takes a test card.
  if (!config.testPayments) throw new AppError(503, 'PAYMENTS_OFF', PAYMENTS_OFF_MESSAGE);
  return startWithTestCard(db, employer, plan, input.card, now);
}

/** Production without Stripe and without `TEST_PAYMENTS=true` (the start-up check normally prevents it). */
export const PAYMENTS_OFF_MESSAGE = 'Payments are not set up on this server yet. Please try again later.';

function alreadySubscribed(): AppError {
  return new AppError(409, 'ALREADY_SUBSCRIBED', ALREADY_SUBSCRIBED_MESSAGE);
}

/** Locks the employer's row for the rest of the transaction, so two starts at once cannot both pass. */
export async function lockEmployer(db: Db, employerId: string): Promise<void> {
  await db.select({ id: employers.id }).from(employers).where(eq(employers.id, employerId)).for('update');
}

async function startWithTestCard(
  db: Db,
  employer: AuthenticatedEmployer,
  plan: Plan,
  card: TestCard | undefined,
  now: Date,
): Promise<StartResult> {
  if (!card) throw new AppError(400, 'CARD_REQUIRED', CARD_REQUIRED_MESSAGE);
  const latest = await latestSubscription(db, employer.id);
  if (latest && isLive(latest.subscription.status)) throw alreadySubscribed();

  const charge = chargeTestCard(card, now);
  if (!charge.ok) throw new AppError(charge.status, charge.code, charge.message);

  const subscription = await db.transaction(async (tx) => {
    await lockEmployer(tx, employer.id);
    const current = await latestSubscription(tx, employer.id);
    if (current && isLive(current.subscription.status)) throw alreadySubscribed();
    const periodEnd = addInterval(now, plan.interval as Interval);
    const [row] = await tx
      .insert(subscriptions)
      .values({
        employerId: employer.id,
        planId: plan.id,
        status: SubscriptionStatus.Active,
        provider: 'test',
        cardBrand: charge.brand,
        cardLast4: charge.last4,
        cardExpMonth: Number(card.expMonth),
        cardExpYear: fullCardYear(Number(card.expYear)),
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('The subscription could not be saved');
    await writeInvoice(tx, {
      employerId: employer.id,
      subscriptionId: row.id,
      reason: 'subscription_create',
      status: 'paid',
      description: `${plan.name} plan`,
      planId: plan.id,
      amountCents: plan.amountCents,
      currency: plan.currency,
      periodStart: now,
      periodEnd,
      cardBrand: charge.brand,
      cardLast4: charge.last4,
      at: now,
    });
    await mirrorEmployerStatus(tx, employer.id);
    return row;
  });

  return { subscription: toSubscriptionView(subscription, plan), user: await loadEmployer(db, employer.id) };
}

async function startWithStripe(
  db: Db,
  gateway: StripeGateway,
  employer: AuthenticatedEmployer,
  plan: Plan,
  now: Date,
): Promise<StartResult> {
  if (!plan.stripePriceId) throw new AppError(503, 'PLAN_NOT_ON_STRIPE', PLAN_NOT_ON_STRIPE_MESSAGE);
  const latest = await latestSubscription(db, employer.id);
  if (latest && isLive(latest.subscription.status)) throw alreadySubscribed();

  const [known] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.employerId, employer.id),
        eq(subscriptions.provider, 'stripe'),
        isNotNull(subscriptions.providerCustomerId),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);

  const created = await callStripe(async () => {
    const customerId =
      known?.customerId ??
      (
        await gateway.createCustomer({
          email: employer.email,
          ...(employer.organizationName ? { name: employer.organizationName } : {}),
          employerId: employer.id,
        })
      ).id;
    // An earlier attempt that was never paid is abandoned: cancel it, so only one can ever be paid.
    const abandoned = latest?.subscription;
    if (
      abandoned?.provider === 'stripe' &&
      abandoned.providerSubscriptionId &&
      abandoned.status === SubscriptionStatus.Incomplete
    ) {
      const snapshot = await gateway.cancelSubscription(abandoned.providerSubscriptionId);
      await db.update(subscriptions).set(snapshotChanges(snapshot)).where(eq(subscriptions.id, abandoned.id));
    }
    return gateway.createSubscription({
      customerId,
      priceId: plan.stripePriceId as string,
      metadata: { employerId: employer.id, planId: plan.id },
      idempotencyKey: `subscription-${employer.id}-${randomUUID()}`,
    });
  });

  const snapshot = created.subscription;
  // The webhook may have stored it already (created event first): keep one row per Stripe subscription.
  await db
    .insert(subscriptions)
    .values({
      employerId: employer.id,
      planId: plan.id,
      provider: 'stripe',
      providerCustomerId: snapshot.customerId,
      providerSubscriptionId: snapshot.id,
      createdAt: now,
      ...snapshotChanges(snapshot),
    })
    .onConflictDoNothing({ target: subscriptions.providerSubscriptionId });
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, snapshot.id));
  if (!row) throw new Error('The subscription could not be saved');
  await mirrorEmployerStatus(db, employer.id);
  return {
    subscription: toSubscriptionView(row, plan),
    ...(created.clientSecret ? { clientSecret: created.clientSecret } : {}),
  };
}

/** Stripe failing (network, keys) becomes a 503 with a message for people; the cause goes to the log. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(503, 'PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE, { cause: error });
  }
}

/** The columns a Stripe snapshot sets. Card details only when Stripe sent them. */
export function snapshotChanges(
  snapshot: StripeSubscriptionSnapshot,
): Pick<Subscription, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'> &
  Partial<Pick<Subscription, 'cardBrand' | 'cardLast4' | 'cardExpMonth' | 'cardExpYear' | 'creditCents'>> {
  return {
    status: snapshot.status,
    currentPeriodEnd: snapshot.currentPeriodEnd,
    cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
    ...(snapshot.creditCents === null ? {} : { creditCents: snapshot.creditCents }),
    ...(snapshot.cardLast4
      ? {
          cardBrand: snapshot.cardBrand,
          cardLast4: snapshot.cardLast4,
          cardExpMonth: snapshot.cardExpMonth,
          cardExpYear: snapshot.cardExpYear,
        }
      : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Cancelling and resuming

/**
 * Cancels at the end of the period (`cancel = true`; the subscription stays active until then) or undoes
 * that (`cancel = false`). Asking twice changes nothing. No running subscription answers 409.
 */
export async function setCancelAtPeriodEnd(
  db: Db,
  config: Config,
  employerId: string,
  cancel: boolean,
  now: Date = new Date(),
  events?: PaymentFailedEmitter,
): Promise<SubscriptionView> {
  const found = await latestSubscription(db, employerId);
  const settled = found ? await settleTestSubscription(db, found, now, events) : undefined;
  if (!found || !settled || !isLive(settled.status)) {
    throw cancel
      ? new AppError(409, 'NOTHING_TO_CANCEL', NOTHING_TO_CANCEL_MESSAGE)
      : new AppError(409, 'NOTHING_TO_RESUME', NOTHING_TO_RESUME_MESSAGE);
  }
  if (settled.cancelAtPeriodEnd === cancel) return toSubscriptionView(settled, found.plan);

  let changes: Partial<Subscription> = { cancelAtPeriodEnd: cancel };
  if (settled.provider === 'stripe' && settled.providerSubscriptionId) {
    const gateway = stripeGatewayFor(config);
    if (!gateway) throw new AppError(503, 'PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE);
    const id = settled.providerSubscriptionId;
    changes = snapshotChanges(await callStripe(() => gateway.setCancelAtPeriodEnd(id, cancel)));
  }
  const [updated] = await db
    .update(subscriptions)
    .set(changes)
    .where(eq(subscriptions.id, settled.id))
    .returning();
  await mirrorEmployerStatus(db, employerId);
  return toSubscriptionView(updated ?? settled, found.plan);
}
