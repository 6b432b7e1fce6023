import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginPayloadSchema } from '../entities/auth';
import { formatValidationError } from './format-validation-error';

describe('formatValidationError', () => {
  it('turns the first issue into one sentence', () => {
    const result = loginPayloadSchema.safeParse({ email: 'bad', password: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(formatValidationError(result.error)).toBe('Enter a valid email address, like name@practice.com');
    }
  });

  it('names the field when the message is a zod default', () => {
    const result = z.object({ organizationName: z.string() }).safeParse({});
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(formatValidationError(result.error)).toBe('Organization name is required');
    }
  });

  it('has a sentence even for an error without issues', () => {
    expect(formatValidationError(new z.ZodError([]))).toBe('The form is not valid');
  });
});
