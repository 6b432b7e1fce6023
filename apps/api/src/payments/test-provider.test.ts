import { describe, expect, it } from 'vitest';
import {
  attachTestCard,
  CARD_MESSAGES,
  cardBrand,
  chargeCardOnFile,
  chargeTestCard,
  passesLuhn,
  type TestCard,
} from './test-provider.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const good: TestCard = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  name: 'Ada Park',
};

describe('chargeTestCard', () => {
  it('charges 4242 4242 4242 4242 and keeps only the brand and the last four digits', () => {
    expect(chargeTestCard(good, NOW)).toEqual({ ok: true, brand: 'visa', last4: '4242' });
  });

  it.each([
    ['5555 5555 5555 4444', 'mastercard', '4444'],
    ['3782-822463-10005', 'amex', '0005'],
    ['6011111111111117', 'discover', '1117'],
  ])('charges the %s test card of %s', (number, brand, last4) => {
    const cvc = brand === 'amex' ? '1234' : '123';
    expect(chargeTestCard({ ...good, number, cvc }, NOW)).toEqual({ ok: true, brand, last4 });
  });

  it.each([
    ['4000 0000 0000 0002', 402, 'CARD_DECLINED', 'Your card was declined. Try another card.'],
    ['4000 0000 0000 9995', 402, 'INSUFFICIENT_FUNDS', 'The card has insufficient funds.'],
  ])('refuses %s with %i', (number, status, code, message) => {
    expect(chargeTestCard({ ...good, number }, NOW)).toEqual({ ok: false, status, code, message });
  });

  it('refuses a real-looking card that is not a test card, saying payments are in test mode', () => {
    // 4111 1111 1111 1111 passes Luhn but is not one of Stripe's test numbers the provider accepts.
    expect(chargeTestCard({ ...good, number: '4111111111111111' }, NOW)).toMatchObject({
      ok: false,
      status: 402,
      message: CARD_MESSAGES.TEST_CARD_REQUIRED,
    });
  });

  it.each<[string, Partial<TestCard>, string]>([
    ['a number failing Luhn', { number: '4242 4242 4242 4241' }, 'The card number is not valid.'],
    ['letters in the number', { number: '4242 abcd 4242 4242' }, 'The card number is not valid.'],
    ['too few digits', { number: '4242 4242' }, 'The card number is not valid.'],
    ['month 13', { expMonth: 13 }, 'The expiry month is not valid.'],
    ['month 0', { expMonth: 0 }, 'The expiry month is not valid.'],
    ['last month', { expMonth: 5, expYear: 2026 }, 'The card has expired.'],
    ['last year, two digits', { expMonth: 12, expYear: 25 }, 'The card has expired.'],
    ['a CVC of 2 digits', { cvc: '12' }, 'The security code (CVC) must be 3 or 4 digits.'],
    ['a CVC of 5 digits', { cvc: '12345' }, 'The security code (CVC) must be 3 or 4 digits.'],
    ['a CVC with letters', { cvc: '12a' }, 'The security code (CVC) must be 3 or 4 digits.'],
    ['a blank name', { name: '   ' }, 'Enter the name on the card.'],
  ])('answers 400 for %s', (_case, change, message) => {
    expect(chargeTestCard({ ...good, ...change }, NOW)).toMatchObject({ ok: false, status: 400, message });
  });

  it('accepts a card expiring this month and a two-digit year', () => {
    expect(chargeTestCard({ ...good, expMonth: 6, expYear: 26 }, NOW)).toMatchObject({ ok: true });
  });
});

describe('passesLuhn and cardBrand', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['79927398713', true],
  ])('%s passes Luhn: %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['2223003122003222', 'mastercard'],
    ['371449635398431', 'amex'],
    ['6500000000000002', 'discover'],
    ['9999999999999995', 'unknown'],
  ])('%s is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });
});

describe('attachTestCard (saving the card on file)', () => {
  it('saves 4242 with its brand, last four and expiry, and a charge to it goes through', () => {
    const saved = attachTestCard(good, NOW);
    expect(saved).toEqual({
      ok: true,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      declinesCharges: false,
    });
    expect(chargeCardOnFile({ declinesCharges: false, expMonth: 12, expYear: 2030 }, NOW)).toEqual({
      ok: true,
    });
  });

  it('saves 4000 0000 0000 0341 (Stripe: attaches) but its charges fail, and paying with it fails at once', () => {
    const number = '4000 0000 0000 0341';
    expect(attachTestCard({ ...good, number }, NOW)).toMatchObject({
      ok: true,
      last4: '0341',
      declinesCharges: true,
    });
    expect(chargeCardOnFile({ declinesCharges: true, expMonth: 12, expYear: 2030 }, NOW)).toMatchObject({
      ok: false,
      code: 'CARD_DECLINED',
    });
    expect(chargeTestCard({ ...good, number }, NOW)).toMatchObject({
      ok: false,
      status: 402,
      code: 'CARD_DECLINED',
    });
  });

  it('refuses the cards a charge refuses: 0002 declined, 9995 without funds, a real number, a past expiry', () => {
    expect(attachTestCard({ ...good, number: '4000000000000002' }, NOW)).toMatchObject({
      code: 'CARD_DECLINED',
    });
    expect(attachTestCard({ ...good, number: '4000000000009995' }, NOW)).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(attachTestCard({ ...good, number: '4111 1111 1111 1111' }, NOW)).toMatchObject({
      code: 'TEST_CARD_REQUIRED',
    });
    expect(attachTestCard({ ...good, expMonth: 1, expYear: 2026 }, NOW)).toMatchObject({
      status: 400,
      code: 'CARD_EXPIRED',
    });
  });

  it('a saved card that has expired by the renewal is declined then', () => {
    expect(chargeCardOnFile({ declinesCharges: false, expMonth: 5, expYear: 2026 }, NOW)).toMatchObject({
      ok: false,
      code: 'CARD_EXPIRED',
    });
  });
});
