import { describe, expect, it } from 'vitest';
import { feedbackCriteriaPayloadSchema, interviewFeedbackPayloadSchema } from './interview-feedback';
import { offerPayloadSchema } from './offer';

const base = { baseSalary: 420_000, productivityModel: 'none', startDate: '2027-07-01' } as const;

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('offerPayloadSchema', () => {
  it('fills the optional terms and drops a rate the model does not use', () => {
    const parsed = offerPayloadSchema.parse({ ...base, productivityRate: 55, yearsToPartnership: 3 });
    expect(parsed).toEqual({
      ...base,
      signOnBonus: null,
      productivityRate: null,
      loanRepayment: null,
      callSchedule: '',
      ptoDays: null,
      partnershipTrack: false,
      yearsToPartnership: null,
    });
  });

  it.each([
    [{ ...base, baseSalary: 0 }, 'Enter the base salary'],
    [{ ...base, baseSalary: -5 }, 'Enter the base salary'],
    [{ ...base, baseSalary: 1.5 }, 'Enter the base salary in whole dollars'],
    [{ ...base, productivityModel: 'rvu' }, 'Enter the $ per wRVU'],
    [{ ...base, productivityModel: 'collections' }, 'Enter the % of collections'],
    [{ ...base, productivityModel: 'bitcoin' }, 'Choose a productivity model'],
    [{ ...base, partnershipTrack: true }, 'Enter the years to partnership'],
    [{ ...base, startDate: '07/01/2027' }, 'Enter the start date as YYYY-MM-DD'],
    [{ ...base, startDate: '2027-13-45' }, 'Enter a real start date'],
    [{ ...base, startDate: 'x'.repeat(100_000) }, 'Enter the start date as YYYY-MM-DD'],
    [{ ...base, callSchedule: 'x'.repeat(121) }, 'The call schedule must be at most 120 characters'],
    [{ ...base, ptoDays: 400 }, 'PTO days must be at most 365'],
  ])('refuses %j', (input, message) => {
    expect(messages(offerPayloadSchema.safeParse(input))).toContain(message);
  });

  it('keeps an RVU rate and the years to partnership', () => {
    const parsed = offerPayloadSchema.parse({
      ...base,
      productivityModel: 'rvu',
      productivityRate: 52.5,
      partnershipTrack: true,
      yearsToPartnership: 3,
    });
    expect(parsed.productivityRate).toBe(52.5);
    expect(parsed.yearsToPartnership).toBe(3);
  });
});

describe('feedback payloads', () => {
  it('refuses an empty, a repeated, a too long criterion and too many', () => {
    expect(messages(feedbackCriteriaPayloadSchema.safeParse({ criteria: [] }))).toContain(
      'Keep at least one criterion',
    );
    expect(
      messages(feedbackCriteriaPayloadSchema.safeParse({ criteria: ['Team fit', 'team fit'] })),
    ).toContain('Each criterion can appear only once');
    expect(messages(feedbackCriteriaPayloadSchema.safeParse({ criteria: ['x'.repeat(61)] }))).toContain(
      'A criterion must be at most 60 characters',
    );
    expect(messages(feedbackCriteriaPayloadSchema.safeParse({ criteria: ['  '] }))).toContain(
      'Name each criterion',
    );
    const nine = Array.from({ length: 9 }, (_, index) => `Criterion ${index}`);
    expect(messages(feedbackCriteriaPayloadSchema.safeParse({ criteria: nine }))).toContain(
      'A job can have at most 8 criteria',
    );
  });

  it('refuses a rating out of 1–5 and a missing recommendation', () => {
    expect(
      messages(
        interviewFeedbackPayloadSchema.safeParse({
          ratings: [{ criterion: 'Team fit', rating: 6 }],
          recommendation: 'yes',
        }),
      ),
    ).toContain('Rate each criterion from 1 to 5');
    expect(messages(interviewFeedbackPayloadSchema.safeParse({ ratings: [] }))).toContain(
      'Choose a recommendation',
    );
    expect(
      interviewFeedbackPayloadSchema.parse({ ratings: [], recommendation: 'no', comments: '  ok ' }).comments,
    ).toBe('ok');
  });
});
