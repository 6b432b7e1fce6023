import {
  Capability,
  DASHBOARD_REPLY_DAYS,
  type Dashboard,
  dashboardSchema,
  errorEnvelopeSchema,
  type GettingStarted,
  okSchema,
  type PipelineCounts,
  PipelineStatus,
  pipelineOrder,
} from '@medhire/domain';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { jobs, matches, savedCandidates } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';
import { authenticate, currentEmployer, currentViewer } from '../auth/authenticate.js';
import { replyTimeStats } from '../conversations/reply-times.js';
import { inJobScope, type JobScope, jobScopeOf } from '../jobs/hiring-team.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The open jobs in `scope` and Home's getting-started steps that the organization's data tells: a job posted (any,
 * open or closed since), and a candidate saved or invited, which is what exploring candidates is for. One
 * statement: a count and three indexed look-ups as subqueries.
 */
async function jobsAndSteps(
  db: Db,
  employerId: string,
  scope: JobScope,
): Promise<{ openJobs: number; gettingStarted: GettingStarted }> {
  const [row] = await db
    .select({
      openJobs: db
        .$count(
          jobs,
          and(eq(jobs.employerId, employerId), eq(jobs.status, 'open'), inJobScope(jobs.id, scope)),
        )
        .mapWith(Number),
      jobPosted: sql<boolean>`exists (${db.select({ id: jobs.id }).from(jobs).where(eq(jobs.employerId, employerId))})`,
      saved: sql<boolean>`exists (${db
        .select({ id: savedCandidates.candidateId })
        .from(savedCandidates)
        .where(eq(savedCandidates.employerId, employerId))})`,
      invited: sql<boolean>`exists (${db
        .select({ id: matches.id })
        .from(matches)
        .where(and(eq(matches.employerId, employerId), eq(matches.origin, 'invite')))})`,
    })
    .from(sql`(select 1) as one`);
  return {
    openJobs: row?.openJobs ?? 0,
    gettingStarted: {
      jobPosted: row?.jobPosted === true,
      candidatesExplored: row?.saved === true || row?.invited === true,
    },
  };
}

/** Home's dashboard: the employer's numbers and the getting-started steps done, in two statements. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/employer/dashboard',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['jobs'],
        summary:
          'Home’s dashboard: open jobs, new applicants, interviews, hires, the pipeline funnel and the ' +
          'getting-started steps done, and the team’s reply times of the last 30 days',
        description:
          'A hiring manager’s numbers count the jobs they are assigned to. `gettingStarted` is the whole ' +
          'organization’s: a job posted (open or closed since), a candidate saved or invited.',
        security: [{ bearerAuth: [] }],
        response: { 200: okSchema(dashboardSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const employerId = currentEmployer(request).id;
      // A hiring manager's numbers are those of the jobs they are assigned to.
      const scope = await jobScopeOf(db, employerId, currentViewer(request));
      const weekAgo = new Date(Date.now() - 7 * DAY_MS);
      const { openJobs, gettingStarted } = await jobsAndSteps(db, employerId, scope);
      const now = new Date();
      const replies = await replyTimeStats(db, employerId, {
        from: new Date(now.getTime() - DASHBOARD_REPLY_DAYS * DAY_MS),
        to: now,
        jobIds: scope ? [...scope] : null,
      });
      const rows = await db
        .select({
          requestStatus: matches.requestStatus,
          pipelineStatus: matches.pipelineStatus,
          total: count(),
          recent: sql<number>`count(*) filter (where ${gte(matches.createdAt, weekAgo)})`.mapWith(Number),
        })
        .from(matches)
        .where(and(eq(matches.employerId, employerId), inJobScope(matches.jobId, scope)))
        .groupBy(matches.requestStatus, matches.pipelineStatus);

      const funnel = Object.fromEntries(pipelineOrder.map((status) => [status, 0])) as PipelineCounts;
      let newApplicants = 0;
      let pendingInvites = 0;
      for (const row of rows) {
        if (row.requestStatus === 'pending') pendingInvites += row.total;
        if (row.requestStatus !== 'accepted') continue;
        funnel[row.pipelineStatus as PipelineStatus] += row.total;
        newApplicants += row.recent;
      }
      const dashboard: Dashboard = {
        openJobs,
        newApplicants,
        interviews: funnel[PipelineStatus.Interview],
        hires: funnel[PipelineStatus.Hired],
        pendingInvites,
        funnel,
        gettingStarted,
        replies,
      };
      return ok(dashboard);
    },
  );
};
