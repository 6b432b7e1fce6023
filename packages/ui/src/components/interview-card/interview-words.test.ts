import { describe, expect, it } from 'vitest';
import {
  durationText,
  fromLocalInputs,
  interviewTimeText,
  locationLabel,
  toLocalInputs,
} from './interview-words';

describe('interview words', () => {
  it('writes the day and the range in the given time zone', () => {
    const slot = { start: '2026-12-01T15:00:00.000Z', durationMinutes: 45 };
    expect(interviewTimeText(slot, { timeZone: 'UTC' })).toBe('Tue, Dec 1, 2026 · 3:00 – 3:45 PM UTC');
    expect(interviewTimeText(slot, { timeZone: 'America/Chicago' })).toBe(
      'Tue, Dec 1, 2026 · 9:00 – 9:45 AM CST',
    );
    expect(interviewTimeText(slot, { timeZone: 'UTC', short: true })).toBe('Tue, Dec 1 · 3:00 PM');
  });

  it('writes durations in hours and minutes', () => {
    expect(durationText(15)).toBe('15 min');
    expect(durationText(60)).toBe('1 h');
    expect(durationText(90)).toBe('1 h 30 min');
  });

  it('names the place by kind', () => {
    expect(locationLabel('video')).toBe('Video link');
    expect(locationLabel('in-person')).toBe('Address');
  });

  it('turns local inputs into an ISO time and back', () => {
    const iso = fromLocalInputs('2026-12-01', '09:30');
    expect(toLocalInputs(iso)).toEqual({ date: '2026-12-01', time: '09:30' });
    expect(fromLocalInputs('', '09:30')).toBe('');
    expect(fromLocalInputs('2026-12-01', '9')).toBe('');
  });
});
