import {
  Capability,
  type Dashboard,
  dashboardSchema,
  errorEnvelopeSchema,
  okSchema,
  type PipelineCounts,
  PipelineStatus,
  pipelineOrder,
} from '@medhire/domain';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobs, matches } from '../../db/schema.js';
import { ok } from '../../http/envelope.js';
import { authenticate, currentEmployer, currentViewer } from '../auth/authenticate.js';
import { inJobScope, jobScopeOf } from '../jobs/hiring-team.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Home's dashboard: the employer's numbers in two grouped queries. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/employer/dashboard',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['jobs'],
        summary: 'Home’s dashboard: open jobs, new applicants, interviews, hires and the pipeline funnel',
        description: 'A hiring manager’s numbers count the jobs they are assigned to.',
        security: [{ bearerAuth: [] }],
        response: { 200: okSchema(dashboardSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const employerId = currentEmployer(request).id;
      // A hiring manager's numbers are those of the jobs they are assigned to.
      const scope = await jobScopeOf(db, employerId, currentViewer(request));
      const weekAgo = new Date(Date.now() - 7 * DAY_MS);
      const [openJobs] = await db
        .select({ total: count() })
        .from(jobs)
        .where(and(eq(jobs.employerId, employerId), eq(jobs.status, 'open'), inJobScope(jobs.id, scope)));
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
        openJobs: openJobs?.total ?? 0,
        newApplicants,
        interviews: funnel[PipelineStatus.Interview],
        hires: funnel[PipelineStatus.Hired],
        pendingInvites,
        funnel,
      };
      return ok(dashboard);
    },
  );
};
