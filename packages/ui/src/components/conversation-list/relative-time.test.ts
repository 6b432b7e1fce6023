import { describe, expect, it } from 'vitest';
import { formatFullTime, formatRelativeTime } from './relative-time';

const now = new Date('2026-03-19T10:00:00.000Z');
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const fullTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

describe('formatRelativeTime', () => {
  it('says "Just now" within a minute either way', () => {
    expect(formatRelativeTime('2026-03-19T09:59:30.000Z', now)).toBe('Just now');
    expect(formatRelativeTime('2026-03-19T10:00:40.000Z', now)).toBe('Just now');
  });

  it('words every other distance as Intl.RelativeTimeFormat en-US (numeric: auto) does', () => {
    const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
      ['year', 365 * 86_400],
      ['month', 30 * 86_400],
      ['week', 7 * 86_400],
      ['day', 86_400],
      ['hour', 3_600],
      ['minute', 60],
    ];
    for (const seconds of [
      60, 61, 119, 120, 3_599, 3_600, 7_200, 86_399, 86_400, 172_800, 604_800, 1_209_600, 2_592_000,
      5_184_000, 31_536_000, 63_072_000, 31_536_000_000,
    ]) {
      for (const sign of [-1, 1]) {
        const moment = new Date(now.getTime() + sign * seconds * 1000).toISOString();
        const [unit, size] = units.find(([, unitSize]) => seconds >= unitSize) ?? ['minute', 60];
        expect(formatRelativeTime(moment, now)).toBe(
          relative.format(Math.trunc((sign * seconds) / size), unit),
        );
      }
    }
  });

  it('answers an empty string for a date it cannot read', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

describe('formatFullTime', () => {
  it('writes the moment in UTC as Intl.DateTimeFormat en-US (medium date, short time) does', () => {
    for (const iso of [
      '2026-03-19T10:00:00.000Z',
      '2026-03-19T00:05:00.000Z',
      '2026-12-31T12:59:59.000Z',
      '2025-01-01T23:30:00.000Z',
      '2026-07-04T13:07:00.000Z',
    ]) {
      expect(formatFullTime(iso)).toBe(fullTime.format(new Date(iso)));
    }
  });

  it('answers an empty string for a date it cannot read', () => {
    expect(formatFullTime('not a date')).toBe('');
  });
});
