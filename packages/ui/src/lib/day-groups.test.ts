import { describe, expect, it } from 'vitest';
import { dayKey, dayLabel, groupByDay, timeLabel } from './day-groups';

const chicago = 'America/Chicago';
const now = new Date('2026-11-26T18:00:00.000Z'); // Thursday, Nov 26, 12:00 in Chicago

describe('dayKey', () => {
  it('is the calendar day in the given time zone', () => {
    const lateEvening = new Date('2026-11-27T03:30:00.000Z');
    expect(dayKey(lateEvening, 'UTC')).toBe('2026-11-27');
    expect(dayKey(lateEvening, chicago)).toBe('2026-11-26');
  });
});

describe('dayLabel', () => {
  it('says Today and Yesterday by the time zone’s calendar, not 24-hour spans', () => {
    expect(dayLabel('2026-11-26T06:00:00.000Z', now, chicago)).toBe('Today');
    expect(dayLabel('2026-11-26T05:59:00.000Z', now, chicago)).toBe('Yesterday');
    expect(dayLabel('2026-11-25T06:00:00.000Z', now, chicago)).toBe('Yesterday');
  });

  it('names an older day of this year without the year, and one of another year with it', () => {
    expect(dayLabel('2026-11-23T15:02:00.000Z', now, chicago)).toBe('Mon, Nov 23');
    expect(dayLabel('2025-12-31T15:00:00.000Z', now, chicago)).toBe('Wed, Dec 31, 2025');
  });
});

describe('timeLabel', () => {
  it('is the hour and minutes in the time zone', () => {
    // ICU puts a narrow no-break space before AM/PM in some versions, a plain one in others.
    expect(timeLabel('2026-11-23T15:02:00.000Z', chicago)).toMatch(/^9:02\sAM$/);
    expect(timeLabel('2026-11-23T15:02:00.000Z', 'UTC')).toMatch(/^3:02\sPM$/);
  });
});

describe('groupByDay', () => {
  const message = (id: string, sentTime: string) => ({ id, sentTime });

  it('puts a heading before the first item of each day, keyed by the day', () => {
    const items = [
      message('a', '2026-11-23T15:02:00.000Z'),
      message('b', '2026-11-23T16:00:00.000Z'),
      message('c', '2026-11-26T17:00:00.000Z'),
    ];
    expect(groupByDay(items, (item) => item.id, now, chicago)).toEqual([
      { kind: 'day', key: 'day-2026-11-23', label: 'Mon, Nov 23' },
      { kind: 'item', key: 'a', item: items[0] },
      { kind: 'item', key: 'b', item: items[1] },
      { kind: 'day', key: 'day-2026-11-26', label: 'Today' },
      { kind: 'item', key: 'c', item: items[2] },
    ]);
  });

  it('splits days at midnight of the time zone', () => {
    const items = [message('late', '2026-11-25T05:30:00.000Z'), message('early', '2026-11-25T06:30:00.000Z')];
    expect(groupByDay(items, (item) => item.id, now, chicago).map((row) => row.key)).toEqual([
      'day-2026-11-24',
      'late',
      'day-2026-11-25',
      'early',
    ]);
    expect(groupByDay(items, (item) => item.id, now, 'UTC').map((row) => row.key)).toEqual([
      'day-2026-11-25',
      'late',
      'early',
    ]);
  });

  it('gives no rows for no items', () => {
    expect(groupByDay([], () => 'x', now, chicago)).toEqual([]);
  });
});
