import {
  Capability,
  errorEnvelopeSchema,
  formatValidationError,
  hiringTeamPayloadSchema,
  jobListQuerySchema,
  jobListResultSchema,
  jobPayloadSchema,
  jobResultSchema,
  okSchema,
} from '@medhire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JOB_BODY_LIMIT } from '../../http/body-limits.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { recordActivity } from '../activity/service.js';
import { authenticate, currentEmployer, currentViewer, requireOwnEmployer } from '../auth/authenticate.js';
import { jobScopeOf, setHiringTeam } from './hiring-team.js';
import { createJob, getJob, listJobs, ownJobRow, setJobStatus, updateJob } from './service.js';

const signedIn = [{ bearerAuth: [] }];

const ownIdParams = z.object({
  id: z.string().describe('The signed-in employer’s own id (`user._id`); any other value is refused'),
});

const jobParams = z.object({
  jobId: z.string().describe('A job of the signed-in employer; any other id answers 404'),
});

const jobResult = okSchema(jobResultSchema);

/**
 * A refused job payload answers the domain's own sentence, the words the job form shows beside the field
 * ("Salary range: the minimum must not exceed the maximum"), rather than the generic "Field: message", which
 * would name the field twice. The job routes declare `attachValidation` and call this first.
 */
function assertValidJobPayload(request: FastifyRequest): void {
  const failure = request.validationError;
  if (!failure) return;
  const result = jobPayloadSchema.safeParse(request.body);
  if (result.success) throw failure;
  throw new AppError(400, 'VALIDATION_ERROR', formatValidationError(result.error));
}

const NOT_FOUND_RULE =
  'Another employer’s job and a missing one answer the same 404 "This job was not found.".';

/**
 * The jobs module: create (`create-job-v1`), list, read, update, close and reopen the employer's jobs.
 * Every answer is the JobView: the payload as stored, the status, dates and the job's match counts.
 */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.post(
    '/employer/auth/v1/create-job-v1/:id',
    {
      onRequest: [authenticate, requireOwnEmployer],
      config: { capability: Capability.PostJobs },
      attachValidation: true,
      bodyLimit: JOB_BODY_LIMIT,
      schema: {
        tags: ['jobs'],
        summary: 'Post a job',
        description:
          'The job payload (salaryRange and signOnBonus as JSON text or objects). Answers the new open job. ' +
          'Invalid input: 400 naming the field, nothing stored.',
        security: signedIn,
        params: ownIdParams,
        body: jobPayloadSchema,
        response: {
          200: jobResult,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      assertValidJobPayload(request);
      const employer = currentEmployer(request);
      const viewer = currentViewer(request);
      // A recruiter who posts a job leads it; the owner's jobs are led by the owner until they choose someone.
      const job = await createJob(db, employer, request.body, viewer.memberId);
      await recordActivity(db, employer.id, viewer, { kind: 'job-posted', jobId: job._id });
      return ok({ job });
    },
  );

  app.get(
    '/employer/jobs',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['jobs'],
        summary: 'The employer’s jobs with their counts',
        description:
          'Newest first. Each job carries applicantCount (accepted matches), pipelineCounts (accepted ' +
          'matches per step), pendingInvites and its hiring team. A hiring manager gets the jobs they are ' +
          'assigned to; `mine=true` keeps the jobs whose hiring team you are on.',
        security: signedIn,
        querystring: jobListQuerySchema,
        response: {
          200: okSchema(jobListResultSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      const scope = await jobScopeOf(db, employer.id, currentViewer(request), request.query.mine);
      return ok({ jobs: await listJobs(db, employer, request.query.status, scope) });
    },
  );

  app.get(
    '/employer/jobs/:jobId',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['jobs'],
        summary: 'One job with its counts',
        description: `${NOT_FOUND_RULE} A hiring manager's answer is the same for a job they are not assigned to.`,
        security: signedIn,
        params: jobParams,
        response: { 200: jobResult, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      const scope = await jobScopeOf(db, employer.id, currentViewer(request));
      return ok({ job: await getJob(db, employer, request.params.jobId, scope) });
    },
  );

  app.put(
    '/employer/jobs/:jobId/hiring-team',
    {
      onRequest: [authenticate],
      config: { capability: Capability.PostJobs },
      schema: {
        tags: ['jobs'],
        summary: 'Set a job’s hiring team',
        description:
          'Who leads the job (`recruiterMemberId`: one of your recruiters, or null for the owner) and its ' +
          'hiring managers (they see this job, its candidates and its pipeline). Replaces the team it had. ' +
          `Anyone else than a current recruiter or hiring manager of your team: 400, nothing changes. ${NOT_FOUND_RULE}`,
        security: signedIn,
        params: jobParams,
        body: hiringTeamPayloadSchema,
        response: {
          200: jobResult,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      const row = await ownJobRow(db, employer.id, request.params.jobId);
      await setHiringTeam(db, employer.id, row.id, request.body);
      await recordActivity(db, employer.id, currentViewer(request), {
        kind: 'job-team-changed',
        jobId: row.id,
      });
      return ok({ job: await getJob(db, employer, row.id, null) });
    },
  );

  app.patch(
    '/employer/jobs/:jobId',
    {
      onRequest: [authenticate],
      config: { capability: Capability.PostJobs },
      attachValidation: true,
      bodyLimit: JOB_BODY_LIMIT,
      schema: {
        tags: ['jobs'],
        summary: 'Edit a job',
        description:
          'The whole job payload, as for create: it replaces the stored one (an optional field not sent is ' +
          `removed). The status is kept. ${NOT_FOUND_RULE}`,
        security: signedIn,
        params: jobParams,
        body: jobPayloadSchema,
        response: {
          200: jobResult,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      assertValidJobPayload(request);
      const employer = currentEmployer(request);
      const job = await updateJob(db, employer, request.params.jobId, request.body);
      await recordActivity(db, employer.id, currentViewer(request), { kind: 'job-edited', jobId: job._id });
      return ok({ job });
    },
  );

  const statusRoutes = [
    {
      action: 'close',
      status: 'closed',
      summary: 'Close a job',
      description: 'Stamps closedAt; its matches are kept. Closing a closed job changes nothing.',
    },
    {
      action: 'reopen',
      status: 'open',
      summary: 'Reopen a closed job',
      description: 'Clears closedAt. Reopening an open job changes nothing.',
    },
  ] as const;

  for (const { action, status, summary, description } of statusRoutes) {
    app.post(
      `/employer/jobs/:jobId/${action}`,
      {
        onRequest: [authenticate],
        config: { capability: Capability.PostJobs },
        schema: {
          tags: ['jobs'],
          summary,
          description: `${description} ${NOT_FOUND_RULE}`,
          security: signedIn,
          params: jobParams,
          response: { 200: jobResult, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => {
        const employer = currentEmployer(request);
        const job = await setJobStatus(db, employer, request.params.jobId, status);
        await recordActivity(db, employer.id, currentViewer(request), {
          kind: status === 'closed' ? 'job-closed' : 'job-reopened',
          jobId: job._id,
        });
        return ok({ job });
      },
    );
  }
};
