import { PipelineStatus, type RejectionReason } from '@medhire/domain';
import { type SQL, sql } from 'drizzle-orm';
import { activity, matches } from '../../db/schema.js';

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

/**
 * When the stay a pipeline move ends began: the match's previous move, or — for its first — the match's creation.
 * Stored on the move's row (`activity.stay_started_at`) as it is logged, so the time in each step reads one row
 * per stay instead of every move before the range. The migration that added the column filled it the same way.
 */
export function stayStartOf(employerId: string, jobId: string, candidateId: string): SQL<Date> {
  return sql<Date>`coalesce(
    (select max(p.created_at) from ${activity} p
      where p.employer_id = ${employerId} and p.job_id = ${jobId} and p.candidate_id = ${candidateId}
        and p.kind = 'pipeline-moved'),
    (select m.created_at from ${matches} m where m.job_id = ${jobId} and m.candidate_id = ${candidateId}))`;
}
