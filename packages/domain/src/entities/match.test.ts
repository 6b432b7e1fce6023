import { describe, expect, it } from 'vitest';
import { applicantMatchSchema } from './applicant';
import { allMatchesQuerySchema, matchViewSchema } from './match';

const candidate = {
  _id: 'cand-1',
  firstName: 'Ana',
  lastName: 'Okafor',
  providerType: 'md',
  specialty: 'family-medicine',
  homeState: 'WI',
  boardStatus: 'board-certified',
  yearsOfExperience: 6,
  yearAvailable: 2027,
  training: { medicalSchool: 'UW', residency: 'UW Health' },
  licenses: ['WI'],
  bio: '',
  score: 87,
  reasons: [{ factor: 'distance', text: '12 miles from the job', impact: 'positive' }],
  scoredFor: { kind: 'job', jobId: 'job-1', title: 'Family physician' },
  saved: false,
};

const match = {
  _id: 'match-1',
  job: { _id: 'job-1', title: 'Family physician' },
  candidate,
  requestStatus: 'pending',
  pipelineStatus: 'Shortlisted',
  rejectionReason: null,
  inviteNote: null,
  origin: 'invite',
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  stageEnteredAt: '2026-11-26T10:00:00.000Z',
};

describe('matchViewSchema', () => {
  it('accepts a match as the server sends it', () => {
    expect(matchViewSchema.parse(match)).toEqual(match);
  });

  it.each([
    ['a pipeline status that is not a step', { pipelineStatus: 'Maybe' }],
    ['a request status the domain does not know', { requestStatus: 'ignored' }],
    ['an origin other than invite or application', { origin: 'import' }],
    ['a score above 100', { candidate: { ...candidate, score: 101 } }],
    [
      'a reason of an unknown factor',
      { candidate: { ...candidate, reasons: [{ factor: 'age', text: '', impact: 'neutral' }] } },
    ],
  ])('refuses %s', (_name, change) => {
    expect(matchViewSchema.safeParse({ ...match, ...change }).success).toBe(false);
  });
});

describe('applicantMatchSchema', () => {
  it('types the pipeline status of an applicant’s match as a step', () => {
    const applicantMatch = {
      _id: 'm',
      jobId: 'j',
      jobTitle: 'T',
      requestStatus: 'accepted',
      pipelineStatus: 'Offer',
    };
    expect(applicantMatchSchema.parse(applicantMatch).pipelineStatus).toBe('Offer');
    expect(applicantMatchSchema.safeParse({ ...applicantMatch, pipelineStatus: 'offer' }).success).toBe(
      false,
    );
  });
});

describe('allMatchesQuerySchema', () => {
  it('reads the page from query-string text', () => {
    expect(allMatchesQuerySchema.parse({ pageNumber: '2', pageSize: '50' })).toEqual({
      pageNumber: 2,
      pageSize: 50,
    });
  });

  it('refuses a page over 50 with the rule in words', () => {
    const result = allMatchesQuerySchema.safeParse({ pageSize: '51' });
    expect(result.error?.issues[0]?.message).toBe('The page size must be a whole number from 1 to 50');
  });
});
