import {
  type ApiClientOptions,
  createActivityEndpoints,
  createApiClient,
  createApplicantEndpoints,
  createAuthEndpoints,
  createConversationEndpoints,
  createDashboardEndpoints,
  createEmployeeAuthEndpoints,
  createFeedbackEndpoints,
  createInterviewEndpoints,
  createJobEndpoints,
  createMatchEndpoints,
  createMessageTemplateEndpoints,
  createNotAFitEndpoints,
  createNotificationEndpoints,
  createReportEndpoints,
  createResponsivenessEndpoints,
  createSavedSearchEndpoints,
  createSubscriptionEndpoints,
  createTeamEndpoints,
  createUploadEndpoints,
  selectApiBase,
} from '@medhire/api-client';
import { readStoredSession } from './session-storage';

/** Listeners told when the server answers 401, so the session provider can sign the user out. */
const unauthorizedListeners = new Set<() => void>();

export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * Ends the local session as a 401 does: the server said the session is over some other way (it closed the
 * socket because the session ended: a logout elsewhere, a password change, the account blocked…).
 */
export function reportSessionEnded(): void {
  for (const listener of unauthorizedListeners) listener();
}

/** The web app is served by the API, so both bases default to the same origin. */
const baseUrl = selectApiBase(import.meta.env.VITE_API_ENVIRONMENT, {
  production: import.meta.env.VITE_API_BASE_URL ?? '',
  test: import.meta.env.VITE_API_TEST_BASE_URL ?? '',
});

/** The client's settings, for the calls made apart from it (file downloads). */
export const apiClientOptions: ApiClientOptions = {
  baseUrl,
  getToken: () => readStoredSession()?.token,
  onUnauthorized: reportSessionEnded,
};

export const apiClient = createApiClient(apiClientOptions);

export const authApi = createAuthEndpoints(apiClient);
export const employeeAuthApi = createEmployeeAuthEndpoints(apiClient);
export const uploadApi = createUploadEndpoints(apiClient);
export const subscriptionApi = createSubscriptionEndpoints(apiClient);
export const jobApi = createJobEndpoints(apiClient);
export const applicantApi = createApplicantEndpoints(apiClient);
export const matchApi = createMatchEndpoints(apiClient);
export const dashboardApi = createDashboardEndpoints(apiClient);
export const notificationApi = createNotificationEndpoints(apiClient);
export const conversationApi = createConversationEndpoints(apiClient);
export const teamApi = createTeamEndpoints(apiClient);
export const activityApi = createActivityEndpoints(apiClient);
export const reportApi = createReportEndpoints(apiClient);
export const messageTemplateApi = createMessageTemplateEndpoints(apiClient);
export const savedSearchApi = createSavedSearchEndpoints(apiClient);
export const feedbackApi = createFeedbackEndpoints(apiClient);
export const interviewApi = createInterviewEndpoints(apiClient);
export const responsivenessApi = createResponsivenessEndpoints(apiClient);
export const notAFitApi = createNotAFitEndpoints(apiClient);
