// The wire's types are the domain's (`@medhire/domain`); these names are kept for the app's imports.
export type {
  AllMatchesQueryInput as AllMatchesQuery,
  Applicant,
  ApplicantListQuery,
  ApplicantMatch,
  ApplicantPage,
  CandidateFields,
  CandidateLoginResult,
  CandidateMatch,
  CandidateProfile,
  CandidateRegistrationInput as CandidateRegistration,
  Conversation as ConversationView,
  ConversationListQueryInput as ConversationListQuery,
  ConversationPage,
  ConversationThread as ConversationWithMessages,
  MatchPage,
  MatchResult,
  MatchStatusUpdate,
  MatchView,
  Message as ConversationMessage,
  OpenJob,
  OpenJobLocation,
  ScoredCandidateView as MatchCandidate,
  ScoredCandidateView as ScoredCandidate,
  SendMessagePayload as SendMessageInput,
  ThreadPageQueryInput as ThreadPageQuery,
} from '@medhire/domain';
export type { ActivityEndpoints } from './endpoints/activity';
export { createActivityEndpoints } from './endpoints/activity';
export type { ApplicantEndpoints } from './endpoints/applicants';
export { createApplicantEndpoints } from './endpoints/applicants';
export type { AuthEndpoints, LoginPayload } from './endpoints/auth';
export { createAuthEndpoints } from './endpoints/auth';
export type { ConversationEndpoints } from './endpoints/conversations';
export { createConversationEndpoints } from './endpoints/conversations';
export type { DashboardEndpoints } from './endpoints/dashboard';
export { createDashboardEndpoints } from './endpoints/dashboard';
export type { EmployeeEndpoints } from './endpoints/employee';
export { createEmployeeEndpoints } from './endpoints/employee';
export type { EmployeeAuthEndpoints } from './endpoints/employee-auth';
export { createEmployeeAuthEndpoints } from './endpoints/employee-auth';
export type { EnumEndpoints } from './endpoints/enums';
export { createEnumEndpoints } from './endpoints/enums';
export type { FeedbackEndpoints } from './endpoints/feedback';
export { createFeedbackEndpoints } from './endpoints/feedback';
export type { EmployeeInterviewEndpoints, InterviewEndpoints } from './endpoints/interviews';
export { createEmployeeInterviewEndpoints, createInterviewEndpoints } from './endpoints/interviews';
export type { JobEndpoints } from './endpoints/jobs';
export { createJobEndpoints } from './endpoints/jobs';
export type { MatchEndpoints } from './endpoints/matches';
export { createMatchEndpoints } from './endpoints/matches';
export type { MessageTemplateEndpoints } from './endpoints/message-templates';
export { createMessageTemplateEndpoints } from './endpoints/message-templates';
export type { NotAFitEndpoints } from './endpoints/not-a-fit';
export { createNotAFitEndpoints } from './endpoints/not-a-fit';
export type { NotificationEndpoints } from './endpoints/notifications';
export { createNotificationEndpoints } from './endpoints/notifications';
export type { ReportEndpoints } from './endpoints/reports';
export { createReportEndpoints } from './endpoints/reports';
export type { ResponsivenessEndpoints } from './endpoints/responsiveness';
export { createResponsivenessEndpoints } from './endpoints/responsiveness';
export type { SavedSearchEndpoints } from './endpoints/saved-searches';
export { createSavedSearchEndpoints } from './endpoints/saved-searches';
export type { SubscriptionEndpoints } from './endpoints/subscription';
export { createSubscriptionEndpoints } from './endpoints/subscription';
export type { TeamEndpoints } from './endpoints/team';
export { createTeamEndpoints } from './endpoints/team';
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
