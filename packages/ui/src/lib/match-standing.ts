import type { MatchRequestStatus, PipelineStatus } from '@medhire/domain';

/** Where a candidate stands with a job, as every screen says it: {@link matchStanding}. */
export type MatchStanding = {
  /** The pipeline step (the board's column); `null` while an invite waits, and after it was declined or canceled. */
  step: PipelineStatus | null;
  /** "Invited — waiting for an answer", "Declined the invite", "Invite canceled", or the step ("Shortlisted"). */
  label: string;
};

/** What a candidate not in the pipeline is, by the state of the invite. */
const outsideThePipeline: Record<Exclude<MatchRequestStatus, 'accepted'>, string> = {
  pending: 'Invited — waiting for an answer',
  declined: 'Declined the invite',
  cancelled: 'Invite canceled',
};

/**
 * Where a candidate stands with a job — the one rule the board and the thread follow. A candidate is in a pipeline
 * step only once they are in the pipeline (they applied, or accepted the invite): until then the match's step is
 * only where they will start, and they are "Invited — waiting for an answer". (A module of its own, without the
 * lists of names the other words read, so the thread's header loads only this.)
 */
export function matchStanding(match: {
  readonly requestStatus: MatchRequestStatus;
  readonly pipelineStatus: PipelineStatus;
}): MatchStanding {
  return match.requestStatus === 'accepted'
    ? { step: match.pipelineStatus, label: match.pipelineStatus }
    : { step: null, label: outsideThePipeline[match.requestStatus] };
}
