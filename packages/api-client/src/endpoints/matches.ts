import type {
  AllMatchesQueryInput,
  InvitePayload,
  JobMatches,
  MatchPage,
  MatchResult,
  MatchStatusUpdate,
  UpdateMatchStatusPayload,
} from '@medhire/domain';
import type { ApiClient } from '../http/client';

const path = (id: string) => encodeURIComponent(id);

/** Matches: invite, move through the pipeline or cancel (spec §7 `update-match-status`), by job, all. */
export function createMatchEndpoints(client: ApiClient) {
  return {
    /** A pending invite in Shortlisted; rejects when the job is closed or the candidate is already matched. */
    invite: (payload: InvitePayload) => client.post<MatchResult>('/employer/match/invite', payload),
    /**
     * A pipeline step, or `cancelled` to withdraw a pending invite; `Rejected` with its reason and an optional
     * message to the candidate.
     */
    updateMatchStatus: (
      matchId: string,
      status: MatchStatusUpdate,
      rejection: Omit<UpdateMatchStatusPayload, 'status'> = {},
    ) =>
      client.patch<MatchResult>(`/employer/match/update-match-status/${path(matchId)}`, {
        status,
        ...rejection,
      } satisfies UpdateMatchStatusPayload),
    /** Every match of the job (its pipeline board), newest first. */
    byJob: (jobId: string) => client.get<JobMatches>(`/employer/match/by-job/${path(jobId)}`),
    /** All matches across jobs, newest first: one pipeline step, and the page (from 1; 20 a page, at most 50). */
    all: (query: AllMatchesQueryInput = {}) =>
      client.get<MatchPage>('/employer/match/all', {
        query: { status: query.status, pageNumber: query.pageNumber, pageSize: query.pageSize },
      }),
  };
}

export type MatchEndpoints = ReturnType<typeof createMatchEndpoints>;
