// The test card form's schema (zod), loaded by PaymentForm on the page's first input rather than with the page.
import { z } from 'zod';
import { digitsOf, passesLuhnCheck, type TestCardDetails } from './card-checks';

/** The test card form's rules; `today` gives the date the expiry is checked against. */
export function testCardSchema(today: () => Date) {
  return z
    .object({
      name: z.string().trim().min(1, 'Enter the name on the card').max(200, 'The name is too long'),
      number: z
        .string()
        .transform(digitsOf)
        .pipe(
          z
            .string()
            .min(1, 'Enter the card number')
            .regex(/^\d{12,19}$/, 'Enter the full card number')
            .refine(passesLuhnCheck, 'This card number is not valid: check the digits'),
        ),
      expiry: z
        .string()
        .trim()
        .min(1, 'Enter the expiry date')
        .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Enter the expiry date as MM/YY, like 08/29')
        .transform((value) => ({
          expMonth: Number(value.slice(0, 2)),
          expYear: 2000 + Number(value.slice(3)),
        }))
        .refine(({ expMonth, expYear }) => {
          const now = today();
          return (
            expYear > now.getFullYear() || (expYear === now.getFullYear() && expMonth >= now.getMonth() + 1)
          );
        }, 'This card has expired: check the date or use another card'),
      cvc: z
        .string()
        .trim()
        .min(1, 'Enter the security code (CVC)')
        .regex(/^\d{3,4}$/, 'Enter the 3- or 4-digit security code (CVC)'),
    })
    .transform(
      ({ name, number, expiry, cvc }): TestCardDetails => ({
        number,
        expMonth: expiry.expMonth,
        expYear: expiry.expYear,
        cvc,
        name,
      }),
    );
}
