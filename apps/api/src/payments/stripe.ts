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
  /**
   * What switching the subscription to `priceId` costs if done at `prorationDate` (Stripe's upcoming-invoice
   * preview, prorations invoiced at once). The same `prorationDate` passed to {@link changePrice} bills exactly this.
   */
  previewPriceChange(input: {
    subscriptionId: string;
    priceId: string;
    prorationDate: Date;
  }): Promise<StripePriceChangePreview>;
  /**
   * Switches the subscription to `priceId` with prorations computed at `prorationDate` and invoiced at once; the
   * invoice is paid with the card on file or the update fails ({@link StripeCardDeclinedError}).
   */
  changePrice(input: {
    subscriptionId: string;
    priceId: string;
    prorationDate: Date;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<StripeSubscriptionSnapshot>;
  /** A SetupIntent that saves a card for later charges, confirmed by Stripe Elements in the browser. */
  createSetupIntent(input: { customerId: string }): Promise<{ clientSecret: string }>;
  /** Makes a saved payment method the customer's and the subscription's default; answers the subscription. */
  setDefaultPaymentMethod(input: {
    customerId: string;
    subscriptionId: string;
    paymentMethodId: string;
  }): Promise<StripeSubscriptionSnapshot>;
  /**
   * Pays the subscription's latest invoice again when it is still open (a failed renewal), with the default
   * card: `paid`, or `none` when nothing was due. A declined card throws {@link StripeCardDeclinedError}.
   */
  payOpenInvoice(subscriptionId: string): Promise<'paid' | 'none'>;
  /** The customer's invoices, newest first. */
  listInvoices(customerId: string): Promise<StripeInvoiceSummary[]>;
}

/** What a plan change will cost, from Stripe's preview invoice. */
export interface StripePriceChangePreview {
  currency: string;
  /** Credit for the unused time of the current price (the proration lines below zero) and any credit before. */
  creditCents: number;
  /** The preview invoice's amount due: charged when the change is made. */
  chargeTodayCents: number;
  /** Credit left on the customer's balance afterwards. */
  creditAfterCents: number;
  /** When the new price's first period ends: the next charge. */
  nextChargeDate: Date;
}

/** One of Stripe's invoices, as the invoice list shows it. */
export interface StripeInvoiceSummary {
  id: string;
  number: string | null;
  created: Date;
  amountCents: number;
  currency: string;
  status: string;
  description: string;
  hostedInvoiceUrl: string | null;
  invoicePdf: string | null;
}

/** Stripe declined the card (a plan change's or a retried invoice's payment); `message` is Stripe's, for people. */
export class StripeCardDeclinedError extends Error {
  override readonly name = 'StripeCardDeclinedError';
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
  cardExpMonth: number | null;
  cardExpYear: number | null;
  priceId: string | null;
  metadata: Record<string, string>;
  /**
   * The credit on the customer's balance (what a plan change to a cheaper plan left), present when the customer was
   * expanded (retrieve, update); the next invoices use it before the card.
   */
  creditCents: number | null;
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
    cardExpMonth: card?.exp_month ?? null,
    cardExpYear: card?.exp_year ?? null,
    priceId: idOf(item?.price ?? null),
    metadata: { ...(subscription.metadata ?? {}) },
    creditCents: creditOf(subscription.customer),
  };
}

/** The credit of an expanded customer (Stripe keeps it as a negative balance), or null when not expanded. */
function creditOf(customer: Stripe.Subscription['customer']): number | null {
  if (!customer || typeof customer === 'string' || !('balance' in customer)) return null;
  return Math.max(0, -customer.balance);
}

