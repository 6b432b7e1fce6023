import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { preparedSchema } from './prepared-schema';

describe('preparedSchema', () => {
  const schema = preparedSchema(
    (values: { name: string; count: string }) => ({ name: values.name.trim(), count: Number(values.count) }),
    z.object({ name: z.string().min(1, 'Enter a name'), count: z.number().int('Enter a whole number') }),
  );

  it('checks the prepared values and answers the payload', () => {
    expect(schema.parse({ name: '  Lakeside ', count: '12' })).toEqual({ name: 'Lakeside', count: 12 });
  });

  it('reports the checks’ own messages on what was prepared', () => {
    const result = schema.safeParse({ name: '   ', count: '1.5' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a name',
      'Enter a whole number',
    ]);
  });
});
