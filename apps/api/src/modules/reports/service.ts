import {
  type FunnelReport,
  type FunnelRow,
  type FunnelStep,
  funnelSteps,
  MatchOrigin,
  PipelineStatus,
  parseReportDay,
  pipelineOrder,
  type ReplyTimesReport,
  type ReportQuery,
  type SourcesReport,
  type StageTimesReport,
  type TimeToFillReport,
} from '@medhire/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { replyTimeStats } from '../conversations/reply-times.js';
import { type JobScope, jobInScope } from '../jobs/hiring-team.js';
import { jobNotFound } from '../jobs/service.js';
import { findOwnJob } from '../matches/service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_SECONDS = 24 * 60 * 60;

/** The title of a funnel's overall row. */
export const ALL_JOBS_TITLE = 'All jobs';

/** What every report is about: the employer, the jobs the viewer may see, one job or all, and a range of time. */
export interface ReportScope {
  employerId: string;
  scope: JobScope;
  jobId: string | null;
  /** The first instant of the range. */
  start: Date;
  /** The first instant after the range (the day after `to`, midnight UTC). */
  end: Date;
  range: { from: string; to: string };
}

/**
 * The scope of a report from its validated query: a job chosen must be the employer's and in the viewer's scope
 * (404 otherwise, as for any job that is not theirs).
 */
export async function reportScopeOf(
  db: Db,
  employerId: string,
  scope: JobScope,
  query: ReportQuery,
): Promise<ReportScope> {
  const start = parseReportDay(query.from);
  const last = parseReportDay(query.to);
  if (!start || !last) throw new Error('The report query was not validated');
  let jobId: string | null = null;
  if (query.jobId) {
    if (!jobInScope(scope, query.jobId)) throw jobNotFound();
    jobId = (await findOwnJob(db, employerId, query.jobId)).id;
  }
  return {
    employerId,
    scope,
    jobId,
    start,
    end: new Date(last.getTime() + DAY_MS),
    range: { from: query.from, to: query.to },
  };
}

/** The report's jobs: the employer's, in the viewer's scope, the one chosen. */
function scopedJobs({ employerId, scope, jobId }: ReportScope): SQL {
  const conditions = [sql`j.employer_id = ${employerId}`];
  if (scope !== null) conditions.push(sql`j.id = any(${sql.param([...scope])}::uuid[])`);
  if (jobId) conditions.push(sql`j.id = ${jobId}`);
  return sql`select j.id, j.title, j.status, j.created_at from jobs j where ${sql.join(conditions, sql` and `)}`;
}

/** A step's place in the funnel (1 Shortlisted … 5 Hired), 0 for Rejected or none. */
function stepRank(status: SQL): SQL {
  return sql`coalesce(array_position(array['Shortlisted','Submitted','Interview','Offer','Hired']::text[], ${status}), 0)`;
}

/**
 * The matches that entered the pipeline in the range (created then: an application, or an invite), each with the
 * furthest step it reached by the range's end and whether it was rejected by then — from the moves the activity
 * logs; a match's current step counts when it last changed before the range's end (rows from before the log).
 */
function cohort(report: ReportScope): SQL {
  const { employerId, start, end } = report;
  return sql`
    scoped_jobs as (${scopedJobs(report)}),
    cohort as (
      select m.job_id, m.origin, m.request_status,
        greatest(1,
          case when m.updated_at < ${end} then ${stepRank(sql`m.pipeline_status`)} else 0 end,
          coalesce(moves.furthest, 0)) as furthest,
        ((m.pipeline_status = 'Rejected' and m.updated_at < ${end}) or coalesce(moves.rejected, false)) as rejected
      from matches m
      join scoped_jobs sj on sj.id = m.job_id
      left join lateral (
        select max(${stepRank(sql`a.to_status`)}) as furthest, bool_or(a.to_status = 'Rejected') as rejected
        from activity a
        where a.employer_id = ${employerId} and a.job_id = m.job_id and a.candidate_id = m.candidate_id
          and a.kind = 'pipeline-moved' and a.created_at < ${end}
      ) moves on true
      where m.employer_id = ${employerId} and m.created_at >= ${start} and m.created_at < ${end}
    )`;
}

