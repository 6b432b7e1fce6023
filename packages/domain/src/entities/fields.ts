import { z } from 'zod';
import type { EnumItem } from '../enums/enum-item';
import { states } from '../enums/states';
import { personNameMessage, personNameProblem } from '../rules/person-name';

/**
 * Field builders shared by the schemas. Every builder takes the words a recruiter reads, so each
 * error names its field ("Enter the job title"), never a zod default ("Invalid input").
 */

/**
 * Text whose length is checked before anything else: a value longer than `maximumLength` fails at once and
 * stops every later check (in zod 4 a failed `.max()` does not stop the checks after it unless it aborts), so
 * no pattern, parser or refinement ever runs on an attacker's megabyte. Build every checked string on it:
 * `boundedText(2048, message).trim().check(…)`.
 */
export function boundedText(maximumLength: number, tooLongMessage: string, notTextMessage = tooLongMessage) {
  return z.string({ error: notTextMessage }).max(maximumLength, { error: tooLongMessage, abort: true });
}

/** Required text: trimmed, not empty, at most `maximumLength` characters. */
export function requiredText(field: string, missingMessage: string, maximumLength: number) {
  return z
    .string({ error: missingMessage })
    .trim()
    .max(maximumLength, { error: `${field} must be at most ${maximumLength} characters`, abort: true })
    .min(1, missingMessage);
}

/**
 * A person's name that candidates read beside their messages (a team member's, the practice manager's): required
 * text that does not pass for MedHire's staff, hold an address or reorder its display (`personNameProblem`).
 */
export function personName(field: string, missingMessage: string, maximumLength: number) {
  return requiredText(field, missingMessage, maximumLength).check((context) => {
    const problem = personNameProblem(context.value);
    if (problem === null) return;
    context.issues.push({
      code: 'custom',
      input: context.value,
      message: personNameMessage(problem),
    });
  });
}

/** Optional text: trimmed, at most `maximumLength` characters. */
export function optionalText(field: string, maximumLength: number) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .max(maximumLength, { error: `${field} must be at most ${maximumLength} characters`, abort: true })
    .optional();
}

/** An id sent by the server or the client (opaque text). */
export function idText(missingMessage: string) {
  return z
    .string({ error: missingMessage })
    .trim()
    .max(200, { error: missingMessage, abort: true })
    .min(1, missingMessage);
}

/** Digit-only text such as "12" becomes a number: HTML number inputs and query strings give text. */
function digitsToNumber(value: unknown): unknown {
  return typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : value;
}

/** True for a value nobody typed: absent, `null` or blank text. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * A whole number from `minimum` to `maximum`; digit-only text is accepted and turned into a number. With
 * `missingMessage`, a value left empty (absent, `null`, blank text) is refused with it, saying what to enter,
 * rather than with the range.
 */
export function wholeNumber(field: string, minimum: number, maximum: number, missingMessage?: string) {
  const message = `${field} must be a whole number from ${minimum} to ${maximum}`;
  return z.preprocess<unknown, z.ZodNumber, number | string>(
    digitsToNumber,
    z
      .number({ error: (issue) => (missingMessage && isBlank(issue.input) ? missingMessage : message) })
      .int(message)
      .min(minimum, message)
      .max(maximum, message),
  );
}

/** An amount of money in US dollars, from 0 to 100 million; digit-only text is accepted. */
export function moneyAmount(field: string) {
  const message = `${field} must be an amount in dollars, from 0 to 100,000,000`;
  return z.preprocess<unknown, z.ZodNumber, number | string>(
    (value) =>
      typeof value === 'string' && /^\d{1,12}(\.\d{1,2})?$/.test(value.trim()) ? Number(value.trim()) : value,
    z.number({ error: message }).min(0, message).max(100_000_000, message),
  );
}

/** One of the ids of an enum list. */
export function enumId<Id extends string>(items: readonly EnumItem<Id>[], message: string) {
  const ids = items.map((item) => item.id);
  return z.enum(ids, { error: message });
}

/** An email address: trimmed and lower-cased, so "Name@Clinic.org " and "name@clinic.org" are one account. */
export function emailAddress(missingMessage = 'Enter the email address') {
  return z
    .string({ error: missingMessage })
    .trim()
    .max(254, { error: 'The email address must be at most 254 characters', abort: true })
    .toLowerCase()
    .min(1, missingMessage)
    .pipe(z.email({ error: 'Enter a valid email address, like name@practice.com' }));
}

/** Latitude and longitude of a place. */
export const coordinatesSchema = z.object(
  {
    latitude: z
      .number({ error: 'Location latitude must be a number' })
      .min(-90, 'Location latitude must be between -90 and 90')
      .max(90, 'Location latitude must be between -90 and 90'),
    longitude: z
      .number({ error: 'Location longitude must be a number' })
      .min(-180, 'Location longitude must be between -180 and 180')
      .max(180, 'Location longitude must be between -180 and 180'),
  },
  { error: 'Choose the location from the suggestions so it has coordinates' },
);

/** A two-letter state code ("tx" is read as "TX"). */
/** A state code in an answer of the server: one of the domain's states, as stored (no coercion). */
export const stateCodeView = enumId(states, 'The state is not one we know').describe('Two-letter USPS code');

export function stateCode(message = 'Choose the state from the list') {
  const codes = enumId(states, message);
  return z.preprocess<unknown, typeof codes, string>(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    codes,
  );
}

/** A moment as ISO 8601 text with a time zone, as `Date.prototype.toISOString` writes it. */
export function isoDateTime(field: string) {
  return z.iso.datetime({ offset: true, error: `${field} must be a date and time` });
}

/** One value or a list of them; a single value becomes a list of one (older clients send one). */
export function oneOrMany<Item extends z.ZodType>(item: Item, field: string) {
  return z.preprocess<unknown, z.ZodArray<Item>, z.input<Item> | z.input<Item>[]>(
    (value) => (Array.isArray(value) || value === undefined ? value : [value]),
    z.array(item, { error: `${field}: choose from the list` }),
  );
}

/** Keeps the first of each repeated item, so choosing a benefit twice does not list it twice. */
export function withoutDuplicates<Item>(items: readonly Item[]): Item[] {
  return [...new Set(items)];
}

/**
 * A yes or no of a query string: "true" and "false" (what a query string carries), or a boolean (what a caller
 * passes before it is written in the URL). Documented with its default.
 */
export function queryBoolean(field: string, byDefault: boolean) {
  return z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: `${field} must be true or false` })
    .default(byDefault)
    .transform((value) => value === true || value === 'true');
}
