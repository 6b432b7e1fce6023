import { describe, expect, it } from 'vitest';
import { criterionAverages, overallAverage, ratingsProblem, recommendationCounts } from './feedback-summary';

const criteria = ['Clinical skills', 'Communication', 'Team fit'];

describe('criterionAverages', () => {
  it('averages each criterion over the feedback that rated it, in the job’s order', () => {
    expect(
      criterionAverages(criteria, [
        {
          recommendation: 'yes',
          ratings: [
            { criterion: 'Team fit', rating: 4 },
            { criterion: 'Clinical skills', rating: 5 },
            { criterion: 'Communication', rating: 3 },
          ],
        },
        {
          recommendation: 'no',
          ratings: [
            { criterion: 'Clinical skills', rating: 4 },
            { criterion: 'Communication', rating: 4 },
          ],
        },
      ]),
    ).toEqual([
      { criterion: 'Clinical skills', average: 4.5, count: 2 },
      { criterion: 'Communication', average: 3.5, count: 2 },
      { criterion: 'Team fit', average: 4, count: 1 },
    ]);
  });

  it('answers null for a criterion nobody rated, and keeps removed criteria after the job’s', () => {
    expect(
      criterionAverages(
        ['Clinical skills'],
        [{ recommendation: 'yes', ratings: [{ criterion: 'Bedside manner', rating: 2 }] }],
      ),
    ).toEqual([
      { criterion: 'Clinical skills', average: null, count: 0 },
      { criterion: 'Bedside manner', average: 2, count: 1 },
    ]);
  });

  it('rounds to one decimal', () => {
    const feedback = [4, 4, 5].map((rating) => ({
      recommendation: 'yes' as const,
      ratings: [{ criterion: 'Team fit', rating }],
    }));
    expect(criterionAverages(['Team fit'], feedback)[0]?.average).toBe(4.3);
    expect(overallAverage(feedback)).toBe(4.3);
  });
});

describe('overallAverage and recommendationCounts', () => {
  it('has no average without ratings, and counts every recommendation', () => {
    expect(overallAverage([])).toBeNull();
    expect(
      recommendationCounts([
        { recommendation: 'strong-yes', ratings: [] },
        { recommendation: 'strong-yes', ratings: [] },
        { recommendation: 'strong-no', ratings: [] },
      ]),
    ).toEqual({ 'strong-yes': 2, yes: 0, no: 0, 'strong-no': 1 });
  });
});

describe('ratingsProblem', () => {
  const all = criteria.map((criterion) => ({ criterion }));
  it.each([
    ['every criterion once', all, null],
    ['one missing', all.slice(1), 'Rate “Clinical skills” from 1 to 5.'],
    ['one twice', [...all, { criterion: 'Team fit' }], 'Rate each criterion once.'],
    [
      'an unknown one',
      [...all, { criterion: 'Golf handicap' }],
      '“Golf handicap” is not one of this job’s criteria.',
    ],
    ['a prototype key', [{ criterion: '__proto__' }], '“__proto__” is not one of this job’s criteria.'],
    ['nothing', [], 'Rate “Clinical skills” from 1 to 5.'],
  ])('%s', (_name, ratings, expected) => {
    expect(ratingsProblem(criteria, ratings)).toBe(expected);
  });
});
