import {
  ActivityKind,
  Capability,
  createTempMessageId,
  interviewApiRoutes,
  interviewProposalSchema,
  interviewResultSchema,
  jobInterviewsSchema,
  matchInterviewSchema,
} from '@medhire/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, ok, okSchema } from '../../http/envelope.js';
import { recordActivity } from '../activity/service.js';
import { authenticate, currentEmployer, currentViewer } from '../auth/authenticate.js';
import { announceMessage } from '../conversations/announce.js';
import { sendLimits, tooFast } from '../conversations/send-limits.js';
import { type ConversationSide, conversationIdOfMatch, sendMessage } from '../conversations/service.js';
import { jobScopeOf } from '../jobs/hiring-team.js';
import { sendInterviewMails } from './mails.js';
import {
  cancelInterview,
  employerContactOf,
  type InterviewActor,
  type InterviewChange,
  interviewOfMatch,
  openInterviewsOfJob,
  partiesOf,
  proposeInterview,
  rescheduleInterview,
} from './service.js';

const signedIn = [{ bearerAuth: [] }];

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/** The words the thread shows for each step (the interview card carries the times). */
export const interviewThreadMessages = {
  proposed: (count: number) =>
    `I proposed ${count === 1 ? 'a time' : `${count} times`} for an interview. Please pick the one that suits you.`,
  reproposed: 'I proposed new times for the interview. Please pick the one that suits you.',
  moved: 'I moved the interview to a new time.',
  cancelled: 'I cancelled the interview.',
  picked: 'I picked a time for the interview.',
} as const;

/**
 * Writes one step of the interview in the match's conversation, from `side`, and tells both sides' sockets (and,
 * for the candidate's, the job's team by notification). After the change is saved; a failure is logged, never
 * turned into the answer of a change that happened.
 */
export async function postInThread(
  app: FastifyInstance,
  side: ConversationSide,
  change: Pick<InterviewChange, 'employerId' | 'interview'>,
  body: string,
): Promise<void> {
  try {
    const conversationId = await conversationIdOfMatch(
      app.database.db,
      change.employerId,
      change.interview.matchId,
    );
    if (!conversationId) return;
    const sent = await sendMessage(app.database.db, side, conversationId, {
      body,
      tempMsgId: createTempMessageId(),
    });
    announceMessage(app, conversationId, sent);
  } catch (error) {
    app.log.error({ err: error, interviewId: change.interview._id }, 'The interview step was not written');
  }
}

/** Mails the `.ics` of a scheduled, moved or cancelled interview to the candidate and the member who proposed it. */
export async function mailInterview(
  app: FastifyInstance,
  change: Pick<InterviewChange, 'row' | 'jobId' | 'candidateId'>,
  method: 'REQUEST' | 'CANCEL',
): Promise<void> {
  const { row } = change;
  if (!row.scheduledAt || row.scheduledMinutes === null) return;
  // The change is saved: a mail that cannot be stored is logged, and the answer still says what happened.
  try {
    const parties = await partiesOf(app.database.db, change.jobId, change.candidateId);
    const contact = await employerContactOf(app.database.db, row);
    await sendInterviewMails(
      app.mailer,
      {
        ...row,
        proposedByName: contact.name,
        proposedByEmail: contact.email,
        scheduledAt: row.scheduledAt,
        scheduledMinutes: row.scheduledMinutes,
      },
      parties,
      method,
    );
  } catch (error) {
    app.log.error({ err: error, interviewId: row.id }, 'The interview invitation was not mailed');
  }
}

/**
 * The employer's side of interviews (issue 16): propose times for a match, reschedule, cancel, and read a match's
 * interview or a job's open ones. Owners and recruiters change them (the `message-candidates` capability: hiring
 * managers never write to candidates); every member reads those of the jobs they see. Each change writes a step in
 * the thread and counts against the sender's message limits.
 */
