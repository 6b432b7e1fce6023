import { boardStatuses } from '../enums/board-statuses';
import { specialties, specialtyOfSubSpecialty, subSpecialties } from '../enums/specialties';
import { states } from '../enums/states';

/**
 * The match score: how well a candidate fits a job, or the employer's candidate preferences, from 0 to 100,
 * with its reasons in words. Six factors each give a part from 0 to 1; the would-you-rather answers weigh
 * them (`probeWeights`); factors the target does not ask about are left out and the others share their
 * weight. The server orders candidates with a SQL expression that mirrors this function operation by
 * operation (so both give the same integer), then explains the page with it.
 */

/** The qualities the score weighs, in the order the parts are added up. */
export const SCORE_FACTORS = [
  'specialty',
  'subSpecialty',
  'distance',
  'boardStatus',
  'experience',
  'yearAvailable',
] as const;
/** A quality the score weighs. */
export type ScoreFactor = (typeof SCORE_FACTORS)[number];

/** How a reason reads on the applicant card. */
export type ReasonImpact = 'positive' | 'neutral' | 'negative';

/** One reason of a score, in plain words. */
export interface ScoreReason {
  factor: ScoreFactor;
  text: string;
  impact: ReasonImpact;
}

/** A score and its reasons. */
export interface MatchScore {
  /** 0–100, whole. */
  score: number;
  reasons: ScoreReason[];
}

/** The candidate fields the score reads. */
export interface ScoredCandidate {
  specialty: string;
  subSpecialty?: string | null;
  homeCity?: string | null;
  homeState: string;
  latitude: number;
  longitude: number;
  boardStatus: string;
  yearsOfExperience: number;
  yearAvailable: number;
}

/** A place the distance is measured to: one of the job's locations, or of the organization's. */
export interface ScorePlace {
  label: string;
  latitude: number;
  longitude: number;
}

/**
 * What a candidate is scored against. Empty lists and missing values mean "not asked": that factor is left
 * out of the score.
 */
export interface ScoreTarget {
  specialties: readonly string[];
  subSpecialties: readonly string[];
  places: readonly ScorePlace[];
  /**
   * Preferred home states (USPS codes): a candidate living in one gets the whole distance part, however far
   * the nearest place. Missing or empty: none preferred.
   */
  homeStates?: readonly string[];
  boardStatus?: string;
  minExperience?: number;
  /** The year the candidate should be available by. */
  yearAvailable?: number;
}

/** A weight per factor; {@link probeWeights} makes them add up to 1. */
export type FactorWeights = Record<ScoreFactor, number>;

/** The probe answer shape stored for an employer. */
export interface ProbeAnswer {
  probeId: string;
  choice: string;
}

/** A probe as the score reads it: option id → the factor that option favours. */
export interface WeightedProbe {
  id: string;
  weights: Readonly<Record<string, string>>;
}

/** Every factor starts at this weight… */
export const BASE_FACTOR_WEIGHT = 1;
/** …and each answer favouring it adds this much. */
export const PROBE_ANSWER_BONUS = 0.25;

/** Mean Earth radius in miles. */
export const EARTH_RADIUS_MILES = 3958.8;
/** A home this close (miles) counts fully; farther homes count less, down to nothing at {@link FAR_MILES}. */
export const NEAR_MILES = 50;
export const FAR_MILES = 1000;
/** A candidate available this many years after the wanted year counts nothing for that factor. */
export const YEARS_LATE_LIMIT = 3;
/** Part of the sub-specialty factor for a candidate of the right specialty without the sub-specialty. */
export const SAME_SPECIALTY_OTHER_SUB = 0.5;
/** Part of the board factor for one step below the wanted status (eligible when certified is wanted). */
export const ONE_BOARD_STEP_BELOW = 0.5;

const isFactor = (value: string): value is ScoreFactor =>
  (SCORE_FACTORS as readonly string[]).includes(value);

