import { createHash } from 'node:crypto';
import {
  type BillingOverview,
  type CardOnFile,
  type Invoice,
  type InvoiceStatus,
  invoiceStatuses,
  type PlanChangePreview,
  SubscriptionStatus,
  type Subscription as SubscriptionView,
  type TestCard,
} from '@medhire/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import {
  employers,
  invoices as invoicesTable,
  type Plan,
  type Subscription,
  subscriptions,
} from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { StripeCardDeclinedError, type StripeGateway } from '../../payments/stripe.js';
import { attachTestCard, chargeCardOnFile } from '../../payments/test-provider.js';
import { seatsTaken } from '../team/service.js';
import {
  findInvoice,
  formatMoney,
  latestFailedInvoice,
  listInvoiceRows,
  renderReceipt,
  toInvoiceView,
  writeInvoice,
} from './invoices.js';
import {
  addInterval,
  callStripe,
  emitPaymentFailed,
  findPlan,
  fullCardYear,
  isLive,
  latestSubscription,
  lockEmployer,
  mirrorEmployerStatus,
  PAYMENT_UNAVAILABLE_MESSAGE,
  type PaymentFailedEmitter,
  PLAN_NOT_FOUND_MESSAGE,
  PLAN_NOT_ON_STRIPE_MESSAGE,
  providerOf,
  renewTestPeriod,
  settleTestSubscription,
  snapshotChanges,
  stripeGatewayFor,
  subtractInterval,
  toSubscriptionView,
} from './service.js';
import { planIdOfPrice } from './webhook.js';

export const NO_SUBSCRIPTION_MESSAGE = 'You have no subscription yet. Choose a plan to subscribe.';
export const SAME_PLAN_MESSAGE = 'You are already on this plan.';
export const CHANGE_WHILE_CANCELED_MESSAGE =
  'Your subscription is set to end. Resume it first, then change plan.';
export const CHANGE_WHILE_UNPAID_MESSAGE =
  'Your last payment did not go through. Replace your card to pay it, then change plan.';
export const STALE_PREVIEW_MESSAGE =
  'The price has changed since it was shown. Review the new amounts and confirm again.';
export const EXPIRED_PREVIEW_MESSAGE =
  'This price was shown more than 10 minutes ago. Review the amounts again and confirm.';
export const CARD_REQUIRED_MESSAGE = 'Enter the card details.';
export const TEST_RENEWAL_OFF_MESSAGE =
  'Simulated renewals exist only on a test-mode server outside production.';
export const NOTHING_TO_RENEW_MESSAGE = 'There is no running test subscription to renew.';
export const RENEWAL_UNPAID_MESSAGE = 'The last renewal is still unpaid. Replace the card to pay it.';

/** How long a plan change's preview may be confirmed. */
export const PREVIEW_LIFETIME_MS = 10 * 60 * 1000;

/** The seats refusal: how many the team takes, how many the plan has, and what to do. */
export function seatsInUseMessage(taken: number, plan: { name: string; seats: number }): string {
  return (
    `Your team takes ${taken} seats (members and pending invitations) and the ${plan.name} plan has ` +
    `${plan.seats}. Remove members or cancel invitations on the Team page, then change plan.`
  );
}

/** A card declined while paying something that was due; the card stays saved. */
export function retryDeclinedMessage(amountCents: number, currency: string, reason: string): string {
  return `Your new card is saved, but the payment of ${formatMoney(amountCents, currency)} did not go through: ${reason}`;
}

/** Whether `POST …/test-renewal` works on this server: the test provider, never in production. */
export function testRenewalAvailable(config: Config): boolean {
  return config.testPayments && !config.stripe && config.nodeEnv !== 'production';
}

/** A test-mode subscription on a server that no longer takes test cards (Stripe configured, or production). */
export const TEST_SUBSCRIPTION_MESSAGE =
  'This subscription was started in test mode, which this server no longer takes. Choose a plan on the payment page to pay for real.';

/**
 * The rule behind every change to a test-mode subscription: the server must still take test cards (TEST_PAYMENTS
 * and no Stripe), as when it started one. Otherwise a subscription left from a test period could be restored or
 * upgraded with a test card on a server that takes real money.
 */
