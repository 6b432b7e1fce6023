import { describe, expect, it } from 'vitest';
import { describeMinutes, describeWait } from './describe-wait';

const now = new Date('2026-11-27T12:00:00Z');
const before = (minutes: number) => new Date(now.getTime() - minutes * 60 * 1000).toISOString();

describe('describeWait', () => {
  it.each<[string, string | Date, string]>([
    ['just now', now, 'less than a minute'],
    ['59 seconds', new Date(now.getTime() - 59_000), 'less than a minute'],
    ['45 minutes', before(45), '45 min'],
    ['1 hour 30 minutes', before(90), '1 h 30 min'],
    ['3 hours exactly', before(180), '3 h'],
    ['26 hours (the brief’s thread header)', before(26 * 60 + 10), '26 h'],
    ['2 days 4 hours (the brief’s inbox)', before((2 * 24 + 4) * 60 + 30), '2 d 4 h'],
    ['9 days exactly', before(9 * 24 * 60), '9 d'],
    ['a time in the future', before(-60), 'less than a minute'],
    ['not a time', 'soon', 'less than a minute'],
  ])('%s', (_name, since, text) => {
    expect(describeWait(since, now)).toBe(text);
  });
});

describe('describeMinutes', () => {
  it.each<[number, string]>([
    [1440, '24 h'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [5, '5 min'],
    [0.05, 'less than a minute'],
    [7 * 24 * 60, '7 d'],
  ])('%d minutes: %s', (minutes, text) => {
    expect(describeMinutes(minutes)).toBe(text);
  });
});
