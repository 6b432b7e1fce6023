import { MatchRequestStatus, PipelineStatus } from '@medhire/domain';
import { z } from 'zod';
import type { Candidate, Job, Match } from '../../db/schema.js';
import type { CandidateScore } from './score.js';

const reasonSchema = z.object({
  factor: z.enum(['specialty', 'subSpecialty', 'distance', 'boardStatus', 'experience', 'yearAvailable']),
  text: z.string(),
  impact: z.enum(['positive', 'neutral', 'negative']),
});

/** A candidate as a match shows them: the applicant without their list of matches. */
export const matchCandidateSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  providerType: z.string(),
  specialty: z.string(),
  subSpecialty: z.string().optional(),
  homeCity: z.string().optional(),
  homeState: z.string(),
  boardStatus: z.string(),
  yearsOfExperience: z.number().int(),
  yearAvailable: z.number().int(),
  training: z.object({
    medicalSchool: z.string(),
    residency: z.string(),
    fellowship: z.string().optional(),
  }),
  licenses: z.array(z.string()),
  bio: z.string(),
  score: z.number().int().min(0).max(100).describe('Fit for the match’s job, 0–100'),
  reasons: z.array(reasonSchema).describe('Why the score is what it is, one line per factor'),
  saved: z.boolean().describe('Whether the employer saved this candidate'),
});
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
  score: CandidateScore,
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
