import { z } from 'zod';
import { MatchRequestStatus } from '../enums/match-request-status';
import { PipelineStatus } from '../enums/pipeline-status';

/**
 * `PATCH /employer/match/update-match-status/{id}`: move the candidate to a pipeline step, or cancel a
 * pending invite (`cancelled`, the only match-request status an employer sets). Whether the move is
 * allowed from the current step is `assertPipelineMove`'s job on the server.
 */
export const updateMatchStatusPayloadSchema = z.object({
  status: z.enum([...Object.values(PipelineStatus), MatchRequestStatus.Cancelled], {
    error:
      'Choose a pipeline step (Shortlisted, Submitted, Interview, Offer, Hired or Rejected) or cancel the invite',
  }),
});
/** Update-match-status payload. */
export type UpdateMatchStatusPayload = z.infer<typeof updateMatchStatusPayloadSchema>;
