import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema, okSchema } from './envelope';

describe('okSchema', () => {
  const answer = okSchema(z.object({ updated: z.number() }));

  it('accepts a success envelope around the route’s data', () => {
    expect(answer.parse({ success: true, data: { updated: 2 } })).toEqual({
      success: true,
      data: { updated: 2 },
    });
  });

  it('rejects an answer that is not marked a success, or whose data is not the route’s', () => {
    expect(answer.safeParse({ success: false, data: { updated: 2 } }).success).toBe(false);
    expect(answer.safeParse({ success: true, data: { updated: 'two' } }).success).toBe(false);
    expect(answer.safeParse({ updated: 2 }).success).toBe(false);
  });
});

describe('errorEnvelopeSchema', () => {
  it('accepts a failure with its message for the user and its code', () => {
    const failure = { success: false, error: { message: 'This job was not found.', code: 'NOT_FOUND' } };
    expect(errorEnvelopeSchema.parse(failure)).toEqual(failure);
  });

  it('rejects a failure without a message or a code', () => {
    expect(errorEnvelopeSchema.safeParse({ success: false, error: { code: 'NOT_FOUND' } }).success).toBe(
      false,
    );
    expect(errorEnvelopeSchema.safeParse({ success: false, error: { message: 'Gone.' } }).success).toBe(
      false,
    );
    expect(
      errorEnvelopeSchema.safeParse({ success: true, error: { message: 'Gone.', code: 'X' } }).success,
    ).toBe(false);
  });
});
