import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';

describe('formatCount', () => {
  it('writes counts as Intl.NumberFormat en-US does', () => {
    const format = new Intl.NumberFormat('en-US');
    for (const value of [
      0, 7, 42, 999, 1000, 12_345, 100_001, 1_000_000, 987_654_321, -1, -1234, -0, 1.5, 1234.5678,
    ]) {
      expect(formatCount(value)).toBe(format.format(value));
    }
  });
});
