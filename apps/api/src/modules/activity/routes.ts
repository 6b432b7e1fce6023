import {
  activityResultSchema,
  Capability,
  candidateNotePayloadSchema,
  candidateNoteSchema,
  candidateNotesResultSchema,
  errorEnvelopeSchema,
  okSchema,
} from '@medhire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { assertCapability, authenticate, currentEmployer, currentViewer } from '../auth/authenticate.js';
import { isConnectedCandidate } from '../candidates/service.js';
import { type JobScope, jobInScope, jobScopeOf } from '../jobs/hiring-team.js';
import { jobNotFound } from '../jobs/service.js';
import { addNote, candidateActivity, jobActivity, listNotes } from './service.js';

const signedIn = [{ bearerAuth: [] }];
const errors = Object.fromEntries([400, 401, 403, 404].map((status) => [status, errorEnvelopeSchema]));
const candidateParams = z.object({ candidateId: z.string().describe('The candidate’s `_id`') });

/**
 * Who did what: a job's activity list, a candidate's timeline with the employer, and the team's notes on a
 * candidate. A candidate connected to one of the employer's jobs can always be read and noted; any other needs a
 * member who may explore candidates (the rule of `GET /employer/applicants/:candidateId`).
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  /** Checks the candidate may be read; answers the viewer's job scope, which the timeline and notes keep to. */
  async function assertMayRead(request: FastifyRequest, candidateId: string): Promise<JobScope> {
    const employer = currentEmployer(request);
    const viewer = currentViewer(request);
    const scope = await jobScopeOf(db, employer.id, viewer);
    if (!(await isConnectedCandidate(db, employer.id, candidateId, scope))) {
      assertCapability(employer, Capability.ExploreCandidates, viewer.role);
    }
    return scope;
  }

  app.get(
    '/employer/jobs/:jobId/activity',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['activity'],
        summary:
          'A job’s activity: who posted, edited, closed it, invited and moved its candidates, and when',
        description: `Newest first, at most 200. 404 for a job that is not yours.`,
        security: signedIn,
        params: z.object({ jobId: z.string().describe('The job’s `_id`') }),
        response: { 200: okSchema(activityResultSchema), ...errors },
      },
    },
    async (request) => {
      const employerId = currentEmployer(request).id;
      const scope = await jobScopeOf(db, employerId, currentViewer(request));
      if (!jobInScope(scope, request.params.jobId)) throw jobNotFound();
      return ok({ activity: await jobActivity(db, employerId, request.params.jobId) });
    },
  );

  app.get(
    '/employer/applicants/:candidateId/activity',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['activity'],
        summary: 'A candidate’s timeline with your organization: invites, pipeline moves and notes, by whom',
        description: 'Newest first, at most 200.',
        security: signedIn,
        params: candidateParams,
        response: { 200: okSchema(activityResultSchema), ...errors },
      },
    },
    async (request) => {
      const scope = await assertMayRead(request, request.params.candidateId);
      return ok({
        activity: await candidateActivity(db, currentEmployer(request).id, request.params.candidateId, scope),
      });
    },
  );

  app.get(
    '/employer/applicants/:candidateId/notes',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['activity'],
        summary: 'The team’s notes on a candidate (candidates never see them)',
        description: 'Newest first, at most 200.',
        security: signedIn,
        params: candidateParams,
        response: { 200: okSchema(candidateNotesResultSchema), ...errors },
      },
    },
    async (request) => {
      const scope = await assertMayRead(request, request.params.candidateId);
      return ok({
        notes: await listNotes(db, currentEmployer(request).id, request.params.candidateId, scope),
      });
    },
  );

  app.post(
    '/employer/applicants/:candidateId/notes',
    {
      onRequest: [authenticate],
      config: { capability: Capability.LeaveNotes },
      schema: {
        tags: ['activity'],
        summary: 'Leave a note on a candidate, about one of your jobs or in general',
        description: 'Signed with your name and role; recorded in the candidate’s timeline.',
        security: signedIn,
        params: candidateParams,
        body: candidateNotePayloadSchema,
        response: { 200: okSchema(z.object({ note: candidateNoteSchema })), ...errors },
      },
    },
    async (request) => {
      const scope = await assertMayRead(request, request.params.candidateId);
      const { jobId } = request.body;
      if (jobId !== undefined && !jobInScope(scope, jobId)) throw jobNotFound();
      const note = await addNote(
        db,
        currentEmployer(request).id,
        currentViewer(request),
        request.params.candidateId,
        request.body,
      );
      return ok({ note });
    },
  );
};
