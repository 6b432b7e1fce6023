import { describe, expect, it } from 'vitest';
import { allEnums } from '../enums/all-enums';
import { allEnumsSchema, statePageSchema } from './enum-queries';

describe('allEnumsSchema (the answer of get-all-enums)', () => {
  it('describes the domain’s own enums, which the server answers as they are', () => {
    expect(allEnumsSchema.safeParse(allEnums).success).toBe(true);
  });

  it('rejects a set that leaves an enum out', () => {
    const { states: _left, ...withoutStates } = allEnums;
    expect(allEnumsSchema.safeParse(withoutStates).success).toBe(false);
  });
});

describe('statePageSchema', () => {
  it('rejects a page whose counts are not whole numbers', () => {
    expect(statePageSchema.safeParse({ states: [], total: 1.5, pageNumber: 1, pageSize: 10 }).success).toBe(
      false,
    );
  });
});
