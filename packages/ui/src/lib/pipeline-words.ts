import {
  type MatchRequestStatus,
  type PipelineStatus,
  providerTypes,
  specialties,
  subSpecialties,
} from '@medhire/domain';

/** "Maya Chen". */
export function candidateName(candidate: { readonly firstName: string; readonly lastName: string }): string {
  return `${candidate.firstName} ${candidate.lastName}`.trim();
}

/** "MD", "NP" … from the provider type id; the id itself when unknown. */
export function providerTypeLabel(id: string): string {
  const known = providerTypes.find((item) => item.id === id);
  return known ? known.id.toUpperCase() : id;
}

/** The name of the sub-specialty when there is one, else of the specialty; the id when unknown. */
export function specialtyLabel(specialty: string, subSpecialty?: string | null): string {
  if (subSpecialty) {
    const sub = subSpecialties.find((item) => item.id === subSpecialty);
    if (sub) return sub.name;
  }
  return specialties.find((item) => item.id === specialty)?.name ?? specialty;
}

const dayMs = 24 * 60 * 60 * 1000;

/** "Today", "1 day", "12 days", "3 weeks", "2 months" since `from`. */
export function timeSince(from: string, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(from).getTime()) / dayMs));
  if (days === 0) return 'Today';
  if (days < 14) return days === 1 ? '1 day' : `${days} days`;
  if (days < 60) return `${Math.floor(days / 7)} weeks`;
  const months = Math.floor(days / 30);
  return months < 24 ? `${months} months` : `${Math.floor(days / 365)} years`;
}

/** "invited today", "invited 3 days ago". */
export function invitedWhen(createdAt: string, now: Date): string {
  const since = timeSince(createdAt, now);
  return since === 'Today' ? 'invited today' : `invited ${since} ago`;
}

/** The colour a match is shown in (a `Tag` or `Badge` variant). */
export type MatchTone = 'warning' | 'neutral' | 'success' | 'danger' | 'brand';

/** Where a candidate stands with a job, as every screen says it: {@link matchStanding}. */
export type MatchStanding = {
  /** The pipeline step (the board's column); `null` while an invite waits, and after it was declined or canceled. */
  step: PipelineStatus | null;
  /** "Invited — waiting for an answer", "Declined the invite", "Invite canceled", or the step ("Shortlisted"). */
  label: string;
  tone: MatchTone;
};

/**
 * Where a candidate stands with a job — the one rule the board, the thread and the profile follow. A candidate is
 * in a pipeline step only once they are in the pipeline (they applied, or accepted the invite): until then the
 * match's step is only where they will start, and they are "Invited — waiting for an answer".
 */
export function matchStanding(match: {
  readonly requestStatus: MatchRequestStatus;
  readonly pipelineStatus: PipelineStatus;
}): MatchStanding {
  switch (match.requestStatus) {
    case 'pending':
      return { step: null, label: 'Invited — waiting for an answer', tone: 'warning' };
    case 'declined':
      return { step: null, label: 'Declined the invite', tone: 'neutral' };
    case 'cancelled':
      return { step: null, label: 'Invite canceled', tone: 'neutral' };
    case 'accepted': {
      const step = match.pipelineStatus;
      const tone = step === 'Hired' ? 'success' : step === 'Rejected' ? 'danger' : 'brand';
      return { step, label: step, tone };
    }
    default:
      return match.requestStatus satisfies never;
  }
}
