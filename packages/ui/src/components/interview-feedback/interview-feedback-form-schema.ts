import { interviewFeedbackPayloadSchema } from '@medhire/domain';
import { preparedSchema } from '../../lib/prepared-schema';
import type { InterviewFeedbackFormValues } from './interview-feedback-values';

/**
 * The rules of the feedback form: the contract's payload, an unrated criterion read as 0 so it fails "Rate each
 * criterion from 1 to 5" at its own field. {@link InterviewFeedbackForm} loads this on demand.
 */
export const interviewFeedbackFormSchema = preparedSchema(
  (values: InterviewFeedbackFormValues) => ({
    ratings: values.ratings.map(({ criterion, rating }) => ({ criterion, rating: rating ?? 0 })),
    recommendation: values.recommendation === '' ? undefined : values.recommendation,
    comments: values.comments,
  }),
  interviewFeedbackPayloadSchema,
);
