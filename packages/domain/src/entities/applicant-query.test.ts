import { describe, expect, it } from 'vitest';
import { applicantListQuerySchema, applicantQuerySchema, recommendedQuerySchema } from './applicant-query';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('applicantQuerySchema', () => {
  it('reads query-string text into numbers and a state code, with page defaults', () => {
    expect(
      applicantQuerySchema.parse({
        queryText: '  Rivera ',
        specialty: 'family-medicine',
        subSpecialty: 'sports-medicine-family-medicine',
        state: 'wi',
        boardStatus: 'board-certified',
        minExperience: '3',
        yearAvailable: '2027',
      }),
    ).toEqual({
      queryText: 'Rivera',
      specialty: 'family-medicine',
      subSpecialty: 'sports-medicine-family-medicine',
      state: 'WI',
      boardStatus: 'board-certified',
      minExperience: 3,
      yearAvailable: 2027,
      pageNumber: 1,
      pageSize: 20,
    });
  });

  it('treats cleared filters as not sent', () => {
    expect(applicantQuerySchema.parse({ specialty: '', state: ' ', pageSize: '' })).toEqual({
      pageNumber: 1,
      pageSize: 20,
    });
  });

  it.each([
    ['unknown specialty', { specialty: 'astrology' }, 'Choose the specialty from the list'],
    ['unknown sub-specialty', { subSpecialty: 'nope' }, 'Choose the sub-specialty from the list'],
    [
      'sub-specialty of another specialty',
      { specialty: 'pediatrics', subSpecialty: 'sports-medicine-family-medicine' },
      'Choose a sub-specialty of the chosen specialty',
    ],
    ['unknown state', { state: 'ZZ' }, 'Choose the state from the list'],
    ['unknown board status', { boardStatus: 'maybe' }, 'Choose the board status from the list'],
    [
      'negative experience',
      { minExperience: '-1' },
      'Minimum experience (years) must be a whole number from 0 to 60',
    ],
    ['page size above 50', { pageSize: '51' }, 'The page size must be a whole number from 1 to 50'],
    ['page 0', { pageNumber: '0' }, 'The page number must be a whole number from 1 to 100000'],
    ['long search text', { queryText: 'x'.repeat(101) }, 'Search text must be at most 100 characters'],
  ])('%s → "%s"', (_name, query, message) => {
    expect(firstMessage(applicantQuerySchema.safeParse(query))).toBe(message);
  });
});

describe('other applicant queries', () => {
  it('recommended: 10 by default, at most 50', () => {
    expect(recommendedQuerySchema.parse({})).toEqual({ limit: 10 });
    expect(recommendedQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });

  it('explore and applicants page through the first 10 000 candidates, and say so past them', () => {
    for (const schema of [applicantQuerySchema, applicantListQuerySchema]) {
      expect(schema.safeParse({ pageNumber: '200', pageSize: '50' }).success).toBe(true);
      const deeper = schema.safeParse({ pageNumber: '201', pageSize: '50' });
      expect(deeper.error?.issues).toEqual([
        expect.objectContaining({
          path: ['pageNumber'],
          message: 'Only the first 10000 candidates can be paged through: narrow the search with a filter',
        }),
      ]);
    }
  });

  it('applicants: the job is optional, pages as explore', () => {
    expect(applicantListQuerySchema.parse({ jobId: 'j-1', pageNumber: '2' })).toEqual({
      jobId: 'j-1',
      mine: false,
      pageNumber: 2,
      pageSize: 20,
    });
  });

  it('applicants: "my jobs" comes as query-string text', () => {
    expect(applicantListQuerySchema.parse({ mine: 'true' }).mine).toBe(true);
    expect(applicantListQuerySchema.safeParse({ mine: 'yes' }).error?.issues[0]?.message).toBe(
      'Mine must be true or false',
    );
  });
});
