import type {
  SavedSearchesResult,
  SavedSearchPayload,
  SavedSearchRename,
  SavedSearchResult,
} from '@medhire/domain';
import type { ApiClient } from '../http/client';

const segment = (value: string) => encodeURIComponent(value);

/**
 * `/employer/saved-searches` (not in the spec: issue 17): the signed-in person's saved Explore searches, each
 * with how many matching candidates are new since they last looked.
 */
export function createSavedSearchEndpoints(client: ApiClient) {
  return {
    getSavedSearches: () => client.get<SavedSearchesResult>('/employer/saved-searches'),
    createSavedSearch: (payload: SavedSearchPayload) =>
      client.post<SavedSearchResult>('/employer/saved-searches', payload),
    renameSavedSearch: (savedSearchId: string, payload: SavedSearchRename) =>
      client.patch<SavedSearchResult>(`/employer/saved-searches/${segment(savedSearchId)}`, payload),
    deleteSavedSearch: (savedSearchId: string) =>
      client.delete<{ deleted: true }>(`/employer/saved-searches/${segment(savedSearchId)}`),
    markSavedSearchLookedAt: (savedSearchId: string) =>
      client.post<SavedSearchResult>(`/employer/saved-searches/${segment(savedSearchId)}/looked-at`),
  };
}

export type SavedSearchEndpoints = ReturnType<typeof createSavedSearchEndpoints>;
