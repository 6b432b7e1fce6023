import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { invoiceSubscriptionId, toSubscriptionSnapshot, verifyStripeEvent } from './stripe.js';

const END = 1_900_000_000;

describe('toSubscriptionSnapshot', () => {
  it('reads the period end from the first item, and the card of an expanded payment method', () => {
    const subscription = {
      id: 'sub_1',
      customer: { id: 'cus_1' },
      status: 'active',
      cancel_at_period_end: true,
      default_payment_method: { id: 'pm_1', card: { brand: 'mastercard', last4: '4444' } },
      metadata: { employerId: 'e-1' },
      items: { data: [{ current_period_end: END, price: 'price_month' }] },
    } as unknown as Stripe.Subscription;
    expect(toSubscriptionSnapshot(subscription)).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      currentPeriodEnd: new Date(END * 1000),
      cancelAtPeriodEnd: true,
      cardBrand: 'mastercard',
      cardLast4: '4444',
      priceId: 'price_month',
      metadata: { employerId: 'e-1' },
    });
  });

  it('falls back to the subscription’s own period end (older API versions) and no card for an id', () => {
    const subscription = {
      id: 'sub_2',
      customer: 'cus_2',
      status: 'past_due',
      cancel_at_period_end: false,
      current_period_end: END,
      default_payment_method: 'pm_2',
      metadata: {},
      items: { data: [] },
    } as unknown as Stripe.Subscription;
    expect(toSubscriptionSnapshot(subscription)).toMatchObject({
      customerId: 'cus_2',
      currentPeriodEnd: new Date(END * 1000),
      cardBrand: null,
      cardLast4: null,
      priceId: null,
    });
  });
});

describe('invoiceSubscriptionId', () => {
  it('finds the subscription under parent.subscription_details, or on older invoices directly', () => {
    expect(
      invoiceSubscriptionId({
        parent: { subscription_details: { subscription: 'sub_new' } },
      } as unknown as Stripe.Invoice),
    ).toBe('sub_new');
    expect(
      invoiceSubscriptionId({ parent: null, subscription: 'sub_old' } as unknown as Stripe.Invoice),
    ).toBe('sub_old');
    expect(invoiceSubscriptionId({ parent: null } as unknown as Stripe.Invoice)).toBeNull();
  });
});

describe('verifyStripeEvent', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'invoice.paid',
    data: { object: {} },
  });

  it('parses an event signed with the secret', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_a' });
    expect(verifyStripeEvent(Buffer.from(payload), header, 'whsec_a').id).toBe('evt_1');
  });

  it('throws for another secret and for an old signature (replay)', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_a' });
    expect(() => verifyStripeEvent(Buffer.from(payload), header, 'whsec_b')).toThrow();
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_a',
      timestamp: Math.floor(Date.now() / 1000) - 60 * 60,
    });
    expect(() => verifyStripeEvent(Buffer.from(payload), old, 'whsec_a')).toThrow();
  });
});
