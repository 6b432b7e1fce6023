import {
  interviewApiRoutes,
  interviewPickSchema,
  interviewResultSchema,
  matchInterviewSchema,
} from '@medhire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, ok, okSchema } from '../../http/envelope.js';
import { sendLimits, tooFast } from '../conversations/send-limits.js';
import { interviewThreadMessages, mailInterview, postInThread } from '../interviews/routes.js';
import { candidateInterviewOfMatch, pickInterviewSlot } from '../interviews/service.js';
import { authenticateCandidate, currentCandidate } from './authenticate.js';

const signedIn = [{ bearerAuth: [] }];

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/**
 * The candidate's side of interviews (issue 16): read the interview of one of their matches, and pick one of the
 * proposed times. The pick schedules it, moves the match to Interview, writes the step in the thread (the job's
 * team is notified of the candidate's message) and mails both sides the `.ics`.
 */
export const employeeInterviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  if (!app.hasRequestDecorator('candidate')) app.decorateRequest('candidate', null);
  if (!app.hasRequestDecorator('candidateSession')) app.decorateRequest('candidateSession', null);
  const exceedsSendLimits = sendLimits(app);

  app.get(
    interviewApiRoutes.candidateByMatch,
    {
      onRequest: authenticateCandidate,
      schema: {
        tags: ['employee'],
        summary: 'The latest interview of one of the candidate’s matches',
        description: 'Null when none was proposed; another candidate’s match answers 404.',
        security: signedIn,
        params: z.object({ matchId: z.string() }),
        response: { 200: okSchema(matchInterviewSchema), ...errors },
      },
    },
    async (request) =>
      ok({
        interview: await candidateInterviewOfMatch(
          db(),
          currentCandidate(request).id,
          request.params.matchId,
        ),
      }),
  );

  app.post(
    interviewApiRoutes.candidatePick,
    {
      onRequest: authenticateCandidate,
      schema: {
        tags: ['employee'],
        summary: 'Pick one of the proposed interview times',
        description:
          'Schedules the interview at that time; a match in Shortlisted or Submitted moves to Interview. Both ' +
          'the candidate and the member who proposed it get the `.ics` invitation by mail. Another candidate’s ' +
          'interview, or a time not proposed, answers 404; a scheduled or cancelled interview, a time passed, or ' +
          'a rejected or hired match 409. Counts against the message limits (429).',
        security: signedIn,
        params: z.object({ interviewId: z.string() }),
        body: interviewPickSchema,
        response: { 200: okSchema(interviewResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const refused = await exceedsSendLimits(request);
      if (refused) throw tooFast(reply, refused);
      const candidateId = currentCandidate(request).id;
      const change = await pickInterviewSlot(
        db(),
        candidateId,
        request.params.interviewId,
        request.body.slotId,
      );
      await mailInterview(app, change, 'REQUEST');
      await postInThread(app, { kind: 'candidate', id: candidateId }, change, interviewThreadMessages.picked);
      return ok({ interview: change.interview });
    },
  );
};
