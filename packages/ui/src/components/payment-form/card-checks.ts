// The card checks the test card form uses while it renders and in its schema (payment-form-schema.ts).

/** The card a test-mode payment sends: digits only, a four-digit year. */
export type TestCardDetails = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
};

/** Drops everything but digits. */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** True when the digits pass the Luhn check that every card number carries. */
export function passesLuhnCheck(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}