/** The gateway on the real Stripe SDK. */
export function createStripeGateway(settings: { secretKey: string }): StripeGateway {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  // The card on file, and the customer for the credit on their balance.
  const expandCard = ['default_payment_method', 'customer'];
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
    async previewPriceChange({ subscriptionId, priceId, prorationDate }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Subscription ${subscriptionId} has no item`);
      const preview = await stripe.invoices.createPreview({
        customer: idOf(subscription.customer) ?? undefined,
        subscription: subscriptionId,
        subscription_details: {
          items: [{ id: item.id, price: priceId }],
          proration_date: Math.floor(prorationDate.getTime() / 1000),
          proration_behavior: 'always_invoice',
        },
      });
      return summarizePreview(preview);
    },
    async changePrice({ subscriptionId, priceId, prorationDate, metadata, idempotencyKey }) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Subscription ${subscriptionId} has no item`);
      return cardErrorsDeclined(async () =>
        toSubscriptionSnapshot(
          await stripe.subscriptions.update(
            subscriptionId,
            {
              items: [{ id: item.id, price: priceId }],
              proration_date: Math.floor(prorationDate.getTime() / 1000),
              proration_behavior: 'always_invoice',
              payment_behavior: 'error_if_incomplete',
              metadata,
              expand: expandCard,
            },
            { idempotencyKey },
          ),
        ),
      );
    },
    async createSetupIntent({ customerId }) {
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
      });
      if (!intent.client_secret) throw new Error('Stripe answered a SetupIntent without a client secret');
      return { clientSecret: intent.client_secret };
    },
    async setDefaultPaymentMethod({ customerId, subscriptionId, paymentMethodId }) {
      const method = await stripe.paymentMethods.retrieve(paymentMethodId);
      // Only a card this customer saved (its SetupIntent attached it) may become its default.
      if (idOf(method.customer) !== customerId)
        throw new StripeCardDeclinedError('This card could not be saved.');
      await stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: paymentMethodId },
      });
      return toSubscriptionSnapshot(
        await stripe.subscriptions.update(subscriptionId, {
          default_payment_method: paymentMethodId,
          expand: expandCard,
        }),
      );
    },
    async payOpenInvoice(subscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, {
        expand: ['latest_invoice'],
      });
      const invoice = subscription.latest_invoice;
      if (!invoice || typeof invoice !== 'object' || invoice.status !== 'open' || !invoice.id) return 'none';
      const invoiceId = invoice.id;
      await cardErrorsDeclined(() => stripe.invoices.pay(invoiceId));
      return 'paid';
    },
    async listInvoices(customerId) {
      const page = await stripe.invoices.list({ customer: customerId, limit: 24 });
      return page.data.map(toInvoiceSummary);
    },
  };
}

/** A card declined by Stripe becomes {@link StripeCardDeclinedError} with Stripe's message; the rest is rethrown. */
async function cardErrorsDeclined<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new StripeCardDeclinedError(error.message || 'Your card was declined. Try another card.');
    }
    throw error;
  }
}

/** The amounts of a plan change's preview invoice. */
export function summarizePreview(preview: Stripe.Invoice): StripePriceChangePreview {
  const lines = preview.lines?.data ?? [];
  // The unused time of the current price (the proration lines below zero), and any credit already on the balance.
  const prorationCredit = -lines
    .filter((line) => line.amount < 0)
    .reduce((sum, line) => sum + line.amount, 0);
  const creditCents = prorationCredit + Math.max(0, -(preview.starting_balance ?? 0));
  const periodEnds = lines.map((line) => line.period?.end ?? 0);
  const nextChargeSeconds = periodEnds.length > 0 ? Math.max(...periodEnds) : preview.period_end;
  return {
    currency: preview.currency,
    creditCents,
    chargeTodayCents: preview.amount_due,
    creditAfterCents: Math.max(0, -(preview.ending_balance ?? 0)),
    nextChargeDate: new Date(nextChargeSeconds * 1000),
  };
}

/** One of Stripe's invoices for the list. */
export function toInvoiceSummary(invoice: Stripe.Invoice): StripeInvoiceSummary {
  const firstLine = invoice.lines?.data?.[0]?.description;
  return {
    id: invoice.id ?? '',
    number: invoice.number ?? null,
    created: new Date(invoice.created * 1000),
    amountCents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status: invoice.status ?? 'draft',
    description: invoice.description ?? firstLine ?? 'Subscription',
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
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
