import {
  Capability,
  errorEnvelopeSchema,
  formatValidationError,
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
import { createJob, getJob, listJobs, setJobStatus, updateJob } from './service.js';

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
      const employerId = currentEmployer(request).id;
      const job = await createJob(db, employerId, request.body);
      await recordActivity(db, employerId, currentViewer(request), { kind: 'job-posted', jobId: job._id });
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
          'matches per step) and pendingInvites.',
        security: signedIn,
        querystring: jobListQuerySchema,
        response: {
          200: okSchema(jobListResultSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok({ jobs: await listJobs(db, currentEmployer(request).id, request.query.status) }),
  );

  app.get(
    '/employer/jobs/:jobId',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['jobs'],
        summary: 'One job with its counts',
        description: NOT_FOUND_RULE,
        security: signedIn,
        params: jobParams,
        response: { 200: jobResult, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ok({ job: await getJob(db, currentEmployer(request).id, request.params.jobId) }),
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
      const employerId = currentEmployer(request).id;
      const job = await updateJob(db, employerId, request.params.jobId, request.body);
      await recordActivity(db, employerId, currentViewer(request), { kind: 'job-edited', jobId: job._id });
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
        const employerId = currentEmployer(request).id;
        const job = await setJobStatus(db, employerId, request.params.jobId, status);
        await recordActivity(db, employerId, currentViewer(request), {
          kind: status === 'closed' ? 'job-closed' : 'job-reopened',
          jobId: job._id,
        });
        return ok({ job });
      },
    );
  }
};
