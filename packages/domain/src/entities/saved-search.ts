import { z } from 'zod';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '../constants';
import { exploreFilterSchema, exploreFiltersViewSchema } from './applicant-query';
import { requiredText } from './fields';

/**
 * A saved search (issue 17): Explore's filters kept under a name by one person of the organization (the owner or
 * a member), who alone sees and manages it. `newCount` is how many candidates matching it were created after
 * `lastLookedAt` ("N new since you last looked"); opening it marks it looked at.
 */
export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  filters: exploreFiltersViewSchema,
  newCount: z.number().int().describe('Matching candidates created since the search was last looked at'),
  /** ISO 8601. */
  lastLookedAt: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
/** A saved search. */
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** `GET /employer/saved-searches`: the person's saved searches, by name. */
export const savedSearchesResultSchema = z.object({ savedSearches: z.array(savedSearchSchema) });
/** The person's saved searches. */
export type SavedSearchesResult = z.infer<typeof savedSearchesResultSchema>;

/** `POST /employer/saved-searches`, `PATCH …/{id}` and `POST …/{id}/looked-at` answer the search. */
export const savedSearchResultSchema = z.object({ savedSearch: savedSearchSchema });
/** One saved search. */
export type SavedSearchResult = z.infer<typeof savedSearchResultSchema>;

const savedSearchName = requiredText('The name', 'Name the search', SAVED_SEARCH_NAME_MAX_LENGTH);

/** `POST /employer/saved-searches`: a name and Explore's filters (the same rules as Explore's query). */
export const savedSearchPayloadSchema = z.object({
  name: savedSearchName,
  filters: exploreFilterSchema,
});
/** A new saved search as sent. */
export type SavedSearchPayload = z.input<typeof savedSearchPayloadSchema>;

/** `PATCH /employer/saved-searches/{id}`: a new name. */
export const savedSearchRenameSchema = z.object({ name: savedSearchName });
/** A saved search's new name. */
export type SavedSearchRename = z.infer<typeof savedSearchRenameSchema>;
