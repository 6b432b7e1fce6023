import { z } from 'zod';
import { boardStatuses } from '../enums/board-statuses';
import { specialties, specialtyOfSubSpecialty, subSpecialties } from '../enums/specialties';
import { enumId, idText, queryBoolean, stateCode, wholeNumber } from './fields';

/** The default and largest page of applicants. */
export const APPLICANT_PAGE_SIZE = 20;
export const APPLICANT_PAGE_SIZE_MAX = 50;
/**
 * How deep a list of candidates pages: the first 10 000 of a search. A page further down would rank every matching
 * candidate to show a few, at many times the cost of a normal search; a narrower search finds them instead.
 */
export const APPLICANT_RESULT_WINDOW = 10_000;
/** How many recommended candidates by default, and at most. */
export const RECOMMENDED_LIMIT = 10;
export const RECOMMENDED_LIMIT_MAX = 50;

/** Query strings send '' for a cleared filter: read it as not sent. */
function blankAsMissing(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

function optional<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(blankAsMissing, schema.optional());
}

const pageFields = {
  pageNumber: z.preprocess(blankAsMissing, wholeNumber('The page number', 1, 100_000).default(1)),
  pageSize: z.preprocess(
    blankAsMissing,
    wholeNumber('The page size', 1, APPLICANT_PAGE_SIZE_MAX).default(APPLICANT_PAGE_SIZE),
  ),
};

/** A page that starts within {@link APPLICANT_RESULT_WINDOW}. */
function withinResultWindow(query: { pageNumber: number; pageSize: number }): boolean {
  return (query.pageNumber - 1) * query.pageSize < APPLICANT_RESULT_WINDOW;
}
const resultWindowRefusal = {
  message: `Only the first ${APPLICANT_RESULT_WINDOW} candidates can be paged through: narrow the search with a filter`,
  path: ['pageNumber'],
};

const jobIdField = optional(idText('Choose the job from the list'));

const filterFields = {
  queryText: optional(
    z
      .string({ error: 'Search text must be text' })
      .trim()
      .max(100, 'Search text must be at most 100 characters'),
  ),
  specialty: optional(enumId(specialties, 'Choose the specialty from the list')),
  subSpecialty: optional(enumId(subSpecialties, 'Choose the sub-specialty from the list')),
  state: optional(stateCode('Choose the state from the list')),
  boardStatus: optional(enumId(boardStatuses, 'Choose the board status from the list')),
  minExperience: optional(wholeNumber('Minimum experience (years)', 0, 60)),
  yearAvailable: optional(wholeNumber('Year available', 2000, 2100)),
};

const exploreFilters = z.object({ ...filterFields, jobId: jobIdField, ...pageFields });

/** A sub-specialty must belong to the chosen specialty. */
function subSpecialtyOfSpecialty(query: {
  specialty?: string | undefined;
  subSpecialty?: string | undefined;
}) {
  return (
    query.specialty === undefined ||
    query.subSpecialty === undefined ||
    specialtyOfSubSpecialty(query.subSpecialty) === query.specialty
  );
}
const subSpecialtyRefusal = {
  message: 'Choose a sub-specialty of the chosen specialty',
  path: ['subSpecialty'],
};

/**
 * Explore's filters alone (no job to score for, no page): what a saved search keeps, validated by the same
 * fields as `GET /employer/applicants/explore`. `yearAvailable` is "available to start in that year or before".
 */
export const exploreFilterSchema = z
  .object(filterFields)
  .refine(subSpecialtyOfSpecialty, subSpecialtyRefusal);
/** Explore's filters as an answer carries them (already validated by {@link exploreFilterSchema}). */
export const exploreFiltersViewSchema = z.object({
  queryText: z.string().optional(),
  specialty: z.string().optional(),
  subSpecialty: z.string().optional(),
  state: z.string().optional(),
  boardStatus: z.string().optional(),
  minExperience: z.number().int().optional(),
  yearAvailable: z.number().int().optional().describe('Available to start in this year or before'),
});
/** Explore's filters as sent. */
export type ExploreFiltersInput = z.input<typeof exploreFilterSchema>;
/** Explore's filters after validation. */
export type ExploreFilters = z.infer<typeof exploreFilterSchema>;

/**
 * `GET /employer/applicants/explore`: search candidates. Every filter is optional; a sub-specialty must belong
 * to the chosen specialty. Scored for `jobId` when sent, else for the employer's candidate preferences.
 * `yearAvailable` keeps candidates available by that year; `minExperience` those with at least that many years.
 */
export const applicantQuerySchema = exploreFilters
  .refine(subSpecialtyOfSpecialty, subSpecialtyRefusal)
  .refine(withinResultWindow, resultWindowRefusal);
/** Explore query as sent. */
export type ApplicantQueryInput = z.input<typeof applicantQuerySchema>;
/** Explore query after validation. */
export type ApplicantQuery = z.infer<typeof applicantQuerySchema>;

/** `GET /employer/applicants/applicants`: the employer's applicants, for one job or all of them. */
export const applicantListQuerySchema = z
  .object({
    jobId: jobIdField,
    mine: queryBoolean('Mine', false).describe(
      'Only the candidates of the jobs whose hiring team you are on',
    ),
    ...pageFields,
  })
  .refine(withinResultWindow, resultWindowRefusal);
export type ApplicantListQuery = z.infer<typeof applicantListQuerySchema>;

/** `GET /employer/applicants/recommended`: the top candidates, for one job or the preferences. */
export const recommendedQuerySchema = z.object({
  jobId: jobIdField,
  limit: z.preprocess(
    blankAsMissing,
    wholeNumber('The number of candidates', 1, RECOMMENDED_LIMIT_MAX).default(RECOMMENDED_LIMIT),
  ),
});
export type RecommendedQuery = z.infer<typeof recommendedQuerySchema>;

/** `GET /employer/applicants/{candidateId}?jobId`: scored for the job when sent. */
export const applicantDetailQuerySchema = z.object({ jobId: jobIdField });
export type ApplicantDetailQuery = z.infer<typeof applicantDetailQuerySchema>;
