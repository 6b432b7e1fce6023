import { describe, expect, it } from 'vitest';
import { formatMoneyShort, formatSalaryRange } from './money';

describe('formatMoneyShort', () => {
  it('shortens thousands and millions to one decimal, without a trailing .0', () => {
    expect(formatMoneyShort(280_000)).toBe('$280k');
    expect(formatMoneyShort(1_250)).toBe('$1.3k');
    expect(formatMoneyShort(1_200_000)).toBe('$1.2M');
    expect(formatMoneyShort(2_000_000)).toBe('$2M');
  });

  it('shows amounts under a thousand in whole dollars', () => {
    expect(formatMoneyShort(950)).toBe('$950');
    expect(formatMoneyShort(149.6)).toBe('$150');
    expect(formatMoneyShort(0)).toBe('$0');
  });
});

describe('formatSalaryRange', () => {
  it('joins both ends with an en dash, or shows one amount when they read the same', () => {
    expect(formatSalaryRange({ min: 280_000, max: 340_000 })).toBe('$280k–$340k');
    expect(formatSalaryRange({ min: 300_000, max: 300_000 })).toBe('$300k');
    expect(formatSalaryRange({ min: 300_000, max: 300_040 })).toBe('$300k');
  });
});
