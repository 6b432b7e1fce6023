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
