import { boardStatuses } from './board-statuses';
import { bonusKinds } from './bonus-kinds';
import { employmentTypes } from './employment-types';
import type { EnumItem, SpecialtyWithSubSpecialties, StateItem, SubSpecialtyItem } from './enum-item';
import { fringeBenefits } from './fringe-benefits';
import { jobTypes } from './job-types';
import { practiceTypes } from './practice-types';
import { providerTypes } from './provider-types';
import { reasonsForJobOpportunity } from './reasons-for-job-opportunity';
import { requiredQualifications } from './required-qualifications';
import { specialties, specialtiesAndSubSpecialty, subSpecialties } from './specialties';
import { states } from './states';

/** The `data` of `GET /enums/get-all-enums`: every product enum under the key the response uses. */
export interface AllEnums {
  readonly specialties: readonly EnumItem[];
  readonly subSpecialties: readonly SubSpecialtyItem[];
  readonly specialtiesAndSubSpecialty: readonly SpecialtyWithSubSpecialties[];
  readonly bonus: readonly EnumItem[];
  readonly fringeBenefits: readonly EnumItem[];
  readonly requiredQualification: readonly EnumItem[];
  readonly employmentType: readonly EnumItem[];
  readonly boardStatus: readonly EnumItem[];
  readonly jobTypes: readonly EnumItem[];
  readonly practiceType: readonly EnumItem[];
  readonly reasonForJobOpportunity: readonly EnumItem[];
  readonly states: readonly StateItem[];
  readonly providerTypes: readonly EnumItem[];
}

/**
 * Every product enum, shaped like the `get-all-enums` response, so the server can answer with it as is
 * and the client can use it before (or instead of) the call.
 */
export const allEnums: AllEnums = {
  specialties,
  subSpecialties,
  specialtiesAndSubSpecialty,
  bonus: bonusKinds,
  fringeBenefits,
  requiredQualification: requiredQualifications,
  employmentType: employmentTypes,
  boardStatus: boardStatuses,
  jobTypes,
  practiceType: practiceTypes,
  reasonForJobOpportunity: reasonsForJobOpportunity,
  states,
  providerTypes,
};
