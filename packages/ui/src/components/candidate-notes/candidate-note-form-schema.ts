import { candidateNotePayloadSchema } from '@medhire/domain';
import { preparedSchema } from '../../lib/prepared-schema';

/** The job select's choice for a note about no job in particular (a select item cannot have an empty value). */
export const noJobValue = 'no-job';

/** What the note form holds while it is typed. */
export type CandidateNoteFormValues = { body: string; jobId: string };

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
