import type { SavedSearchPayload } from '@medhire/domain';
import useSWR, { useSWRConfig } from 'swr';
import { savedSearchApi } from '../api';
import { queryErrorReporting, reporting } from './report';

import { savedSearchKeys } from './saved-search-keys';

export { savedSearchKeys };

/** The person's saved searches, each with its "N new"; nothing is asked for when `enabled` is false. */
export function useSavedSearches(enabled = true) {
  return useSWR(
    enabled ? savedSearchKeys.all : null,
    () => savedSearchApi.getSavedSearches(),
    queryErrorReporting,
  );
}

const calls = {
  create: reporting(savedSearchApi.createSavedSearch),
  rename: reporting(savedSearchApi.renameSavedSearch),
  remove: reporting(savedSearchApi.deleteSavedSearch),
  lookedAt: savedSearchApi.markSavedSearchLookedAt,
};

/**
 * Saves, renames, deletes and marks looked at, each refreshing the list. A failure is toasted and still rejects
 * (marking looked at is quiet: the search is applied either way).
 */
export function useSavedSearchActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(savedSearchKeys.all);
  return {
    create: async (name: string, filters: SavedSearchPayload['filters']) => {
      const { savedSearch } = await calls.create({ name, filters });
      await refresh();
      return savedSearch;
    },
    rename: async (savedSearchId: string, name: string) => {
      await calls.rename(savedSearchId, { name });
      await refresh();
    },
    remove: async (savedSearchId: string) => {
      await calls.remove(savedSearchId);
      await refresh();
    },
    markLookedAt: async (savedSearchId: string) => {
      await calls.lookedAt(savedSearchId);
      await refresh();
    },
  };
}
