import { describe, expect, it } from 'vitest';
import { candidateName, invitedWhen, providerTypeLabel, specialtyLabel, timeSince } from './pipeline-words';

const now = new Date('2026-11-26T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('candidateName', () => {
  it('joins first and last name, without stray spaces', () => {
    expect(candidateName({ firstName: 'Maya', lastName: 'Chen' })).toBe('Maya Chen');
    expect(candidateName({ firstName: 'Cher', lastName: '' })).toBe('Cher');
  });
});

describe('providerTypeLabel and specialtyLabel', () => {
  it('capitalises a known provider type and keeps an unknown id as it is', () => {
    expect(providerTypeLabel('md')).toBe('MD');
    expect(providerTypeLabel('shaman')).toBe('shaman');
  });

  it('names the sub-specialty when there is one, else the specialty, else the id', () => {
    expect(specialtyLabel('family-medicine', 'sports-medicine-family-medicine')).toBe('Sports Medicine');
    expect(specialtyLabel('family-medicine')).toBe('Family Medicine');
    expect(specialtyLabel('family-medicine', 'unknown-sub')).toBe('Family Medicine');
    expect(specialtyLabel('astrology')).toBe('astrology');
  });
});

describe('timeSince', () => {
  it('counts days, then weeks, then months, then years', () => {
    expect(timeSince(daysAgo(0), now)).toBe('Today');
    expect(timeSince(daysAgo(1), now)).toBe('1 day');
    expect(timeSince(daysAgo(13), now)).toBe('13 days');
    expect(timeSince(daysAgo(14), now)).toBe('2 weeks');
    expect(timeSince(daysAgo(59), now)).toBe('8 weeks');
    expect(timeSince(daysAgo(60), now)).toBe('2 months');
    expect(timeSince(daysAgo(800), now)).toBe('2 years');
  });

  it('says Today for a time in the future (a clock ahead of ours)', () => {
    expect(timeSince(daysAgo(-3), now)).toBe('Today');
  });
});

describe('invitedWhen', () => {
  it('reads as a sentence', () => {
    expect(invitedWhen(daysAgo(0), now)).toBe('invited today');
    expect(invitedWhen(daysAgo(3), now)).toBe('invited 3 days ago');
  });
});
