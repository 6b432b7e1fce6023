import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.js';
import { employers, paymentEvents, plans, subscriptions } from '../../db/schema.js';
import type { EventBus } from '../../events/bus.js';
import {
  invoiceSubscriptionId,
  type StripeEvent,
  type StripeGateway,
  type StripeSubscriptionSnapshot,
  toSubscriptionSnapshot,
} from '../../payments/stripe.js';
import { mirrorEmployerStatus, snapshotChanges } from './service.js';

/** What the webhook did with an event. */
export type WebhookOutcome = 'handled' | 'ignored' | 'duplicate';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);

/**
 * Applies a verified Stripe event once. The event id is recorded in `payment_events` in the same
 * transaction as its effect, so a redelivered event changes nothing, and an event whose handling failed
 * (the transaction rolls back) is handled when Stripe retries it.
 * - `customer.subscription.*`: the subscription in the event is mirrored into its row (status, period end,
 *   cancel at period end) and the employer's `subscription_status`.
 * - `invoice.paid` / `invoice.payment_failed`: the invoice's subscription is read back from Stripe (its
 *   status after the payment, and the card it was paid with) and mirrored the same way.
 * - Anything else is acknowledged and ignored.
 */
export async function handleStripeEvent(
  db: Db,
  gateway: StripeGateway,
  event: StripeEvent,
  events?: Pick<EventBus, 'emit'>,
): Promise<WebhookOutcome> {
  const relevant = SUBSCRIPTION_EVENTS.has(event.type) || INVOICE_EVENTS.has(event.type);
  if (!relevant) return 'ignored';

  const result = await db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return { outcome: 'duplicate' as const };

    let snapshot: StripeSubscriptionSnapshot | null = null;
    if (SUBSCRIPTION_EVENTS.has(event.type)) {
      snapshot = toSubscriptionSnapshot(event.data.object as Stripe.Subscription);
    } else {
      const subscriptionId = invoiceSubscriptionId(event.data.object as Stripe.Invoice);
      if (subscriptionId) snapshot = await gateway.retrieveSubscription(subscriptionId);
    }
    const stored = snapshot ? await mirrorSnapshot(tx, snapshot) : undefined;
    return { outcome: 'handled' as const, snapshot, stored };
  });

  // A renewal that failed (not a first payment still being confirmed): the owner is told, once the change is saved.
  if (
    event.type === 'invoice.payment_failed' &&
    result.outcome === 'handled' &&
    result.stored &&
    result.snapshot &&
    LAPSED_BY_FAILURE.includes(result.snapshot.status)
  ) {
    const invoice = event.data.object as Stripe.Invoice;
    events?.emit('billing.payment_failed', {
      employerId: result.stored.employerId,
      amountCents: invoice.amount_due,
      currency: invoice.currency,
      planName: result.stored.planName,
      cardBrand: result.snapshot.cardBrand ?? result.stored.cardBrand,
      cardLast4: result.snapshot.cardLast4 ?? result.stored.cardLast4,
    });
  }
  return result.outcome;
}

/** Statuses a failed renewal leaves behind (a failed first payment leaves `incomplete`). */
const LAPSED_BY_FAILURE: readonly string[] = ['past_due', 'unpaid'];

/**
 * Writes a Stripe subscription into its row and the employer's status. A subscription the server has not
 * stored yet (its created event came before the start request finished) is stored from its metadata.
 */
async function mirrorSnapshot(
  db: Db,
  snapshot: StripeSubscriptionSnapshot,
): Promise<
  { employerId: string; planName: string; cardBrand: string | null; cardLast4: string | null } | undefined
> {
  // The plan is the one Stripe bills (its price): two plan changes at once end with Stripe's last, and so does the row.
  const billedPlanId = await planIdOfPrice(db, snapshot.priceId);
  const [updated] = await db
    .update(subscriptions)
    .set({ ...snapshotChanges(snapshot), ...(billedPlanId ? { planId: billedPlanId } : {}) })
    .where(eq(subscriptions.providerSubscriptionId, snapshot.id))
    .returning({
      employerId: subscriptions.employerId,
      planId: subscriptions.planId,
      cardBrand: subscriptions.cardBrand,
      cardLast4: subscriptions.cardLast4,
    });
  if (updated) {
    await mirrorEmployerStatus(db, updated.employerId);
    const [plan] = await db.select({ name: plans.name }).from(plans).where(eq(plans.id, updated.planId));
    return { ...updated, planName: plan?.name ?? 'MedHire' };
  }

  const employerId = snapshot.metadata.employerId;
  const planId = await planOf(db, snapshot);
  if (!employerId || !planId) return undefined;
  const [employer] = await db
    .select({ id: employers.id })
    .from(employers)
    .where(eq(employers.id, employerId));
  if (!employer) return undefined;
  await db
    .insert(subscriptions)
    .values({
      employerId,
      planId,
      provider: 'stripe',
      providerCustomerId: snapshot.customerId,
      providerSubscriptionId: snapshot.id,
      ...snapshotChanges(snapshot),
    })
    .onConflictDoNothing({ target: subscriptions.providerSubscriptionId });
  await mirrorEmployerStatus(db, employerId);
  const [plan] = await db.select({ name: plans.name }).from(plans).where(eq(plans.id, planId));
  return {
    employerId,
    planName: plan?.name ?? 'MedHire',
    cardBrand: snapshot.cardBrand,
    cardLast4: snapshot.cardLast4,
  };
}

/** The plan of a Stripe subscription: from its metadata, else by its price. */
async function planOf(db: Db, snapshot: StripeSubscriptionSnapshot): Promise<string | undefined> {
  const byId = snapshot.metadata.planId;
  if (byId) {
    const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.id, byId));
    if (plan) return plan.id;
  }
  return planIdOfPrice(db, snapshot.priceId);
}

/** The plan sold at a Stripe price, if one is. */
export async function planIdOfPrice(db: Db, priceId: string | null | undefined): Promise<string | undefined> {
  if (!priceId) return undefined;
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.stripePriceId, priceId));
  return plan?.id;
}
