import {
  type AllMatchesQuery,
  assertPipelineMove,
  type InvitePayload,
  MATCH_PAGE_SIZE,
  type MatchPage,
  MatchRequestStatus,
  type MatchView,
  matchScore,
  PipelineMoveError,
  PipelineStatus,
  type UpdateMatchStatusPayload,
} from '@medhire/domain';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type Candidate,
  candidates,
  type Job,
  jobs,
  type Match,
  matches,
  savedCandidates,
} from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { AuthenticatedEmployer } from '../auth/sessions.js';
import { type ScoringContext, scoringContext } from '../candidates/service.js';
import { createMatchConversations } from '../conversations/service.js';
import { inJobScope, type JobScope, jobInScope } from '../jobs/hiring-team.js';
import { pipelineMove } from './pipeline-move.js';
import { toMatchCandidate, toMatchView } from './view.js';

export const JOB_NOT_FOUND_MESSAGE = 'This job was not found.';
export const MATCH_NOT_FOUND_MESSAGE = 'This match was not found.';
export const CANDIDATE_NOT_FOUND_MESSAGE = 'This candidate was not found.';
export const JOB_CLOSED_MESSAGE = 'This job is closed. Reopen it to invite candidates.';
export const ALREADY_MATCHED_MESSAGE = 'This candidate is already matched to this job.';
export const ONLY_PENDING_CANCELLED_MESSAGE = 'Only a pending invite can be cancelled.';
export const NOT_ACCEPTED_YET_MESSAGE = 'The candidate has not accepted the invite yet.';
export const INVITE_DECLINED_MESSAGE = 'The candidate declined this invite.';
export const INVITE_CANCELLED_MESSAGE = 'This invite was cancelled.';

/** The signed-in employer: its id scopes every query, its preferences and probe answers weigh the scores. */
export type MatchEmployer = AuthenticatedEmployer;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed id, or null: a malformed id is answered like a missing object, never with a database error. */
function uuidOrNull(id: string): string | null {
  return UUID.test(id) ? id : null;
}

export function jobNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', JOB_NOT_FOUND_MESSAGE);
}

export function matchNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', MATCH_NOT_FOUND_MESSAGE);
}

/** The employer's job, or 404 for a job that is missing or another employer's (the same answer). */
export async function findOwnJob(db: Db, employerId: string, jobId: string): Promise<Job> {
  const id = uuidOrNull(jobId);
  if (!id) throw jobNotFound();
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.employerId, employerId)))
    .limit(1);
  if (!job) throw jobNotFound();
  return job;
}

/**
 * MatchViews of the employer's matches that satisfy `where`, newest first: each with its job, its candidate
 * scored for that job, and whether the employer saved the candidate. Three queries whatever the count.
 */
