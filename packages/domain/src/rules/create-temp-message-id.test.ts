import { describe, expect, it } from 'vitest';
import { createTempMessageId } from './create-temp-message-id';

describe('createTempMessageId (spec §9: random integers below 123456)', () => {
  it.each([
    ['the lowest draw gives 0', 0, 0],
    ['the highest draw Math.random can give stays below 123456', 0.9999999999999999, 123455],
    ['a middle draw gives its share of the range', 0.5, 61728],
    ['a draw of exactly 1 (a broken generator) is clamped to 123455', 1, 123455],
    ['a draw above 1 is clamped to 123455', 7, 123455],
    ['a negative draw is clamped to 0', -0.5, 0],
    ['NaN is clamped to 0', Number.NaN, 0],
    ['Infinity is clamped to 0', Number.POSITIVE_INFINITY, 0],
  ])('%s', (_name, draw, expected) => {
    expect(createTempMessageId(() => draw)).toBe(expected);
  });

  it('uses Math.random by default and always gives an integer in range', () => {
    for (let attempt = 0; attempt < 1000; attempt += 1) {
      const id = createTempMessageId();
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(0);
      expect(id).toBeLessThanOrEqual(123455);
    }
  });
});
