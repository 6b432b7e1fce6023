import type { FeedbackRecommendation, InterviewFeedback } from '@medhire/domain';

/** The feedback form's values: one rating per criterion of the job (null until chosen), a recommendation, comments. */
export type InterviewFeedbackFormValues = {
  ratings: { criterion: string; rating: number | null }[];
  recommendation: FeedbackRecommendation | '';
  comments: string;
};

/** The form's starting values: the author's earlier feedback when there is one, the job's criteria unrated. */
export function feedbackFormValues(
  criteria: readonly string[],
  mine: InterviewFeedback | undefined,
): InterviewFeedbackFormValues {
  return {
    ratings: criteria.map((criterion) => ({
      criterion,
      rating: mine?.ratings.find((rating) => rating.criterion === criterion)?.rating ?? null,
    })),
    recommendation: mine?.recommendation ?? '',
    comments: mine?.comments ?? '',
  };
}
