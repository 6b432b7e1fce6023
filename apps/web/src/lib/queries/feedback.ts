import type { FeedbackCriteriaPayload, InterviewFeedbackPayload, OfferPayload } from '@medhire/domain';
import useSWR, { useSWRConfig } from 'swr';
import { feedbackApi } from '../api';
import { queryErrorReporting, reporting } from './report';

/** The SWR keys of interview feedback and offers. */
export const feedbackKeys = {
  criteria: (jobId: string) => ['feedback', 'criteria', jobId] as const,
  jobSummary: (jobId: string) => ['feedback', 'summary', jobId] as const,
  candidate: (candidateId: string) => ['feedback', 'candidate', candidateId] as const,
  offer: (matchId: string) => ['offer', matchId] as const,
};

/** A job's feedback criteria. */
export function useJobCriteria(jobId: string | undefined) {
  return useSWR(
    jobId ? feedbackKeys.criteria(jobId) : null,
    ([, , id]) => feedbackApi.getJobCriteria(id),
    queryErrorReporting,
  );
}

/** The feedback on a job's candidates in brief, by match id (for its board). */
export function useJobFeedbackSummary(jobId: string | undefined) {
  return useSWR(
    jobId ? feedbackKeys.jobSummary(jobId) : null,
    async ([, , id]) => {
      const { summaries } = await feedbackApi.getJobFeedbackSummary(id);
      return Object.fromEntries(summaries.map((summary) => [summary.matchId, summary]));
    },
    queryErrorReporting,
  );
}

/** The team's feedback on a candidate, per job. */
export function useCandidateFeedback(candidateId: string | undefined) {
  return useSWR(
    candidateId ? feedbackKeys.candidate(candidateId) : null,
    ([, , id]) => feedbackApi.getCandidateFeedback(id),
    queryErrorReporting,
  );
}

/** A match's offer, and whether the viewer may change it. */
export function useOffer(matchId: string | undefined) {
  return useSWR(
    matchId ? feedbackKeys.offer(matchId) : null,
    ([, id]) => feedbackApi.getOffer(id),
    queryErrorReporting,
  );
}

const setCriteriaCall = reporting(feedbackApi.setJobCriteria);

/** Saves a job's criteria; they read again. A failure is toasted and rejects. */
export function useSetJobCriteria() {
  const { mutate } = useSWRConfig();
  return async (jobId: string, payload: FeedbackCriteriaPayload) => {
    const saved = await setCriteriaCall(jobId, payload);
    await mutate(feedbackKeys.criteria(jobId), saved, { revalidate: false });
  };
}

/** Saves the viewer's feedback on a match; the candidate's feedback reads again. Rejects on failure (the form says why). */
export function useSaveFeedback() {
  const { mutate } = useSWRConfig();
  return async (candidateId: string, matchId: string, payload: InterviewFeedbackPayload) => {
    await feedbackApi.saveFeedback(matchId, payload);
    await mutate(feedbackKeys.candidate(candidateId));
  };
}

/** Makes or changes a match's offer. Rejects on failure (the form keeps what was typed and says why). */
export function useSaveOffer() {
  const { mutate } = useSWRConfig();
  return async (matchId: string, payload: OfferPayload) => {
    const saved = await feedbackApi.saveOffer(matchId, payload);
    await mutate(feedbackKeys.offer(matchId), saved, { revalidate: false });
  };
}

/** Withdraws a match's offer. */
export function useWithdrawOffer() {
  const { mutate } = useSWRConfig();
  return async (matchId: string) => {
    const saved = await feedbackApi.withdrawOffer(matchId);
    await mutate(feedbackKeys.offer(matchId), saved, { revalidate: false });
  };
}
