import type { EnumItem } from './enum-item';

/** Why a job is open; candidates ask, so the job says. */
export const reasonsForJobOpportunity = [
  { id: 'practice-growth', name: 'New position: the practice is growing' },
  { id: 'increased-patient-demand', name: 'Increased patient demand' },
  { id: 'new-location-or-service', name: 'New location or service line' },
  { id: 'retirement', name: 'Replacing a retiring physician' },
  { id: 'departure', name: 'Replacing a departing provider' },
  { id: 'succession-planning', name: 'Succession planning' },
  { id: 'leave-coverage', name: 'Coverage for a leave of absence' },
] as const satisfies readonly EnumItem[];

/** Id of a reason for a job opportunity. */
export type ReasonForJobOpportunityId = (typeof reasonsForJobOpportunity)[number]['id'];
