import type { MatchStatusUpdate } from '@medhire/api-client';
import type { PipelineStatus, UpdateMatchStatusPayload } from '@medhire/domain';

/** What a move to Rejected carries besides the step. */
type PipelineRejection = Omit<UpdateMatchStatusPayload, 'status'>;

import { useMemo } from 'react';
import useSWR from 'swr';
import { matchApi } from '../api';
import { applicantKeys } from './applicants';
import { conversationKeys } from './conversations';
import { useInvalidate } from './invalidate';
import { jobKeys } from './jobs';
import { queryErrorReporting, reporting } from './report';

/** Matches on one page of Connections. */
export const MATCH_PAGE_SIZE = 20;

/** The SWR keys of the employer's matches (pipelines, invites, applications). */
export const matchKeys = {
  all: ['matches'] as const,
  byJob: (jobId: string) => [...matchKeys.all, 'job', jobId] as const,
  list: (status: PipelineStatus | 'all', pageNumber: number) =>
    [...matchKeys.all, 'list', status, pageNumber] as const,
};

/** The matches of one job: its pipeline and pending invites. */
export function useJobMatches(jobId: string | undefined) {
  return useSWR(jobId ? matchKeys.byJob(jobId) : null, ([, , id]) => matchApi.byJob(id), queryErrorReporting);
}

/** Every match across the employer's jobs, one pipeline step (or all) and one page. */
export function useAllMatches(status: PipelineStatus | 'all', pageNumber: number) {
  return useSWR(
    matchKeys.list(status, pageNumber),
    ([, , step, page]) =>
      matchApi.all({
        status: step === 'all' ? undefined : step,
        pageNumber: page,
        pageSize: MATCH_PAGE_SIZE,
      }),
    { keepPreviousData: true, ...queryErrorReporting },
  );
}

/**
 * Moves a match to a pipeline step (or cancels an invite); the matches, the jobs' counts and the conversations
 * (their headers show the step) are read again.
 */
export function useUpdateMatchStatus() {
  const invalidate = useInvalidate();
  return useMemo(
    () =>
      reporting(async (matchId: string, status: MatchStatusUpdate, rejection?: PipelineRejection) => {
        const result = await matchApi.updateMatchStatus(matchId, status, rejection);
        await invalidate(matchKeys.all, jobKeys.all, conversationKeys.all);
        return result;
      }),
    [invalidate],
  );
}

/** Invites a candidate to a job; what shows the candidate's matches is read again. */
export function useInviteCandidate() {
  const invalidate = useInvalidate();
  return useMemo(
    () =>
      reporting(async (jobId: string, candidateId: string, note?: string) => {
        const result = await matchApi.invite({ jobId, candidateId, ...(note ? { note } : {}) });
        await invalidate(matchKeys.all, applicantKeys.all, jobKeys.all);
        return result;
      }),
    [invalidate],
  );
}
