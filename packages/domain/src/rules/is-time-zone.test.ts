import { describe, expect, it } from 'vitest';
import { isTimeZone } from './is-time-zone';

describe('isTimeZone', () => {
  it.each([
    ['America/Chicago', true],
    ['Europe/Paris', true],
    ['UTC', true],
    ['', false],
    ['America/Nowhere', false],
    ['<script>', false],
    ['Mars/Olympus_Mons', false],
    ['A'.repeat(65), false],
  ])('%s → %s', (value, expected) => {
    expect(isTimeZone(value)).toBe(expected);
  });
});
