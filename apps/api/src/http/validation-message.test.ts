import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, formatValidationMessage, type ValidationProblem } from './validation-message.js';

/** The problems the route validator reports for `input`, exactly as the error handler receives them. */
function problemsOf(schema: z.ZodType, input: unknown): ValidationProblem[] {
  const result = validatorCompiler({ schema, method: 'POST', url: '/', httpPart: 'body' })(input) as {
    error?: unknown;
  };
  if (!result.error) throw new Error('expected the input to be invalid');
  return result.error as ValidationProblem[];
}

function messageFor(schema: z.ZodType, input: unknown): string {
  return formatValidationMessage(problemsOf(schema, input), 'body', input);
}

describe('fieldLabel', () => {
  it.each([
    ['/email', 'Email'],
    ['/organizationName', 'Organization name'],
    ['/npiNumber', 'NPI number'],
    ['/locations/0/city', 'Locations 1 city'],
    ['/half_days_per_week', 'Half days per week'],
    ['/', ''],
    ['', ''],
  ])('%s → %s', (pointer, label) => {
    expect(fieldLabel(pointer)).toBe(label);
  });
});

describe('formatValidationMessage', () => {
  const schema = z.object({
    email: z.email(),
    password: z.string().min(8),
    role: z.enum(['owner', 'delegate']).optional(),
    tags: z.array(z.string()).min(1).optional(),
    physicians: z.number().int().max(500).optional(),
    phone: z
      .string()
      .regex(/^\d{10}$/, 'Enter a 10-digit phone number')
      .optional(),
  });
  const valid = { email: 'a@b.co', password: 'long-enough' };

  it.each([
    [{ ...valid, email: 'nope' }, 'Email: Invalid email address'],
    [{ password: 'long-enough' }, 'Email is required'],
    [{ ...valid, password: 'short' }, 'Password: Must be at least 8 characters'],
    [{ ...valid, password: 12345678 }, 'Password: Expected text'],
    [{ ...valid, role: 'admin' }, 'Role: Must be one of "owner", "delegate"'],
    [{ ...valid, tags: [] }, 'Tags: Choose at least one'],
    [{ ...valid, physicians: 501 }, 'Physicians: Must be at most 500'],
    [{ ...valid, phone: '12' }, 'Phone: Enter a 10-digit phone number'],
  ])('%j → %s', (input, message) => {
    expect(messageFor(schema, input)).toBe(message);
  });

  it('describes a missing or wrong body as a whole', () => {
    expect(messageFor(schema, undefined)).toBe('The request body is missing.');
    expect(messageFor(schema, 'text')).toBe('The request body is not valid: Expected an object');
  });
});
