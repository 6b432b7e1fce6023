import { describe, expect, it } from 'vitest';
import { HIRING_MANAGERS_MAX } from '../constants';
import { fieldErrors } from '../rules/field-errors';
import { formatValidationError } from '../rules/format-validation-error';
import { jobCompleteness } from '../rules/job-completeness';
import { hiringTeamPayloadSchema, jobListQuerySchema, jobPayloadSchema, jobViewSchema } from './job';

const austin = {
  city: 'Austin',
  state: 'TX',
  description: 'Austin, TX, USA',
  coords: { latitude: 30.2672, longitude: -97.7431 },
};

/** A job as the create-job form sends it: salary and bonus as JSON text. */
const validJob = {
  title: 'Gastroenterologist',
  specialty: 'internal-medicine',
  subSpecialty: 'gastroenterology',
  employmentType: 'full-time',
  reasonForJobOpp: 'practice-growth',
  salaryRange: '{"min":250000,"max":320000}',
  signOnBonus: '{"min":20000,"max":40000}',
  productiveBonus: 'rvu-productivity-bonus',
  stipendTraining: '$3,000 a month during fellowship',
  loanRepaymentAssistance: 'Up to $100,000 over 4 years',
  vacation: '6 weeks plus 1 CME week',
  callSchedule: '1 in 6, home call',
  requiredTravel: 'Two clinics 20 minutes apart',
  additionalContext: 'Fast-growing GI group with its own ASC.',
  halfDaysPerWeek: { outpatient: 4, inpatient: 0, procedural: 4, administrative: 1, other: 0 },
  advancedTech: 'AI-assisted colonoscopy',
  electronicMedRecord: 'Epic',
  scribeSupport: true,
  supportBenefitPerk: ['Health insurance', '401(k) match', 'Malpractice with tail coverage'],
  partnership: { value: 'Yes', types: ['proven-partnership-track', 'asc-ownership'] },
  academicResearchOpportunity: false,
  mentorship: true,
  speakerShip: false,
  globalMissions: false,
  locations: [austin],
};

function errorOf(input: unknown): string {
  const result = jobPayloadSchema.safeParse(input);
  if (result.success) {
    throw new Error('expected the payload to be refused');
  }
  return formatValidationError(result.error);
}

