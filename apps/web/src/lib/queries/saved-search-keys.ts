/**
 * The SWR keys of the signed-in person's saved searches, apart from their hooks: the socket's handler (loaded on
 * every screen) refreshes them without loading the saved searches' calls.
 */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
};
