import type { NotAFit, NotAFitPayload, RejectionReason } from '@medhire/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { candidates, matches, notAFits } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { AuthenticatedEmployer } from '../auth/sessions.js';
import { type JobScope, jobInScope } from '../jobs/hiring-team.js';
import { CANDIDATE_NOT_FOUND_MESSAGE, findOwnJob, jobNotFound } from '../matches/service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why a candidate in the job's pipeline cannot be passed on: the board's Reject is the way out of a pipeline. */
export const IN_PIPELINE_MESSAGE =
  'This candidate is already in this job’s pipeline. Reject them from the job’s board instead.';

function candidateNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);
}

function toNotAFit(row: typeof notAFits.$inferSelect): NotAFit {
  return {
    jobId: row.jobId,
    candidateId: row.candidateId,
    rejectionReason: row.rejectionReason as RejectionReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Passes on a candidate for one of the employer's jobs in `scope` (404 for another employer's job or a missing
 * candidate, the same answer; 409 for a candidate invited to or in the job's pipeline, whom the board rejects).
 * Passing again keeps one pass and takes the latest reason. Nothing reaches the candidate.
 */
export async function markNotAFit(
  db: Db,
  employer: AuthenticatedEmployer,
  memberId: string | null,
  jobId: string,
  { candidateId, rejectionReason }: NotAFitPayload,
  scope: JobScope = null,
): Promise<NotAFit> {
  if (!jobInScope(scope, jobId)) throw jobNotFound();
  const job = await findOwnJob(db, employer.id, jobId);
  if (!UUID.test(candidateId)) throw candidateNotFound();
  const [candidate] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .limit(1);
  if (!candidate) throw candidateNotFound();
  const [open] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.jobId, job.id),
        eq(matches.candidateId, candidate.id),
        sql`${matches.requestStatus} in ('pending', 'accepted')`,
      ),
    )
    .limit(1);
  if (open) throw new AppError(409, 'IN_PIPELINE', IN_PIPELINE_MESSAGE);
  const [row] = await db
    .insert(notAFits)
    .values({ employerId: employer.id, jobId: job.id, candidateId: candidate.id, rejectionReason, memberId })
    .onConflictDoUpdate({
      target: [notAFits.jobId, notAFits.candidateId],
      set: { rejectionReason, memberId, createdAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('no pass saved');
  return toNotAFit(row);
}

/** Takes a pass back (undo): the candidate shows in Explore for the job again. 404 for another employer's job. */
export async function removeNotAFit(
  db: Db,
  employer: AuthenticatedEmployer,
  jobId: string,
  candidateId: string,
  scope: JobScope = null,
): Promise<{ removed: boolean }> {
  if (!jobInScope(scope, jobId)) throw jobNotFound();
  const job = await findOwnJob(db, employer.id, jobId);
  if (!UUID.test(candidateId)) return { removed: false };
  const removed = await db
    .delete(notAFits)
    .where(
      and(
        eq(notAFits.employerId, employer.id),
        eq(notAFits.jobId, job.id),
        eq(notAFits.candidateId, candidateId),
      ),
    )
    .returning({ id: notAFits.id });
  return { removed: removed.length > 0 };
}
