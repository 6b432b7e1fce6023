import { z } from 'zod';
import { STATE_SEARCH_PAGE_SIZE } from '../constants';
import { specialties } from '../enums/specialties';
import { enumId, optionalText, wholeNumber } from './fields';

/** Query of `GET /enums/search-specialty`. */
export const searchSpecialtyQuerySchema = z.object({
  queryText: optionalText('The search text', 100),
});
/** Specialty search query. */
export type SearchSpecialtyQuery = z.infer<typeof searchSpecialtyQuerySchema>;

/**
 * Query of `GET /enums/search-subSpecialty`. `specialtiesIds` narrows to those specialties; it may be
 * a list or comma-separated text ("family-medicine,pediatrics"), as query strings carry it.
 */
export const searchSubSpecialtyQuerySchema = z.object({
  queryText: optionalText('The search text', 100),
  specialtiesIds: z
    .preprocess<unknown, z.ZodArray<ReturnType<typeof enumId>>, string | string[]>(
      (value) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((id) => id.trim())
              .filter((id) => id !== '')
          : value,
      z.array(enumId(specialties, 'Choose specialties from the list'), {
        error: 'Choose specialties from the list',
      }),
    )
    .optional(),
});
/** Sub-specialty search query. */
export type SearchSubSpecialtyQuery = z.infer<typeof searchSubSpecialtyQuerySchema>;

/** Query of `GET /enums/search-state`, with the spec's default page size of 10. */
export const stateSearchQuerySchema = z.object({
  queryText: optionalText('The search text', 100),
  pageSize: wholeNumber('The page size', 1, 100).default(STATE_SEARCH_PAGE_SIZE),
  pageNumber: wholeNumber('The page number', 1, 10_000).default(1),
});
/** State search query, after defaults. */
export type StateSearchQuery = z.infer<typeof stateSearchQuerySchema>;

// The answers of the `/enums/*` routes.
const coordinatesView = z.object({ latitude: z.number(), longitude: z.number() });
const enumItemView = z.object({ id: z.string(), name: z.string() });
const subSpecialtyItemView = enumItemView.extend({ specialtyId: z.string() });
const stateItemView = enumItemView.extend({ abbreviation: z.string(), coords: coordinatesView });

/** One answer of a search: an enum item with `_id` (the same as `id`). */
export const enumChoiceSchema = enumItemView.extend({ _id: z.string().describe('The same as `id`') });
/** One specialty the search found. */
export type EnumChoice = z.infer<typeof enumChoiceSchema>;

/** One sub-specialty the search found, with the specialty it belongs to. */
export const subSpecialtyChoiceSchema = enumChoiceSchema.extend({ specialtyId: z.string() });
/** One sub-specialty the search found. */
export type SubSpecialtyChoice = z.infer<typeof subSpecialtyChoiceSchema>;

/** One state the search found. */
export const stateChoiceSchema = enumChoiceSchema.extend({
  abbreviation: z.string(),
  description: z.string().describe('The text to show: the state’s name'),
  coords: coordinatesView.describe('The state’s approximate centre'),
});
/** One state the search found. */
export type StateChoice = z.infer<typeof stateChoiceSchema>;

/** `GET /enums/search-state`: a page of states. */
export const statePageSchema = z.object({
  states: z.array(stateChoiceSchema),
  total: z.number().int().describe('How many states match in all'),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
});
/** A page of the state search. */
export type StatePage = z.infer<typeof statePageSchema>;

/** `GET /enums/get-all-enums`: every product enum under the key the response uses (see `allEnums`). */
export const allEnumsSchema = z.object({
  specialties: z.array(enumItemView).readonly(),
  subSpecialties: z.array(subSpecialtyItemView).readonly(),
  specialtiesAndSubSpecialty: z
    .array(enumItemView.extend({ subSpecialties: z.array(subSpecialtyItemView).readonly() }))
    .readonly(),
  bonus: z.array(enumItemView).readonly(),
  fringeBenefits: z.array(enumItemView).readonly(),
  requiredQualification: z.array(enumItemView).readonly(),
  employmentType: z.array(enumItemView).readonly(),
  boardStatus: z.array(enumItemView).readonly(),
  jobTypes: z.array(enumItemView).readonly(),
  practiceType: z.array(enumItemView).readonly(),
  reasonForJobOpportunity: z.array(enumItemView).readonly(),
  states: z.array(stateItemView).readonly(),
  providerTypes: z.array(enumItemView).readonly(),
});
