import {
  type ApplicantMatch,
  boardStatuses,
  type EnumItem,
  employmentTypes,
  providerTypes,
  type ScoredFor,
  specialties,
  states,
  subSpecialties,
} from '@medhire/domain';

/** The name people read for an enum id; the id itself when the list does not know it. */
export function enumName(items: readonly EnumItem[], id: string | null | undefined): string {
  if (!id) return '';
  return items.find((item) => item.id === id)?.name ?? id;
}

/** "Family Medicine". */
export const specialtyName = (id: string | null | undefined) => enumName(specialties, id);
/** "Sports Medicine". */
export const subSpecialtyName = (id: string | null | undefined) => enumName(subSpecialties, id);
/** "Wisconsin". */
export const stateName = (code: string | null | undefined) => enumName(states, code);
/** "Board certified". */
export const boardStatusName = (id: string | null | undefined) => enumName(boardStatuses, id);
/** "Full-time". */
export const employmentTypeName = (id: string | null | undefined) => enumName(employmentTypes, id);

/** "MD" from "Doctor of Medicine (MD)"; the id in capitals when the list does not know it. */
export function providerTypeAbbreviation(id: string): string {
  const name = enumName(providerTypes, id);
  const match = /\(([^)]+)\)\s*$/.exec(name);
  return match?.[1] ?? id.toUpperCase();
}

/** Physicians (MD, DO) are addressed as "Dr."; other providers by name. */
const doctorTypes = new Set(['md', 'do']);

/** The parts of a candidate a display name needs. */
export type NamedCandidate = { firstName: string; lastName: string; providerType: string };

/** "Dr. Maya Chen, MD" for physicians, "Sam Ortiz, NP" for other providers. */
export function candidateDisplayName(candidate: NamedCandidate): string {
  const name = `${candidate.firstName} ${candidate.lastName}`.trim();
  const title = doctorTypes.has(candidate.providerType) ? 'Dr. ' : '';
  return `${title}${name}, ${providerTypeAbbreviation(candidate.providerType)}`;
}

/** "Madison, Wisconsin", or just the state when the city is unknown. */
export function homeLine(homeCity: string | null | undefined, homeState: string): string {
  const state = stateName(homeState);
  return homeCity ? `${homeCity}, ${state}` : state;
}

/** What a score was computed for, in words: "for Family Medicine Physician", or "for your preferences". */
export function scoredForWords(scoredFor: ScoredFor): string {
  return scoredFor.kind === 'job' ? `for ${scoredFor.title}` : 'for your preferences';
}

/** "1 year" / "8 years". */
export function yearsWord(years: number): string {
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

/** "Family Medicine · Sports Medicine", or the specialty alone. */
export function specialtyLine(specialty: string, subSpecialty?: string | null): string {
  return subSpecialty
    ? `${specialtyName(specialty)} · ${subSpecialtyName(subSpecialty)}`
    : specialtyName(specialty);
}

/** A score's band: 80+ strong, 60+ good, 40+ fair, below that weak. */
export type ScoreBand = 'strong' | 'good' | 'fair' | 'weak';

/** Words and colour of a score band: 80+ strong, 60+ good, 40+ fair, below that weak. */
export function scoreBand(score: number): { band: ScoreBand; label: string } {
  if (score >= 80) return { band: 'strong', label: 'Strong match' };
  if (score >= 60) return { band: 'good', label: 'Good match' };
  if (score >= 40) return { band: 'fair', label: 'Fair match' };
  return { band: 'weak', label: 'Weak match' };
}

/** The colour a match is shown in (a `Tag` variant). */
export type MatchTone = 'warning' | 'neutral' | 'success' | 'danger' | 'brand';

/** Plain words and a colour for one match: "Invited to Sports Medicine Physician — pending". */
export function matchWords(match: Pick<ApplicantMatch, 'jobTitle' | 'requestStatus' | 'pipelineStatus'>): {
  label: string;
  variant: MatchTone;
} {
  switch (match.requestStatus) {
    case 'pending':
      return { label: `Invited to ${match.jobTitle} — pending`, variant: 'warning' };
    case 'declined':
      return { label: `Invited to ${match.jobTitle} — declined`, variant: 'neutral' };
    case 'cancelled':
      return { label: `Invite to ${match.jobTitle} — canceled`, variant: 'neutral' };
    case 'accepted': {
      const variant =
        match.pipelineStatus === 'Hired'
          ? 'success'
          : match.pipelineStatus === 'Rejected'
            ? 'danger'
            : 'brand';
      return { label: `${match.jobTitle} — ${match.pipelineStatus}`, variant };
    }
    default:
      return match.requestStatus satisfies never;
  }
}

/** Where a match stands, without the job's title: "Invited — waiting for an answer", "In the pipeline — Interview". */
export function matchStatusWords(match: Pick<ApplicantMatch, 'requestStatus' | 'pipelineStatus'>): string {
  switch (match.requestStatus) {
    case 'pending':
      return 'Invited — waiting for an answer';
    case 'declined':
      return 'Declined the invite';
    case 'cancelled':
      return 'Invite canceled';
    case 'accepted':
      return `In the pipeline — ${match.pipelineStatus}`;
    default:
      return match.requestStatus satisfies never;
  }
}
