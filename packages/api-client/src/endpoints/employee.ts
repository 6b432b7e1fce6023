import type { LoginPayload, MatchRequestStatus, PipelineStatus } from '@medhire/domain';
import type { ApiClient } from '../http/client';
import type { CandidateFields } from './candidate';
import type {
  ConversationMessage,
  ConversationPage,
  ConversationWithMessages,
  SendMessageInput,
  ThreadPageQuery,
} from './conversations';

/** The candidate as they see themselves after signing in. */
export interface CandidateProfile extends CandidateFields {
  email: string;
}

/** A job location as posted. */
export interface OpenJobLocation {
  city?: string;
  state?: string;
  description?: string;
  coords?: { latitude: number; longitude: number };
}

/** An open job as candidates see it. */
export interface OpenJob {
  _id: string;
  title: string;
  specialty: string;
  subSpecialty?: string;
  employer: { organizationName: string };
  locations: OpenJobLocation[];
}

/** A match as its candidate sees it. Dates are ISO 8601. */
export interface CandidateMatch {
  _id: string;
  job: OpenJob & { status: 'open' | 'closed' };
  requestStatus: MatchRequestStatus;
  pipelineStatus: PipelineStatus;
  origin: 'invite' | 'application';
  createdAt: string;
  updatedAt: string;
}

export interface CandidateLoginResult {
  /** Send as `Authorization: Bearer` on the other employee calls (the client's `getToken`). */
  token: string;
  candidate: CandidateProfile;
}

/** A candidate's sign-up: the ids are the domain's (provider types, specialties, states, board statuses). */
export type CandidateRegistration = Pick<
  CandidateFields,
  | 'firstName'
  | 'lastName'
  | 'providerType'
  | 'specialty'
  | 'subSpecialty'
  | 'homeCity'
  | 'homeState'
  | 'boardStatus'
  | 'yearsOfExperience'
  | 'yearAvailable'
> & {
  email: string;
  /** 8–128 characters, not a common password, not the email. */
  password: string;
};

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
    register: (payload: CandidateRegistration) =>
      client.post<CandidateLoginResult>('/employee/auth/register', payload),
    logout: () => client.post<null>('/employee/auth/logout'),
    /** Open jobs of every employer, newest first. */
    jobs: () => client.get<{ jobs: OpenJob[] }>('/employee/jobs'),
    /** The candidate's own invites and applications, newest first. */
    matches: () => client.get<{ matches: CandidateMatch[] }>('/employee/matches'),
    /** An accepted match in Shortlisted; rejects for a closed job or one already matched. */
    apply: (jobId: string) => client.post<{ match: CandidateMatch }>(`/employee/match/apply/${path(jobId)}`),
    accept: (matchId: string) =>
      client.post<{ match: CandidateMatch }>(`/employee/match/${path(matchId)}/accept`),
    decline: (matchId: string) =>
      client.post<{ match: CandidateMatch }>(`/employee/match/${path(matchId)}/decline`),
    /** The candidate's conversations, newest activity first (`candidateCount` is their unread count). */
    conversations: (query: { pageSize?: number; pageNumber?: number } = {}) =>
      client.get<ConversationPage>('/employee/conversations', {
        query: { pageSize: query.pageSize, pageNumber: query.pageNumber },
      }),
    /** One conversation with a page of its messages (the newest without a cursor); marks it read. */
    conversation: (conversationId: string, page: ThreadPageQuery = {}) =>
      client.get<{ conversation: ConversationWithMessages }>(
        `/employee/conversations/${path(conversationId)}`,
        {
          query: { afterSeq: page.afterSeq, beforeSeq: page.beforeSeq, pageSize: page.pageSize },
        },
      ),
    /**
     * A retry with the same `tempMsgId` answers the message stored the first time. Too many sends in a short time
     * are refused (429).
     */
    sendMessage: (conversationId: string, input: SendMessageInput) =>
      client.post<{ message: ConversationMessage }>(
        `/employee/conversations/${path(conversationId)}/messages`,
        input,
      ),
  };
}

export type EmployeeEndpoints = ReturnType<typeof createEmployeeEndpoints>;
