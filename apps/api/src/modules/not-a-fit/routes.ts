import {
  Capability,
  notAFitApiRoutes,
  notAFitPayloadSchema,
  notAFitRemovedSchema,
  notAFitResultSchema,
} from '@medhire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, ok, okSchema } from '../../http/envelope.js';
import { authenticate, currentEmployer, currentViewer } from '../auth/authenticate.js';
import { jobScopeOf } from '../jobs/hiring-team.js';
import { markNotAFit, removeNotAFit } from './service.js';

const signedIn = [{ bearerAuth: [] }];
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

/**
 * "Not a fit for this job" (issue 17): while exploring for a job, a recruiter passes on a candidate with a reason
 * (the candidate is not told) and can take it back. Moving candidates is a recruiter's work: hiring managers may not.
 */
export const notAFitRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const tags = ['applicants'];

  app.post(
    notAFitApiRoutes.create,
    {
      onRequest: [authenticate],
      config: { capability: Capability.MovePipeline },
      schema: {
        tags,
        summary: 'Pass on a candidate for a job ("not a fit")',
        description:
          'Records that the candidate is not a fit for one of your jobs, with a reason from the rejection list. ' +
          'No match is created and nothing is sent to the candidate; Explore scored for the job leaves them out. ' +
          'Passing again updates the reason. 404 for a job that is not yours or a missing candidate.',
        security: signedIn,
        params: z.object({ jobId: z.string().describe('The job’s `_id`') }),
        body: notAFitPayloadSchema,
        response: { 200: okSchema(notAFitResultSchema), ...errors },
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      const viewer = currentViewer(request);
      const scope = await jobScopeOf(db(), employer.id, viewer);
      const notAFit = await markNotAFit(
        db(),
        employer,
        viewer.memberId,
        request.params.jobId,
        request.body,
        scope,
      );
      return ok({ notAFit });
    },
  );

  app.delete(
    notAFitApiRoutes.remove,
    {
      onRequest: [authenticate],
      config: { capability: Capability.MovePipeline },
      schema: {
        tags,
        summary: 'Take back a pass on a candidate for a job',
        description:
          'Undoes "not a fit": the candidate shows in Explore for the job again. `removed` is false when there ' +
          'was no pass. 404 for a job that is not yours.',
        security: signedIn,
        params: z.object({ jobId: z.string(), candidateId: z.string().describe('The candidate’s `_id`') }),
        response: { 200: okSchema(notAFitRemovedSchema), ...errors },
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      const scope = await jobScopeOf(db(), employer.id, currentViewer(request));
      return ok(await removeNotAFit(db(), employer, request.params.jobId, request.params.candidateId, scope));
    },
  );
};