type FunnelQueryRow = {
  job_id: string | null;
  title: string | null;
  shortlisted: number;
  submitted: number;
  interview: number;
  offer: number;
  hired: number;
  rejected: number;
};

/** The steps of a funnel from how many reached each, with the conversion from the step before. */
export function funnelStepsOf(reached: readonly number[]): FunnelStep[] {
  return funnelSteps.map((status, index) => {
    const count = reached[index] ?? 0;
    const previous = index === 0 ? null : (reached[index - 1] ?? 0);
    return { status, reached: count, conversion: previous ? count / previous : null };
  });
}

function funnelRowOf(row: FunnelQueryRow | undefined, jobId: string | null, title: string): FunnelRow {
  return {
    jobId,
    title,
    steps: funnelStepsOf([
      row?.shortlisted ?? 0,
      row?.submitted ?? 0,
      row?.interview ?? 0,
      row?.offer ?? 0,
      row?.hired ?? 0,
    ]),
    rejected: row?.rejected ?? 0,
  };
}

/** The funnel per job and overall, in one statement (grouping sets). */
export async function funnelReport(db: Db, report: ReportScope): Promise<FunnelReport> {
  const { rows } = await db.execute<FunnelQueryRow & { overall: number }>(sql`
    with ${cohort(report)}
    select c.job_id, sj.title, grouping(c.job_id) as overall,
      count(*)::int as shortlisted,
      (count(*) filter (where c.furthest >= 2))::int as submitted,
      (count(*) filter (where c.furthest >= 3))::int as interview,
      (count(*) filter (where c.furthest >= 4))::int as offer,
      (count(*) filter (where c.furthest >= 5))::int as hired,
      (count(*) filter (where c.rejected))::int as rejected
    from cohort c join scoped_jobs sj on sj.id = c.job_id
    where c.request_status = 'accepted'
    group by grouping sets ((c.job_id, sj.title), ())
    order by grouping(c.job_id) desc, count(*) desc, sj.title, c.job_id`);
  const overall = rows.find((row) => Number(row.overall) === 1);
  const jobs = rows
    .filter((row) => Number(row.overall) !== 1 && row.job_id)
    .map((row) => funnelRowOf(row, row.job_id, row.title ?? ''));
  return { range: report.range, overall: funnelRowOf(overall, null, ALL_JOBS_TITLE), jobs };
}

/** Applied versus invited: the matches of each origin created in the range, and how far they got. One statement. */
export async function sourcesReport(db: Db, report: ReportScope): Promise<SourcesReport> {
  const { rows } = await db.execute<{
    origin: string;
    matches: number;
    accepted: number;
    interview: number;
    hired: number;
  }>(sql`
    with ${cohort(report)}
    select c.origin, count(*)::int as matches,
      (count(*) filter (where c.request_status = 'accepted'))::int as accepted,
      (count(*) filter (where c.request_status = 'accepted' and c.furthest >= 3))::int as interview,
      (count(*) filter (where c.request_status = 'accepted' and c.furthest >= 5))::int as hired
    from cohort c group by c.origin`);
  const byOrigin = new Map(rows.map((row) => [row.origin, row]));
  return {
    range: report.range,
    sources: [MatchOrigin.Application, MatchOrigin.Invite].map((origin) => {
      const row = byOrigin.get(origin);
      return {
        origin,
        matches: row?.matches ?? 0,
        accepted: row?.accepted ?? 0,
        interview: row?.interview ?? 0,
        hired: row?.hired ?? 0,
      };
    }),
  };
}

/** Days rounded to a tenth, or null. */
function days(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return Math.round(Number(value) * 10) / 10;
}

/**
 * Time in each step: every stay that ended in the range (a move out of the step), from when it began — stored on
 * the move (`stay_started_at`: the match's move before, or its creation) — to the move out. One statement over
 * the range's moves alone.
 */
