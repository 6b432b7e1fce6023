import type {
  CandidateConversationListQueryInput,
  CandidateLoginResult,
  CandidateMatchList,
  CandidateMatchResult,
  CandidateRegistrationInput,
  ConversationPage,
  ConversationThreadResult,
  LoginPayload,
  OpenJobList,
  SendMessagePayload,
  SendMessageResult,
  ThreadPageQueryInput,
} from '@medhire/domain';
import type { ApiClient } from '../http/client';

const path = (id: string) => encodeURIComponent(id);

/**
 * The candidate ("employee") API: sign in, open jobs, apply, accept or decline an invite, and chat with the
 * employers in their conversations.
 */
export function createEmployeeEndpoints(client: ApiClient) {
  return {
    login: (payload: LoginPayload) => client.post<CandidateLoginResult>('/employee/auth/login', payload),
    /**
     * Creates the candidate's account and signs them in (a session like login's). Employers with an open job in
     * the specialty, in the candidate's home state, are told once each.
     */
    register: (payload: CandidateRegistrationInput) =>
      client.post<CandidateLoginResult>('/employee/auth/register', payload),
    logout: () => client.post<null>('/employee/auth/logout'),
    /** Open jobs of every employer, newest first. */
    jobs: () => client.get<OpenJobList>('/employee/jobs'),
    /** The candidate's own invites and applications, newest first. */
    matches: () => client.get<CandidateMatchList>('/employee/matches'),
    /** An accepted match in Shortlisted; rejects for a closed job or one already matched. */
    apply: (jobId: string) => client.post<CandidateMatchResult>(`/employee/match/apply/${path(jobId)}`),
    accept: (matchId: string) => client.post<CandidateMatchResult>(`/employee/match/${path(matchId)}/accept`),
    decline: (matchId: string) =>
      client.post<CandidateMatchResult>(`/employee/match/${path(matchId)}/decline`),
    /** The candidate's conversations, newest activity first (`candidateCount` is their unread count). */
    conversations: (query: CandidateConversationListQueryInput = {}) =>
      client.get<ConversationPage>('/employee/conversations', {
        query: { pageSize: query.pageSize, pageNumber: query.pageNumber },
      }),
    /** One conversation with a page of its messages (the newest without a cursor); marks it read. */
    conversation: (conversationId: string, page: ThreadPageQueryInput = {}) =>
      client.get<ConversationThreadResult>(`/employee/conversations/${path(conversationId)}`, {
        query: { afterSeq: page.afterSeq, beforeSeq: page.beforeSeq, pageSize: page.pageSize },
      }),
    /**
     * A retry with the same `tempMsgId` answers the message stored the first time. Too many sends in a short time
     * are refused (429).
     */
    sendMessage: (conversationId: string, input: SendMessagePayload) =>
      client.post<SendMessageResult>(`/employee/conversations/${path(conversationId)}/messages`, input),
  };
}

export type EmployeeEndpoints = ReturnType<typeof createEmployeeEndpoints>;
