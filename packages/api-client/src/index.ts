export type {
  Applicant,
  ApplicantEndpoints,
  ApplicantListQuery,
  ApplicantMatch,
  ApplicantPage,
} from './endpoints/applicants';
export { createApplicantEndpoints } from './endpoints/applicants';
export type { AuthEndpoints, LoginPayload } from './endpoints/auth';
export { createAuthEndpoints } from './endpoints/auth';
export type { CandidateFields, ScoredCandidate } from './endpoints/candidate';
export type {
  ConversationEndpoints,
  ConversationListQuery,
  ConversationMessage,
  ConversationPage,
  ConversationView,
  ConversationWithMessages,
  SendMessageInput,
  ThreadPageQuery,
} from './endpoints/conversations';
export { createConversationEndpoints } from './endpoints/conversations';
export type { DashboardEndpoints } from './endpoints/dashboard';
export { createDashboardEndpoints } from './endpoints/dashboard';
export type {
  CandidateLoginResult,
  CandidateMatch,
  CandidateProfile,
  CandidateRegistration,
  EmployeeEndpoints,
  OpenJob,
  OpenJobLocation,
} from './endpoints/employee';
export { createEmployeeEndpoints } from './endpoints/employee';
export type { EmployeeAuthEndpoints } from './endpoints/employee-auth';
export { createEmployeeAuthEndpoints } from './endpoints/employee-auth';
export type { EnumEndpoints } from './endpoints/enums';
export { createEnumEndpoints } from './endpoints/enums';
export type { JobEndpoints } from './endpoints/jobs';
export { createJobEndpoints } from './endpoints/jobs';
export type {
  AllMatchesQuery,
  MatchCandidate,
  MatchEndpoints,
  MatchPage,
  MatchResult,
  MatchStatusUpdate,
  MatchView,
} from './endpoints/matches';
export { createMatchEndpoints } from './endpoints/matches';
export type { NotificationEndpoints } from './endpoints/notifications';
export { createNotificationEndpoints } from './endpoints/notifications';
export type { SubscriptionEndpoints } from './endpoints/subscription';
export { createSubscriptionEndpoints } from './endpoints/subscription';
export type { UploadEndpoints } from './endpoints/uploads';
export { createUploadEndpoints } from './endpoints/uploads';
export { ApiError } from './http/api-error';
export type { ApiBases, ApiEnvironment } from './http/base-url';
export { selectApiBase } from './http/base-url';
export type {
  ApiClient,
  ApiClientOptions,
  HttpMethod,
  MultipartFields,
  MultipartValue,
  RequestOptions,
} from './http/client';
export { createApiClient, toFormData } from './http/client';