export async function stageTimesReport(db: Db, report: ReportScope): Promise<StageTimesReport> {
  const { employerId, start, end } = report;
  const { rows } = await db.execute<{
    status: string;
    stays: number;
    median_days: number | null;
    average_days: number | null;
  }>(sql`
    with scoped_jobs as (${scopedJobs(report)}),
    stays as (
      select a.from_status,
        greatest(0, extract(epoch from a.created_at - a.stay_started_at))::float8 / ${DAY_SECONDS} as days
      from activity a
      join scoped_jobs sj on sj.id = a.job_id
      where a.employer_id = ${employerId} and a.kind = 'pipeline-moved'
        and a.created_at >= ${start} and a.created_at < ${end}
        and a.from_status is not null and a.stay_started_at is not null
    )
    select from_status as status, count(*)::int as stays,
      percentile_cont(0.5) within group (order by days)::float8 as median_days,
      avg(days)::float8 as average_days
    from stays group by from_status`);
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  const stages = pipelineOrder
    .filter((status) => status !== PipelineStatus.Hired && status !== PipelineStatus.Rejected)
    .map((status) => {
      const row = byStatus.get(status);
      return {
        status,
        stays: row?.stays ?? 0,
        medianDays: days(row?.median_days),
        averageDays: days(row?.average_days),
      };
    });
  return { range: report.range, stages };
}

/** The median of some numbers, or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return days(value);
}

/** How many jobs the time-to-fill report lists at most (the filled ones first). */
export const TIME_TO_FILL_LIMIT = 500;

/**
 * Time to fill: the jobs whose first hire fell in the range (posting to first hire), and those posted by the
 * range's end that are still open with nobody hired. One statement.
 */
export async function timeToFillReport(db: Db, report: ReportScope): Promise<TimeToFillReport> {
  const { employerId, start, end } = report;
  const { rows } = await db.execute<{
    job_id: string;
    title: string;
    posted_at: number;
    filled_at: number | null;
  }>(sql`
    with scoped_jobs as (${scopedJobs(report)})
    select sj.id as job_id, sj.title,
      extract(epoch from sj.created_at)::float8 as posted_at,
      extract(epoch from hire.first_at)::float8 as filled_at
    from scoped_jobs sj
    left join lateral (
      select min(a.created_at) as first_at from activity a
      where a.employer_id = ${employerId} and a.job_id = sj.id and a.kind = 'pipeline-moved' and a.to_status = 'Hired'
    ) hire on true
    where (hire.first_at >= ${start} and hire.first_at < ${end})
      or (hire.first_at is null and sj.status = 'open' and sj.created_at < ${end})
    order by hire.first_at is null, hire.first_at desc, sj.created_at desc, sj.id
    limit ${TIME_TO_FILL_LIMIT}`);
  const jobs = rows.map((row) => {
    const postedAt = Number(row.posted_at) * 1000;
    const filledAt = row.filled_at === null ? null : Number(row.filled_at) * 1000;
    return {
      jobId: row.job_id,
      title: row.title,
      postedAt: new Date(postedAt).toISOString(),
      filledAt: filledAt === null ? null : new Date(filledAt).toISOString(),
      days: filledAt === null ? null : days(Math.max(0, filledAt - postedAt) / DAY_MS),
    };
  });
  const filled = jobs.flatMap((job) => (job.days === null ? [] : [job.days]));
  const average = filled.length ? filled.reduce((sum, value) => sum + value, 0) / filled.length : null;
  return { range: report.range, jobs, medianDays: median(filled), averageDays: days(average) };
}

/**
 * Reply times: the team's first replies to the waits that started in the range, for the report's jobs (the chosen
 * one, or those in the viewer's scope). One statement, shared with Home's ({@link replyTimeStats}).
 */
export async function replyTimesReport(db: Db, report: ReportScope): Promise<ReplyTimesReport> {
  const jobIds = report.jobId ? [report.jobId] : report.scope;
  return {
    range: report.range,
    replies: await replyTimeStats(db, report.employerId, { from: report.start, to: report.end, jobIds }),
  };
}
