import { providerTypes, specialties, subSpecialties } from '@medhire/domain';

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
