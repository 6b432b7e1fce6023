import {
  Capability,
  errorEnvelopeSchema,
  funnelReportSchema,
  okSchema,
  type ReportQuery,
  replyTimesReportSchema,
  reportApiPaths,
  reportQuerySchema,
  sourcesReportSchema,
  stageTimesReportSchema,
  timeToFillReportSchema,
} from '@medhire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { authenticate, currentEmployer, currentViewer } from '../auth/authenticate.js';
import { jobScopeOf } from '../jobs/hiring-team.js';
import {
  funnelReport,
  type ReportScope,
  replyTimesReport,
  reportScopeOf,
  sourcesReport,
  stageTimesReport,
  timeToFillReport,
} from './service.js';

const signedIn = [{ bearerAuth: [] }];
const errors = Object.fromEntries([400, 401, 403, 404].map((status) => [status, errorEnvelopeSchema]));
const rangeDescription =
  '`from` and `to` are days (YYYY-MM-DD, UTC, both included), at most two years apart; `jobId` narrows it to one ' +
  'job (404 for a job that is not yours). A hiring manager’s report covers the jobs they are assigned to.';

/**
 * The hiring reports (issue 17): the funnel, time in each step, time to fill, applied versus invited and reply times, over a
 * range of days. Every member may read them (`read-own-data`); each report is one statement.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function scopeOf(request: FastifyRequest, query: ReportQuery): Promise<ReportScope> {
    const employerId = currentEmployer(request).id;
    const scope = await jobScopeOf(db, employerId, currentViewer(request));
    return reportScopeOf(db, employerId, scope, query);
  }

  const options = (
    summary: string,
    response:
      | typeof funnelReportSchema
      | typeof replyTimesReportSchema
      | typeof sourcesReportSchema
      | typeof stageTimesReportSchema
      | typeof timeToFillReportSchema,
  ) => ({
    onRequest: [authenticate],
    config: { capability: Capability.ReadOwnData },
    schema: {
      tags: ['reports'],
      summary,
      description: rangeDescription,
      security: signedIn,
      querystring: reportQuerySchema,
      response: { 200: okSchema(response), ...errors },
    },
  });

  app.get(
    reportApiPaths.funnel,
    options(
      'The funnel: how far the candidates who entered a pipeline in the range got, per job and overall',
      funnelReportSchema,
    ),
    async (request) => ok(await funnelReport(db, await scopeOf(request, request.query))),
  );
  app.get(
    reportApiPaths.stageTimes,
    options(
      'Time in each pipeline step: median and average days of the stays that ended in the range',
      stageTimesReportSchema,
    ),
    async (request) => ok(await stageTimesReport(db, await scopeOf(request, request.query))),
  );
  app.get(
    reportApiPaths.timeToFill,
    options('Time to fill: days from posting to the first hire, per job', timeToFillReportSchema),
    async (request) => ok(await timeToFillReport(db, await scopeOf(request, request.query))),
  );
  app.get(
    reportApiPaths.sources,
    options(
      'Applied versus invited: matches by origin and how many reached Interview and Hired',
      sourcesReportSchema,
    ),
    async (request) => ok(await sourcesReport(db, await scopeOf(request, request.query))),
  );
  app.get(
    reportApiPaths.replyTimes,
    options(
      'Reply times: the median first reply to candidates and the waits past the target reply time',
      replyTimesReportSchema,
    ),
    async (request) => ok(await replyTimesReport(db, await scopeOf(request, request.query))),
  );
};
