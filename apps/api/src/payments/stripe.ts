import Stripe from 'stripe';

/**
 * Stripe, behind the few calls the billing module makes. The module talks to this interface only, so the
 * tests replace it with an in-memory one and run without the network. Webhook signatures are not part of it:
 * {@link verifyStripeEvent} always checks them with Stripe's own code.
 */
export interface StripeGateway {
  createCustomer(input: { email: string; name?: string; employerId: string }): Promise<{ id: string }>;
  /**
   * Starts a subscription to `priceId` that waits for its first payment (`default_incomplete`): Stripe
   * Elements confirms that payment in the browser with `clientSecret`.
   */
  createSubscription(input: {
    customerId: string;
    priceId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ subscription: StripeSubscriptionSnapshot; clientSecret: string | null }>;
  retrieveSubscription(id: string): Promise<StripeSubscriptionSnapshot>;
  /** Cancel at the end of the period (`true`), or undo that (`false`). */
  setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<StripeSubscriptionSnapshot>;
  /** Cancels now (an abandoned, still incomplete subscription). */
  cancelSubscription(id: string): Promise<StripeSubscriptionSnapshot>;
}

/** What the billing module keeps of a Stripe subscription. */
export interface StripeSubscriptionSnapshot {
  id: string;
  customerId: string;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Present when the default payment method was expanded (retrieve) and is a card. */
  cardBrand: string | null;
  cardLast4: string | null;
  priceId: string | null;
  metadata: Record<string, string>;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/**
 * The snapshot of a subscription object, from the API or from a webhook event. Since API version
 * 2025-03-31 the period end lives on the subscription's items; older payloads carry it on the subscription.
 */
export function toSubscriptionSnapshot(subscription: Stripe.Subscription): StripeSubscriptionSnapshot {
  const item = subscription.items?.data?.[0];
  const legacyPeriodEnd = (subscription as { current_period_end?: number }).current_period_end;
  const periodEnd = item?.current_period_end ?? legacyPeriodEnd;
  const paymentMethod = subscription.default_payment_method;
  const card = paymentMethod && typeof paymentMethod === 'object' ? paymentMethod.card : undefined;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    currentPeriodEnd: typeof periodEnd === 'number' ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    priceId: idOf(item?.price ?? null),
    metadata: { ...(subscription.metadata ?? {}) },
  };
}

/** The gateway on the real Stripe SDK. */
export function createStripeGateway(settings: { secretKey: string }): StripeGateway {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const expandCard = ['default_payment_method'];
  return {
    async createCustomer({ email, name, employerId }) {
      const customer = await stripe.customers.create(
        { email, ...(name ? { name } : {}), metadata: { employerId } },
        { idempotencyKey: `customer-${employerId}` },
      );
      return { id: customer.id };
    },
    async createSubscription({ customerId, priceId, metadata, idempotencyKey }) {
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: priceId }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          metadata,
        },
        { idempotencyKey },
      );
      const invoice = subscription.latest_invoice;
      const clientSecret =
        invoice && typeof invoice === 'object' ? (invoice.confirmation_secret?.client_secret ?? null) : null;
      return { subscription: toSubscriptionSnapshot(subscription), clientSecret };
    },
    async retrieveSubscription(id) {
      return toSubscriptionSnapshot(await stripe.subscriptions.retrieve(id, { expand: expandCard }));
    },
    async setCancelAtPeriodEnd(id, cancelAtPeriodEnd) {
      return toSubscriptionSnapshot(
        await stripe.subscriptions.update(id, {
          cancel_at_period_end: cancelAtPeriodEnd,
          expand: expandCard,
        }),
      );
    },
    async cancelSubscription(id) {
      return toSubscriptionSnapshot(await stripe.subscriptions.cancel(id));
    },
  };
}

/** A webhook event whose signature checked out. */
export type StripeEvent = Stripe.Event;

/**
 * Checks the `Stripe-Signature` header against the raw request body and the endpoint's secret (and that
 * the event is recent, against replays), then parses the event. Throws when anything does not match.
 */
export function verifyStripeEvent(rawBody: Buffer, signature: string, secret: string): StripeEvent {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret);
}

/** The subscription an invoice belongs to (API 2025-03-31 and later: `parent.subscription_details`). */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
  return idOf(fromParent ?? legacy ?? null);
}
