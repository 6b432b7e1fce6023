import {
  Capability,
  candidateFeedbackResultSchema,
  createTempMessageId,
  errorEnvelopeSchema,
  feedbackApiRoutes,
  feedbackCriteriaPayloadSchema,
  feedbackCriteriaSchema,
  interviewFeedbackPayloadSchema,
  jobFeedbackSummaryResultSchema,
  matchFeedbackSchema,
  offerPayloadSchema,
  offerResultSchema,
  okSchema,
} from '@medhire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { assertCapability, authenticate, currentEmployer, currentViewer } from '../auth/authenticate.js';
import { announceMessage } from '../conversations/announce.js';
import { sendLimits, tooFast } from '../conversations/send-limits.js';
import { type ConversationSide, conversationIdOfMatch, sendMessage } from '../conversations/service.js';
import { jobScopeOf } from '../jobs/hiring-team.js';
import {
  candidateFeedback,
  jobCriteria,
  jobFeedbackSummaries,
  type OfferChange,
  offerMessage,
  readOffer,
  saveFeedback,
  saveOffer,
  setJobCriteria,
  withdrawOffer,
} from './service.js';

const signedIn = [{ bearerAuth: [] }];
const errors = Object.fromEntries(
  [400, 401, 403, 404, 409, 429].map((status) => [status, errorEnvelopeSchema]),
);
const jobParams = z.object({ jobId: z.string().describe('The job’s `_id`') });
const matchParams = z.object({ matchId: z.string().describe('The match’s `_id`') });

/**
 * Interview feedback and offers (issue 16, "Pipeline and outreach"). Feedback: a job's criteria, each member's
 * structured feedback on a match, the team's summary; the organization reads it, the candidate never does. Offers:
 * the terms made to a candidate at Offer, which the candidate reads with their match. Every object is the
 * employer's and within the viewer's jobs (a hiring manager's own), else 404.
 */
