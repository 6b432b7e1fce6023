import { describe, expect, it } from 'vitest';
import { STALE_AFTER_DAYS_DEFAULT, type StaleAfterDays } from '../entities/responsiveness';
import { PipelineStatus, pipelineStatuses } from '../enums/pipeline-status';
import { daysInStage, isStale, staleThresholdOf } from './is-stale';

const { Shortlisted, Submitted, Interview, Offer, Hired, Rejected } = PipelineStatus;
const now = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number, hours = 0) =>
  new Date(now.getTime() - (days * 24 + hours) * 60 * 60 * 1000).toISOString();

describe('daysInStage', () => {
  it.each<[string, string | Date, number]>([
    ['entered now', now, 0],
    ['entered 23 hours ago', daysAgo(0, 23), 0],
    ['entered exactly a day ago', daysAgo(1), 1],
    ['entered 12 days and 5 hours ago', daysAgo(12, 5), 12],
    ['a time in the future (a clock ahead)', daysAgo(-3), 0],
    ['not a time', 'yesterday', 0],
    ['an empty text', '', 0],
  ])('%s', (_name, enteredAt, days) => {
    expect(daysInStage(enteredAt, now)).toBe(days);
  });
});

// The brief: "Shortlisted 7 days, Submitted 5, Interview 7, Offer 5; none for Hired and Rejected"; stale when
// over the step's threshold.
describe('isStale with the default thresholds', () => {
  it.each<[PipelineStatus, number, boolean]>([
    [Shortlisted, 7, false],
    [Shortlisted, 8, true],
    [Submitted, 5, false],
    [Submitted, 6, true],
    [Interview, 7, false],
    [Interview, 12, true],
    [Offer, 5, false],
    [Offer, 6, true],
    [Hired, 400, false],
    [Rejected, 400, false],
  ])('%s after %i days: %s', (pipelineStatus, days, stale) => {
    expect(
      isStale({
        pipelineStatus,
        stageEnteredAt: daysAgo(days),
        staleAfterDays: STALE_AFTER_DAYS_DEFAULT,
        now,
      }),
    ).toBe(stale);
  });
});

describe('isStale with chosen thresholds', () => {
  const none: StaleAfterDays = { Shortlisted: null, Submitted: 1, Interview: null, Offer: 30 };

  it('never flags a step whose threshold is cleared', () => {
    expect(
      isStale({ pipelineStatus: Shortlisted, stageEnteredAt: daysAgo(999), staleAfterDays: none, now }),
    ).toBe(false);
  });

  it('flags a one-day step from the second day', () => {
    expect(
      isStale({ pipelineStatus: Submitted, stageEnteredAt: daysAgo(1), staleAfterDays: none, now }),
    ).toBe(false);
    expect(
      isStale({ pipelineStatus: Submitted, stageEnteredAt: daysAgo(2), staleAfterDays: none, now }),
    ).toBe(true);
  });

  it('is not stale for an entry time it cannot read', () => {
    expect(isStale({ pipelineStatus: Submitted, stageEnteredAt: 'garbage', staleAfterDays: none, now })).toBe(
      false,
    );
  });

  it('finds no threshold for an unknown step or an inherited property', () => {
    expect(staleThresholdOf('toString' as PipelineStatus, none)).toBeNull();
    expect(staleThresholdOf('interview' as PipelineStatus, none)).toBeNull();
  });

  it('covers every pipeline step', () => {
    const withThreshold = pipelineStatuses.filter(
      (step) => staleThresholdOf(step, STALE_AFTER_DAYS_DEFAULT) !== null,
    );
    expect(withThreshold.sort()).toEqual([Interview, Offer, Shortlisted, Submitted].sort());
  });
});
