import { z } from 'zod';
import {
  CONVERSATION_ARCHIVED_DEFAULT,
  CONVERSATION_PAGE_NUMBER,
  CONVERSATION_PAGE_SIZE,
  TEMP_MESSAGE_ID_LIMIT,
} from '../constants';
import { MessageStatus } from '../enums/message-status';
import { idText, isoDateTime, optionalText, wholeNumber } from './fields';

/** Longest message body. */
const messageBodyMaximumLength = 5_000;

/** A temporary message id: an integer from 0 to 123455. */
const tempMessageId = z
  .number({ error: 'The temporary message id must be a number' })
  .int('The temporary message id must be a whole number')
  .min(0, 'The temporary message id must be from 0 to 123455')
  .max(TEMP_MESSAGE_ID_LIMIT - 1, 'The temporary message id must be from 0 to 123455');

/** A chat message. Other fields the server adds are kept. */
export const messageSchema = z.looseObject({
  _id: idText('The message has no id'),
  body: z.string({ error: 'The message text is missing' }),
  status: z.enum(MessageStatus, { error: 'Message status must be 1 (sending), 2 (sent) or 3 (failed)' }),
  sentTime: isoDateTime('The message time'),
  /** Id of the user who sent it (the employer or the candidate). */
  sender: idText('The message has no sender'),
  isDeleted: z.boolean({ error: 'Message deleted must be true or false' }).optional(),
  tempMsgId: tempMessageId.optional(),
});
/** A chat message. */
export type Message = z.infer<typeof messageSchema>;

/** A conversation (one per match). `employerCount` is the employer's unread count. */
export const conversationSchema = z.looseObject({
  _id: idText('The conversation has no id'),
  messages: z.array(messageSchema, { error: 'Messages must be a list' }),
  lastMessage: messageSchema.nullish(),
  employerCount: z
    .number({ error: 'The unread count must be a number' })
    .int('The unread count must be a whole number')
    .min(0, 'The unread count cannot be negative'),
  sentTime: isoDateTime('The conversation time'),
});
/** A conversation. */
export type Conversation = z.infer<typeof conversationSchema>;

/** `POST /employer/conversation/send-message/{id}`: a message body and its temporary id. */
export const sendMessagePayloadSchema = z.object({
  body: z
    .string({ error: 'Type a message before sending' })
    .trim()
    .min(1, 'Type a message before sending')
    .max(messageBodyMaximumLength, `A message can be at most ${messageBodyMaximumLength} characters`),
  tempMsgId: tempMessageId,
});
/** Send-message payload. */
export type SendMessagePayload = z.infer<typeof sendMessagePayloadSchema>;

/** "true" and "false" in a query string are booleans. */
function queryBoolean(field: string) {
  return z.preprocess<unknown, z.ZodBoolean, boolean | 'true' | 'false'>(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: `${field} must be true or false` }),
  );
}

/**
 * Query of `GET /employer/conversation/get-all-conversation/{id}`, with the spec's defaults
 * (page size 100, page 1, not archived). Numbers and booleans may come as query-string text.
 */
export const conversationListQuerySchema = z.object({
  queryText: optionalText('The search text', 200),
  pageSize: wholeNumber('The page size', 1, CONVERSATION_PAGE_SIZE).default(CONVERSATION_PAGE_SIZE),
  pageNumber: wholeNumber('The page number', 1, 100_000).default(CONVERSATION_PAGE_NUMBER),
  archived: queryBoolean('Archived').default(CONVERSATION_ARCHIVED_DEFAULT),
  jobId: idText('The job id is missing').optional(),
});
/** Conversation list query, after defaults. */
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;