async function loadMatchViews(
  db: Db,
  employer: MatchEmployer,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<MatchView[]> {
  const query = db
    .select({ match: matches, job: jobs, candidate: candidates })
    .from(matches)
    .innerJoin(jobs, eq(jobs.id, matches.jobId))
    .innerJoin(candidates, eq(candidates.id, matches.candidateId))
    .where(and(eq(matches.employerId, employer.id), where))
    .orderBy(desc(matches.createdAt), desc(matches.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return toViews(db, employer, rows);
}

async function toViews(
  db: Db,
  employer: MatchEmployer,
  rows: { match: Match; job: Job; candidate: Candidate }[],
): Promise<MatchView[]> {
  if (rows.length === 0) return [];
  const candidateIds = [...new Set(rows.map((row) => row.candidate.id))];
  const saved = await db
    .select({ candidateId: savedCandidates.candidateId })
    .from(savedCandidates)
    .where(
      and(eq(savedCandidates.employerId, employer.id), inArray(savedCandidates.candidateId, candidateIds)),
    );
  const savedIds = new Set(saved.map((row) => row.candidateId));
  // Each candidate is scored for the match's job exactly as the applicant pages score them for that job.
  const contexts = new Map<string, ScoringContext>();
  for (const jobId of new Set(rows.map((row) => row.job.id))) {
    contexts.set(jobId, await scoringContext(db, employer, jobId));
  }
  return rows.map(({ match, job, candidate }) => {
    const context = contexts.get(job.id) as ScoringContext;
    const score = matchScore(candidate, context.target, context.weights, { nowYear: context.nowYear });
    return toMatchView(
      match,
      job,
      toMatchCandidate(candidate, score, savedIds.has(candidate.id), context.scoredFor),
    );
  });
}

async function loadMatchView(db: Db, employer: MatchEmployer, matchId: string): Promise<MatchView> {
  const [view] = await loadMatchViews(db, employer, eq(matches.id, matchId));
  if (!view) throw matchNotFound();
  return view;
}

/**
 * Invites a candidate to one of the employer's open jobs: a `pending` match from an invite, in Shortlisted, with
 * the employer's personal note if there is one.
 * 404 for a job that is not the employer's or a missing candidate, 409 for a closed job or an existing match.
 */
export async function inviteCandidate(
  db: Db,
  employer: MatchEmployer,
  { jobId, candidateId, note }: InvitePayload,
): Promise<MatchView> {
  const job = await findOwnJob(db, employer.id, jobId);
  if (job.status !== 'open') throw new AppError(409, 'JOB_CLOSED', JOB_CLOSED_MESSAGE);
  const candidateUuid = uuidOrNull(candidateId);
  const [candidate] = candidateUuid
    ? await db.select({ id: candidates.id }).from(candidates).where(eq(candidates.id, candidateUuid)).limit(1)
    : [];
  if (!candidate) throw new AppError(404, 'NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);
  // The unique (job, candidate) index decides between two invites sent at once; the match's conversation
  // is created with it.
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(matches)
      .values({
        jobId: job.id,
        employerId: employer.id,
        candidateId: candidate.id,
        requestStatus: MatchRequestStatus.Pending,
        pipelineStatus: PipelineStatus.Shortlisted,
        origin: 'invite',
        inviteNote: note?.trim() || null,
      })
      .onConflictDoNothing()
      .returning();
    if (row) await createMatchConversations(tx, [row]);
    return row;
  });
  if (!created) throw new AppError(409, 'ALREADY_MATCHED', ALREADY_MATCHED_MESSAGE);
  return loadMatchView(db, employer, created.id);
}

/** What {@link updateMatchStatus} changed: an invite cancelled, or a move from one pipeline step to another. */
export type MatchChange = {
  jobId: string;
  candidateId: string;
  cancelled: boolean;
  from?: PipelineStatus;
  to?: PipelineStatus;
};

/** Why a move that names where the candidate was is refused: someone moved them since. */
export const movedSinceMessage = (now: string) =>
  `Someone moved this candidate to ${now} since you last looked: nothing was changed.`;

/**
 * `cancelled` cancels a pending invite; a pipeline step moves an accepted match there, if the domain's
 * pipeline allows that move; with `fromStatus`, only if they are still there. Everything else is a 409 with the
 * reason in words. The match is locked while
 * deciding, so two recruiters moving the same candidate at once cannot skip a rule. `afterChange` runs in the same
 * transaction once the change is written (the route records who did it).
 */
export async function updateMatchStatus(
  db: Db,
  employer: MatchEmployer,
  matchId: string,
  { status, rejectionReason, fromStatus }: UpdateMatchStatusPayload,
  afterChange?: (change: MatchChange, tx: Db) => Promise<void>,
): Promise<MatchView> {
  const id = uuidOrNull(matchId);
  if (!id) throw matchNotFound();
  await db.transaction(async (tx) => {
    const [match] = await tx
      .select()
      .from(matches)
      .where(and(eq(matches.id, id), eq(matches.employerId, employer.id)))
      .for('update');
    if (!match) throw matchNotFound();

    if (status === MatchRequestStatus.Cancelled) {
      if (match.requestStatus !== MatchRequestStatus.Pending) {
        throw new AppError(409, 'INVITE_NOT_PENDING', ONLY_PENDING_CANCELLED_MESSAGE);
      }
      await tx.update(matches).set({ requestStatus: MatchRequestStatus.Cancelled }).where(eq(matches.id, id));
      await afterChange?.({ jobId: match.jobId, candidateId: match.candidateId, cancelled: true }, tx);
      return;
    }

    if (match.requestStatus === MatchRequestStatus.Pending) {
      throw new AppError(409, 'INVITE_NOT_ACCEPTED', NOT_ACCEPTED_YET_MESSAGE);
    }
    if (match.requestStatus === MatchRequestStatus.Declined) {
      throw new AppError(409, 'INVITE_DECLINED', INVITE_DECLINED_MESSAGE);
    }
    if (match.requestStatus === MatchRequestStatus.Cancelled) {
      throw new AppError(409, 'INVITE_CANCELLED', INVITE_CANCELLED_MESSAGE);
    }
    if (fromStatus !== undefined && match.pipelineStatus !== fromStatus) {
      throw new AppError(409, 'MOVED_SINCE', movedSinceMessage(match.pipelineStatus));
    }
    try {
      assertPipelineMove(match.pipelineStatus as PipelineStatus, status);
    } catch (error) {
      if (error instanceof PipelineMoveError)
        throw new AppError(409, 'PIPELINE_MOVE_NOT_ALLOWED', error.message);
      throw error;
    }
    // The reason stays with the match while it is in Rejected; a reopened match has none.
    await tx
      .update(matches)
      .set(pipelineMove(status, rejectionReason ?? null))
      .where(eq(matches.id, id));
    await afterChange?.(
      {
        jobId: match.jobId,
        candidateId: match.candidateId,
        cancelled: false,
        from: match.pipelineStatus as PipelineStatus,
        to: status,
      },
      tx,
    );
  });
  return loadMatchView(db, employer, id);
}

/**
 * Every match of one of the employer's jobs in `scope`, whatever its request status, newest first (a job out of
 * scope answers 404, as another employer's).
 */
export async function matchesByJob(
  db: Db,
  employer: MatchEmployer,
  jobId: string,
  scope: JobScope = null,
): Promise<MatchView[]> {
  if (!jobInScope(scope, jobId)) throw jobNotFound();
  const job = await findOwnJob(db, employer.id, jobId);
  return loadMatchViews(db, employer, eq(matches.jobId, job.id));
}

/**
 * All the employer's matches across the jobs in `scope`, newest first, optionally of one pipeline step, a page at
 * a time.
 */
export async function allMatches(
  db: Db,
  employer: MatchEmployer,
  query: AllMatchesQuery,
  scope: JobScope = null,
): Promise<MatchPage> {
  const pageNumber = query.pageNumber ?? 1;
  const pageSize = query.pageSize ?? MATCH_PAGE_SIZE;
  const where = and(
    query.status ? eq(matches.pipelineStatus, query.status) : undefined,
    inJobScope(matches.jobId, scope),
  );
  const [counted] = await db
    .select({ total: count() })
    .from(matches)
    .where(and(eq(matches.employerId, employer.id), where));
  const items = await loadMatchViews(db, employer, where, {
    limit: pageSize,
    offset: (pageNumber - 1) * pageSize,
  });
  return { items, total: Number(counted?.total ?? 0), pageNumber, pageSize };
}
