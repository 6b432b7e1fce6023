import type { EnumItem } from './enum-item';

/** The kind of work a job is, by setting and role (employment terms are `employmentTypes`). */
export const jobTypes = [
  { id: 'outpatient', name: 'Outpatient' },
  { id: 'inpatient', name: 'Inpatient' },
  { id: 'outpatient-and-inpatient', name: 'Outpatient and inpatient' },
  { id: 'hospitalist', name: 'Hospitalist' },
  { id: 'telemedicine', name: 'Telemedicine' },
  { id: 'academic-faculty', name: 'Academic faculty' },
  { id: 'medical-director', name: 'Medical director / leadership' },
] as const satisfies readonly EnumItem[];

/** Id of a job type. */
export type JobTypeId = (typeof jobTypes)[number]['id'];