/**
 * Factor weights from the would-you-rather answers: every factor starts at 1, each answer whose chosen option
 * favours a factor adds 0.25 to it, and the weights are scaled to add up to 1. Answers to unknown probes,
 * unknown options and options favouring no known factor are ignored; a probe answered twice counts once.
 */
export function probeWeights(
  answers: readonly ProbeAnswer[],
  probes: readonly WeightedProbe[],
): FactorWeights {
  const raw = Object.fromEntries(
    SCORE_FACTORS.map((factor) => [factor, BASE_FACTOR_WEIGHT]),
  ) as FactorWeights;
  const byId = new Map(probes.map((probe) => [probe.id, probe]));
  const seen = new Set<string>();
  for (const answer of answers) {
    if (seen.has(answer.probeId)) continue;
    seen.add(answer.probeId);
    const favours = byId.get(answer.probeId)?.weights[answer.choice];
    if (favours !== undefined && isFactor(favours)) raw[favours] += PROBE_ANSWER_BONUS;
  }
  const total = SCORE_FACTORS.reduce((sum, factor) => sum + raw[factor], 0);
  return Object.fromEntries(SCORE_FACTORS.map((factor) => [factor, raw[factor] / total])) as FactorWeights;
}

/** Equal weights (no answers). */
export const EQUAL_WEIGHTS: FactorWeights = probeWeights([], []);

/** The factors a target asks about. */
export function appliedFactors(target: ScoreTarget): ScoreFactor[] {
  return SCORE_FACTORS.filter((factor) => {
    switch (factor) {
      case 'specialty':
        return target.specialties.length > 0;
      case 'subSpecialty':
        return target.subSpecialties.length > 0;
      case 'distance':
        return target.places.length > 0 || (target.homeStates?.length ?? 0) > 0;
      case 'boardStatus':
        return target.boardStatus !== undefined;
      case 'experience':
        return target.minExperience !== undefined;
      case 'yearAvailable':
        return target.yearAvailable !== undefined;
    }
    return false;
  });
}

/**
 * The weight each asked factor gets in the score: its weight over the sum of the asked factors' weights
 * (so the parts still add up to 1). Factors not asked are absent. Negative or non-finite weights count 0;
 * if every asked factor weighs 0, they share equally.
 */
export function effectiveWeights(target: ScoreTarget, weights: FactorWeights): Partial<FactorWeights> {
  const applied = appliedFactors(target);
  const clean = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);
  const total = applied.reduce((sum, factor) => sum + clean(weights[factor]), 0);
  return Object.fromEntries(
    applied.map((factor) => [factor, total > 0 ? clean(weights[factor]) / total : 1 / applied.length]),
  );
}

/** `Math.PI / 180`: degrees to radians, as the SQL mirror multiplies. */
export const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * The trigonometry of one point that the haversine formula needs: sine and cosine of half its latitude and
 * half its longitude, and the cosine of its latitude. Computed once per candidate (and once per place), so
 * measuring against many places costs only arithmetic; the SQL mirror computes the same five values.
 */
export interface HaversineTerms {
  sinHalfLatitude: number;
  cosHalfLatitude: number;
  sinHalfLongitude: number;
  cosHalfLongitude: number;
  cosLatitude: number;
}

/** The {@link HaversineTerms} of a point. */
export function haversineTerms(point: { latitude: number; longitude: number }): HaversineTerms {
  const halfLatitude = (point.latitude * RADIANS_PER_DEGREE) / 2;
  const halfLongitude = (point.longitude * RADIANS_PER_DEGREE) / 2;
  return {
    sinHalfLatitude: Math.sin(halfLatitude),
    cosHalfLatitude: Math.cos(halfLatitude),
    sinHalfLongitude: Math.sin(halfLongitude),
    cosHalfLongitude: Math.cos(halfLongitude),
    cosLatitude: Math.cos(point.latitude * RADIANS_PER_DEGREE),
  };
}