export const hiringFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const exceedsSendLimits = sendLimits(app);

  async function scopeOf(request: FastifyRequest) {
    return jobScopeOf(db(), currentEmployer(request).id, currentViewer(request));
  }

  app.get(
    feedbackApiRoutes.jobCriteria,
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['feedback'],
        summary: 'The criteria a job’s interviewers rate (the default set when the job defines none)',
        security: signedIn,
        params: jobParams,
        response: { 200: okSchema(feedbackCriteriaSchema), ...errors },
      },
    },
    async (request) =>
      ok(await jobCriteria(db(), currentEmployer(request).id, request.params.jobId, await scopeOf(request))),
  );

  app.put(
    feedbackApiRoutes.jobCriteria,
    {
      onRequest: [authenticate],
      config: { capability: Capability.PostJobs },
      schema: {
        tags: ['feedback'],
        summary: 'Set the criteria a job’s interviewers rate (1 to 8, each at most 60 characters)',
        description: 'Feedback already left keeps its ratings; a removed criterion’s average still shows.',
        security: signedIn,
        params: jobParams,
        body: feedbackCriteriaPayloadSchema,
        response: { 200: okSchema(feedbackCriteriaSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await setJobCriteria(
          db(),
          currentEmployer(request).id,
          request.params.jobId,
          await scopeOf(request),
          request.body.criteria,
        ),
      ),
  );

  app.get(
    feedbackApiRoutes.jobSummary,
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['feedback'],
        summary: 'The feedback on a job’s candidates in brief, for its pipeline board',
        security: signedIn,
        params: jobParams,
        response: { 200: okSchema(jobFeedbackSummaryResultSchema), ...errors },
      },
    },
    async (request) =>
      ok({
        summaries: await jobFeedbackSummaries(
          db(),
          currentEmployer(request).id,
          request.params.jobId,
          await scopeOf(request),
        ),
      }),
  );

  app.get(
    feedbackApiRoutes.candidateFeedback,
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['feedback'],
        summary: 'The team’s interview feedback on a candidate, per job (candidates never see it)',
        description: 'The candidate’s accepted matches with your jobs, each with its criteria and averages.',
        security: signedIn,
        params: z.object({ candidateId: z.string().describe('The candidate’s `_id`') }),
        response: { 200: okSchema(candidateFeedbackResultSchema), ...errors },
      },
    },
    async (request) =>
      ok({
        matches: await candidateFeedback(
          db(),
          currentEmployer(request).id,
          currentViewer(request),
          request.params.candidateId,
          await scopeOf(request),
        ),
      }),
  );

  app.put(
    feedbackApiRoutes.matchFeedback,
    {
      onRequest: [authenticate],
      config: { capability: Capability.LeaveNotes },
      schema: {
        tags: ['feedback'],
        summary: 'Leave or change your feedback on a candidate after an interview',
        description:
          'One per person per match: a rating (1–5) of every one of the job’s criteria, a recommendation and ' +
          'comments. Answers the match’s feedback with everyone’s.',
        security: signedIn,
        params: matchParams,
        body: interviewFeedbackPayloadSchema,
        response: { 200: okSchema(matchFeedbackSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await saveFeedback(
          db(),
          currentEmployer(request).id,
          currentViewer(request),
          request.params.matchId,
          await scopeOf(request),
          request.body,
        ),
      ),
  );

  app.get(
    feedbackApiRoutes.matchOffer,
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['offers'],
        summary: 'A match’s offer, and whether you may make or change it now',
        description:
          'The offer shows while the match is in Offer or Hired; null before, or when none was made.',
        security: signedIn,
        params: matchParams,
        response: { 200: okSchema(offerResultSchema), ...errors },
      },
    },
    async (request) =>
      ok(
        await readOffer(
          db(),
          currentEmployer(request).id,
          currentViewer(request),
          request.params.matchId,
          await scopeOf(request),
        ),
      ),
  );

  /** Posts the offer's news in the match's conversation, from the member who changed it. */
  async function tellCandidate(request: FastifyRequest, change: OfferChange) {
    const employer = currentEmployer(request);
    const viewer = currentViewer(request);
    const side: ConversationSide = {
      kind: 'employer',
      id: employer.id,
      author: { memberId: viewer.memberId, name: viewer.name },
    };
    const conversationId = await conversationIdOfMatch(db(), employer.id, change.offer.matchId);
    if (!conversationId) return;
    const sent = await sendMessage(db(), side, conversationId, {
      body: offerMessage(change),
      tempMsgId: createTempMessageId(),
    });
    announceMessage(app, conversationId, sent);
  }

  /** An offer's change writes to the candidate: it needs what a message needs and counts against its limits. */
  async function assertMayWrite(request: FastifyRequest, reply: FastifyReply) {
    assertCapability(currentEmployer(request), Capability.MessageCandidates, currentViewer(request).role);
    const refused = await exceedsSendLimits(request);
    if (refused) throw tooFast(reply, refused);
  }

  app.put(
    feedbackApiRoutes.matchOffer,
    {
      onRequest: [authenticate],
      config: { capability: Capability.MovePipeline },
      schema: {
        tags: ['offers'],
        summary: 'Make (or change) the offer to a candidate in Offer',
        description:
          'The terms: base salary, sign-on bonus, productivity model, loan repayment, start date, call ' +
          'schedule, PTO days, partnership track. The candidate reads them with their match and a short ' +
          'message in the conversation tells them (it counts against the sending limits). 409 unless the ' +
          'match is in Offer.',
        security: signedIn,
        params: matchParams,
        body: offerPayloadSchema,
        response: { 200: okSchema(offerResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      await assertMayWrite(request, reply);
      const change = await saveOffer(
        db(),
        currentEmployer(request).id,
        currentViewer(request),
        request.params.matchId,
        await scopeOf(request),
        request.body,
      );
      await tellCandidate(request, change);
      return ok({ offer: change.offer, canEdit: true });
    },
  );

  app.post(
    feedbackApiRoutes.withdrawOffer,
    {
      onRequest: [authenticate],
      config: { capability: Capability.MovePipeline },
      schema: {
        tags: ['offers'],
        summary: 'Withdraw the offer made to a candidate in Offer',
        description:
          'The candidate reads it as withdrawn, and a short message tells them. 409 without an offer.',
        security: signedIn,
        params: matchParams,
        response: { 200: okSchema(offerResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      await assertMayWrite(request, reply);
      const change = await withdrawOffer(
        db(),
        currentEmployer(request).id,
        currentViewer(request),
        request.params.matchId,
        await scopeOf(request),
      );
      await tellCandidate(request, change);
      return ok({ offer: change.offer, canEdit: true });
    },
  );
};
