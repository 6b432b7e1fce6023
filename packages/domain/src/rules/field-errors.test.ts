import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('keys each field by its dotted path, first message wins', () => {
    const schema = z.object({
      title: z
        .string({ error: 'Enter the job title' })
        .min(5, 'Title too short')
        .regex(/^A/, 'Title must start with A'),
      locations: z.array(z.object({ city: z.string({ error: 'Enter the city of each job location' }) })),
    });
    const result = schema.safeParse({ title: 'xyz', locations: [{ city: 'Austin' }, {}] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        title: 'Title too short',
        'locations.1.city': 'Enter the city of each job location',
      });
    }
  });

  it('keys a whole-payload issue as ""', () => {
    const result = z.object({ a: z.string() }).safeParse(null);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({ '': 'The form is not valid' });
    }
  });

  it('keeps a "__proto__" path as a plain key', () => {
    const error = new z.ZodError([
      { code: 'custom', path: ['__proto__'], message: 'Hostile', input: undefined },
    ]);
    const errors = fieldErrors(error);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(Object.keys(errors)).toEqual(['__proto__']);
  });
});
