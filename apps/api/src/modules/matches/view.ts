import { MatchRequestStatus, type MatchScore, PipelineStatus } from '@medhire/domain';
import { z } from 'zod';
import type { Candidate, Job, Match } from '../../db/schema.js';
import { applicantCoreSchema } from '../candidates/routes.js';

/** A candidate as a match shows them: the applicant (ApplicantView) without their list of matches. */
export const matchCandidateSchema = applicantCoreSchema;
export type MatchCandidateView = z.infer<typeof matchCandidateSchema>;

/** MatchView: one candidate in one job's pipeline. */
export const matchViewSchema = z.object({
  _id: z.string(),
  job: z.object({ _id: z.string(), title: z.string() }),
  candidate: matchCandidateSchema,
  requestStatus: z.enum(MatchRequestStatus).describe('The invite: pending until the candidate answers'),
  pipelineStatus: z.enum(PipelineStatus),
  origin: z.enum(['invite', 'application']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MatchView = z.infer<typeof matchViewSchema>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The candidate's training as stored (`{ medicalSchool, residency, fellowship? }`), with gaps as ''. */
export function toTraining(training: Record<string, unknown>): MatchCandidateView['training'] {
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
): MatchCandidateView {
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
    saved,
  };
}

/** The MatchView of a stored match. */
export function toMatchView(
  match: Match,
  job: Pick<Job, 'id' | 'title'>,
  candidate: MatchCandidateView,
): MatchView {
  return {
    _id: match.id,
    job: { _id: job.id, title: job.title },
    candidate,
    requestStatus: match.requestStatus as MatchView['requestStatus'],
    pipelineStatus: match.pipelineStatus as MatchView['pipelineStatus'],
    origin: match.origin as MatchView['origin'],
    createdAt: match.createdAt.toISOString(),
    updatedAt: match.updatedAt.toISOString(),
  };
}
