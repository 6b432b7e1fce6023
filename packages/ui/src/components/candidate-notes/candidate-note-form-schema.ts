import { candidateNotePayloadSchema } from '@medhire/domain';
import { preparedSchema } from '../../lib/prepared-schema';

import { type CandidateNoteFormValues, noJobValue } from './candidate-note-values';

/**
 * The rules of the note form: the contract's note payload, with "no job" dropped. {@link CandidateNoteForm}
 * loads this on demand.
 */
export const candidateNoteFormSchema = preparedSchema(
  (values: CandidateNoteFormValues) => ({
    body: values.body,
    jobId: values.jobId && values.jobId !== noJobValue ? values.jobId : undefined,
  }),
  candidateNotePayloadSchema,
);
