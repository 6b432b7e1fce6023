import {
  Capability,
  candidateConversationListQuerySchema,
  conversationListQuerySchema,
  conversationPageSchema,
  conversationResultSchema,
  conversationThreadResultSchema,
  type Message,
  needsReplyPageSchema,
  needsReplyQuerySchema,
  RealtimeEvent,
  responsivenessApiRoutes,
  type SendMessagePayload,
  sendMessagePayloadSchema,
  sendMessageResultSchema,
  threadPageQuerySchema,
} from '@medhire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, ok, okSchema } from '../../http/envelope.js';
import {
  assertRoleMay,
  authenticate,
  currentEmployer,
  currentViewer,
  requireOwnEmployer,
} from '../auth/authenticate.js';
import { authenticateCandidate, currentCandidate } from '../employee/authenticate.js';
import { jobScopeOf } from '../jobs/hiring-team.js';
import { announceMessage, emitToHiringManagers } from './announce.js';
import { SENDING_TOO_FAST_MESSAGE, sendLimits, tooFast } from './send-limits.js';

export { SENDING_TOO_FAST_MESSAGE };

import {
  type ConversationSide,
  deleteMessage,
  findRetriedMessage,
  getConversation,
  listConversations,
  needsReply,
  sendMessage,
  setArchived,
} from './service.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};
const signedIn = [{ bearerAuth: [] }];
const sendErrors = { ...errors, 429: errorEnvelopeSchema };

