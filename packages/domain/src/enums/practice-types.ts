import type { EnumItem } from './enum-item';

/** The type of practice an organization is. */
export const practiceTypes = [
  { id: 'private-practice', name: 'Private practice' },
  { id: 'single-specialty-group', name: 'Single-specialty group' },
  { id: 'multi-specialty-group', name: 'Multi-specialty group' },
  { id: 'hospital-employed', name: 'Hospital or health system employed' },
  { id: 'academic-medical-center', name: 'Academic medical center' },
  { id: 'community-health-center', name: 'Community health center (FQHC)' },
  { id: 'critical-access-hospital', name: 'Critical access hospital' },
  { id: 'government', name: 'Government or VA' },
  { id: 'urgent-care', name: 'Urgent care' },
  { id: 'telehealth', name: 'Telehealth company' },
  { id: 'ambulatory-surgery-center', name: 'Ambulatory surgery center' },
] as const satisfies readonly EnumItem[];

/** Id of a practice type. */
export type PracticeTypeId = (typeof practiceTypes)[number]['id'];
