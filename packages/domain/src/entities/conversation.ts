import { z } from 'zod';
import {
  CONVERSATION_ARCHIVED_DEFAULT,
  CONVERSATION_PAGE_NUMBER,
  CONVERSATION_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
  TEMP_MESSAGE_ID_LIMIT,
} from '../constants';
import { MatchRequestStatus } from '../enums/match-request-status';
import { MessageSender } from '../enums/message-sender';
import { MessageStatus } from '../enums/message-status';
import { PipelineStatus } from '../enums/pipeline-status';
import { idText, optionalText, queryBoolean } from './fields';

/** Messages in a thread page when the reader asks for no size. */
export const THREAD_PAGE_SIZE = 50;
/** The most messages one thread read answers: a larger `pageSize` is refused (400), never silently cut. */
export const THREAD_PAGE_SIZE_MAX = 100;

/** The largest message seq a cursor may name (PostgreSQL's integer). */
const SEQ_MAX = 2_147_483_647;

/**
 * A temporary message id (spec §9, `createTempMessageId`): a whole number from 0 to 123455. The client draws
 * it; the server stores it with the message and sends it back, so a retried send answers the first message.
 */
export const tempMessageIdSchema = z
  .number({ error: 'The temporary message id must be a number' })
  .int('The temporary message id must be a whole number')
  .min(0, `The temporary message id must be from 0 to ${TEMP_MESSAGE_ID_LIMIT - 1}`)
  .max(TEMP_MESSAGE_ID_LIMIT - 1, `The temporary message id must be from 0 to ${TEMP_MESSAGE_ID_LIMIT - 1}`);

export { MessageSender };

export const messageSenderSchema = z.enum(MessageSender);

/**
 * A chat message as the server sends it (HTTP and the socket's `onMessage`). The server's messages are all
 * sent (2): the client's 1 sending and 3 failed never reach it. A deleted one keeps its place, with an empty body.
 */
export const messageSchema = z.object({
  _id: z.string(),
  conversationId: z.string(),
  /** Its place in the conversation (the server's order, from 1). */
  seq: z.number().int(),
  body: z.string(),
  status: z.literal(MessageStatus.Sent),
  /** ISO 8601. */
  sentTime: z.string(),
  sender: messageSenderSchema,
  senderId: z.string(),
  /** Who of the employer's team wrote it (their name when they sent it); absent on the candidate's messages. */
  senderName: z.string().optional(),
  /**
   * The member of the employer's team who wrote it, null for the owner; absent on the candidate's messages. The
   * app shows a teammate's message with their name and keeps "You" for the reader's own.
   */
  senderMemberId: z.string().nullable().optional(),
  isDeleted: z.boolean(),
  /** The temporary id the sender gave. */
  tempMsgId: tempMessageIdSchema.optional(),
});
/** A chat message as the server sends it. */
export type Message = z.infer<typeof messageSchema>;

/**
 * A conversation (one per match) as the server sends it. `employerCount` and `candidateCount` are each side's
 * unread messages; `sentTime` is the last message's (null without one). Each person of the employer's team has
 * their own read and archive state: to them, `employerCount` is how many of the candidate's messages they have not
 * read and `archived` whether they archived it (to the candidate, `employerCount` is how many of theirs no one of
 * the team has read yet, and `archived` is false).
 */
export const conversationSchema = z.object({
  _id: z.string(),
  match: z.object({
    _id: z.string(),
    pipelineStatus: z.enum(PipelineStatus),
    requestStatus: z.enum(MatchRequestStatus),
  }),
  job: z.object({ _id: z.string(), title: z.string() }),
  candidate: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    providerType: z.string(),
    specialty: z.string(),
  }),
  lastMessage: messageSchema.nullable(),
  employerCount: z.number().int(),
  candidateCount: z.number().int(),
  sentTime: z.string().nullable(),
  archived: z.boolean(),
  awaitingReplySince: z
    .string()
    .nullable()
    .describe(
      'When the candidate started waiting for the team (ISO 8601): their first message after the team’s last ' +
        'one, while their message is the last; null when nobody waits (always null on the candidate’s side)',
    ),
  overdue: z.boolean().describe('The candidate has waited longer than the organization’s target reply time'),
});
/** A conversation of the inbox. */
export type Conversation = z.infer<typeof conversationSchema>;