/** The conversations module: the four calls of §7, archive, and the candidate's side. */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  if (!app.hasRequestDecorator('candidate')) app.decorateRequest('candidate', null);
  if (!app.hasRequestDecorator('candidateSession')) app.decorateRequest('candidateSession', null);
  /**
   * The employer's side as the signed-in person sees it: a hiring manager only their jobs' conversations. Read
   * marks and the archive are the person's own (the author's): reading a thread, a hiring manager included,
   * marks it read for them alone.
   */
  const employerSide = async (
    request: Parameters<typeof currentEmployer>[0],
    mine = false,
  ): Promise<ConversationSide> => {
    const viewer = currentViewer(request);
    const employerId = currentEmployer(request).id;
    return {
      kind: 'employer',
      id: employerId,
      author: { memberId: viewer.memberId, name: viewer.name },
      scope: await jobScopeOf(db(), employerId, viewer, mine),
    };
  };
  const candidateSide = (request: Parameters<typeof currentCandidate>[0]): ConversationSide => ({
    kind: 'candidate',
    id: currentCandidate(request).id,
  });

  const exceedsSendLimits = sendLimits(app);

  /**
   * Counts a send against the sender's limits. Over a limit, a retry of a message already stored (same `tempMsgId`
   * and body) is still answered with that message, which costs one indexed read and writes nothing; anything
   * else gets 429 with Retry-After. Returns the stored message to answer, or null to send.
   */
  async function limitSend(
    request: FastifyRequest,
    reply: FastifyReply,
    side: ConversationSide,
    conversationId: string,
    body: SendMessagePayload,
  ): Promise<Message | null> {
    const refused = await exceedsSendLimits(request);
    if (!refused) return null;
    const retried = await findRetriedMessage(db(), side, conversationId, body);
    if (retried) return retried;
    throw tooFast(reply, refused);
  }

  app.get(
    '/employer/conversation/get-all-conversation/:id',
    {
      onRequest: [authenticate, requireOwnEmployer],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['conversations'],
        summary: 'The employer’s conversations',
        description:
          'Newest activity first. `archived` (default false) picks the archived or the open ones, `jobId` one ' +
          'job’s, `queryText` those whose candidate’s name or a message contains it. `{id}` is the employer. ' +
          '`employerCount` and `archived` are the signed-in person’s own: each of the team reads and archives ' +
          'for themselves.',
        security: signedIn,
        params: z.object({ id: z.string() }),
        querystring: conversationListQuerySchema,
        response: { 200: okSchema(conversationPageSchema), ...errors },
      },
    },
    async (request) =>
      ok(await listConversations(db(), await employerSide(request, request.query.mine), request.query)),
  );

  app.get(
    responsivenessApiRoutes.needsReply,
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['conversations'],
        summary: 'The conversations waiting for the team’s reply',
        description:
          'Those whose last message not deleted is the candidate’s, the longest waiting first ' +
          '(`awaitingReplySince`: the candidate’s first message after the team’s last one). `overdue` counts the ' +
          'ones waiting longer than the organization’s target reply time (`replyTargetMinutes`). The whole ' +
          'team’s queue, whatever a person archived; a hiring manager’s holds their jobs’ conversations only.',
        security: signedIn,
        querystring: needsReplyQuerySchema,
        response: { 200: okSchema(needsReplyPageSchema), ...errors },
      },
    },
    async (request) =>
      ok(await needsReply(db(), await employerSide(request, request.query.mine), request.query)),
  );

  app.get(
    '/employer/conversation/get-single-conversation/:id',
    {
      onRequest: [authenticate],
      config: { capability: Capability.ReadOwnData },
      schema: {
        tags: ['conversations'],
        summary: 'One conversation with its messages',
        description:
          'One page of messages (`pageSize`, 50 by default, at most 100), oldest first within the page: the ' +
          'newest page, or with `beforeSeq` the page before that seq, or with `afterSeq` the page after it (read ' +
          'on while `hasNewer`). Marks it read for the person reading (the rest of the team keeps their own ' +
          'unread count). `{id}` is the conversation; another ' +
          'employer’s answers 404.',
        security: signedIn,
        params: z.object({ id: z.string() }),
        querystring: threadPageQuerySchema,
        response: { 200: okSchema(conversationThreadResultSchema), ...errors },
      },
    },
    async (request) =>
      ok({
        conversation: await getConversation(
          db(),
          await employerSide(request),
          request.params.id,
          request.query,
        ),
      }),
  );

  app.post(
    '/employer/conversation/send-message/:id',
    {
      onRequest: [authenticate],
      config: { capability: Capability.MessageCandidates },
      schema: {
        tags: ['conversations'],
        summary: 'Send a message',
        description:
          'A retry with the same `tempMsgId` answers the message stored the first time (same `_id` and seq). ' +
          'Too many sends from one employer (a flood, not a chat’s pace) answer 429 with Retry-After.',
        security: signedIn,
        params: z.object({ id: z.string() }),
        body: sendMessagePayloadSchema,
        response: { 200: okSchema(sendMessageResultSchema), ...sendErrors },
      },
    },
    async (request, reply) => {
      const side = await employerSide(request);
      const retried = await limitSend(request, reply, side, request.params.id, request.body);
      if (retried) return ok({ message: retried });
      const sent = await sendMessage(db(), side, request.params.id, request.body);
      announceMessage(app, request.params.id, sent);
      return ok({ message: sent.message });
    },
  );

  app.delete(
    '/employer/conversation/delete-message/:conversationId/:messageId',
    {
      onRequest: [authenticate],
      config: { capability: Capability.MessageCandidates },
      schema: {
        tags: ['conversations'],
        summary: 'Delete one of the employer’s messages',
        description:
          'The message keeps its place with an empty body; the last message falls back to the previous one. ' +
          'Someone else’s message answers 404.',
        security: signedIn,
        params: z.object({ conversationId: z.string(), messageId: z.string() }),
        response: { 200: okSchema(conversationResultSchema), ...errors },
      },
    },
    async (request) => {
      const { conversationId, messageId } = request.params;
      const deleted = await deleteMessage(db(), await employerSide(request), conversationId, messageId);
      const payload = { conversationId, messageId: deleted.messageId };
      app.realtime.emit({ kind: 'employer', id: deleted.employerId }, RealtimeEvent.MessageDeleted, payload);
      emitToHiringManagers(app, deleted.jobId, RealtimeEvent.MessageDeleted, payload);
      app.realtime.emit(
        { kind: 'candidate', id: deleted.candidateId },
        RealtimeEvent.MessageDeleted,
        payload,
      );
      return ok({ conversation: deleted.conversation });
    },
  );

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/employer/conversation/:id/${action}`,
      {
        onRequest: [authenticate],
        config: { capability: Capability.ReadOwnData },
        schema: {
          tags: ['conversations'],
          summary: archived ? 'Archive a conversation' : 'Move a conversation back to the inbox',
          description:
            'For the person asking only: the conversation leaves (or comes back to) their inbox; the rest of the ' +
            'team keeps theirs.',
          security: signedIn,
          params: z.object({ id: z.string() }),
          response: { 200: okSchema(conversationResultSchema), ...errors },
        },
      },
      async (request) => {
        // Archiving sorts one's own inbox (the rest of the team keeps theirs); it is for those who answer
        // candidates, not for a hiring manager, who reads their jobs' conversations and writes none.
        assertRoleMay(currentViewer(request).role, Capability.MessageCandidates);
        return ok({
          conversation: await setArchived(db(), await employerSide(request), request.params.id, archived),
        });
      },
    );
  }

  app.get(
    '/employee/conversations',
    {
      onRequest: authenticateCandidate,
      schema: {
        tags: ['employee'],
        summary: 'The candidate’s conversations',
        description: 'Newest activity first; `candidateCount` is the candidate’s unread count.',
        security: signedIn,
        querystring: candidateConversationListQuerySchema,
        response: { 200: okSchema(conversationPageSchema), ...errors },
      },
    },
    async (request) => ok(await listConversations(db(), candidateSide(request), request.query)),
  );

  app.get(
    '/employee/conversations/:id',
    {
      onRequest: authenticateCandidate,
      schema: {
        tags: ['employee'],
        summary: 'One of the candidate’s conversations with its messages',
        description:
          'One page of messages, as the employer’s `get-single-conversation` pages them (`pageSize`, ' +
          '`beforeSeq`, `afterSeq`); marks the candidate’s side read.',
        security: signedIn,
        params: z.object({ id: z.string() }),
        querystring: threadPageQuerySchema,
        response: { 200: okSchema(conversationThreadResultSchema), ...errors },
      },
    },
    async (request) =>
      ok({
        conversation: await getConversation(db(), candidateSide(request), request.params.id, request.query),
      }),
  );

  app.post(
    '/employee/conversations/:id/messages',
    {
      onRequest: authenticateCandidate,
      schema: {
        tags: ['employee'],
        summary: 'Send a message to the employer',
        description:
          'A retry with the same `tempMsgId` answers the message stored the first time. Too many sends from ' +
          'one candidate answer 429 with Retry-After.',
        security: signedIn,
        params: z.object({ id: z.string() }),
        body: sendMessagePayloadSchema,
        response: { 200: okSchema(sendMessageResultSchema), ...sendErrors },
      },
    },
    async (request, reply) => {
      const side = candidateSide(request);
      const retried = await limitSend(request, reply, side, request.params.id, request.body);
      if (retried) return ok({ message: retried });
      const sent = await sendMessage(db(), side, request.params.id, request.body);
      announceMessage(app, request.params.id, sent);
      return ok({ message: sent.message });
    },
  );
};
