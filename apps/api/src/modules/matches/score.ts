import { boardStatuses, specialties, subSpecialties } from '@medhire/domain';
import type { Candidate } from '../../db/schema.js';

/** The qualities a score weighs; each reason names one. */
export type ScoreFactor =
  | 'specialty'
  | 'subSpecialty'
  | 'distance'
  | 'boardStatus'
  | 'experience'
  | 'yearAvailable';

/** One line of "why this score", in words a recruiter reads. */
export interface ScoreReason {
  factor: ScoreFactor;
  text: string;
  impact: 'positive' | 'neutral' | 'negative';
}

export interface CandidateScore {
  /** 0–100, an integer. */
  score: number;
  reasons: ScoreReason[];
}

/** What a job contributes to a candidate's score: its specialty and where it is. */
export interface ScoredJob {
  specialty: string;
  subSpecialty: string | null;
  locations: unknown[];
}

/** What the employer asked for in its candidate preferences (board status, experience, start year). */
export interface ScoredPreferences {
  boardCertStatus?: string;
  minExperience?: number;
  yearAvailableToStart?: number;
}

interface JobPlace {
  city?: string;
  state?: string;
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const NEAR_MILES = 100;
const REACHABLE_MILES = 400;

function nameOf(list: readonly { id: string; name: string }[], id: string): string {
  return list.find((item) => item.id === id)?.name ?? id;
}

/** Great-circle distance in miles (haversine). */
export function milesBetween(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const latitudeDelta = radians(to.latitude - from.latitude);
  const longitudeDelta = radians(to.longitude - from.longitude);
  const a =
    Math.sin(latitudeDelta / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(longitudeDelta / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

function placesOf(locations: unknown[]): JobPlace[] {
  const places: JobPlace[] = [];
  for (const location of locations) {
    if (typeof location !== 'object' || location === null) continue;
    const { city, state, coords } = location as { city?: unknown; state?: unknown; coords?: unknown };
    const { latitude, longitude } = (coords ?? {}) as { latitude?: unknown; longitude?: unknown };
    if (typeof latitude !== 'number' || typeof longitude !== 'number') continue;
    places.push({
      latitude,
      longitude,
      ...(typeof city === 'string' ? { city } : {}),
      ...(typeof state === 'string' ? { state } : {}),
    });
  }
  return places;
}

const POINTS = { positive: 1, neutral: 0.5, negative: 0 } as const;

/**
 * A candidate's fit for a job, 0–100, with one reason per factor: the specialty and sub-specialty, the
 * distance from home to the nearest job location, board status, experience and start year (against the
 * employer's candidate preferences when it set them). Every factor weighs the same.
 */
export function scoreCandidateForJob(
  candidate: Pick<
    Candidate,
    | 'specialty'
    | 'subSpecialty'
    | 'latitude'
    | 'longitude'
    | 'boardStatus'
    | 'yearsOfExperience'
    | 'yearAvailable'
  >,
  job: ScoredJob,
  preferences: ScoredPreferences = {},
  thisYear: number = new Date().getFullYear(),
): CandidateScore {
  const reasons: ScoreReason[] = [];

  const specialtyName = nameOf(specialties, job.specialty);
  reasons.push(
    candidate.specialty === job.specialty
      ? { factor: 'specialty', text: `Same specialty: ${specialtyName}`, impact: 'positive' }
      : {
          factor: 'specialty',
          text: `${nameOf(specialties, candidate.specialty)}, not ${specialtyName}`,
          impact: 'negative',
        },
  );

  if (job.subSpecialty) {
    const wanted = nameOf(subSpecialties, job.subSpecialty);
    reasons.push(
      candidate.subSpecialty === job.subSpecialty
        ? { factor: 'subSpecialty', text: `Same sub-specialty: ${wanted}`, impact: 'positive' }
        : { factor: 'subSpecialty', text: `No ${wanted} sub-specialty`, impact: 'negative' },
    );
  }

  const home = { latitude: candidate.latitude, longitude: candidate.longitude };
  const nearest = placesOf(job.locations)
    .map((place) => ({ place, miles: milesBetween(home, place) }))
    .sort((a, b) => a.miles - b.miles)[0];
  if (nearest) {
    const miles = Math.round(nearest.miles);
    const where = [nearest.place.city, nearest.place.state].filter(Boolean).join(', ');
    reasons.push({
      factor: 'distance',
      text: `Home ${miles} miles from ${where || 'the job'}`,
      impact: miles <= NEAR_MILES ? 'positive' : miles <= REACHABLE_MILES ? 'neutral' : 'negative',
    });
  }

  const board = nameOf(boardStatuses, candidate.boardStatus);
  const boardImpact =
    candidate.boardStatus === 'board-certified'
      ? 'positive'
      : candidate.boardStatus === 'board-eligible' && preferences.boardCertStatus !== 'board-certified'
        ? 'neutral'
        : 'negative';
  reasons.push({ factor: 'boardStatus', text: board, impact: boardImpact });

  const years = Math.max(0, candidate.yearsOfExperience);
  const wantedYears = preferences.minExperience ?? 0;
  reasons.push({
    factor: 'experience',
    text:
      preferences.minExperience === undefined
        ? `${years} ${years === 1 ? 'year' : 'years'} of experience`
        : `${years} ${years === 1 ? 'year' : 'years'} of experience (${wantedYears} wanted)`,
    impact: years >= Math.max(wantedYears, 1) ? 'positive' : years >= wantedYears ? 'neutral' : 'negative',
  });

  const wantedYear = preferences.yearAvailableToStart ?? thisYear;
  reasons.push({
    factor: 'yearAvailable',
    text:
      preferences.yearAvailableToStart === undefined
        ? `Available ${candidate.yearAvailable}`
        : `Available ${candidate.yearAvailable} (you asked for ${wantedYear})`,
    impact:
      candidate.yearAvailable <= wantedYear
        ? 'positive'
        : candidate.yearAvailable === wantedYear + 1
          ? 'neutral'
          : 'negative',
  });

  const points = reasons.reduce((sum, reason) => sum + POINTS[reason.impact], 0);
  return { score: Math.round((points / reasons.length) * 100), reasons };
}
