import type {
  MatchOrigin,
  MatchRequestStatus,
  MatchScore,
  MatchView,
  PipelineStatus,
  RejectionReason,
  ScoredCandidateView,
  ScoredFor,
} from '@medhire/domain';
import type { Candidate, Job, Match } from '../../db/schema.js';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The candidate's training as stored (`{ medicalSchool, residency, fellowship? }`), with gaps as ''. */
export function toTraining(training: Record<string, unknown>): ScoredCandidateView['training'] {
  const fellowship = text(training.fellowship);
  return {
    medicalSchool: text(training.medicalSchool),
    residency: text(training.residency),
    ...(fellowship ? { fellowship } : {}),
  };
}

/** The candidate of a match: profile, the score for the match's job with its reasons, and the saved flag. */
export function toMatchCandidate(
  candidate: Candidate,
  score: MatchScore,
  saved: boolean,
  scoredFor: ScoredFor,
): ScoredCandidateView {
  return {
    _id: candidate.id,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    providerType: candidate.providerType,
    specialty: candidate.specialty,
    ...(candidate.subSpecialty ? { subSpecialty: candidate.subSpecialty } : {}),
    ...(candidate.homeCity ? { homeCity: candidate.homeCity } : {}),
    homeState: candidate.homeState,
    boardStatus: candidate.boardStatus,
    yearsOfExperience: candidate.yearsOfExperience,
    yearAvailable: candidate.yearAvailable,
    training: toTraining(candidate.training),
    licenses: candidate.licenses,
    bio: candidate.bio,
    score: score.score,
    reasons: score.reasons,
    scoredFor,
    saved,
  };
}

/** The MatchView of a stored match. */
export function toMatchView(
  match: Match,
  job: Pick<Job, 'id' | 'title'>,
  candidate: ScoredCandidateView,
): MatchView {
  return {
    _id: match.id,
    job: { _id: job.id, title: job.title },
    candidate,
    // The columns are text; only these values are ever written to them.
    requestStatus: match.requestStatus as MatchRequestStatus,
    pipelineStatus: match.pipelineStatus as PipelineStatus,
    rejectionReason: (match.rejectionReason as RejectionReason | null) ?? null,
    inviteNote: match.inviteNote ?? null,
    origin: match.origin as MatchOrigin,
    createdAt: match.createdAt.toISOString(),
    updatedAt: match.updatedAt.toISOString(),
    stageEnteredAt: match.stageEnteredAt.toISOString(),
  };
}
