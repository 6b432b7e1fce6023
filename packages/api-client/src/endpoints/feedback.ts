import {
  type CandidateFeedbackResult,
  type FeedbackCriteria,
  type FeedbackCriteriaPayload,
  feedbackApiPaths,
  type InterviewFeedbackPayload,
  type JobFeedbackSummaryResult,
  type MatchFeedback,
  type OfferPayload,
  type OfferResult,
} from '@medhire/domain';
import type { ApiClient } from '../http/client';

/**
 * Interview feedback and offers (issue 16, not in the spec): a job's criteria, each member's feedback on a match,
 * the team's summaries, and the offer made to a candidate at Offer.
 */
export function createFeedbackEndpoints(client: ApiClient) {
  return {
    getJobCriteria: (jobId: string) => client.get<FeedbackCriteria>(feedbackApiPaths.jobCriteria(jobId)),
    setJobCriteria: (jobId: string, payload: FeedbackCriteriaPayload) =>
      client.put<FeedbackCriteria>(feedbackApiPaths.jobCriteria(jobId), payload),
    getJobFeedbackSummary: (jobId: string) =>
      client.get<JobFeedbackSummaryResult>(feedbackApiPaths.jobSummary(jobId)),
    getCandidateFeedback: (candidateId: string) =>
      client.get<CandidateFeedbackResult>(feedbackApiPaths.candidateFeedback(candidateId)),
    saveFeedback: (matchId: string, payload: InterviewFeedbackPayload) =>
      client.put<MatchFeedback>(feedbackApiPaths.matchFeedback(matchId), payload),
    getOffer: (matchId: string) => client.get<OfferResult>(feedbackApiPaths.matchOffer(matchId)),
    saveOffer: (matchId: string, payload: OfferPayload) =>
      client.put<OfferResult>(feedbackApiPaths.matchOffer(matchId), payload),
    withdrawOffer: (matchId: string) => client.post<OfferResult>(feedbackApiPaths.withdrawOffer(matchId)),
  };
}

export type FeedbackEndpoints = ReturnType<typeof createFeedbackEndpoints>;
