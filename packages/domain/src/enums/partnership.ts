import type { EnumItem } from './enum-item';

/** The answer to "does this job offer a partnership?". Capitalised: the payload carries 'Yes' or 'No'. */
export const PartnershipAnswer = {
  Yes: 'Yes',
  No: 'No',
} as const;

/** One partnership answer value. */
export type PartnershipAnswer = (typeof PartnershipAnswer)[keyof typeof PartnershipAnswer];

/** Every partnership answer. */
export const partnershipAnswers: readonly PartnershipAnswer[] = Object.values(PartnershipAnswer);

/** What a partnership includes; only filled when the partnership answer is Yes. */
export const partnershipTypes = [
  { id: 'proven-partnership-track', name: 'Proven partnership track' },
  { id: 'practice-ownership', name: 'Practice ownership' },
  { id: 'asc-ownership', name: 'Ambulatory surgery center (ASC) ownership' },
  { id: 'real-estate-ownership', name: 'Real-estate ownership' },
] as const satisfies readonly EnumItem[];

/** Id of a partnership type. */
export type PartnershipTypeId = (typeof partnershipTypes)[number]['id'];
