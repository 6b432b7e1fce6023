import { describe, expect, it } from 'vitest';
import { rangeOfPreset } from './report-range';

describe('rangeOfPreset', () => {
  const today = new Date('2026-11-27T20:00:00.000Z');
  it.each([
    ['last-30-days', { from: '2026-10-29', to: '2026-11-27' }],
    ['last-90-days', { from: '2026-08-30', to: '2026-11-27' }],
    ['last-12-months', { from: '2025-11-28', to: '2026-11-27' }],
    ['custom', null],
  ] as const)('%s', (preset, expected) => {
    expect(rangeOfPreset(preset, today)).toEqual(expected);
  });

  it('takes the UTC day, whatever the hour', () => {
    expect(rangeOfPreset('last-30-days', new Date('2026-03-01T00:00:00.000Z'))).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
  });

  it('counts twelve months from a leap day', () => {
    expect(rangeOfPreset('last-12-months', new Date('2028-02-29T12:00:00.000Z'))).toEqual({
      from: '2027-03-02',
      to: '2028-02-29',
    });
  });
});