describe('jobPayloadSchema (spec §3, "Job payload")', () => {
  it('accepts a valid job payload and parses the JSON-text salary and bonus', () => {
    const job = jobPayloadSchema.parse(validJob);
    expect(job.salaryRange).toEqual({ min: 250000, max: 320000 });
    expect(job.signOnBonus).toEqual({ min: 20000, max: 40000 });
    expect(job.locations).toEqual([austin]);
    expect(job.partnership).toEqual({ value: 'Yes', types: ['proven-partnership-track', 'asc-ownership'] });
  });

  it('accepts the salary as an object too', () => {
    const job = jobPayloadSchema.parse({ ...validJob, salaryRange: { min: 200000, max: 200000 } });
    expect(job.salaryRange).toEqual({ min: 200000, max: 200000 });
  });

  it('accepts digit-only amounts inside the JSON text', () => {
    const job = jobPayloadSchema.parse({ ...validJob, salaryRange: '{"min":"250000","max":"320000"}' });
    expect(job.salaryRange).toEqual({ min: 250000, max: 320000 });
  });

  it('accepts the smallest job: title, specialty, employment type, salary, one location', () => {
    const job = jobPayloadSchema.parse({
      title: 'Family physician',
      specialty: 'family-medicine',
      employmentType: 'part-time',
      salaryRange: '{"min":180000,"max":220000}',
      locations: [austin],
    });
    expect(job.title).toBe('Family physician');
  });

  it('fills missing half-day categories with 0', () => {
    const job = jobPayloadSchema.parse({ ...validJob, halfDaysPerWeek: { outpatient: 8 } });
    expect(job.halfDaysPerWeek).toEqual({
      outpatient: 8,
      inpatient: 0,
      procedural: 0,
      administrative: 0,
      other: 0,
    });
  });

  it('lists each benefit once and reads a lowercase state code', () => {
    const job = jobPayloadSchema.parse({
      ...validJob,
      supportBenefitPerk: ['Health insurance', 'Health insurance'],
      locations: [{ ...austin, state: 'tx' }],
    });
    expect(job.supportBenefitPerk).toEqual(['Health insurance']);
    expect(job.locations[0]?.state).toBe('TX');
  });

  it('trims the title', () => {
    expect(jobPayloadSchema.parse({ ...validJob, title: '  Gastroenterologist  ' }).title).toBe(
      'Gastroenterologist',
    );
  });

  it('drops fields the payload does not know', () => {
    const job = jobPayloadSchema.parse({ ...validJob, isAdmin: true }) as Record<string, unknown>;
    expect(job).not.toHaveProperty('isAdmin');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing title', { title: undefined }, 'Enter the job title'],
    ['an empty title', { title: '' }, 'Enter the job title'],
    ['a title of only spaces', { title: '    ' }, 'Enter the job title'],
    ['a title that is a number', { title: 42 }, 'Enter the job title'],
    ['an over-long title', { title: 'x'.repeat(121) }, 'The job title must be at most 120 characters'],
    ['a missing specialty', { specialty: undefined }, 'Choose the specialty'],
    ['an unknown specialty', { specialty: 'Cardiology' }, 'Choose the specialty'],
    [
      'a sub-specialty of another specialty',
      { subSpecialty: 'pediatric-cardiology' },
      'Choose a sub-specialty of the chosen specialty',
    ],
    ['an unknown sub-specialty', { subSpecialty: 'astrology' }, 'Choose the sub-specialty from the list'],
    ['a missing employment type', { employmentType: undefined }, 'Choose the employment type'],
    ['a missing salary range', { salaryRange: undefined }, 'Salary range: enter a minimum and a maximum'],
    [
      'salary text that is not JSON',
      { salaryRange: '250k-320k' },
      'Salary range: enter a minimum and a maximum',
    ],
    [
      'salary JSON that is not an object',
      { salaryRange: '250000' },
      'Salary range: enter a minimum and a maximum',
    ],
    ['salary JSON null', { salaryRange: 'null' }, 'Salary range: enter a minimum and a maximum'],
    [
      'a salary minimum above the maximum',
      { salaryRange: '{"min":320000,"max":250000}' },
      'Salary range: the minimum must not exceed the maximum',
    ],
    [
      'a negative salary minimum',
      { salaryRange: '{"min":-1,"max":250000}' },
      'Salary range: the minimum must be an amount in dollars, from 0 to 100,000,000',
    ],
    [
      'a salary maximum that is text',
      { salaryRange: { min: 1, max: 'lots' } },
      'Salary range: the maximum must be an amount in dollars, from 0 to 100,000,000',
    ],
    [
      'an absurd salary',
      { salaryRange: '{"min":1,"max":1e300}' },
      'Salary range: the maximum must be an amount in dollars, from 0 to 100,000,000',
    ],
    [
      'a sign-on bonus minimum above the maximum',
      { signOnBonus: { min: 50000, max: 10000 } },
      'Sign-on bonus: the minimum must not exceed the maximum',
    ],
    [
      'partnership types with No',
      { partnership: { value: 'No', types: ['practice-ownership'] } },
      'Partnership types apply only when partnership is Yes',
    ],
    ['partnership answer in lowercase', { partnership: { value: 'yes' } }, 'Partnership: choose Yes or No'],
    [
      'an unknown partnership type',
      { partnership: { value: 'Yes', types: ['stock-options'] } },
      'Partnership types: choose from the list',
    ],
    [
      'half-days totalling more than 10',
      { halfDaysPerWeek: { outpatient: 6, inpatient: 6 } },
      'Half-days per week: the total must not exceed 10 (it is 12)',
    ],
    [
      'a half-day count above 10',
      { halfDaysPerWeek: { procedural: 11 } },
      'Half-days per week (procedural) must be a whole number from 0 to 10',
    ],
    [
      'a negative half-day count',
      { halfDaysPerWeek: { other: -1 } },
      'Half-days per week (other) must be a whole number from 0 to 10',
    ],
    [
      'a benefit not on the list',
      { supportBenefitPerk: ['Free yacht'] },
      'Benefits and perks: choose from the list',
    ],
    ['no locations', { locations: [] }, 'Add at least one job location'],
    ['locations missing', { locations: undefined }, 'Add at least one job location'],
    [
      'a location without a city',
      { locations: [{ ...austin, city: '' }] },
      'Enter the city of each job location',
    ],
    [
      'a location with an unknown state',
      { locations: [{ ...austin, state: 'XX' }] },
      'Choose the state of each job location',
    ],
    [
      'a location without coordinates',
      { locations: [{ ...austin, coords: undefined }] },
      'Choose the location from the suggestions so it has coordinates',
    ],
    [
      'a location with an impossible latitude',
      { locations: [{ ...austin, coords: { latitude: 91, longitude: 0 } }] },
      'Location latitude must be between -90 and 90',
    ],
    ['scribe support as text', { scribeSupport: 'yes' }, 'Scribe support: choose Yes or No'],
  ])('refuses %s: "%s"', (_name, change, message) => {
    expect(errorOf({ ...validJob, ...change })).toBe(message);
  });

  it('refuses a payload that is not an object', () => {
    expect(errorOf('job')).toBe('The form is not valid');
    expect(errorOf(null)).toBe('The form is not valid');
  });

  it('names the partnership types field for the form', () => {
    const result = jobPayloadSchema.safeParse({
      ...validJob,
      partnership: { value: 'No', types: ['asc-ownership'] },
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        'partnership.types': 'Partnership types apply only when partnership is Yes',
      });
    }
  });

  it('accepts No with no types or an empty list', () => {
    expect(jobPayloadSchema.safeParse({ ...validJob, partnership: { value: 'No' } }).success).toBe(true);
    expect(jobPayloadSchema.safeParse({ ...validJob, partnership: { value: 'No', types: [] } }).success).toBe(
      true,
    );
  });

  it('shows the sub-specialty mismatch together with other errors', () => {
    const result = jobPayloadSchema.safeParse({ ...validJob, title: '', subSpecialty: 'retina' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        title: 'Enter the job title',
        subSpecialty: 'Choose a sub-specialty of the chosen specialty',
      });
    }
  });
});

