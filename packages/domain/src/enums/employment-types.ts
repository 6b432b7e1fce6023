import type { EnumItem } from './enum-item';

/** How a job employs the provider. */
export const employmentTypes = [
  { id: 'full-time', name: 'Full-time' },
  { id: 'part-time', name: 'Part-time' },
  { id: 'locum-tenens', name: 'Locum tenens' },
  { id: 'per-diem', name: 'Per diem' },
  { id: 'contract', name: 'Contract' },
] as const satisfies readonly EnumItem[];

/** Id of an employment type. */
export type EmploymentTypeId = (typeof employmentTypes)[number]['id'];
