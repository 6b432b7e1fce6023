import type { ScoreReason } from '@medhire/domain';

/** A candidate's profile, as every call that shows one answers it. */
export interface CandidateFields {
  _id: string;
  firstName: string;
  lastName: string;
  providerType: string;
  specialty: string;
  subSpecialty?: string;
  homeCity?: string;
  homeState: string;
  boardStatus: string;
  yearsOfExperience: number;
  yearAvailable: number;
  training: { medicalSchool: string; residency: string; fellowship?: string };
  licenses: string[];
  bio: string;
}

/** A candidate as the employer sees it: the profile, the match score (0–100) with its reasons, saved or not. */
export interface ScoredCandidate extends CandidateFields {
  score: number;
  reasons: ScoreReason[];
  saved: boolean;
}
