import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  invoiceSubscriptionId,
  summarizePreview,
  toInvoiceSummary,
  toSubscriptionSnapshot,
  verifyStripeEvent,
} from './stripe.js';

const END = 1_900_000_000;

describe('toSubscriptionSnapshot', () => {
  it('reads the period end from the first item, the card of an expanded payment method and the customer’s credit', () => {
    const subscription = {
      id: 'sub_1',
      customer: { id: 'cus_1', balance: -2_500 },
      status: 'active',
      cancel_at_period_end: true,
      default_payment_method: {
        id: 'pm_1',
        card: { brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2031 },
      },
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
      cardExpMonth: 8,
      cardExpYear: 2031,
      priceId: 'price_month',
      metadata: { employerId: 'e-1' },
      creditCents: 2_500,
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
      // The customer not expanded: its credit is unknown, and the stored one is kept.
      creditCents: null,
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

describe('summarizePreview', () => {
  it('reads a month-to-year change: the unused month as credit, the amount due today, the year’s end as the next charge', () => {
    const yearEnd = 1_931_536_000;
    const preview = {
      currency: 'usd',
      amount_due: 279_067,
      ending_balance: 0,
      period_end: 1_900_000_000,
      lines: {
        data: [
          { amount: -19_933, period: { start: 1_900_000_000, end: 1_901_000_000 } },
          { amount: 299_000, period: { start: 1_900_000_000, end: yearEnd } },
        ],
      },
    } as unknown as Stripe.Invoice;
    expect(summarizePreview(preview)).toEqual({
      currency: 'usd',
      creditCents: 19_933,
      chargeTodayCents: 279_067,
      creditAfterCents: 0,
      nextChargeDate: new Date(yearEnd * 1000),
    });
  });

  it('counts the credit already on the balance with the unused time', () => {
    const preview = {
      currency: 'usd',
      amount_due: 274_067,
      starting_balance: -5_000,
      ending_balance: 0,
      period_end: 1_900_000_000,
      lines: { data: [{ amount: -19_933, period: { start: 1_900_000_000, end: 1_901_000_000 } }] },
    } as unknown as Stripe.Invoice;
    expect(summarizePreview(preview)).toMatchObject({ creditCents: 24_933, chargeTodayCents: 274_067 });
  });

  it('keeps the credit larger than the new price as the balance after (a negative ending balance)', () => {
    const preview = {
      currency: 'usd',
      amount_due: 0,
      ending_balance: -200_000,
      period_end: 1_900_000_000,
      lines: {
        data: [
          { amount: -229_900, period: { start: 1, end: 2 } },
          { amount: 29_900, period: { start: 1, end: 3 } },
        ],
      },
    } as unknown as Stripe.Invoice;
    expect(summarizePreview(preview)).toMatchObject({
      creditCents: 229_900,
      chargeTodayCents: 0,
      creditAfterCents: 200_000,
    });
  });
});

describe('toInvoiceSummary', () => {
  it('lists a paid invoice by what was paid and an open one by what is due, with Stripe’s links', () => {
    const base = {
      id: 'in_1',
      number: 'ABC-0001',
      created: 1_900_000_000,
      currency: 'usd',
      amount_paid: 29_900,
      amount_due: 29_900,
      hosted_invoice_url: 'https://invoice.stripe.com/i/1',
      invoice_pdf: 'https://pay.stripe.com/invoice/1/pdf',
      lines: { data: [{ description: '1 × Monthly (at $299.00 / month)' }] },
    };
    expect(toInvoiceSummary({ ...base, status: 'paid' } as unknown as Stripe.Invoice)).toEqual({
      id: 'in_1',
      number: 'ABC-0001',
      created: new Date(1_900_000_000 * 1000),
      amountCents: 29_900,
      currency: 'usd',
      status: 'paid',
      description: '1 × Monthly (at $299.00 / month)',
      hostedInvoiceUrl: 'https://invoice.stripe.com/i/1',
      invoicePdf: 'https://pay.stripe.com/invoice/1/pdf',
    });
    expect(
      toInvoiceSummary({ ...base, status: 'open', amount_paid: 0 } as unknown as Stripe.Invoice),
    ).toMatchObject({ status: 'open', amountCents: 29_900 });
  });
});
