import { type Subscription, SubscriptionStatus } from '@medhire/domain';
import { describe, expect, it } from 'vitest';
import { cancelable, describeCard, periodLine, subscriptionStatusWords } from './subscription-words';

const subscription: Subscription = {
  _id: 'sub_1',
  plan: {
    _id: 'plan_month',
    name: 'Monthly',
    interval: 'month',
    amountCents: 29_900,
    seats: 5,
    currency: 'usd',
    description: '',
    features: [],
  },
  status: SubscriptionStatus.Active,
  provider: 'test',
  cardBrand: 'visa',
  cardLast4: '4242',
  // Noon UTC: the same calendar day in every time zone the tests may run in.
  currentPeriodEnd: '2026-12-26T12:00:00.000Z',
  cancelAtPeriodEnd: false,
};

describe('subscriptionStatusWords', () => {
  it('asks for a card only when a payment failed or is missing', () => {
    const needsCard = Object.values(SubscriptionStatus).filter(
      (status) => subscriptionStatusWords(status).needsCard,
    );
    expect(needsCard.sort()).toEqual(
      [SubscriptionStatus.PastDue, SubscriptionStatus.Incomplete, SubscriptionStatus.Unpaid].sort(),
    );
  });

  it('says what a status means in plain words', () => {
    expect(subscriptionStatusWords(SubscriptionStatus.PastDue)).toMatchObject({
      label: 'Past due',
      help: 'Your last payment did not go through — update your card to keep access.',
    });
    expect(subscriptionStatusWords(SubscriptionStatus.IncompleteExpired).label).toBe('Expired');
    expect(subscriptionStatusWords(SubscriptionStatus.Active).help).toBeUndefined();
  });
});

describe('describeCard', () => {
  it('names the brand and the last four digits', () => {
    expect(describeCard('visa', '4242')).toBe('Visa ending in 4242');
    expect(describeCard('AMEX', '0005')).toBe('American Express ending in 0005');
    expect(describeCard('elo', '1234')).toBe('Elo ending in 1234');
    expect(describeCard(null, '1234')).toBe('Card ending in 1234');
  });

  it('gives nothing without the last four digits', () => {
    expect(describeCard('visa', null)).toBeNull();
    expect(describeCard('visa', '')).toBeNull();
  });
});

describe('periodLine', () => {
  it('says renews, ends or ended by the status and the cancellation', () => {
    expect(periodLine(subscription)).toEqual({ term: 'Renews on', date: 'December 26, 2026' });
    expect(periodLine({ ...subscription, cancelAtPeriodEnd: true })?.term).toBe('Ends on');
    expect(periodLine({ ...subscription, status: SubscriptionStatus.Canceled })?.term).toBe('Ended on');
    expect(periodLine({ ...subscription, status: SubscriptionStatus.Trialing })?.term).toBe(
      'First payment on',
    );
    expect(
      periodLine({ ...subscription, status: SubscriptionStatus.Trialing, cancelAtPeriodEnd: true })?.term,
    ).toBe('Trial ends on');
  });

  it('has no line before the provider set a period end, for an incomplete first payment, nor while a payment is due', () => {
    expect(periodLine({ ...subscription, status: SubscriptionStatus.PastDue })).toBeNull();
    expect(periodLine({ ...subscription, status: SubscriptionStatus.Unpaid })).toBeNull();
    expect(periodLine({ ...subscription, currentPeriodEnd: null })).toBeNull();
    expect(periodLine({ ...subscription, status: SubscriptionStatus.Incomplete })).toBeNull();
  });
});

describe('cancelable', () => {
  it('lets the employer cancel only a running subscription', () => {
    expect([...cancelable].sort()).toEqual(
      [SubscriptionStatus.Active, SubscriptionStatus.Trialing, SubscriptionStatus.PastDue].sort(),
    );
  });
});
