import type { EnumItem } from './enum-item';

/** The kinds of provider an employer recruits: physicians (MD, DO) and other providers. */
export const providerTypes = [
  { id: 'md', name: 'Doctor of Medicine (MD)' },
  { id: 'do', name: 'Doctor of Osteopathic Medicine (DO)' },
  { id: 'np', name: 'Nurse Practitioner (NP)' },
  { id: 'pa', name: 'Physician Assistant (PA)' },
  { id: 'crna', name: 'Certified Registered Nurse Anesthetist (CRNA)' },
] as const satisfies readonly EnumItem[];

/** Id of a provider type. */
export type ProviderTypeId = (typeof providerTypes)[number]['id'];
