import * as React from 'react';
import type { Control, UseFormReturn } from 'react-hook-form';
import { FormField, useZodForm } from '../../primitives/form/form';
import { Input } from '../../primitives/input/input';
import { digitsOf, type TestCardDetails } from './card-checks';

/** What the test card's fields hold as typed. */
export type TestCardValues = { name: string; number: string; expiry: string; cvc: string };

/** Groups a card number as it is typed: 4-6-5 for American Express (34, 37), fours for the rest. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** Writes the expiry as MM/YY while it is typed; a first digit above 1 is a month ("4" → "04"). */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The form of a test card: its rules (zod, loaded on the page's first input) check the number (Luhn), the expiry
 * (MM/YY, not before `now`, read when the check runs) and the CVC.
 */
export function useTestCardForm(
  now: Date | undefined,
): UseFormReturn<TestCardValues, unknown, TestCardDetails> {
  const today = React.useRef(now);
  today.current = now;
  const [loadSchema] = React.useState(
    () => () =>
      import('./payment-form-schema').then((module) =>
        module.testCardSchema(() => today.current ?? new Date()),
      ),
  );
  return useZodForm(loadSchema, { defaultValues: { name: '', number: '', expiry: '', cvc: '' } });
}

/**
 * A test card's four fields, in a two-column form: the name and the number across, the expiry and the CVC side by
 * side. The number is grouped and the expiry written MM/YY as they are typed; the CVC takes digits only.
 */
export function TestCardFields({
  control,
  pending,
}: {
  control: Control<TestCardValues, unknown, TestCardDetails>;
  pending: boolean;
}) {
  return (
    <>
      <FormField control={control} name="name" label="Name on card" required className="col-span-2">
        {(field) => <Input autoComplete="cc-name" {...field} disabled={pending} />}
      </FormField>
      <FormField control={control} name="number" label="Card number" required className="col-span-2">
        {(field) => (
          <Input
            {...field}
            disabled={pending}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
          />
        )}
      </FormField>
      <FormField control={control} name="expiry" label="Expiry date" description="MM/YY" required>
        {(field) => (
          <Input
            {...field}
            disabled={pending}
            inputMode="numeric"
            autoComplete="cc-exp"
            onChange={(event) => field.onChange(formatExpiry(event.target.value))}
          />
        )}
      </FormField>
      <FormField
        control={control}
        name="cvc"
        label="Security code (CVC)"
        description="3 or 4 digits"
        required
      >
        {(field) => (
          <Input
            {...field}
            disabled={pending}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            onChange={(event) => field.onChange(digitsOf(event.target.value))}
          />
        )}
      </FormField>
    </>
  );
}
