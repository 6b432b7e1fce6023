import type {
  Activity,
  ActivityKind,
  Actor,
  CandidateNote,
  CandidateNotePayload,
  MemberRole,
  PipelineStatus,
  Viewer,
} from '@medhire/domain';
import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { type ActivityRow, activity, candidateNotes, candidates, jobs } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { CANDIDATE_NOT_FOUND_MESSAGE, isUuid } from '../candidates/service.js';
import { inJobScope, type JobScope } from '../jobs/hiring-team.js';
import { stayStartOf } from '../matches/pipeline-move.js';
import { findOwnJob } from '../matches/service.js';

/** How many entries a job's activity list or a candidate's timeline answers (the newest). */
export const ACTIVITY_LIMIT = 200;

/** The stored form of who did something: the member (null for the owner), their name and role at the time. */
function actorColumns(viewer: Viewer) {
  return { memberId: viewer.memberId, name: viewer.name, role: viewer.role };
}

function toActor(memberId: string | null, name: string | null, role: string): Actor {
  return { memberId, name, role: role as MemberRole };
}

/** What an entry of activity is about. */
export interface ActivityEntry {
  kind: ActivityKind;
  jobId?: string | null;
  candidateId?: string | null;
  fromStatus?: PipelineStatus | null;
  toStatus?: PipelineStatus | null;
}

/** Records that `viewer` of the employer's team did `entry`, now. */
export async function recordActivity(
  db: Db,
  employerId: string,
  viewer: Viewer,
  entry: ActivityEntry,
): Promise<void> {
  const actor = actorColumns(viewer);
  await db.insert(activity).values({
    employerId,
    memberId: actor.memberId,
    actorName: actor.name,
    actorRole: actor.role,
    kind: entry.kind,
    jobId: entry.jobId ?? null,
    candidateId: entry.candidateId ?? null,
    fromStatus: entry.fromStatus ?? null,
    toStatus: entry.toStatus ?? null,
    stayStartedAt:
      entry.kind === 'pipeline-moved' && entry.jobId && entry.candidateId
        ? stayStartOf(employerId, entry.jobId, entry.candidateId)
        : null,
  });
}

type ActivityListRow = {
  entry: ActivityRow;
  job: { id: string; title: string } | null;
  candidate: { id: string; firstName: string; lastName: string } | null;
};

function toActivity({ entry, job, candidate }: ActivityListRow): Activity {
  return {
    _id: entry.id,
    kind: entry.kind as ActivityKind,
    at: entry.createdAt.toISOString(),
    actor: toActor(entry.memberId, entry.actorName, entry.actorRole),
    job: job ? { _id: job.id, title: job.title } : null,
    candidate: candidate
      ? { _id: candidate.id, firstName: candidate.firstName, lastName: candidate.lastName }
      : null,
    fromStatus: (entry.fromStatus as PipelineStatus | null) ?? null,
    toStatus: (entry.toStatus as PipelineStatus | null) ?? null,
  };
}

async function activityWhere(db: Db, where: ReturnType<typeof and>): Promise<Activity[]> {
  const rows = await db
    .select({
      entry: activity,
      job: { id: jobs.id, title: jobs.title },
      candidate: { id: candidates.id, firstName: candidates.firstName, lastName: candidates.lastName },
    })
    .from(activity)
    .leftJoin(jobs, eq(jobs.id, activity.jobId))
    .leftJoin(candidates, eq(candidates.id, activity.candidateId))
    .where(where)
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(ACTIVITY_LIMIT);
  return rows.map(toActivity);
}

/** A job's activity list, newest first: 404 for a job that is not the employer's. */
export async function jobActivity(db: Db, employerId: string, jobId: string): Promise<Activity[]> {
  const job = await findOwnJob(db, employerId, jobId);
  return activityWhere(db, and(eq(activity.employerId, employerId), eq(activity.jobId, job.id)));
}

/** 404 unless `candidateId` names a candidate. */
async function assertCandidate(db: Db, candidateId: string): Promise<void> {
  const notFound = new AppError(404, 'NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);
  if (!isUuid(candidateId)) throw notFound;
  const [found] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .limit(1);
  if (!found) throw notFound;
}

/** Entries about no job in particular, or about a job in `scope`. */
function aboutJobsIn(column: AnyPgColumn, scope: JobScope): SQL | undefined {
  const inScope = inJobScope(column, scope);
  return inScope ? or(isNull(column), inScope) : undefined;
}

/** A candidate's timeline with this employer, newest first: what is about jobs out of `scope` left out. */
export async function candidateActivity(
  db: Db,
  employerId: string,
  candidateId: string,
  scope: JobScope = null,
): Promise<Activity[]> {
  await assertCandidate(db, candidateId);
  return activityWhere(
    db,
    and(
      eq(activity.employerId, employerId),
      eq(activity.candidateId, candidateId),
      aboutJobsIn(activity.jobId, scope),
    ),
  );
}

/** The team's notes on a candidate, newest first: the notes about jobs out of `scope` left out. */
export async function listNotes(
  db: Db,
  employerId: string,
  candidateId: string,
  scope: JobScope = null,
): Promise<CandidateNote[]> {
  await assertCandidate(db, candidateId);
  const rows = await db
    .select({ note: candidateNotes, job: { id: jobs.id, title: jobs.title } })
    .from(candidateNotes)
    .leftJoin(jobs, eq(jobs.id, candidateNotes.jobId))
    .where(
      and(
        eq(candidateNotes.employerId, employerId),
        eq(candidateNotes.candidateId, candidateId),
        aboutJobsIn(candidateNotes.jobId, scope),
      ),
    )
    .orderBy(desc(candidateNotes.createdAt), desc(candidateNotes.id))
    .limit(ACTIVITY_LIMIT);
  return rows.map(({ note, job }) => ({
    _id: note.id,
    candidateId: note.candidateId,
    job: job ? { _id: job.id, title: job.title } : null,
    body: note.body,
    createdAt: note.createdAt.toISOString(),
    author: toActor(note.memberId, note.authorName, note.authorRole),
  }));
}

/**
 * Adds `viewer`'s note on a candidate (about one of the employer's jobs when `jobId` is sent: 404 for another's),
 * and records it in the activity.
 */
export async function addNote(
  db: Db,
  employerId: string,
  viewer: Viewer,
  candidateId: string,
  { body, jobId }: CandidateNotePayload,
): Promise<CandidateNote> {
  await assertCandidate(db, candidateId);
  const job = jobId ? await findOwnJob(db, employerId, jobId) : null;
  const actor = actorColumns(viewer);
  const [note] = await db
    .insert(candidateNotes)
    .values({
      employerId,
      candidateId,
      jobId: job?.id ?? null,
      memberId: actor.memberId,
      authorName: actor.name,
      authorRole: actor.role,
      body,
    })
    .returning();
  if (!note) throw new Error('The note could not be stored');
  await recordActivity(db, employerId, viewer, {
    kind: 'note-added',
    jobId: job?.id ?? null,
    candidateId,
  });
  return {
    _id: note.id,
    candidateId,
    job: job ? { _id: job.id, title: job.title } : null,
    body: note.body,
    createdAt: note.createdAt.toISOString(),
    author: toActor(note.memberId, note.authorName, note.authorRole),
  };
}
