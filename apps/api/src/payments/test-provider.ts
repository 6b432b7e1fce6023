/**
 * The built-in test provider: takes payments when Stripe is not configured. It checks a card the way a card
 * form would (number, expiry, security code, name) and answers like Stripe's test mode for Stripe's own test
 * numbers. It never keeps the number: the caller gets only the brand and the last four digits.
 */

/** A card as the payment form sends it in test mode. */
export interface TestCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** What a charge answered: the card's brand and last four digits, or why it failed. */
export type TestChargeResult =
  | { ok: true; brand: CardBrand; last4: string }
  | { ok: false; status: 400 | 402; code: TestChargeErrorCode; message: string };

export type TestChargeErrorCode =
  | 'CARD_NUMBER_INVALID'
  | 'CARD_EXPIRY_INVALID'
  | 'CARD_EXPIRED'
  | 'CARD_CVC_INVALID'
  | 'CARD_NAME_MISSING'
  | 'CARD_DECLINED'
  | 'INSUFFICIENT_FUNDS'
  | 'TEST_CARD_REQUIRED';

export const CARD_MESSAGES = {
  CARD_NUMBER_INVALID: 'The card number is not valid.',
  CARD_EXPIRY_INVALID: 'The expiry month is not valid.',
  CARD_EXPIRED: 'The card has expired.',
  CARD_CVC_INVALID: 'The security code (CVC) must be 3 or 4 digits.',
  CARD_NAME_MISSING: 'Enter the name on the card.',
  CARD_DECLINED: 'Your card was declined. Try another card.',
  INSUFFICIENT_FUNDS: 'The card has insufficient funds.',
  TEST_CARD_REQUIRED: 'Payments are in test mode: use a test card such as 4242 4242 4242 4242.',
} as const satisfies Record<TestChargeErrorCode, string>;

/** Stripe's test numbers that succeed, one per brand the product accepts. */
export const SUCCESSFUL_TEST_CARDS: readonly string[] = [
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '371449635398431',
  '6011111111111117',
];

/** Stripe's test numbers that fail, and how. */
const FAILING_TEST_CARDS: Readonly<Record<string, 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS'>> = {
  '4000000000000002': 'CARD_DECLINED',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
};

/**
 * Stripe's 4000 0000 0000 0341: the card attaches (it can be saved as the card on file) but every charge to it
 * fails. Paying with it fails at once; saved as the new card, the next renewal fails.
 */
export const ATTACHES_BUT_DECLINES_CARD = '4000000000000341';

/** The digits of a card number as typed ("4242 4242-4242 4242"), or null if anything else is in it. */
export function cardDigits(number: string): string | null {
  const digits = number.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The card network, from the number's first digits. */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** Two-digit years ("28") mean this century. */
function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** True once the last day of the card's expiry month has passed. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = fullYear(expYear);
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (expMonth - 1) < currentMonth;
}

function failure(status: 400 | 402, code: TestChargeErrorCode): TestChargeResult {
  return { ok: false, status, code, message: CARD_MESSAGES[code] };
}

/** The card as the test provider keeps it on file: never the number. */
export interface TestCardOnFile {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Stripe's 0341: saved, but every charge fails. */
  declinesCharges: boolean;
}

/** The result of saving a card: the card on file, or why it was refused. */
export type TestAttachResult =
  | ({ ok: true } & TestCardOnFile)
  | { ok: false; status: 400 | 402; code: TestChargeErrorCode; message: string };

/** Field checks every card passes before it is charged or saved (400 with the first problem). */
function checkCard(card: TestCard, now: Date): { digits: string } | TestChargeResult {
  const digits = cardDigits(card.number);
  if (!digits || !passesLuhn(digits)) return failure(400, 'CARD_NUMBER_INVALID');
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return failure(400, 'CARD_EXPIRY_INVALID');
  }
  if (!Number.isInteger(card.expYear) || card.expYear < 0) return failure(400, 'CARD_EXPIRED');
  if (isExpired(card.expMonth, card.expYear, now)) return failure(400, 'CARD_EXPIRED');
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return failure(400, 'CARD_CVC_INVALID');
  if (card.name.trim() === '') return failure(400, 'CARD_NAME_MISSING');
  return { digits };
}

/**
 * Saves a card as the card on file (a SetupIntent in Stripe's words): the same field checks as a charge; the
 * cards that fail a charge fail here too (Stripe declines 0002 and 9995 when they are set up), except
 * {@link ATTACHES_BUT_DECLINES_CARD}, which is saved and fails its charges later.
 */
export function attachTestCard(card: TestCard, now: Date = new Date()): TestAttachResult {
  const checked = checkCard(card, now);
  if (!('digits' in checked)) return checked as TestAttachResult;
  const { digits } = checked;
  const failing = FAILING_TEST_CARDS[digits];
  if (failing) return failure(402, failing) as TestAttachResult;
  const declinesCharges = digits === ATTACHES_BUT_DECLINES_CARD;
  if (!declinesCharges && !SUCCESSFUL_TEST_CARDS.includes(digits)) {
    return failure(402, 'TEST_CARD_REQUIRED') as TestAttachResult;
  }
  return {
    ok: true,
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: fullYear(card.expYear),
    declinesCharges,
  };
}

/**
 * Charges the card on file (a renewal, a plan change, a retry): declined when it is the 0341 card or has expired
 * by `now`.
 */
export function chargeCardOnFile(
  card: Pick<TestCardOnFile, 'declinesCharges'> & { expMonth: number | null; expYear: number | null },
  now: Date = new Date(),
): { ok: true } | { ok: false; code: 'CARD_DECLINED' | 'CARD_EXPIRED'; message: string } {
  if (card.declinesCharges) return { ok: false, code: 'CARD_DECLINED', message: CARD_MESSAGES.CARD_DECLINED };
  if (card.expMonth !== null && card.expYear !== null && isExpired(card.expMonth, card.expYear, now)) {
    return { ok: false, code: 'CARD_EXPIRED', message: CARD_MESSAGES.CARD_EXPIRED };
  }
  return { ok: true };
}

/**
 * Checks the card field by field (400 with the first problem), then charges it: Stripe's success test numbers
 * succeed, 4000 0000 0000 0002 (and 0341) is declined and 4000 0000 0000 9995 has insufficient funds (402). Any other
 * valid number is refused, so nobody believes a real card was charged in test mode.
 */
export function chargeTestCard(card: TestCard, now: Date = new Date()): TestChargeResult {
  const checked = checkCard(card, now);
  if (!('digits' in checked)) return checked;
  const { digits } = checked;

  const failing =
    FAILING_TEST_CARDS[digits] ?? (digits === ATTACHES_BUT_DECLINES_CARD ? 'CARD_DECLINED' : undefined);
  if (failing) return failure(402, failing);
  if (!SUCCESSFUL_TEST_CARDS.includes(digits)) return failure(402, 'TEST_CARD_REQUIRED');
  return { ok: true, brand: cardBrand(digits), last4: digits.slice(-4) };
}
