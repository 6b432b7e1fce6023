import { describe, expect, it } from 'vitest';
import { JOB_COMPLETENESS_FIELDS, type JobCompletenessInput, jobCompleteness } from './job-completeness';

const complete: JobCompletenessInput = {
  salaryRange: { min: 250_000, max: 320_000 },
  callSchedule: '1 in 6, home call',
  halfDaysPerWeek: { outpatient: 6, inpatient: 0, procedural: 2, administrative: 0, other: 0 },
  supportBenefitPerk: ['Health insurance'],
  partnership: { value: 'Yes', types: ['practice-ownership'] },
};

function missingOf(job: JobCompletenessInput | null | undefined) {
  return jobCompleteness(job).missing.map((gap) => gap.field);
}

// Issue 16: "A job post shows a completeness score (pay range, call schedule, half-days, benefits, partnership)
// with what is missing."
describe('jobCompleteness', () => {
  it('gives 100 and nothing missing for a job with all five', () => {
    expect(jobCompleteness(complete)).toEqual({ score: 100, missing: [] });
  });

  it('gives 0 and all five, in the order the list reads, for nothing filled', () => {
    expect(missingOf({})).toEqual([...JOB_COMPLETENESS_FIELDS]);
    expect(jobCompleteness({}).score).toBe(0);
  });

  it('counts each of the five as 20 points', () => {
    for (const field of JOB_COMPLETENESS_FIELDS) {
      const job = { ...complete, [field]: undefined };
      expect(jobCompleteness(job)).toMatchObject({ score: 80, missing: [{ field }] });
    }
  });

  it('reads the job form’s empty values (null amounts, empty text and lists) as missing', () => {
    const emptyForm: JobCompletenessInput = {
      salaryRange: { min: null, max: null },
      callSchedule: '',
      halfDaysPerWeek: {
        outpatient: null,
        inpatient: null,
        procedural: null,
        administrative: null,
        other: null,
      },
      supportBenefitPerk: [],
      partnership: { value: null },
    };
    expect(jobCompleteness(emptyForm).score).toBe(0);
  });

  it.each<[string, JobCompletenessInput, string[]]>([
    [
      'a minimum salary alone is not a pay range',
      { ...complete, salaryRange: { min: 250_000, max: null } },
      ['salaryRange'],
    ],
    [
      'a maximum salary alone is not a pay range',
      { ...complete, salaryRange: { max: 320_000 } },
      ['salaryRange'],
    ],
    ['amounts typed as text count', { ...complete, salaryRange: { min: '250000', max: '320000' } }, []],
    [
      'a salary of words does not count',
      { ...complete, salaryRange: { min: 'lots', max: 'more' } },
      ['salaryRange'],
    ],
    ['a call schedule of spaces is missing', { ...complete, callSchedule: '   ' }, ['callSchedule']],
    [
      'a week of zero half-days is missing',
      { ...complete, halfDaysPerWeek: { outpatient: 0, other: 0 } },
      ['halfDaysPerWeek'],
    ],
    ['one half-day of any kind counts', { ...complete, halfDaysPerWeek: { administrative: 1 } }, []],
    [
      'a half-day of an unknown kind does not count',
      { ...complete, halfDaysPerWeek: { surfing: 4 } },
      ['halfDaysPerWeek'],
    ],
    [
      'a negative half-day does not count',
      { ...complete, halfDaysPerWeek: { outpatient: -2 } },
      ['halfDaysPerWeek'],
    ],
    [
      'partnership answered No is complete: the question is answered',
      { ...complete, partnership: { value: 'No' } },
      [],
    ],
    ['a lowercase answer is not an answer', { ...complete, partnership: { value: 'yes' } }, ['partnership']],
    [
      '"constructor" is not an answer',
      { ...complete, partnership: { value: 'constructor' } },
      ['partnership'],
    ],
    ['no benefits chosen is missing', { ...complete, supportBenefitPerk: [] }, ['supportBenefitPerk']],
  ])('%s', (_name, job, missing) => {
    expect(missingOf(job)).toEqual(missing);
  });

  it('gives 0 for no job at all and for wrong shapes, never throws', () => {
    expect(jobCompleteness(null).score).toBe(0);
    expect(jobCompleteness(undefined).score).toBe(0);
    const hostile = {
      salaryRange: 'not a range',
      callSchedule: 42,
      halfDaysPerWeek: 'ten',
      supportBenefitPerk: 'Health insurance',
      partnership: 'Yes',
    } as unknown as JobCompletenessInput;
    expect(jobCompleteness(hostile)).toMatchObject({ score: 0 });
    expect(missingOf(hostile)).toHaveLength(5);
  });

  it('words every gap for the recruiter: a short label and a hint that says what to add', () => {
    const { missing } = jobCompleteness({});
    expect(missing.map((gap) => gap.label)).toEqual([
      'pay range',
      'call schedule',
      'half-days',
      'benefits',
      'partnership track',
    ]);
    for (const gap of missing) {
      expect(gap.hint).toMatch(/^[A-Z].+\.$/);
      // Honest wording: no invented figures.
      expect(gap.hint).not.toMatch(/\d+ ?%/);
    }
  });
});