/** A page of conversations (the employer's inbox, or the candidate's). */
export const conversationPageSchema = z.object({
  conversations: z.array(conversationSchema),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** A conversation with one page of its thread (see {@link threadPageQuerySchema}). */
export const conversationThreadSchema = conversationSchema.extend({
  messages: z.array(messageSchema).meta({ description: 'One page of the thread, oldest first.' }),
  hasOlder: z.boolean().meta({ description: 'Messages before this page exist: read them with `beforeSeq`.' }),
  hasNewer: z
    .boolean()
    .meta({ description: 'Messages after this page exist: read on with `afterSeq` (the page’s last seq).' }),
});
export type ConversationThread = z.infer<typeof conversationThreadSchema>;

/** The answer of reading one conversation: `{ conversation }` with a page of its messages. */
export const conversationThreadResultSchema = z.object({ conversation: conversationThreadSchema });
export type ConversationThreadResult = z.infer<typeof conversationThreadResultSchema>;

/** The answer of delete-message, archive and unarchive: the conversation as it now is. */
export const conversationResultSchema = z.object({ conversation: conversationSchema });
export type ConversationResult = z.infer<typeof conversationResultSchema>;

/** The answer of a send: the stored message (the first one, for a retry). */
export const sendMessageResultSchema = z.object({ message: messageSchema });
export type SendMessageResult = z.infer<typeof sendMessageResultSchema>;

/**
 * `POST /employer/conversation/send-message/{id}` (and the candidate's send): the body (1–5 000 characters once
 * trimmed) and the client's temporary id, which makes a retried send answer the first message.
 */
export const sendMessagePayloadSchema = z.object({
  body: z
    .string({ error: 'Type a message before sending' })
    .trim()
    .min(1, 'Type a message before sending')
    .max(MESSAGE_MAX_LENGTH, `A message can be at most ${MESSAGE_MAX_LENGTH} characters`),
  tempMsgId: tempMessageIdSchema,
});
/** Send-message payload. */
export type SendMessagePayload = z.infer<typeof sendMessagePayloadSchema>;

/** A whole number of a query string, with the field's words in each refusal. */
function numberFromQuery(field: string, minimum: number, maximum: number) {
  return z.coerce
    .number<number | string>({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(minimum, `${field} must be at least ${minimum}`)
    .max(maximum, `${field} must be at most ${maximum}`);
}

/**
 * Query of `GET /employer/conversation/get-all-conversation/{id}`, with the spec's defaults
 * (page size 100, page 1, not archived). Numbers and booleans may come as query-string text.
 */
export const conversationListQuerySchema = z.object({
  queryText: optionalText('The search text', 200),
  pageSize: numberFromQuery('The page size', 1, CONVERSATION_PAGE_SIZE).default(CONVERSATION_PAGE_SIZE),
  pageNumber: numberFromQuery('The page number', 1, 100_000).default(CONVERSATION_PAGE_NUMBER),
  archived: queryBoolean('Archived', CONVERSATION_ARCHIVED_DEFAULT),
  jobId: idText('The job id is missing').optional(),
  mine: queryBoolean('Mine', false).describe(
    'Only the conversations of the jobs whose hiring team you are on',
  ),
});
/** Conversation list query as sent. */
export type ConversationListQueryInput = z.input<typeof conversationListQuerySchema>;
/** Conversation list query, after defaults. */
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

/** The candidate's conversation list: only the page. */
export const candidateConversationListQuerySchema = conversationListQuerySchema.pick({
  pageSize: true,
  pageNumber: true,
});
export type CandidateConversationListQueryInput = z.input<typeof candidateConversationListQuerySchema>;

/**
 * Which page of a thread to read: without a cursor the newest page; `beforeSeq` the page just before that seq
 * (older history); `afterSeq` the page just after it (catching up). Not both.
 */
export const threadPageQuerySchema = z
  .object({
    afterSeq: numberFromQuery('The seq', 0, SEQ_MAX)
      .optional()
      .meta({ description: 'The page of messages just after this seq, oldest first (catching up).' }),
    beforeSeq: numberFromQuery('The seq', 1, SEQ_MAX)
      .optional()
      .meta({ description: 'The page of messages just before this seq (older history).' }),
    pageSize: numberFromQuery('The page size', 1, THREAD_PAGE_SIZE_MAX)
      .default(THREAD_PAGE_SIZE)
      .meta({
        description: `Messages in the page: ${THREAD_PAGE_SIZE} by default, at most ${THREAD_PAGE_SIZE_MAX}.`,
      }),
  })
  .refine((query) => query.afterSeq === undefined || query.beforeSeq === undefined, {
    message: 'Give afterSeq or beforeSeq, not both',
  });
/** Thread page query as sent. */
export type ThreadPageQueryInput = z.input<typeof threadPageQuerySchema>;
/** Thread page query, after defaults. */
export type ThreadPageQuery = z.infer<typeof threadPageQuerySchema>;
