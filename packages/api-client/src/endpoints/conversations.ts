import type {
  ConversationListQueryInput,
  ConversationPage,
  ConversationResult,
  ConversationThreadResult,
  NeedsReplyPage,
  NeedsReplyQueryInput,
  SendMessagePayload,
  SendMessageResult,
  ThreadPageQueryInput,
} from '@medhire/domain';
import { responsivenessApiPaths } from '@medhire/domain';
import type { ApiClient } from '../http/client';

const path = (id: string) => encodeURIComponent(id);

/** Conversations (spec §7): the inbox, one thread (marks it read), send, delete, archive. */
export function createConversationEndpoints(client: ApiClient) {
  return {
    /** The employer's conversations (`employerId` is the signed-in employer), latest message first. */
    getAll: (employerId: string, query: ConversationListQueryInput = {}) =>
      client.get<ConversationPage>(`/employer/conversation/get-all-conversation/${path(employerId)}`, {
        query: {
          queryText: query.queryText,
          pageSize: query.pageSize,
          pageNumber: query.pageNumber,
          archived: query.archived,
          jobId: query.jobId,
          mine: query.mine || undefined,
        },
      }),
    /**
     * The conversations waiting for the team's reply, the longest waiting first, with how many are overdue and
     * the organization's target reply time.
     */
    getNeedsReply: (query: NeedsReplyQueryInput = {}) =>
      client.get<NeedsReplyPage>(responsivenessApiPaths.needsReply(), {
        query: {
          pageSize: query.pageSize,
          pageNumber: query.pageNumber,
          queryText: query.queryText || undefined,
          jobId: query.jobId,
          mine: query.mine || undefined,
        },
      }),
    /** One conversation with a page of its messages (the newest without a cursor); marks it read. */
    getSingle: (conversationId: string, page: ThreadPageQueryInput = {}) =>
      client.get<ConversationThreadResult>(
        `/employer/conversation/get-single-conversation/${path(conversationId)}`,
        { query: { afterSeq: page.afterSeq, beforeSeq: page.beforeSeq, pageSize: page.pageSize } },
      ),
    /**
     * A retry with the same `tempMsgId` answers the message stored the first time. Too many sends in a short
     * time are refused (429: "You are sending messages too quickly…").
     */
    sendMessage: (conversationId: string, input: SendMessagePayload) =>
      client.post<SendMessageResult>(`/employer/conversation/send-message/${path(conversationId)}`, input),
    /** Deletes one of the employer's own messages; answers the conversation with its new last message. */
    deleteMessage: (conversationId: string, messageId: string) =>
      client.delete<ConversationResult>(
        `/employer/conversation/delete-message/${path(conversationId)}/${path(messageId)}`,
      ),
    archive: (conversationId: string) =>
      client.post<ConversationResult>(`/employer/conversation/${path(conversationId)}/archive`),
    unarchive: (conversationId: string) =>
      client.post<ConversationResult>(`/employer/conversation/${path(conversationId)}/unarchive`),
  };
}

export type ConversationEndpoints = ReturnType<typeof createConversationEndpoints>;
