import type { MatchRequestStatus, PipelineStatus } from '@medhire/domain';
import type { ApiClient } from '../http/client';
import type { ScoredCandidate } from './candidate';

/** The candidate of a match: the applicant as the applicant pages show them (scored for the match's job). */
export type MatchCandidate = ScoredCandidate;

/** One candidate in one job's pipeline. Dates are ISO 8601. */
export interface MatchView {
  _id: string;
  job: { _id: string; title: string };
  candidate: MatchCandidate;
  /** The invite: pending until the candidate answers; an application starts accepted. */
  requestStatus: MatchRequestStatus;
  pipelineStatus: PipelineStatus;
  origin: 'invite' | 'application';
  createdAt: string;
  updatedAt: string;
}

export interface MatchResult {
  match: MatchView;
}

/** What `updateMatchStatus` sets: a pipeline step, or `cancelled` to withdraw a pending invite. */
export type MatchStatusUpdate = PipelineStatus | typeof MatchRequestStatus.Cancelled;

/** `all`'s query: one pipeline step, and the page (from 1; 20 a page by default, at most 50). */
export interface AllMatchesQuery {
  status?: PipelineStatus;
  pageNumber?: number;
  pageSize?: number;
}

export interface MatchPage {
  items: MatchView[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

const path = (id: string) => encodeURIComponent(id);

/** Matches: invite, move through the pipeline or cancel (spec §7 `update-match-status`), by job, all. */
export function createMatchEndpoints(client: ApiClient) {
  return {
    /** A pending invite in Shortlisted; rejects when the job is closed or the candidate is already matched. */
    invite: (payload: { jobId: string; candidateId: string }) =>
      client.post<MatchResult>('/employer/match/invite', payload),
    updateMatchStatus: (matchId: string, status: MatchStatusUpdate) =>
      client.patch<MatchResult>(`/employer/match/update-match-status/${path(matchId)}`, { status }),
    /** Every match of the job (its pipeline board), newest first. */
    byJob: (jobId: string) => client.get<{ matches: MatchView[] }>(`/employer/match/by-job/${path(jobId)}`),
    /** All matches across jobs, newest first. */
    all: (query: AllMatchesQuery = {}) =>
      client.get<MatchPage>('/employer/match/all', {
        query: { status: query.status, pageNumber: query.pageNumber, pageSize: query.pageSize },
      }),
  };
}

export type MatchEndpoints = ReturnType<typeof createMatchEndpoints>;
