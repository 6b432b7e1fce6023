/**
 * The job select's choice for a note about no job in particular (a select item cannot have an empty value). Apart
 * from the schema, so the form imports it without loading zod with the page.
 */
export const noJobValue = 'no-job';

/** What the note form holds while it is typed. */
export type CandidateNoteFormValues = { body: string; jobId: string };