export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const exceedsSendLimits = sendLimits(app);

  const limit = async (request: FastifyRequest, reply: FastifyReply) => {
    const refused = await exceedsSendLimits(request);
    if (refused) throw tooFast(reply, refused);
  };

  const actorOf = (request: FastifyRequest): InterviewActor => {
    const viewer = currentViewer(request);
    return { memberId: viewer.memberId, name: viewer.name, email: viewer.email, role: viewer.role };
  };
  const employerSide = (request: FastifyRequest): ConversationSide => {
    const viewer = currentViewer(request);
    return {
      kind: 'employer',
      id: currentEmployer(request).id,
      author: { memberId: viewer.memberId, name: viewer.name },
    };
  };
  const scopeOf = (request: FastifyRequest) =>
    jobScopeOf(db(), currentEmployer(request).id, currentViewer(request));
  /** The job's activity and the candidate's timeline say who proposed, moved or cancelled the interview. */
  const logInterview = (request: FastifyRequest, change: InterviewChange, kind: ActivityKind) =>
    recordActivity(db(), currentEmployer(request).id, currentViewer(request), {
      kind,
      jobId: change.jobId,
      candidateId: change.candidateId,
    });

  app.post(
    interviewApiRoutes.propose,
    {
      onRequest: [authenticate],
      config: { capability: Capability.MessageCandidates },
      schema: {
        tags: ['interviews'],
        summary: 'Propose interview times to a candidate',
        description:
          'One to five future times (15–240 minutes each), the kind (in person with an address, video with an ' +
          'https link, phone) and an optional note. The match must be accepted and neither rejected nor hired ' +
          '(409), with no open interview (409: reschedule it). Another organization’s match answers 404. Writes ' +
          'a step in the thread; counts against the message limits (429).',
        security: signedIn,
        params: z.object({ matchId: z.string() }),
        body: interviewProposalSchema,
        response: { 200: okSchema(interviewResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      await limit(request, reply);
      const change = await proposeInterview(
        db(),
        currentEmployer(request).id,
        actorOf(request),
        await scopeOf(request),
        request.params.matchId,
        request.body,
      );
      await postInThread(
        app,
        employerSide(request),
        change,
        interviewThreadMessages.proposed(change.interview.slots.length),
      );
      await logInterview(request, change, ActivityKind.InterviewProposed);
      return ok({ interview: change.interview });
    },
  );

  app.patch(
    interviewApiRoutes.reschedule,
    {
      onRequest: [authenticate],
      config: { capability: Capability.MessageCandidates },
      schema: {
        tags: ['interviews'],
        summary: 'Reschedule an interview',
        description:
          'New times replace the proposal, and the candidate picks again. A scheduled interview given one time moves ' +
          'there at once and both sides get the updated invitation (the same UID, a higher SEQUENCE). A cancelled ' +
          'interview answers 409.',
        security: signedIn,
        params: z.object({ interviewId: z.string() }),
        body: interviewProposalSchema,
        response: { 200: okSchema(interviewResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      await limit(request, reply);
      const change = await rescheduleInterview(
        db(),
        currentEmployer(request).id,
        actorOf(request),
        await scopeOf(request),
        request.params.interviewId,
        request.body,
      );
      if (change.moved) await mailInterview(app, change, 'REQUEST');
      // A scheduled interview given new times to pick from leaves the calendars until the candidate picks again.
      else if (change.wasScheduled) {
        await mailInterview(
          app,
          { ...change, row: { ...change.previous, sequence: change.row.sequence } },
          'CANCEL',
        );
      }
      await postInThread(
        app,
        employerSide(request),
        change,
        change.moved ? interviewThreadMessages.moved : interviewThreadMessages.reproposed,
      );
      await logInterview(request, change, ActivityKind.InterviewRescheduled);
      return ok({ interview: change.interview });
    },
  );

  app.post(
    interviewApiRoutes.cancel,
    {
      onRequest: [authenticate],
      config: { capability: Capability.MessageCandidates },
      schema: {
        tags: ['interviews'],
        summary: 'Cancel an interview',
        description:
          'A scheduled interview’s invitation is withdrawn by mail (METHOD:CANCEL, the same UID, a higher ' +
          'SEQUENCE) to both sides. One already cancelled answers 409.',
        security: signedIn,
        params: z.object({ interviewId: z.string() }),
        response: { 200: okSchema(interviewResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      await limit(request, reply);
      const change = await cancelInterview(
        db(),
        currentEmployer(request).id,
        await scopeOf(request),
        request.params.interviewId,
      );
      if (change.wasScheduled) await mailInterview(app, change, 'CANCEL');
      await postInThread(app, employerSide(request), change, interviewThreadMessages.cancelled);
      await logInterview(request, change, ActivityKind.InterviewCancelled);
      return ok({ interview: change.interview });
    },
  );

  app.get(
    interviewApiRoutes.byMatch,
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['interviews'],
        summary: 'A match’s latest interview',
        description:
          'Whatever its status; null when none was proposed. Another organization’s match answers 404.',
        security: signedIn,
        params: z.object({ matchId: z.string() }),
        response: { 200: okSchema(matchInterviewSchema), ...errors },
      },
    },
    async (request) =>
      ok({
        interview: await interviewOfMatch(
          db(),
          currentEmployer(request).id,
          await scopeOf(request),
          request.params.matchId,
        ),
      }),
  );

  app.get(
    interviewApiRoutes.byJob,
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['interviews'],
        summary: 'The open interviews of one job',
        description:
          'Proposed and scheduled, for the pipeline board. Another organization’s job answers 404.',
        security: signedIn,
        params: z.object({ jobId: z.string() }),
        response: { 200: okSchema(jobInterviewsSchema), ...errors },
      },
    },
    async (request) =>
      ok({
        interviews: await openInterviewsOfJob(
          db(),
          currentEmployer(request).id,
          await scopeOf(request),
          request.params.jobId,
        ),
      }),
  );
};
