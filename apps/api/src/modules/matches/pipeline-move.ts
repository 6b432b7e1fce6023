import { PipelineStatus, type RejectionReason } from '@medhire/domain';

/**
 * The columns every pipeline move writes (a recruiter's move, a re-open of Hired or Rejected, the move to Interview
 * that booking an interview makes): the step, the rejection reason while in Rejected (none otherwise), and when
 * the candidate entered the step, which decides whether they are stale in it (the domain's `isStale`).
 */
export function pipelineMove(
  status: PipelineStatus,
  rejectionReason: RejectionReason | null = null,
  now: Date = new Date(),
): { pipelineStatus: PipelineStatus; rejectionReason: RejectionReason | null; stageEnteredAt: Date } {
  return {
    pipelineStatus: status,
    rejectionReason: status === PipelineStatus.Rejected ? rejectionReason : null,
    stageEnteredAt: now,
  };
}
