import type { InterviewProposal } from '@medhire/domain';
import { useMemo } from 'react';
import useSWR from 'swr';
import { interviewApi } from '../api';
import { conversationKeys } from './conversations';
import { useInvalidate } from './invalidate';
import { jobKeys } from './jobs';
import { matchKeys } from './matches';
import { queryErrorReporting, reporting } from './report';

/** The SWR keys of interviews (issue 16): one match's latest, one job's open ones. */
export const interviewKeys = {
  all: ['interviews'] as const,
  byMatch: (matchId: string) => [...interviewKeys.all, 'match', matchId] as const,
  byJob: (jobId: string) => [...interviewKeys.all, 'job', jobId] as const,
};

/** A match's latest interview (null when none was proposed). */
export function useMatchInterview(matchId: string | undefined) {
  return useSWR(
    matchId ? interviewKeys.byMatch(matchId) : null,
    ([, , id]) => interviewApi.byMatch(id),
    queryErrorReporting,
  );
}

/** The open interviews of one job, for its pipeline board (a card shows the date of a scheduled one). */
export function useJobInterviews(jobId: string | undefined) {
  return useSWR(
    jobId ? interviewKeys.byJob(jobId) : null,
    ([, , id]) => interviewApi.byJob(id),
    queryErrorReporting,
  );
}

/** The proposal with this browser's time zone, in which the mails state the times. */
function withTimeZone(proposal: InterviewProposal): InterviewProposal {
  return { ...proposal, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
}

/**
 * Propose, reschedule and cancel: each writes a step in the thread, so the interviews, the conversations and the
 * matches (a board's card) are read again.
 */
export function useInterviewActions() {
  const invalidate = useInvalidate();
  return useMemo(() => {
    const refresh = () => invalidate(interviewKeys.all, conversationKeys.all, matchKeys.all, jobKeys.all);
    return {
      propose: reporting(async (matchId: string, proposal: InterviewProposal) => {
        const result = await interviewApi.propose(matchId, withTimeZone(proposal));
        await refresh();
        return result;
      }),
      reschedule: reporting(async (interviewId: string, proposal: InterviewProposal) => {
        const result = await interviewApi.reschedule(interviewId, withTimeZone(proposal));
        await refresh();
        return result;
      }),
      cancel: reporting(async (interviewId: string) => {
        const result = await interviewApi.cancel(interviewId);
        await refresh();
        return result;
      }),
    };
  }, [invalidate]);
}
