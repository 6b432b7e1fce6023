import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue, labelOfPath } from './describe-issue';

function firstIssue(schema: z.ZodType, input: unknown): z.core.$ZodIssue {
  const result = schema.safeParse(input);
  if (result.success || result.error.issues[0] === undefined) {
    throw new Error('expected an issue');
  }
  return result.error.issues[0];
}

describe('describeIssue', () => {
  it('keeps a message the schema wrote', () => {
    const schema = z.object({ title: z.string({ error: 'Enter the job title' }) });
    expect(describeIssue(firstIssue(schema, {}))).toBe('Enter the job title');
  });

  it.each<[string, z.ZodType, unknown, string]>([
    [
      'a missing field is required',
      z.object({ practiceManagerName: z.string() }),
      {},
      'Practice manager name is required',
    ],
    [
      'a wrong type is not valid',
      z.object({ noOfPhysician: z.number() }),
      { noOfPhysician: 'many' },
      'Number of physicians is not valid',
    ],
    [
      'short text',
      z.object({ aboutUs: z.string().min(3) }),
      { aboutUs: 'x' },
      'About us must be at least 3 characters',
    ],
    [
      'long text',
      z.object({ aboutUs: z.string().max(2) }),
      { aboutUs: 'xyz' },
      'About us must be at most 2 characters',
    ],
    [
      'a small number',
      z.object({ minExperience: z.number().min(1) }),
      { minExperience: 0 },
      'Min experience must be at least 1',
    ],
    [
      'a big number',
      z.object({ minExperience: z.number().max(1) }),
      { minExperience: 2 },
      'Min experience must be at most 1',
    ],
    [
      'a short list',
      z.object({ locations: z.array(z.string()).min(1) }),
      { locations: [] },
      'Locations needs at least 1 item(s)',
    ],
    [
      'a long list',
      z.object({ locations: z.array(z.string()).max(0) }),
      { locations: ['a'] },
      'Locations can have at most 0 item(s)',
    ],
    ['an email format', z.object({ email: z.email() }), { email: 'x' }, 'Email is not a valid email address'],
    [
      'an unknown option',
      z.object({ status: z.enum(['a', 'b']) }),
      { status: 'c' },
      'Status: choose one of the listed options',
    ],
    [
      'unknown keys of a strict object',
      z.strictObject({ a: z.string() }),
      { a: 'x', isAdmin: true },
      'The form has fields that are not allowed: isAdmin',
    ],
    [
      'a nested list position',
      z.object({ locations: z.array(z.object({ city: z.string() })) }),
      { locations: [{ city: 'A' }, {}] },
      'Locations, item 2, city is required',
    ],
    ['a body that is not an object', z.object({ a: z.string() }), 'text', 'The form is not valid'],
    ['a body that is missing', z.object({ a: z.string() }), undefined, 'The form is required'],
  ])('rewrites a zod default: %s', (_name, schema, input, expected) => {
    expect(describeIssue(firstIssue(schema, input))).toBe(expected);
  });
});

describe('labelOfPath', () => {
  it.each<[string, PropertyKey[], string]>([
    ['the root', [], 'The form'],
    ['a known label', ['npiNumber'], 'NPI number'],
    ['camelCase split', ['practiceManagerName'], 'Practice manager name'],
    ['nested with a position', ['salaryRange', 'min'], 'Salary range, min'],
    ['a list position', ['locations', 0, 'coords'], 'Locations, item 1, coordinates'],
  ])('%s', (_name, path, expected) => {
    expect(labelOfPath(path)).toBe(expected);
  });
});
