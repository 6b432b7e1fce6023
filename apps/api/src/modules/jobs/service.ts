import {
  type JobListStatus,
  type JobPayload,
  type JobStatus,
  type JobView,
  MatchRequestStatus,
  PipelineStatus,
} from '@medhire/domain';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs, matches } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { AuthenticatedEmployer } from '../auth/sessions.js';
import {
  type HiringTeamRow,
  hiringTeamFrom,
  hiringTeamPeople,
  hiringTeamsOf,
  inJobScope,
  type JobScope,
  jobInScope,
} from './hiring-team.js';
import { emptyJobCounts, type JobCounts, type JobDetails, toJobView } from './view.js';

/** What a job's view needs of its employer: the id, and the owner's name for a job the owner leads. */
export type JobEmployer = Pick<AuthenticatedEmployer, 'id' | 'email' | 'profile'>;

export const JOB_NOT_FOUND_MESSAGE = 'This job was not found.';

/** A missing job and another employer's job answer the same, so the answer never tells which ids exist. */
export function jobNotFound(): AppError {
  return new AppError(404, 'NOT_FOUND', JOB_NOT_FOUND_MESSAGE);
}

type MatchCountRow = { requestStatus: string; pipelineStatus: string; count: number };

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

/** The matches a job's counts count: accepted ones (applications and accepted invites) and pending invites. */
const COUNTED_REQUESTS = inArray(matches.requestStatus, [
  MatchRequestStatus.Accepted,
  MatchRequestStatus.Pending,
]);

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
        COUNTED_REQUESTS,
      ),
    )
    .groupBy(matches.jobId, matches.requestStatus, matches.pipelineStatus);

  for (const row of rows) {
    const job = counts.get(row.jobId);
    if (job) addMatchCount(job, row);
  }
  return counts;
}

/** One grouped count of a job's matches (a request status and pipeline step) added to the job's counts. */
function addMatchCount(
  job: JobCounts,
  row: { requestStatus: string; pipelineStatus: string; count: number | string },
): void {
  const n = Number(row.count);
  if (row.requestStatus === MatchRequestStatus.Pending) {
    job.pendingInvites += n;
    return;
  }
  job.applicantCount += n;
  if (Object.hasOwn(PipelineStatus, row.pipelineStatus)) {
    job.pipelineCounts[row.pipelineStatus as PipelineStatus] += n;
  }
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
  // One statement: each job with its match counts grouped and its hiring team's people, as JSON subqueries (the
  // same groups and people `countMatchesByJob` and `hiringTeamsOf` read for one job).
  const rows = await db
    .select({
      ...getTableColumns(jobs),
      matchCounts: sql<MatchCountRow[]>`(
        select coalesce(json_agg(json_build_object(
          'requestStatus', grouped.request_status, 'pipelineStatus', grouped.pipeline_status, 'count', grouped.n
        )), '[]'::json)
        from (${db
          .select({
            requestStatus: matches.requestStatus,
            pipelineStatus: matches.pipelineStatus,
            n: sql`count(*)::int`.as('n'),
          })
          .from(matches)
          .where(and(eq(matches.employerId, jobs.employerId), eq(matches.jobId, jobs.id), COUNTED_REQUESTS))
          .groupBy(matches.requestStatus, matches.pipelineStatus)}) as grouped
      )`,
      teamPeople: sql<HiringTeamRow[]>`(${hiringTeamPeople(db, jobs)})`,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.employerId, employer.id),
        status === 'all' ? undefined : eq(jobs.status, status),
        inJobScope(jobs.id, scope),
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  return rows.map(({ matchCounts, teamPeople, ...row }) => {
    const counts = emptyJobCounts();
    for (const group of matchCounts) addMatchCount(counts, group);
    return toJobView(row, hiringTeamFrom(employer, row, teamPeople), counts);
  });
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
