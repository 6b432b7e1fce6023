import type { EnumItem } from './enum-item';

/** Qualifications a job can require of a candidate. */
export const requiredQualifications = [
  { id: 'active-state-license', name: 'Active state medical license' },
  { id: 'license-eligible', name: 'Eligible for a state medical license' },
  { id: 'imlc-eligible', name: 'Interstate Medical Licensure Compact eligible' },
  { id: 'dea-registration', name: 'DEA registration' },
  { id: 'board-certified', name: 'Board certified' },
  { id: 'board-eligible', name: 'Board eligible' },
  { id: 'fellowship-trained', name: 'Fellowship trained' },
  { id: 'bls', name: 'BLS certification' },
  { id: 'acls', name: 'ACLS certification' },
  { id: 'pals', name: 'PALS certification' },
  { id: 'atls', name: 'ATLS certification' },
  { id: 'nrp', name: 'NRP certification' },
  { id: 'hospital-privileges', name: 'Able to obtain hospital privileges' },
  { id: 'bilingual-spanish', name: 'Bilingual (English and Spanish)' },
] as const satisfies readonly EnumItem[];

/** Id of a required qualification. */
export type RequiredQualificationId = (typeof requiredQualifications)[number]['id'];