function assertProviderOn(config: Config, subscription: Subscription): void {
  if (subscription.provider === 'test' && (!config.testPayments || config.stripe)) {
    throw new AppError(409, 'TEST_SUBSCRIPTION', TEST_SUBSCRIPTION_MESSAGE);
  }
}

/** The subscription that counts, settled (a test subscription past its period renews first), and its plan. */
async function currentSubscription(
  db: Db,
  employerId: string,
  now: Date,
  events?: PaymentFailedEmitter,
): Promise<{ subscription: Subscription; plan: Plan } | undefined> {
  const found = await latestSubscription(db, employerId);
  if (!found) return undefined;
  const subscription = await settleTestSubscription(db, found, now, events);
  return { subscription, plan: found.plan };
}

function cardOf(subscription: Subscription): CardOnFile | null {
  if (!subscription.cardLast4) return null;
  return {
    brand: subscription.cardBrand ?? 'unknown',
    last4: subscription.cardLast4,
    expMonth: subscription.cardExpMonth,
    expYear: subscription.cardExpYear,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The overview

/** Everything /manage-subscriptions shows: the subscription, the card, the next charge or the end date. */
export async function billingOverview(
  db: Db,
  config: Config,
  employerId: string,
  now: Date = new Date(),
  events?: PaymentFailedEmitter,
): Promise<BillingOverview> {
  const base = {
    provider: providerOf(config),
    ...(config.stripe ? { publishableKey: config.stripe.publishableKey } : {}),
    testRenewal: testRenewalAvailable(config),
  };
  const found = await currentSubscription(db, employerId, now, events);
  if (!found) {
    return {
      ...base,
      subscription: null,
      card: null,
      nextCharge: null,
      endsOn: null,
      creditCents: 0,
      amountDueCents: 0,
    };
  }
  const { subscription, plan } = found;
  const end = subscription.currentPeriodEnd;
  const renews =
    end !== null &&
    !subscription.cancelAtPeriodEnd &&
    (subscription.status === SubscriptionStatus.Active ||
      subscription.status === SubscriptionStatus.Trialing);
  let amountDueCents = 0;
  if (
    subscription.status === SubscriptionStatus.PastDue ||
    subscription.status === SubscriptionStatus.Unpaid
  ) {
    const failed =
      subscription.provider === 'test' ? await latestFailedInvoice(db, subscription.id) : undefined;
    amountDueCents = failed?.amountCents ?? plan.amountCents;
  }
  return {
    ...base,
    subscription: toSubscriptionView(subscription, plan),
    card: cardOf(subscription),
    nextCharge:
      renews && end
        ? {
            date: end.toISOString(),
            amountCents: Math.max(0, plan.amountCents - subscription.creditCents),
            currency: plan.currency,
          }
        : null,
    endsOn: subscription.cancelAtPeriodEnd && isLive(subscription.status) && end ? end.toISOString() : null,
    creditCents: subscription.creditCents,
    amountDueCents,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Changing plan

/** The amounts of a plan change, before the token that seals them. */
type PlanChangeAmounts = Omit<PlanChangePreview, 'previewToken' | 'expiresAt' | 'fromPlan' | 'toPlan'>;

/**
 * The test provider's proration, as Stripe computes it for an interval change: the unused part of the current
 * period (to the second) is credited, the new plan starts a new period today and is charged now less that credit
 * (and any credit already on the account); credit beyond the new price stays on the account for the next charges.
 */
export function testProration(
  subscription: Pick<Subscription, 'currentPeriodStart' | 'currentPeriodEnd' | 'creditCents'>,
  from: Pick<Plan, 'amountCents' | 'interval'>,
  to: Pick<Plan, 'amountCents' | 'interval' | 'currency'>,
  at: Date,
): PlanChangeAmounts {
  const end = subscription.currentPeriodEnd ?? at;
  const start = subscription.currentPeriodStart ?? subtractInterval(end, from.interval as 'month' | 'year');
  const length = Math.max(1, end.getTime() - start.getTime());
  const unused = Math.min(length, Math.max(0, end.getTime() - at.getTime()));
  const unusedCredit = Math.round((from.amountCents * unused) / length);
  const creditCents = unusedCredit + subscription.creditCents;
  const chargeTodayCents = Math.max(0, to.amountCents - creditCents);
  const creditAfterCents = Math.max(0, creditCents - to.amountCents);
  return {
    currency: to.currency,
    creditCents,
    chargeTodayCents,
    creditAfterCents,
    nextChargeDate: addInterval(at, to.interval as 'month' | 'year').toISOString(),
    nextChargeAmountCents: Math.max(0, to.amountCents - creditAfterCents),
  };
}

/**
 * The token of a preview: the proration time, and a digest of what the preview depended on and answered. Confirming
 * recomputes the preview at the same time; any difference (the subscription changed, another plan change happened,
 * Stripe's amounts moved) shows in the digest.
 */
function previewToken(
  at: Date,
  subscription: Subscription,
  toPlanId: string,
  amounts: PlanChangeAmounts,
): string {
  const seconds = Math.floor(at.getTime() / 1000);
  const digest = createHash('sha256')
    .update(
      JSON.stringify([
        seconds,
        subscription.id,
        subscription.planId,
        subscription.status,
        subscription.cancelAtPeriodEnd,
        subscription.currentPeriodEnd?.toISOString() ?? null,
        toPlanId,
        amounts,
      ]),
    )
    .digest('base64url')
    .slice(0, 32);
  return `${seconds}.${digest}`;
}

/** The proration time of a token, or undefined for one that is not a token. */
function prorationTimeOf(token: string): Date | undefined {
  const match = /^(\d{9,11})\.[\w-]{32}$/.exec(token);
  return match ? new Date(Number(match[1]) * 1000) : undefined;
}

/** The checks before a plan change: a running, paid, renewing subscription; another plan; enough seats. */
async function changeablePlan(
  db: Db,
  employerId: string,
  planId: string,
  now: Date,
  events?: PaymentFailedEmitter,
): Promise<{ subscription: Subscription; from: Plan; to: Plan }> {
  const found = await currentSubscription(db, employerId, now, events);
  if (!found || !isLive(found.subscription.status)) {
    throw new AppError(409, 'NO_SUBSCRIPTION', NO_SUBSCRIPTION_MESSAGE);
  }
  const { subscription, plan: from } = found;
  if (
    subscription.status !== SubscriptionStatus.Active &&
    subscription.status !== SubscriptionStatus.Trialing
  ) {
    throw new AppError(409, 'PAYMENT_DUE', CHANGE_WHILE_UNPAID_MESSAGE);
  }
  if (subscription.cancelAtPeriodEnd)
    throw new AppError(409, 'SUBSCRIPTION_ENDING', CHANGE_WHILE_CANCELED_MESSAGE);
  const to = await findPlan(db, planId);
  if (!to) throw new AppError(404, 'PLAN_NOT_FOUND', PLAN_NOT_FOUND_MESSAGE);
  if (to.id === from.id) throw new AppError(409, 'SAME_PLAN', SAME_PLAN_MESSAGE);
  const taken = await seatsTaken(db, employerId, now);
  if (taken > to.seats) throw new AppError(409, 'SEATS_IN_USE', seatsInUseMessage(taken, to));
  return { subscription, from, to };
}

async function amountsAt(
  config: Config,
  change: { subscription: Subscription; from: Plan; to: Plan },
  at: Date,
): Promise<PlanChangeAmounts> {
  const { subscription, from, to } = change;
  if (subscription.provider !== 'stripe') return testProration(subscription, from, to, at);
  const gateway = stripeGatewayFor(config);
  const stripeSubscriptionId = subscription.providerSubscriptionId;
  if (!gateway || !stripeSubscriptionId)
    throw new AppError(503, 'PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE);
  const priceId = to.stripePriceId;
  if (!priceId) throw new AppError(503, 'PLAN_NOT_ON_STRIPE', PLAN_NOT_ON_STRIPE_MESSAGE);
  const preview = await callStripe(() =>
    gateway.previewPriceChange({ subscriptionId: stripeSubscriptionId, priceId, prorationDate: at }),
  );
  return {
    currency: preview.currency,
    creditCents: preview.creditCents,
    chargeTodayCents: preview.chargeTodayCents,
    creditAfterCents: preview.creditAfterCents,
    nextChargeDate: preview.nextChargeDate.toISOString(),
    nextChargeAmountCents: Math.max(0, to.amountCents - preview.creditAfterCents),
  };
}

/** What switching to `planId` now costs, sealed in a token that the confirmation sends back. */
export async function previewPlanChange(
  db: Db,
  config: Config,
  employerId: string,
  planId: string,
  now: Date = new Date(),
  events?: PaymentFailedEmitter,
): Promise<PlanChangePreview> {
  const change = await changeablePlan(db, employerId, planId, now, events);
  assertProviderOn(config, change.subscription);
  // Whole seconds: Stripe's proration date is in seconds, and the confirmation recomputes at exactly this time.
  const at = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const amounts = await amountsAt(config, change, at);
  return {
    fromPlan: toSubscriptionView(change.subscription, change.from).plan,
    toPlan: toSubscriptionView(change.subscription, change.to).plan,
    ...amounts,
    previewToken: previewToken(at, change.subscription, change.to.id, amounts),
    expiresAt: new Date(at.getTime() + PREVIEW_LIFETIME_MS).toISOString(),
  };
}

/**
 * Applies a previewed plan change exactly: the amounts are recomputed at the preview's time and must match its
 * token (else 409, preview again). Test provider: the card on file is charged today's amount (402 when declined,
 * nothing changes), a `subscription_update` invoice is written and the new period starts. Stripe: the subscription's
 * price is switched with the same proration date and Stripe invoices and charges it.
 */
export async function confirmPlanChange(
  db: Db,
  config: Config,
  employerId: string,
  input: { planId: string; previewToken: string },
  now: Date = new Date(),
  events?: PaymentFailedEmitter,
): Promise<SubscriptionView> {
  const at = prorationTimeOf(input.previewToken);
  if (!at) throw new AppError(409, 'STALE_PREVIEW', STALE_PREVIEW_MESSAGE);
  if (at.getTime() > now.getTime() + 60_000 || now.getTime() - at.getTime() > PREVIEW_LIFETIME_MS) {
    throw new AppError(409, 'STALE_PREVIEW', EXPIRED_PREVIEW_MESSAGE);
  }
  const change = await changeablePlan(db, employerId, input.planId, now, events);
  assertProviderOn(config, change.subscription);
  const amounts = await amountsAt(config, change, at);
  if (previewToken(at, change.subscription, change.to.id, amounts) !== input.previewToken) {
    throw new AppError(409, 'STALE_PREVIEW', STALE_PREVIEW_MESSAGE);
  }
  const { to } = change;

  if (change.subscription.provider === 'stripe') {
    const gateway = stripeGatewayFor(config);
    const stripeSubscriptionId = change.subscription.providerSubscriptionId;
    if (!gateway || !stripeSubscriptionId || !to.stripePriceId) {
      throw new AppError(503, 'PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE);
    }
    const priceId = to.stripePriceId;
    const snapshot = await declinedAsPaymentRequired(() =>
      callStripe(() =>
        gateway.changePrice({
          subscriptionId: stripeSubscriptionId,
          priceId,
          prorationDate: at,
          metadata: { employerId, planId: to.id },
          idempotencyKey: `plan-change-${change.subscription.id}-${input.previewToken}`,
        }),
      ),
    );
    // The plan Stripe now bills, not the one asked for: when two changes cross, Stripe keeps the last one, and so
    // do the row and the seats it gives.
    const billedPlanId = (await planIdOfPrice(db, snapshot.priceId)) ?? to.id;
    const [updated] = await db
      .update(subscriptions)
      .set({ planId: billedPlanId, ...snapshotChanges(snapshot) })
      .where(eq(subscriptions.id, change.subscription.id))
      .returning();
    await mirrorEmployerStatus(db, employerId);
    const billed = billedPlanId === to.id ? to : ((await findPlan(db, billedPlanId)) ?? to);
    return toSubscriptionView(updated ?? change.subscription, billed);
  }

  const updated = await db.transaction(async (tx) => {
    await lockEmployer(tx, employerId);
    // Another change committed between the check above and the lock: the preview no longer holds.
    const current = await latestSubscription(tx, employerId);
    if (
      !current ||
      current.subscription.id !== change.subscription.id ||
      current.subscription.planId !== change.subscription.planId ||
      current.subscription.currentPeriodEnd?.getTime() !== change.subscription.currentPeriodEnd?.getTime()
    ) {
      throw new AppError(409, 'STALE_PREVIEW', STALE_PREVIEW_MESSAGE);
    }
    const subscription = current.subscription;
    if (amounts.chargeTodayCents > 0) {
      const charge = chargeCardOnFile(
        {
          declinesCharges: subscription.cardDeclinesCharges,
          expMonth: subscription.cardExpMonth,
          expYear: subscription.cardExpYear,
        },
        now,
      );
      if (!charge.ok) throw new AppError(402, charge.code, charge.message);
    }
    const periodEnd = addInterval(at, to.interval as 'month' | 'year');
    await writeInvoice(tx, {
      employerId,
      subscriptionId: subscription.id,
      reason: 'subscription_update',
      status: 'paid',
      description: `Switch from the ${change.from.name} plan to the ${to.name} plan`,
      planId: to.id,
      amountCents: amounts.chargeTodayCents,
      creditCents: amounts.creditCents - amounts.creditAfterCents,
      currency: to.currency,
      periodStart: at,
      periodEnd,
      cardBrand: subscription.cardBrand,
      cardLast4: subscription.cardLast4,
      at: now,
    });
    const [row] = await tx
      .update(subscriptions)
      .set({
        planId: to.id,
        status: SubscriptionStatus.Active,
        currentPeriodStart: at,
        currentPeriodEnd: periodEnd,
        creditCents: amounts.creditAfterCents,
      })
      .where(eq(subscriptions.id, subscription.id))
      .returning();
    await mirrorEmployerStatus(tx, employerId);
    return row ?? subscription;
  });
  return toSubscriptionView(updated, to);
}

/** Stripe declining a card becomes 402 with Stripe's words. */
async function declinedAsPaymentRequired<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const cause = error instanceof AppError ? error.cause : error;
    if (cause instanceof StripeCardDeclinedError) {
      throw new AppError(402, 'CARD_DECLINED', cause.message, { cause });
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Replacing the card

/** A running subscription (past due included) whose card can be replaced; 409 when there is none. */
async function subscriptionWithCard(
  db: Db,
  employerId: string,
  now: Date,
  events?: PaymentFailedEmitter,
): Promise<{ subscription: Subscription; plan: Plan }> {
  const found = await currentSubscription(db, employerId, now, events);
  if (!found || !isLive(found.subscription.status)) {
    throw new AppError(409, 'NO_SUBSCRIPTION', NO_SUBSCRIPTION_MESSAGE);
  }
  return found;
}

/** Stripe: a SetupIntent for the customer of the subscription, for Stripe Elements. */
export async function startCardSetup(
  db: Db,
  config: Config,
  employerId: string,
  now: Date = new Date(),
): Promise<{ clientSecret: string }> {
  const { subscription } = await subscriptionWithCard(db, employerId, now);
  const gateway = stripeGatewayFor(config);
  const customerId = subscription.providerCustomerId;
  if (subscription.provider !== 'stripe' || !gateway || !customerId) {
    throw new AppError(409, 'NOT_STRIPE', 'Enter the new card in the form: payments are in test mode.');
  }
  return callStripe(() => gateway.createSetupIntent({ customerId }));
}

/**
 * Replaces the card on file. Test provider: the card is checked and saved (0341 saves but its charges fail);
 * Stripe: the confirmed SetupIntent's payment method becomes the default. Then, when a renewal is unpaid (past
 * due), it is charged again to the new card: paid, the subscription is `active` again; declined, the card stays
 * saved and 402 says the payment did not go through.
 */
export async function replaceCard(
  db: Db,
  config: Config,
  employerId: string,
  input: { card?: TestCard | undefined; paymentMethodId?: string | undefined },
  now: Date = new Date(),
  events?: PaymentFailedEmitter,
): Promise<{ subscription: SubscriptionView; card: CardOnFile | null; retriedCharge: 'none' | 'paid' }> {
  const found = await subscriptionWithCard(db, employerId, now, events);
  assertProviderOn(config, found.subscription);
  if (found.subscription.provider === 'stripe')
    return replaceStripeCard(db, config, found, input.paymentMethodId);
  if (!input.card) throw new AppError(400, 'CARD_REQUIRED', CARD_REQUIRED_MESSAGE);
  const attached = attachTestCard(
    {
      ...input.card,
      expMonth: Number(input.card.expMonth),
      expYear: Number(input.card.expYear),
    },
    now,
  );
  if (!attached.ok) throw new AppError(attached.status, attached.code, attached.message);

  const result = await db.transaction(async (tx) => {
    await lockEmployer(tx, employerId);
    const [saved] = await tx
      .update(subscriptions)
      .set({
        cardBrand: attached.brand,
        cardLast4: attached.last4,
        cardExpMonth: attached.expMonth,
        cardExpYear: fullCardYear(attached.expYear),
        cardDeclinesCharges: attached.declinesCharges,
      })
      .where(eq(subscriptions.id, found.subscription.id))
      .returning();
    const subscription = saved ?? found.subscription;
    const unpaid =
      subscription.status === SubscriptionStatus.PastDue || subscription.status === SubscriptionStatus.Unpaid
        ? await latestFailedInvoice(tx, subscription.id)
        : undefined;
    if (!unpaid) return { subscription, retried: 'none' as const, declined: undefined };
    const charge = chargeCardOnFile(attached, now);
    if (!charge.ok) {
      return {
        subscription,
        retried: 'none' as const,
        declined: retryDeclinedMessage(unpaid.amountCents, unpaid.currency, charge.message),
      };
    }
    await tx
      .update(invoicesTable)
      .set({ status: 'paid', paidAt: now, cardBrand: attached.brand, cardLast4: attached.last4 })
      .where(eq(invoicesTable.id, unpaid.id));
    const [restored] = await tx
      .update(subscriptions)
      .set({ status: SubscriptionStatus.Active })
      .where(eq(subscriptions.id, subscription.id))
      .returning();
    await mirrorEmployerStatus(tx, employerId);
    return { subscription: restored ?? subscription, retried: 'paid' as const, declined: undefined };
  });
  // The card is saved either way; the refusal says the payment is still due.
  if (result.declined) throw new AppError(402, 'CARD_DECLINED', result.declined);
  return {
    subscription: toSubscriptionView(result.subscription, found.plan),
    card: cardOf(result.subscription),
    retriedCharge: result.retried,
  };
}

async function replaceStripeCard(
  db: Db,
  config: Config,
  found: { subscription: Subscription; plan: Plan },
  paymentMethodId: string | undefined,
): Promise<{ subscription: SubscriptionView; card: CardOnFile | null; retriedCharge: 'none' | 'paid' }> {
  const gateway: StripeGateway | undefined = stripeGatewayFor(config);
  const { subscription } = found;
  const customerId = subscription.providerCustomerId;
  const subscriptionId = subscription.providerSubscriptionId;
  if (!gateway || !customerId || !subscriptionId) {
    throw new AppError(503, 'PAYMENT_UNAVAILABLE', PAYMENT_UNAVAILABLE_MESSAGE);
  }
  if (!paymentMethodId) throw new AppError(400, 'CARD_REQUIRED', CARD_REQUIRED_MESSAGE);
  let snapshot = await declinedAsPaymentRequired(() =>
    callStripe(() => gateway.setDefaultPaymentMethod({ customerId, subscriptionId, paymentMethodId })),
  );
  let retriedCharge: 'none' | 'paid' = 'none';
  let declined: string | undefined;
  if (snapshot.status === SubscriptionStatus.PastDue || snapshot.status === SubscriptionStatus.Unpaid) {
    try {
      retriedCharge = await declinedAsPaymentRequired(() =>
        callStripe(() => gateway.payOpenInvoice(subscriptionId)),
      );
      snapshot = await callStripe(() => gateway.retrieveSubscription(subscriptionId));
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 402) throw error;
      declined = retryDeclinedMessage(found.plan.amountCents, found.plan.currency, error.message);
    }
  }
  const [updated] = await db
    .update(subscriptions)
    .set(snapshotChanges(snapshot))
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  await mirrorEmployerStatus(db, subscription.employerId);
  if (declined) throw new AppError(402, 'CARD_DECLINED', declined);
  const row = updated ?? subscription;
  return { subscription: toSubscriptionView(row, found.plan), card: cardOf(row), retriedCharge };
}

// ---------------------------------------------------------------------------------------------------------
// Invoices

const knownStatuses: readonly string[] = invoiceStatuses;

/** The organization's invoices, newest first: the test provider's own, or Stripe's. */
export async function listInvoices(db: Db, config: Config, employerId: string): Promise<Invoice[]> {
  const gateway = stripeGatewayFor(config);
  if (!gateway) return (await listInvoiceRows(db, employerId)).map(toInvoiceView);
  const [known] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.employerId, employerId))
    .orderBy(subscriptions.createdAt);
  const customerId = known?.customerId;
  if (!customerId) return [];
  const summaries = await callStripe(() => gateway.listInvoices(customerId));
  return summaries.map((invoice) => ({
    _id: invoice.id,
    number: invoice.number ?? invoice.id,
    createdAt: invoice.created.toISOString(),
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    status: (knownStatuses.includes(invoice.status) ? invoice.status : 'open') as InvoiceStatus,
    description: invoice.description,
    receiptPath: null,
    hostedInvoiceUrl: invoice.hostedInvoiceUrl,
    invoicePdf: invoice.invoicePdf,
  }));
}

export const INVOICE_NOT_FOUND_MESSAGE = 'This invoice was not found.';

/** One of the organization's invoices as an HTML receipt; 404 for another organization's or an unknown id. */
export async function invoiceReceipt(
  db: Db,
  config: Config,
  employerId: string,
  invoiceId: string,
): Promise<{ html: string; fileName: string }> {
  const row = await findInvoice(db, employerId, invoiceId);
  if (!row) throw new AppError(404, 'NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
  const [employer] = await db
    .select({ name: employers.organizationName, email: employers.email })
    .from(employers)
    .where(eq(employers.id, employerId));
  return {
    html: renderReceipt(row, { name: employer?.name ?? null, email: employer?.email ?? '' }, !config.stripe),
    fileName: `medhire-${row.number}.html`,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The simulated renewal (test provider, never in production)

/**
 * Ends the current period now and renews it, as the period's end would: the card on file is charged (0341
 * declines: `past_due`, the account lapses, the owner is told) or a cancelled subscription ends. For
 * demonstrations and end-to-end tests; 404 where {@link testRenewalAvailable} is false.
 */
export async function simulateRenewal(
  db: Db,
  config: Config,
  employerId: string,
  now: Date = new Date(),
  events?: PaymentFailedEmitter,
): Promise<{ outcome: 'paid' | 'failed' | 'ended'; subscription: SubscriptionView }> {
  if (!testRenewalAvailable(config)) throw new AppError(404, 'NOT_FOUND', TEST_RENEWAL_OFF_MESSAGE);
  const result = await db.transaction(async (tx) => {
    await lockEmployer(tx, employerId);
    const found = await latestSubscription(tx, employerId);
    if (found?.subscription.provider !== 'test' || !isLive(found.subscription.status)) {
      throw new AppError(409, 'NOTHING_TO_RENEW', NOTHING_TO_RENEW_MESSAGE);
    }
    if (found.subscription.status !== SubscriptionStatus.Active) {
      throw new AppError(409, 'PAYMENT_DUE', RENEWAL_UNPAID_MESSAGE);
    }
    const renewal = await renewTestPeriod(tx, found.subscription, found.plan, now);
    await mirrorEmployerStatus(tx, employerId);
    return { ...renewal, plan: found.plan };
  });
  if (result.outcome === 'failed')
    emitPaymentFailed(events, result.subscription, result.plan, result.amountCents);
  return { outcome: result.outcome, subscription: toSubscriptionView(result.subscription, result.plan) };
}
