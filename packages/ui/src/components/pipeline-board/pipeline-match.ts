import type { MatchView, ScoredCandidateView } from '@medhire/domain';

/** The candidate of a match, as the board needs it (the server's candidate has more). */
export type PipelineBoardCandidate = Pick<
  ScoredCandidateView,
  '_id' | 'firstName' | 'lastName' | 'providerType' | 'specialty' | 'subSpecialty' | 'score'
>;

/** One match of the job, as `GET /employer/match/by-job/{jobId}` sends it (`MatchView`). */
export type PipelineBoardMatch = Pick<
  MatchView,
  '_id' | 'job' | 'requestStatus' | 'pipelineStatus' | 'createdAt' | 'updatedAt'
> & {
  candidate: PipelineBoardCandidate;
  origin?: MatchView['origin'];
  /** Why the candidate was rejected, while in Rejected. */
  rejectionReason?: MatchView['rejectionReason'];
  /** The start (ISO 8601) of the candidate's scheduled interview, shown on the card; none without one. */
  interviewAt?: string | null;
  /** When the candidate entered their step (ISO 8601): "12 days in Interview", and whether they are stale. */
  stageEnteredAt?: MatchView['stageEnteredAt'];
};