/** A job as the jobs routes answer it: the stored payload, status, counts and dates. */
const jobView = {
  _id: 'job-1',
  status: 'open',
  title: 'Gastroenterologist',
  specialty: 'internal-medicine',
  employmentType: 'full-time',
  salaryRange: { min: 250_000, max: 320_000 },
  locations: [austin],
  applicantCount: 3,
  pipelineCounts: { Shortlisted: 1, Submitted: 1, Interview: 1, Offer: 0, Hired: 0, Rejected: 0 },
  pendingInvites: 2,
  hiringTeam: {
    recruiter: { memberId: 'member-1', name: 'Ana Ruiz', email: 'ana@clinic.test' },
    hiringManagers: [{ memberId: 'member-2', name: null, email: 'sam@clinic.test' }],
  },
  completeness: jobCompleteness({ salaryRange: { min: 250_000, max: 320_000 } }),
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
};

describe('jobViewSchema (the answer of every jobs route)', () => {
  it('accepts a job as the server answers it', () => {
    expect(jobViewSchema.parse(jobView)).toEqual(jobView);
  });

  it('accepts a closed job with the date it closed', () => {
    const closed = { ...jobView, status: 'closed', closedAt: '2026-11-03T09:00:00.000Z' };
    expect(jobViewSchema.safeParse(closed).success).toBe(true);
  });

  it.each(['archived', 'Open', 'all', ''])('rejects the status %j (only open and closed exist)', (status) => {
    expect(jobViewSchema.safeParse({ ...jobView, status }).success).toBe(false);
  });

  it('rejects pipeline counts that leave a step out', () => {
    const { Rejected: _left, ...withoutRejected } = jobView.pipelineCounts;
    expect(jobViewSchema.safeParse({ ...jobView, pipelineCounts: withoutRejected }).success).toBe(false);
  });

  it('does not carry a pipeline step it does not know', () => {
    const counts = { ...jobView.pipelineCounts, Archived: 4 };
    const parsed = jobViewSchema.parse({ ...jobView, pipelineCounts: counts });
    expect(Object.keys(parsed.pipelineCounts)).toEqual([
      'Shortlisted',
      'Submitted',
      'Interview',
      'Offer',
      'Hired',
      'Rejected',
    ]);
  });

  it('carries the completeness the domain rule gives, and refuses a score above 100', () => {
    expect(jobViewSchema.parse(jobView).completeness).toMatchObject({
      score: 20,
      missing: [
        { field: 'callSchedule' },
        { field: 'halfDaysPerWeek' },
        { field: 'supportBenefitPerk' },
        { field: 'partnership' },
      ],
    });
    const overfull = { ...jobView, completeness: { score: 120, missing: [] } };
    expect(jobViewSchema.safeParse(overfull).success).toBe(false);
    const { completeness: _left, ...withoutCompleteness } = jobView;
    expect(jobViewSchema.safeParse(withoutCompleteness).success).toBe(false);
  });

  it.each([-1, 1.5])('rejects a count of %d', (count) => {
    expect(jobViewSchema.safeParse({ ...jobView, applicantCount: count }).success).toBe(false);
  });

  it.each(['Texas', 'tx', 'ZZ'])(
    'rejects the location state %j (a two-letter code of the states)',
    (state) => {
      expect(jobViewSchema.safeParse({ ...jobView, locations: [{ ...austin, state }] }).success).toBe(false);
    },
  );
});

describe('jobListQuerySchema', () => {
  it('lists all jobs when no status is asked for', () => {
    expect(jobListQuerySchema.parse({})).toEqual({ status: 'all', mine: false });
  });

  it('reads "my jobs" as query-string text', () => {
    expect(jobListQuerySchema.parse({ mine: 'true' })).toEqual({ status: 'all', mine: true });
  });

  it('a hiring team payload keeps each hiring manager once and refuses more than the most a job can have', () => {
    expect(
      hiringTeamPayloadSchema.parse({ recruiterMemberId: null, hiringManagerIds: ['m-1', 'm-2', 'm-1'] }),
    ).toEqual({ recruiterMemberId: null, hiringManagerIds: ['m-1', 'm-2'] });
    const tooMany = Array.from({ length: HIRING_MANAGERS_MAX + 1 }, (_, index) => `m-${index}`);
    expect(
      hiringTeamPayloadSchema.safeParse({ recruiterMemberId: null, hiringManagerIds: tooMany }).error
        ?.issues[0]?.message,
    ).toBe(`A job can have at most ${HIRING_MANAGERS_MAX} hiring managers`);
  });

  it('refuses another status with the words the list shows', () => {
    const result = jobListQuerySchema.safeParse({ status: 'archived' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('Status: choose open, closed or all');
  });
});
