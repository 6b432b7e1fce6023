import type { FeedbackRecommendation } from '../enums/feedback';

/** One member's ratings and recommendation, as the summary needs them. */
export interface RatedFeedback {
  readonly ratings: readonly { criterion: string; rating: number }[];
  readonly recommendation: FeedbackRecommendation;
}

/** The average of one criterion (rounded to one decimal), and how many rated it. */
export interface CriterionAverageValue {
  criterion: string;
  average: number | null;
  count: number;
}

const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The average rating of each of the job's criteria over the feedback that rated it, in the job's order; criteria
 * rated earlier but since removed from the job follow, so no rating given is lost from view.
 */
export function criterionAverages(
  criteria: readonly string[],
  feedback: readonly RatedFeedback[],
): CriterionAverageValue[] {
  const sums = new Map<string, { total: number; count: number }>();
  for (const { ratings } of feedback) {
    for (const { criterion, rating } of ratings) {
      const sum = sums.get(criterion) ?? { total: 0, count: 0 };
      sum.total += rating;
      sum.count += 1;
      sums.set(criterion, sum);
    }
  }
  const removed = [...sums.keys()].filter((criterion) => !criteria.includes(criterion));
  return [...criteria, ...removed].map((criterion) => {
    const sum = sums.get(criterion);
    return {
      criterion,
      average: sum ? roundToTenth(sum.total / sum.count) : null,
      count: sum?.count ?? 0,
    };
  });
}

/** The mean of every rating given (rounded to one decimal); null when there is none. */
export function overallAverage(feedback: readonly RatedFeedback[]): number | null {
  const ratings = feedback.flatMap((entry) => entry.ratings.map((rating) => rating.rating));
  if (ratings.length === 0) return null;
  return roundToTenth(ratings.reduce((total, rating) => total + rating, 0) / ratings.length);
}

/** How many of each recommendation. */
export function recommendationCounts(
  feedback: readonly RatedFeedback[],
): Record<FeedbackRecommendation, number> {
  const counts: Record<FeedbackRecommendation, number> = { 'strong-yes': 0, yes: 0, no: 0, 'strong-no': 0 };
  for (const { recommendation } of feedback) counts[recommendation] += 1;
  return counts;
}

/**
 * Checks ratings against the job's criteria: every criterion rated exactly once, nothing else. Answers the
 * sentence to show, or null when they fit.
 */
export function ratingsProblem(
  criteria: readonly string[],
  ratings: readonly { criterion: string }[],
): string | null {
  const rated = ratings.map((rating) => rating.criterion);
  const unknown = rated.find((criterion) => !criteria.includes(criterion));
  if (unknown !== undefined) return `“${unknown}” is not one of this job’s criteria.`;
  if (new Set(rated).size !== rated.length) return 'Rate each criterion once.';
  const missing = criteria.find((criterion) => !rated.includes(criterion));
  if (missing !== undefined) return `Rate “${missing}” from 1 to 5.`;
  return null;
}
