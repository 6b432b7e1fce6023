import {
  allMatchesQuerySchema,
  Capability,
  createTempMessageId,
  invitePayloadSchema,
  jobMatchesSchema,
  matchPageSchema,
  matchResultSchema,
  PipelineStatus,
  updateMatchStatusPayloadSchema,
} from '@medhire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InterviewRow } from '../../db/schema.js';
import { errorEnvelopeSchema, ok, okSchema } from '../../http/envelope.js';
import { recordActivity } from '../activity/service.js';
import { assertCapability, authenticate, currentEmployer, currentViewer } from '../auth/authenticate.js';
import { announceMessage } from '../conversations/announce.js';
import { sendLimits, tooFast } from '../conversations/send-limits.js';
import { type ConversationSide, conversationIdOfMatch, sendMessage } from '../conversations/service.js';
import { withdrawOfferOnLeavingOffer } from '../hiring-feedback/service.js';
import { mailInterview } from '../interviews/routes.js';
import { closeOpenInterviewsOfMatch } from '../interviews/service.js';
import { jobScopeOf } from '../jobs/hiring-team.js';
import { allMatches, inviteCandidate, matchesByJob, updateMatchStatus } from './service.js';

const signedIn = [{ bearerAuth: [] }];

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** The matches module: invite, cancel, move through the pipeline, matches by job and all matches. */
export const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const exceedsSendLimits = sendLimits(app);

  app.post(
    '/employer/match/invite',
    {
      onRequest: [authenticate],
      config: { capability: Capability.InviteCandidates },
      schema: {
        tags: ['matches'],
        summary: 'Invite a candidate to a job',
        description:
          'Creates a pending match (origin `invite`, Shortlisted) on one of the employer’s open jobs. ' +
          '404 for a job that is not the employer’s or a missing candidate; 409 for a closed job or a ' +
          'candidate already matched to the job.',
        security: signedIn,
        body: invitePayloadSchema,
        response: { 200: okSchema(matchResultSchema), ...errors },
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      const match = await inviteCandidate(db(), employer, request.body);
      await recordActivity(db(), employer.id, currentViewer(request), {
        kind: 'candidate-invited',
        jobId: match.job._id,
        candidateId: match.candidate._id,
      });
      return ok({ match });
    },
  );

  app.patch(
    '/employer/match/update-match-status/:id',
    {
      onRequest: [authenticate],
      config: { capability: Capability.MovePipeline },
      schema: {
        tags: ['matches'],
        summary: 'Move a candidate through the pipeline, or cancel a pending invite',
        description:
          '`cancelled` cancels a pending invite; a pipeline step moves an accepted match to any other step ' +
          '(forward, back, Rejected from any step, Hired and Rejected reopened). `Rejected` needs a ' +
          '`rejectionReason` from the list and may carry a `message`, sent to the candidate in the match’s ' +
          'conversation. Refused moves (a pending, declined or cancelled match) answer 409 with the reason.',
        security: signedIn,
        params: z.object({ id: z.string().describe('The match id') }),
        body: updateMatchStatusPayloadSchema,
        response: { 200: okSchema(matchResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const employer = currentEmployer(request);
      const viewer = currentViewer(request);
      const message = request.body.message?.trim() ?? '';
      // A rejection that writes to the candidate needs what a message needs too, and counts against the same
      // sending limits (checked before anything moves).
      if (message) {
        assertCapability(employer, Capability.MessageCandidates, viewer.role);
        const refused = await exceedsSendLimits(request);
        if (refused) throw tooFast(reply, refused);
      }
      // A candidate rejected or hired has no interview still to come: its times are withdrawn, and a scheduled one is
      // cancelled in both calendars once the move is saved.
      let cancelledInterviews: { row: InterviewRow; jobId: string; candidateId: string }[] = [];
      const match = await updateMatchStatus(
        db(),
        employer,
        request.params.id,
        request.body,
        async (change, tx) => {
          await recordActivity(tx, employer.id, viewer, {
            kind: change.cancelled ? 'invite-cancelled' : 'pipeline-moved',
            jobId: change.jobId,
            candidateId: change.candidateId,
            fromStatus: change.from ?? null,
            toStatus: change.to ?? null,
          });
          await withdrawOfferOnLeavingOffer(tx, request.params.id, change);
          if (change.to === PipelineStatus.Rejected || change.to === PipelineStatus.Hired) {
            const closed = await closeOpenInterviewsOfMatch(tx, request.params.id);
            cancelledInterviews = closed.map((row) => ({
              row,
              jobId: change.jobId,
              candidateId: change.candidateId,
            }));
          }
        },
      );
      for (const cancelled of cancelledInterviews) await mailInterview(app, cancelled, 'CANCEL');
      if (message) {
        const side: ConversationSide = {
          kind: 'employer',
          id: employer.id,
          author: { memberId: viewer.memberId, name: viewer.name },
        };
        const conversationId = await conversationIdOfMatch(db(), employer.id, match._id);
        if (conversationId) {
          const sent = await sendMessage(db(), side, conversationId, {
            body: message,
            tempMsgId: createTempMessageId(),
          });
          announceMessage(app, conversationId, sent);
        }
      }
      return ok({ match });
    },
  );

  app.get(
    '/employer/match/by-job/:jobId',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['matches'],
        summary: 'The matches of one job (its pipeline board)',
        description: 'Every match of the job, whatever its request status, newest first.',
        security: signedIn,
        params: z.object({ jobId: z.string() }),
        response: { 200: okSchema(jobMatchesSchema), ...errors },
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      const scope = await jobScopeOf(db(), employer.id, currentViewer(request));
      return ok({ matches: await matchesByJob(db(), employer, request.params.jobId, scope) });
    },
  );

  app.get(
    '/employer/match/all',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['matches'],
        summary: 'All the employer’s matches across jobs',
        description: 'Newest first, a page at a time; `status` keeps one pipeline step.',
        security: signedIn,
        querystring: allMatchesQuerySchema,
        response: { 200: okSchema(matchPageSchema), ...errors },
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      const scope = await jobScopeOf(db(), employer.id, currentViewer(request));
      return ok(await allMatches(db(), employer, request.query, scope));
    },
  );
};
