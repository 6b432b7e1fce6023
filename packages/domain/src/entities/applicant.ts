import { z } from 'zod';
import { MatchRequestStatus } from '../enums/match-request-status';
import { PipelineStatus } from '../enums/pipeline-status';
import { SCORE_FACTORS, type ScoreReason } from '../rules/match-score';

/** A score's reason in words (the match score's `ScoreReason`). */
export const scoreReasonSchema = z.object({
  factor: z.enum(SCORE_FACTORS),
  text: z.string(),
  impact: z.enum(['positive', 'neutral', 'negative']),
}) satisfies z.ZodType<ScoreReason>; // the rule's reason and the wire's are one: a change to either fails here

/** A candidate's profile, as every call that shows one answers it. */
export const candidateFieldsSchema = z.object({
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
});
export type CandidateFields = z.infer<typeof candidateFieldsSchema>;

/**
 * What a score was computed for: one of the employer's jobs (its id and title), or the employer's candidate
 * preferences. Every answer that carries a score names it, so a screen can say "for Family Medicine Physician"
 * or "for your preferences", and the same candidate in the same context has the same score everywhere.
 */
export const scoredForSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('job'), jobId: z.string(), title: z.string() }),
  z.object({ kind: z.literal('preferences') }),
]);
export type ScoredFor = z.infer<typeof scoredForSchema>;

/**
 * A candidate as the employer sees it: the profile, the match score (0–100) for the job or the preferences
 * (`scoredFor` says which) with its reasons, and whether the employer saved them. It is the applicant without
 * `matches`, and the candidate of a match.
 */
export const scoredCandidateSchema = candidateFieldsSchema.extend({
  score: z.number().int().min(0).max(100),
  reasons: z.array(scoreReasonSchema),
  scoredFor: scoredForSchema,
  saved: z.boolean(),
});
export type ScoredCandidateView = z.infer<typeof scoredCandidateSchema>;

/** One of the employer's matches of the candidate. */
export const applicantMatchSchema = z.object({
  _id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  requestStatus: z.enum(MatchRequestStatus),
  pipelineStatus: z.enum(PipelineStatus),
  /**
   * The match's conversation with the candidate, where the team writes to them (a bulk message goes there); null
   * for a match without one. Absent from answers older than this field.
   */
  conversationId: z.string().nullable().optional(),
});
export type ApplicantMatch = z.infer<typeof applicantMatchSchema>;

/** ApplicantView: the candidate, the score for the job or the preferences with its reasons, and flags. */
export const applicantViewSchema = scoredCandidateSchema.extend({ matches: z.array(applicantMatchSchema) });
export type Applicant = z.infer<typeof applicantViewSchema>;

/** A page of applicants (pageNumber from 1): explore and the employer's applicants. */
export const applicantPageSchema = z.object({
  items: z.array(applicantViewSchema),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
export type ApplicantPage = z.infer<typeof applicantPageSchema>;

/** Recommended and saved candidates: a list, best first. */
export const applicantListSchema = z.object({ items: z.array(applicantViewSchema) });
export type ApplicantList = z.infer<typeof applicantListSchema>;

/** One applicant. */
export const applicantResultSchema = z.object({ applicant: applicantViewSchema });
export type ApplicantResult = z.infer<typeof applicantResultSchema>;

/** Saving or removing a saved candidate: whether they are saved now. */
export const savedResultSchema = z.object({ saved: z.boolean() });
export type SavedResult = z.infer<typeof savedResultSchema>;
