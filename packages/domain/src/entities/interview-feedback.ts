import { z } from 'zod';
import {
  FEEDBACK_COMMENTS_MAX_LENGTH,
  FEEDBACK_CRITERIA_MAX,
  FEEDBACK_CRITERIA_MIN,
  FEEDBACK_CRITERION_MAX_LENGTH,
  FEEDBACK_RATING_MAX,
  FEEDBACK_RATING_MIN,
  FeedbackRecommendation,
} from '../enums/feedback';
import { PipelineStatus } from '../enums/pipeline-status';
import { actorSchema } from './activity';
import { requiredText } from './fields';

/** One criterion a job's interviewers rate ("Clinical skills"). */
export const feedbackCriterionSchema = requiredText(
  'A criterion',
  'Name each criterion',
  FEEDBACK_CRITERION_MAX_LENGTH,
);

/** `PUT /employer/jobs/:jobId/feedback-criteria`: the job's criteria, in order, each once. */
export const feedbackCriteriaPayloadSchema = z.object({
  criteria: z
    .array(feedbackCriterionSchema, { error: 'Send the criteria as a list' })
    .min(FEEDBACK_CRITERIA_MIN, { error: 'Keep at least one criterion' })
    .max(FEEDBACK_CRITERIA_MAX, { error: `A job can have at most ${FEEDBACK_CRITERIA_MAX} criteria` })
    .refine(
      (criteria) => new Set(criteria.map((criterion) => criterion.toLowerCase())).size === criteria.length,
      { error: 'Each criterion can appear only once' },
    ),
});
/** A job's criteria to save. */
export type FeedbackCriteriaPayload = z.infer<typeof feedbackCriteriaPayloadSchema>;

/** A job's criteria: its own, or the default set when it defines none (`isDefault`). */
export const feedbackCriteriaSchema = z.object({
  jobId: z.string(),
  criteria: z.array(z.string()),
  isDefault: z.boolean().describe('True while the job uses the default criteria'),
});
/** A job's criteria. */
export type FeedbackCriteria = z.infer<typeof feedbackCriteriaSchema>;

/** One rating of one criterion, 1 (poor) to 5 (excellent). */
export const feedbackRatingSchema = z.object({
  criterion: z.string().max(FEEDBACK_CRITERION_MAX_LENGTH, { error: 'Rate the job’s criteria only' }),
  rating: z
    .number({ error: 'Rate each criterion from 1 to 5' })
    .int({ error: 'Rate each criterion from 1 to 5' })
    .min(FEEDBACK_RATING_MIN, { error: 'Rate each criterion from 1 to 5' })
    .max(FEEDBACK_RATING_MAX, { error: 'Rate each criterion from 1 to 5' }),
});
/** One rating. */
export type FeedbackRating = z.infer<typeof feedbackRatingSchema>;

/** `PUT /employer/match/:matchId/feedback`: your feedback on the candidate for that job (one per member). */
export const interviewFeedbackPayloadSchema = z.object({
  ratings: z
    .array(feedbackRatingSchema, { error: 'Rate each criterion from 1 to 5' })
    .max(FEEDBACK_CRITERIA_MAX, { error: 'Rate the job’s criteria only' }),
  recommendation: z.enum(FeedbackRecommendation, { error: 'Choose a recommendation' }),
  comments: z
    .string({ error: 'Comments must be text' })
    .trim()
    .max(FEEDBACK_COMMENTS_MAX_LENGTH, {
      error: `Comments must be at most ${FEEDBACK_COMMENTS_MAX_LENGTH} characters`,
      abort: true,
    })
    .default(''),
});
/** Feedback to save. */
export type InterviewFeedbackPayload = z.input<typeof interviewFeedbackPayloadSchema>;

/** One member's feedback on a candidate for one job. */
export const interviewFeedbackSchema = z.object({
  _id: z.string(),
  matchId: z.string(),
  ratings: z.array(feedbackRatingSchema),
  recommendation: z.enum(FeedbackRecommendation),
  comments: z.string(),
  author: actorSchema,
  /** Whether the signed-in person wrote it (they may edit it). */
  mine: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** One member's feedback. */
export type InterviewFeedback = z.infer<typeof interviewFeedbackSchema>;

/** The average rating of a criterion over the feedback that rated it (null: nobody has). */
export const criterionAverageSchema = z.object({
  criterion: z.string(),
  average: z.number().nullable(),
  count: z.number().int(),
});
/** The average of one criterion. */
export type CriterionAverage = z.infer<typeof criterionAverageSchema>;

/** How many of each recommendation the feedback holds. */
export const recommendationCountsSchema = z.object({
  'strong-yes': z.number().int(),
  yes: z.number().int(),
  no: z.number().int(),
  'strong-no': z.number().int(),
});
/** Counts of each recommendation. */
export type RecommendationCounts = z.infer<typeof recommendationCountsSchema>;

/** The team's feedback on one candidate for one job: the job's criteria, each member's feedback, the averages. */
export const matchFeedbackSchema = z.object({
  matchId: z.string(),
  job: z.object({ _id: z.string(), title: z.string() }),
  pipelineStatus: z.enum(PipelineStatus),
  criteria: z.array(z.string()),
  feedback: z.array(interviewFeedbackSchema),
  averages: z.array(criterionAverageSchema),
  recommendations: recommendationCountsSchema,
  /** Whether the signed-in person may leave (or edit) their feedback here. */
  canLeave: z.boolean(),
});
/** The feedback on one match. */
export type MatchFeedback = z.infer<typeof matchFeedbackSchema>;

/** `GET /employer/applicants/:candidateId/feedback`: the candidate's matches with your jobs, each with its feedback. */
export const candidateFeedbackResultSchema = z.object({ matches: z.array(matchFeedbackSchema) });
/** A candidate's feedback, per job. */
export type CandidateFeedbackResult = z.infer<typeof candidateFeedbackResultSchema>;

/** A compact summary of one match's feedback, for its card on the board. */
export const feedbackSummarySchema = z.object({
  matchId: z.string(),
  count: z.number().int(),
  /** The mean of every rating given (null: none). */
  average: z.number().nullable(),
  recommendations: recommendationCountsSchema,
});
/** A match's feedback in brief. */
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>;

/** `GET /employer/jobs/:jobId/feedback-summary`: the matches of the job that have feedback. */
export const jobFeedbackSummaryResultSchema = z.object({ summaries: z.array(feedbackSummarySchema) });
/** A job's feedback in brief. */
export type JobFeedbackSummaryResult = z.infer<typeof jobFeedbackSummaryResultSchema>;
