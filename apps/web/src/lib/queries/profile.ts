import type { JobLocation } from '@medhire/domain';
import useSWR from 'swr';
import { authApi, uploadApi } from '../api';
import { queryErrorReporting, reporting } from './report';

/** The SWR keys of what the organization profile reads. */
export const profileKeys = {
  all: ['profile'] as const,
  preferenceProbes: () => [...profileKeys.all, 'preference-probes'] as const,
};

/** The either-or questions of /would-you-rather. */
export function usePreferenceProbes() {
  return useSWR(profileKeys.preferenceProbes(), () => authApi.getPreferenceProbes(), queryErrorReporting);
}

/**
 * The profile's calls. Each answers the saved user, which the screen hands to the session (the session holds
 * the user, not SWR); a failure is a toast and rejects, so the form shows it inline as well.
 */
export const profileCalls = {
  updateProfile: reporting(authApi.updateProfile),
  updateOrgDetails: reporting(authApi.updateOrgDetails),
  updateLocationDetails: reporting(authApi.updateLocationDetails),
  updateCandidatePreference: reporting(authApi.updateCandidatePreference),
  updateCurrentProfileStep: reporting(authApi.updateCurrentProfileStep),
  updatePreferenceProbes: reporting(authApi.updatePreferenceProbes),
  updateEmail: reporting(authApi.updateEmail),
  verifyOtpUpdateEmail: reporting(authApi.verifyOtpUpdateEmail),
  resetPassword: reporting(authApi.resetPassword),
  archiveProfile: reporting(authApi.archiveProfile),
  /** The user as the server has it now (after a payment, a cancellation…). */
  syncUserDetail: reporting(authApi.syncUserDetail),
  uploadSingleImage: reporting(uploadApi.uploadSingleImage),
  uploadMultipleImagesAndVideos: reporting(uploadApi.uploadMultipleImagesAndVideos),
  /** The gazetteer's places for a search-as-you-type field. */
  searchLocations: reporting(authApi.generateLocation),
};

/** Places for a job: the gazetteer's suggestions that name a city (a job is in a city, not a whole state). */
export async function searchJobLocations(query: string): Promise<JobLocation[]> {
  const places = await profileCalls.searchLocations(query);
  return places.flatMap(({ description, city, state, coords }) =>
    city && state ? [{ description, city, state, coords }] : [],
  );
}
