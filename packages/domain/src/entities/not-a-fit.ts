import { z } from 'zod';
import { RejectionReason } from '../enums/rejection-reason';

/**
 * "Not a fit for this job" (issue 17): a recruiter exploring candidates for one job passes on a candidate with a
 * reason from the rejection list. It is the employer's own note, never a match: the candidate did not apply, so
 * they are not told; Explore stops showing them for that job until the pass is taken back.
 */
export const notAFitPayloadSchema = z.object({
  candidateId: z.string({ error: 'Choose the candidate' }).min(1, 'Choose the candidate'),
  rejectionReason: z
    .enum(RejectionReason, { error: 'Choose why the candidate is not a fit from the list' })
    .describe('Why the candidate is not a fit for the job, from the rejection reasons'),
});
export type NotAFitPayload = z.infer<typeof notAFitPayloadSchema>;

/** One candidate passed on for one job. */
export const notAFitSchema = z.object({
  jobId: z.string(),
  candidateId: z.string(),
  rejectionReason: z.enum(RejectionReason),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type NotAFit = z.infer<typeof notAFitSchema>;

export const notAFitResultSchema = z.object({ notAFit: notAFitSchema });
export type NotAFitResult = z.infer<typeof notAFitResultSchema>;

/** Taking a pass back: whether there was one to remove. */
export const notAFitRemovedSchema = z.object({ removed: z.boolean() });
export type NotAFitRemoved = z.infer<typeof notAFitRemovedSchema>;
