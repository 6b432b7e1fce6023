import {
  type JobListStatus,
  type JobPayload,
  type JobStatus,
  type JobView,
  MatchRequestStatus,
  PipelineStatus,
} from '@medhire/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs, matches } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { AuthenticatedEmployer } from '../auth/sessions.js';
import { hiringTeamsOf, inJobScope, type JobScope, jobInScope } from './hiring-team.js';
import { emptyJobCounts, type JobCounts, type JobDetails, toJobView } from './view.js';

/** What a job's view needs of its employer: the id, and the owner's name for a job the owner leads. */
export type JobEmployer = Pick<AuthenticatedEmployer, 'id' | 'email' | 'profile'>;

export const JOB_NOT_FOUND_MESSAGE = 'This job was not found.';

/** A missing job and another employer's job answer the same, so the answer never tells which ids exist. */
export function jobNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', JOB_NOT_FOUND_MESSAGE);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The columns of a validated payload: title, specialty, sub-specialty and locations, the rest in `details`. */
export function jobColumns(payload: JobPayload) {
  const { title, specialty, subSpecialty, locations, ...details } = payload;
  return {
    title,
    specialty,
    subSpecialty: subSpecialty ?? null,
    locations,
    details: details as JobDetails as Record<string, unknown>,
  };
}

/**
 * The match counts of the given jobs of one employer, in one grouped query: accepted matches (applications
 * and accepted invites) per pipeline step, and pending invites. Declined and cancelled matches count nowhere.
 */
export async function countMatchesByJob(
  db: Db,
  employerId: string,
  jobIds: readonly string[],
): Promise<Map<string, JobCounts>> {
  const counts = new Map<string, JobCounts>(jobIds.map((id) => [id, emptyJobCounts()]));
  if (jobIds.length === 0) return counts;
  const rows = await db
    .select({
      jobId: matches.jobId,
      requestStatus: matches.requestStatus,
      pipelineStatus: matches.pipelineStatus,
      count: sql<number>`count(*)::int`,
    })
    .from(matches)
    .where(
      and(
        eq(matches.employerId, employerId),
        // One array parameter, however many jobs: the same statement text (and plan) for every employer.
        sql`${matches.jobId} = any(${sql.param([...jobIds])}::uuid[])`,
        inArray(matches.requestStatus, [MatchRequestStatus.Accepted, MatchRequestStatus.Pending]),
      ),
    )
    .groupBy(matches.jobId, matches.requestStatus, matches.pipelineStatus);

  for (const row of rows) {
    const job = counts.get(row.jobId);
    if (!job) continue;
    const n = Number(row.count);
    if (row.requestStatus === MatchRequestStatus.Pending) {
      job.pendingInvites += n;
      continue;
    }
    job.applicantCount += n;
    if (Object.hasOwn(PipelineStatus, row.pipelineStatus)) {
      job.pipelineCounts[row.pipelineStatus as PipelineStatus] += n;
    }
  }
  return counts;
}

async function findOwnJob(db: Db, employerId: string, jobId: string) {
  if (!UUID.test(jobId)) return undefined;
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)));
  return row;
}

async function viewOf(db: Db, employer: JobEmployer, row: typeof jobs.$inferSelect): Promise<JobView> {
  const [counts, teams] = await Promise.all([
    countMatchesByJob(db, employer.id, [row.id]),
    hiringTeamsOf(db, employer, [row]),
  ]);
  return toJobView(row, teams.get(row.id), counts.get(row.id));
}

/** Posts a new open job for the employer, led by `recruiterMemberId` (the recruiter posting it; null: the owner). */
export async function createJob(
  db: Db,
  employer: JobEmployer,
  payload: JobPayload,
  recruiterMemberId: string | null,
): Promise<JobView> {
  const [row] = await db
    .insert(jobs)
    .values({ employerId: employer.id, status: 'open', recruiterMemberId, ...jobColumns(payload) })
    .returning();
  if (!row) throw new Error('The job was not stored');
  return viewOf(db, employer, row);
}

/**
 * The employer's jobs in `scope`, newest first, with their counts and hiring teams; `all` lists open and closed
 * ones.
 */
export async function listJobs(
  db: Db,
  employer: JobEmployer,
  status: JobListStatus,
  scope: JobScope,
): Promise<JobView[]> {
  const rows = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.employerId, employer.id),
        status === 'all' ? undefined : eq(jobs.status, status),
        inJobScope(jobs.id, scope),
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  const [counts, teams] = await Promise.all([
    countMatchesByJob(
      db,
      employer.id,
      rows.map((row) => row.id),
    ),
    hiringTeamsOf(db, employer, rows),
  ]);
  return rows.map((row) => toJobView(row, teams.get(row.id), counts.get(row.id)));
}

/** One job of the employer in `scope`; 404 for a missing one, another employer's and one out of scope alike. */
export async function getJob(
  db: Db,
  employer: JobEmployer,
  jobId: string,
  scope: JobScope,
): Promise<JobView> {
  const row = jobInScope(scope, jobId) ? await findOwnJob(db, employer.id, jobId) : undefined;
  if (!row) throw jobNotFound();
  return viewOf(db, employer, row);
}

/** Replaces the job's payload (every field; a field not sent is removed). The status is kept. */
export async function updateJob(
  db: Db,
  employer: JobEmployer,
  jobId: string,
  payload: JobPayload,
): Promise<JobView> {
  if (!UUID.test(jobId)) throw jobNotFound();
  const [row] = await db
    .update(jobs)
    .set(jobColumns(payload))
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employer.id)))
    .returning();
  if (!row) throw jobNotFound();
  return viewOf(db, employer, row);
}

/**
 * Closes or reopens the job. Closing stamps `closedAt`; reopening clears it. Asking for the status the job
 * already has changes nothing (a second close keeps the first `closedAt`).
 */
export async function setJobStatus(
  db: Db,
  employer: JobEmployer,
  jobId: string,
  status: JobStatus,
): Promise<JobView> {
  const row = await findOwnJob(db, employer.id, jobId);
  if (!row) throw jobNotFound();
  if (row.status === status) return viewOf(db, employer, row);
  const [updated] = await db
    .update(jobs)
    .set({ status, closedAt: status === 'closed' ? new Date() : null })
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employer.id)))
    .returning();
  if (!updated) throw jobNotFound();
  return viewOf(db, employer, updated);
}

/** The job's row if it is the employer's: for the routes that change what hangs on a job (its hiring team). */
export async function ownJobRow(db: Db, employerId: string, jobId: string) {
  const row = await findOwnJob(db, employerId, jobId);
  if (!row) throw jobNotFound();
  return row;
}