/**
 * The haversine of the central angle between two points: sin²(Δφ/2) + cos φ1 · cos φ2 · sin²(Δλ/2), with
 * sin(Δ/2) from the half angles (sin(a − b) = sin a cos b − cos a sin b). Smaller means nearer.
 */
export function haversineOf(from: HaversineTerms, to: HaversineTerms): number {
  const sinHalfLatitudeDelta =
    from.sinHalfLatitude * to.cosHalfLatitude - from.cosHalfLatitude * to.sinHalfLatitude;
  const sinHalfLongitudeDelta =
    from.sinHalfLongitude * to.cosHalfLongitude - from.cosHalfLongitude * to.sinHalfLongitude;
  return (
    sinHalfLatitudeDelta * sinHalfLatitudeDelta +
    from.cosLatitude * to.cosLatitude * (sinHalfLongitudeDelta * sinHalfLongitudeDelta)
  );
}

/** Miles along the Earth for a haversine value: 2R · asin(√h). */
export function milesOfHaversine(haversine: number): number {
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(haversine)));
}

/** Great-circle distance in miles (the haversine formula). */
export function haversineMiles(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  return milesOfHaversine(haversineOf(haversineTerms(from), haversineTerms(to)));
}

/** The rank of a board status: certified 2, eligible 1, not certified 0, unknown -1. */
export function boardRank(status: string | undefined | null): number {
  if (status === 'board-certified') return 2;
  if (status === 'board-eligible') return 1;
  if (status === 'not-board-certified') return 0;
  return -1;
}

const nameOf = (items: readonly { id: string; name: string }[], id: string | null | undefined) =>
  items.find((item) => item.id === id)?.name;
