import { feedbackCriteriaPayloadSchema } from '@medhire/domain';
import { preparedSchema } from '../../lib/prepared-schema';

/** The criteria form's values: one text box per criterion. */
export type FeedbackCriteriaFormValues = { criteria: { text: string }[] };

/** The rules of the criteria form: the contract's payload. Loaded on demand. */
export const feedbackCriteriaFormSchema = preparedSchema(
  (values: FeedbackCriteriaFormValues) => ({ criteria: values.criteria.map((criterion) => criterion.text) }),
  feedbackCriteriaPayloadSchema,
);
