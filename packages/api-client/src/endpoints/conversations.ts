import type { ApiClient } from '../http/client';

/** A chat message as the server stores it (always sent: status 2). A deleted one keeps its place, empty. */
export interface ConversationMessage {
  _id: string;
  conversationId: string;
  /** Its place in the conversation (the server's order, from 1). */
  seq: number;
  body: string;
  status: 2;
  sentTime: string;
  sender: 'employer' | 'candidate';
  senderId: string;
  isDeleted: boolean;
  /** The temporary id the sender gave, as text. */
  tempMsgId?: string;
}

/** A conversation of the employer's inbox: one per match. Dates are ISO 8601. */
export interface ConversationView {
  _id: string;
  match: { _id: string; pipelineStatus: string; requestStatus: string };
  job: { _id: string; title: string };
  candidate: { _id: string; firstName: string; lastName: string; providerType: string; specialty: string };
  lastMessage: ConversationMessage | null;
  /** Messages the employer has not read. */
  employerCount: number;
  /** Messages the candidate has not read. */
  candidateCount: number;
  /** When the last message was sent; null without one. */
  sentTime: string | null;
  archived: boolean;
}

/** A conversation with one page of its thread (see {@link ThreadPageQuery}). */
export interface ConversationWithMessages extends ConversationView {
  /** One page of the thread, in seq order (oldest first). */
  messages: ConversationMessage[];
  /** Messages before this page exist: read them with `beforeSeq` (the page's first seq). */
  hasOlder: boolean;
  /** Messages after this page exist: read on with `afterSeq` (the page's last seq). */
  hasNewer: boolean;
}

/**
 * Which page of a thread to read: without a cursor the newest page; `beforeSeq` the page just before that seq
 * (older history); `afterSeq` the page just after it (catching up). `pageSize`: 50 by default, at most 100.
 */
export interface ThreadPageQuery {
  afterSeq?: number;
  beforeSeq?: number;
  pageSize?: number;
}

/** `get-all-conversation`'s query; the server's defaults: page 1 of 100, not archived. */
export interface ConversationListQuery {
  queryText?: string;
  pageSize?: number;
  pageNumber?: number;
  archived?: boolean;
  jobId?: string;
}

export interface ConversationPage {
  conversations: ConversationView[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

export interface SendMessageInput {
  body: string;
  /** The client's temporary id: a retry with the same one answers the message stored the first time. */
  tempMsgId?: string | number;
}

const path = (id: string) => encodeURIComponent(id);

/** Conversations (spec §7): the inbox, one thread (marks it read), send, delete, archive. */
export function createConversationEndpoints(client: ApiClient) {
  return {
    /** The employer's conversations (`employerId` is the signed-in employer), latest message first. */
    getAll: (employerId: string, query: ConversationListQuery = {}) =>
      client.get<ConversationPage>(`/employer/conversation/get-all-conversation/${path(employerId)}`, {
        query: {
          queryText: query.queryText,
          pageSize: query.pageSize,
          pageNumber: query.pageNumber,
          archived: query.archived,
          jobId: query.jobId,
        },
      }),
    /** One conversation with a page of its messages (the newest without a cursor); marks it read. */
    getSingle: (conversationId: string, page: ThreadPageQuery = {}) =>
      client.get<{ conversation: ConversationWithMessages }>(
        `/employer/conversation/get-single-conversation/${path(conversationId)}`,
        { query: { afterSeq: page.afterSeq, beforeSeq: page.beforeSeq, pageSize: page.pageSize } },
      ),
    /** Too many sends in a short time are refused (429: "You are sending messages too quickly…"). */
    sendMessage: (conversationId: string, input: SendMessageInput) =>
      client.post<{ message: ConversationMessage }>(
        `/employer/conversation/send-message/${path(conversationId)}`,
        input,
      ),
    /** Deletes one of the employer's own messages; answers the conversation with its new last message. */
    deleteMessage: (conversationId: string, messageId: string) =>
      client.delete<{ conversation: ConversationView }>(
        `/employer/conversation/delete-message/${path(conversationId)}/${path(messageId)}`,
      ),
    archive: (conversationId: string) =>
      client.post<{ conversation: ConversationView }>(
        `/employer/conversation/${path(conversationId)}/archive`,
      ),
    unarchive: (conversationId: string) =>
      client.post<{ conversation: ConversationView }>(
        `/employer/conversation/${path(conversationId)}/unarchive`,
      ),
  };
}

export type ConversationEndpoints = ReturnType<typeof createConversationEndpoints>;