const specialtyName = (id: string) => nameOf(specialties, id) ?? 'a specialty not on the list';
const subSpecialtyName = (id: string) => nameOf(subSpecialties, id) ?? 'a sub-specialty not on the list';
const boardName = (id: string | undefined | null) => nameOf(boardStatuses, id) ?? 'Board status unknown';
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const listWords = (words: readonly string[]) =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')}${words.length > 2 ? ',' : ''} or ${words[words.length - 1]}`;
const years = (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`;

/** Where the candidate lives, for the distance reason: "Verona, WI", or the state's name. */
function homeLabel(candidate: ScoredCandidate): string {
  const stateName = states.find((state) => state.id === candidate.homeState)?.name ?? candidate.homeState;
  return candidate.homeCity ? `${candidate.homeCity}, ${candidate.homeState}` : stateName;
}

function impactOf(part: number): ReasonImpact {
  if (part >= 1) return 'positive';
  if (part >= 0.5) return 'neutral';
  return 'negative';
}

/** The experience in whole years, never below 0 (a negative value counts as none). */
export function cleanExperience(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

interface Part {
  part: number;
  reason: ScoreReason;
}

function specialtyPart(candidate: ScoredCandidate, target: ScoreTarget): Part {
  if (target.specialties.includes(candidate.specialty)) {
    return {
      part: 1,
      reason: {
        factor: 'specialty',
        text: `Same specialty: ${specialtyName(candidate.specialty)}`,
        impact: 'positive',
      },
    };
  }
  const wanted = listWords(target.specialties.map(specialtyName));
  return {
    part: 0,
    reason: {
      factor: 'specialty',
      text: `Other specialty: ${specialtyName(candidate.specialty)} (you want ${wanted})`,
      impact: 'negative',
    },
  };
}

/** The specialties the target's sub-specialties belong to. */
export function ownersOfSubSpecialties(subSpecialtyIds: readonly string[]): string[] {
  return [
    ...new Set(
      subSpecialtyIds.flatMap((id) => {
        const owner = specialtyOfSubSpecialty(id);
        return owner ? [owner] : [];
      }),
    ),
  ];
}

function subSpecialtyPart(candidate: ScoredCandidate, target: ScoreTarget): Part {
  const sub = candidate.subSpecialty ?? undefined;
  if (sub !== undefined && target.subSpecialties.includes(sub)) {
    return {
      part: 1,
      reason: {
        factor: 'subSpecialty',
        text: `Same sub-specialty: ${subSpecialtyName(sub)}`,
        impact: 'positive',
      },
    };
  }
  const wanted = listWords(target.subSpecialties.map(subSpecialtyName));
  if (ownersOfSubSpecialties(target.subSpecialties).includes(candidate.specialty)) {
    return {
      part: SAME_SPECIALTY_OTHER_SUB,
      reason: {
        factor: 'subSpecialty',
        text:
          sub === undefined
            ? `No sub-specialty (you want ${wanted})`
            : `Other sub-specialty: ${subSpecialtyName(sub)} (you want ${wanted})`,
        impact: 'neutral',
      },
    };
  }
  return {
    part: 0,
    reason: { factor: 'subSpecialty', text: `Not trained in ${wanted}`, impact: 'negative' },
  };
}

/** The part of the distance factor for a distance in miles: 1 up to 50 miles, falling to 0 at 1,000. */
export function distancePartOf(miles: number): number {
  return Math.max(0, Math.min(1, 1 - (miles - NEAR_MILES) / (FAR_MILES - NEAR_MILES)));
}

/** Whether the candidate's home state is one of the target's preferred home states. */
export function livesInPreferredState(candidate: { homeState: string }, target: ScoreTarget): boolean {
  return (target.homeStates ?? []).includes(candidate.homeState);
}

const milesText = (rounded: number) =>
  `${rounded.toLocaleString('en-US')} ${rounded === 1 ? 'mile' : 'miles'}`;

/**
 * The distance factor: a home in a preferred state counts fully; otherwise the part of the miles to the nearest
 * place (none when no place is asked, or the home's position is unknown).
 */
function distancePart(candidate: ScoredCandidate, target: ScoreTarget): Part {
  // The nearest place has the smallest haversine; only its value becomes miles (as in the SQL mirror).
  const home = haversineTerms(candidate);
  let nearest: ScorePlace | undefined;
  let smallest = Number.POSITIVE_INFINITY;
  for (const place of target.places) {
    const haversine = haversineOf(home, haversineTerms(place));
    if (haversine < smallest) {
      smallest = haversine;
      nearest = place;
    }
  }
  const miles = nearest !== undefined && Number.isFinite(smallest) ? milesOfHaversine(smallest) : undefined;
  const rounded = miles === undefined ? undefined : Math.round(miles);
  const from =
    nearest === undefined || rounded === undefined
      ? ''
      : rounded < 1
        ? `, less than a mile from ${nearest.label}`
        : `, ${milesText(rounded)} from ${nearest.label}`;
  if (livesInPreferredState(candidate, target)) {
    const stateName = states.find((state) => state.id === candidate.homeState)?.name ?? candidate.homeState;
    const where = candidate.homeCity ? `${homeLabel(candidate)}, in ${stateName}` : stateName;
    return {
      part: 1,
      reason: { factor: 'distance', text: `Home in ${where}, a preferred state${from}`, impact: 'positive' },
    };
  }
  if (target.places.length === 0) {
    return {
      part: 0,
      reason: {
        factor: 'distance',
        text: `Home in ${homeLabel(candidate)}, not in a preferred state`,
        impact: 'negative',
      },
    };
  }
  if (miles === undefined || rounded === undefined || nearest === undefined) {
    return {
      part: 0,
      reason: { factor: 'distance', text: 'Home location unknown', impact: 'negative' },
    };
  }
  const part = distancePartOf(miles);
  const text = rounded < 1 ? `Lives in ${nearest.label}` : `Home in ${homeLabel(candidate)}${from}`;
  return {
    part,
    reason: {
      factor: 'distance',
      text,
      impact: miles <= 100 ? 'positive' : miles <= 500 ? 'neutral' : 'negative',
    },
  };
}

/** The part of the board factor. */
export function boardPartOf(candidateRank: number, wantedRank: number): number {
  if (candidateRank >= wantedRank) return 1;
  if (candidateRank === wantedRank - 1) return ONE_BOARD_STEP_BELOW;
  return 0;
}

function boardPart(candidate: ScoredCandidate, target: ScoreTarget): Part {
  const wanted = target.boardStatus as string;
  const part = boardPartOf(boardRank(candidate.boardStatus), boardRank(wanted));
  const name = boardName(candidate.boardStatus);
  return {
    part,
    reason: {
      factor: 'boardStatus',
      text: part >= 1 ? name : `${name} (you asked for ${lowerFirst(boardName(wanted))})`,
      impact: impactOf(part),
    },
  };
}

/** The part of the experience factor. */
export function experiencePartOf(yearsOfExperience: number, minimum: number): number {
  if (yearsOfExperience >= minimum) return 1;
  return yearsOfExperience / minimum;
}

function experiencePart(candidate: ScoredCandidate, target: ScoreTarget): Part {
  const minimum = cleanExperience(target.minExperience as number);
  const has = cleanExperience(candidate.yearsOfExperience);
  const part = experiencePartOf(has, minimum);
  const text =
    minimum === 0 ? `${years(has)} of experience` : `${years(has)} of experience (${minimum} wanted)`;
  return { part, reason: { factor: 'experience', text, impact: impactOf(part) } };
}

/** The part of the availability factor; a year already past counts as this year. */
export function yearPartOf(yearAvailable: number, wanted: number, nowYear: number): number {
  const late = Math.max(yearAvailable, nowYear) - wanted;
  if (late <= 0) return 1;
  return Math.max(0, 1 - late / YEARS_LATE_LIMIT);
}

function yearPart(candidate: ScoredCandidate, target: ScoreTarget, nowYear: number): Part {
  const wanted = target.yearAvailable as number;
  const part = yearPartOf(candidate.yearAvailable, wanted, nowYear);
  const when = candidate.yearAvailable <= nowYear ? 'Available now' : `Available ${candidate.yearAvailable}`;
  return {
    part,
    reason: {
      factor: 'yearAvailable',
      text: part >= 1 ? when : `${when} (you asked for ${wanted})`,
      impact: impactOf(part),
    },
  };
}

export interface MatchScoreOptions {
  /** The current year (availability in the past counts as now). Defaults to the clock's year. */
  nowYear?: number;
}

/** 100 × the weighted sum, rounded half up to a whole number and kept within 0–100. */
export function toScore(total: number): number {
  return Math.min(100, Math.max(0, Math.floor(total * 100 + 0.5)));
}

/**
 * Scores a candidate against a target: each asked factor's part (0–1) times its effective weight, added up in
 * {@link SCORE_FACTORS} order, as a whole number from 0 to 100, and one reason per asked factor in that order.
 * A target that asks nothing scores 0 with no reasons.
 */
export function matchScore(
  candidate: ScoredCandidate,
  target: ScoreTarget,
  weights: FactorWeights = EQUAL_WEIGHTS,
  options: MatchScoreOptions = {},
): MatchScore {
  const nowYear = options.nowYear ?? new Date().getFullYear();
  const effective = effectiveWeights(target, weights);
  let total = 0;
  const reasons: ScoreReason[] = [];
  for (const factor of SCORE_FACTORS) {
    const weight = effective[factor];
    if (weight === undefined) continue;
    const { part, reason } = partOf(factor, candidate, target, nowYear);
    total += weight * part;
    reasons.push(reason);
  }
  return { score: toScore(total), reasons };
}

function partOf(factor: ScoreFactor, candidate: ScoredCandidate, target: ScoreTarget, nowYear: number): Part {
  switch (factor) {
    case 'specialty':
      return specialtyPart(candidate, target);
    case 'subSpecialty':
      return subSpecialtyPart(candidate, target);
    case 'distance':
      return distancePart(candidate, target);
    case 'boardStatus':
      return boardPart(candidate, target);
    case 'experience':
      return experiencePart(candidate, target);
    case 'yearAvailable':
      return yearPart(candidate, target, nowYear);
  }
}

/** A location as jobs and organizations store it (`locationSchema`): coordinates make it a place. */
export interface ScoredLocation {
  city?: string;
  state?: string;
  description?: string;
  coords?: { latitude: number; longitude: number };
}

/** The locations with coordinates, as places named "City, ST" (else their description, else `fallback`). */
export function placesOf(locations: readonly ScoredLocation[], fallback: string): ScorePlace[] {
  return locations.flatMap((location) =>
    location.coords && Number.isFinite(location.coords.latitude) && Number.isFinite(location.coords.longitude)
      ? [
          {
            label:
              location.city && location.state
                ? `${location.city}, ${location.state}`
                : (location.description ?? fallback),
            latitude: location.coords.latitude,
            longitude: location.coords.longitude,
          },
        ]
      : [],
  );
}

/** A job as the score reads it. */
export interface ScoredJob {
  specialty: string;
  subSpecialty?: string | null;
  locations: readonly ScoredLocation[];
  boardStatus?: string | null;
  minExperience?: number | null;
}

/**
 * The target of a job: its specialty and sub-specialty, its locations (those with coordinates, named
 * "City, ST"), board status and minimum experience when the job states them, and availability this year.
 */
export function targetFromJob(job: ScoredJob, nowYear: number = new Date().getFullYear()): ScoreTarget {
  return {
    specialties: [job.specialty],
    subSpecialties: job.subSpecialty ? [job.subSpecialty] : [],
    places: placesOf(job.locations, 'the job'),
    ...(job.boardStatus ? { boardStatus: job.boardStatus } : {}),
    ...(typeof job.minExperience === 'number' ? { minExperience: job.minExperience } : {}),
    yearAvailable: nowYear,
  };
}

/** Candidate preferences as stored (the domain's `candidatePreferencesSchema` output, every field optional). */
export interface ScoredPreferences {
  specialty?: readonly string[];
  subSpecialty?: readonly string[];
  homeState?: readonly { description: string; coords: { latitude: number; longitude: number } }[];
  boardCertStatus?: string;
  minExperience?: number;
  yearAvailableToStart?: number;
}

/**
 * The USPS code of a preferred home state as stored: its `description` is the state's name ("Wisconsin", what
 * the profile form saves) or its code ("WI"), in any case, optionally followed by ", USA". Undefined when it
 * names no state.
 */
export function stateCodeOf(description: string): string | undefined {
  const wanted = description
    .trim()
    .replace(/,\s*(USA|US|United States)$/i, '')
    .trim()
    .toLowerCase();
  return states.find((state) => state.id.toLowerCase() === wanted || state.name.toLowerCase() === wanted)?.id;
}

/**
 * The target of the employer's candidate preferences: the distance is measured to the organization's locations
 * (those with coordinates, named "City, ST"), and a home in one of the preferred states counts fully.
 */
export function targetFromPreferences(
  preferences: ScoredPreferences,
  organizationLocations: readonly ScoredLocation[] = [],
): ScoreTarget {
  const homeStates = [
    ...new Set(
      (preferences.homeState ?? []).flatMap((state) => {
        const code = stateCodeOf(state.description);
        return code ? [code] : [];
      }),
    ),
  ];
  return {
    specialties: [...(preferences.specialty ?? [])],
    subSpecialties: [...(preferences.subSpecialty ?? [])],
    places: placesOf(organizationLocations, 'your location'),
    ...(homeStates.length > 0 ? { homeStates } : {}),
    ...(preferences.boardCertStatus ? { boardStatus: preferences.boardCertStatus } : {}),
    ...(preferences.minExperience !== undefined ? { minExperience: preferences.minExperience } : {}),
    ...(preferences.yearAvailableToStart !== undefined
      ? { yearAvailable: preferences.yearAvailableToStart }
      : {}),
  };
}
