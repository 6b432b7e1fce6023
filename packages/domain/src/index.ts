// The public surface of @medhire/domain: named exports only, so every consumer's import is explicit.

export {
  CONVERSATION_ARCHIVED_DEFAULT,
  CONVERSATION_PAGE_NUMBER,
  CONVERSATION_PAGE_SIZE,
  CONVERSATION_PAGE_SIZE_SECONDARY,
  HALF_DAY_CATEGORIES,
  HTTP_TIMEOUT_MS,
  IS_DELEGATE_STORAGE_KEY,
  LOGGING_OUT_MESSAGE,
  MESSAGING_UNSUPPORTED_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NEW_MESSAGE_TOAST,
  PAGE_TRANSITION_MS,
  PROFILE_DONE_SESSION_CODE,
  PROFILE_PENDING_SESSION_CODE,
  PROFILE_STEP_DONE,
  SESSION_STORAGE_KEY,
  SHOW_PARAMS_STORAGE_KEY,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  SOCKET_START_DELAY_MS,
  STATE_SEARCH_PAGE_SIZE,
  TEMP_MESSAGE_ID_LIMIT,
  TOAST_DURATION_MS,
} from './constants';
export {
  type AccountStatusChange,
  type AccountStatusChangeResult,
  accountStatusChangeResultSchema,
  accountStatusChangeSchema,
  type ClaimApprovedResult,
  type ClaimRejectedResult,
  claimApprovedResultSchema,
  claimRejectedResultSchema,
  type PendingClaim,
  pendingClaimSchema,
} from './entities/admin';
export {
  APPLICANT_PAGE_SIZE,
  APPLICANT_PAGE_SIZE_MAX,
  type ApplicantDetailQuery,
  type ApplicantListQuery,
  type ApplicantQuery,
  type ApplicantQueryInput,
  applicantDetailQuerySchema,
  applicantListQuerySchema,
  applicantQuerySchema,
  RECOMMENDED_LIMIT,
  RECOMMENDED_LIMIT_MAX,
  type RecommendedQuery,
  recommendedQuerySchema,
} from './entities/applicant-query';
export {
  type ArchiveProfilePayload,
  archiveProfilePayloadSchema,
  ClaimOutcome,
  type ClaimPayload,
  type ClaimResult,
  claimPayloadSchema,
  claimResultSchema,
  type FcmTokenPayload,
  fcmTokenPayloadSchema,
  type LoginPayload,
  loginPayloadSchema,
  npiNumberSchema,
  passwordSchema,
  type RecoveryPayload,
  type RegisterPayload,
  type ResetPasswordPayload,
  recoveryPayloadSchema,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
  type SetPasswordPayload,
  setPasswordPayloadSchema,
  type UpdateEmailPayload,
  type UpdatePasswordByOtpPayload,
  updateEmailPayloadSchema,
  updatePasswordByOtpPayloadSchema,
  type VerifyOtpPayload,
  type VerifyUpdateEmailPayload,
  verifyOtpPayloadSchema,
  verifyUpdateEmailPayloadSchema,
} from './entities/auth';
export {
  type CandidatePreferences,
  type CandidatePreferencesInput,
  candidatePreferencesSchema,
  type HomeState,
  homeStateSchema,
} from './entities/candidate-preferences';
export {
  type Conversation,
  type ConversationListQuery,
  conversationListQuerySchema,
  conversationSchema,
  type Message,
  messageSchema,
  type SendMessagePayload,
  sendMessagePayloadSchema,
} from './entities/conversation';
export { type Dashboard, dashboardSchema } from './entities/dashboard';
export {
  allEnumsSchema,
  type EnumChoice,
  enumChoiceSchema,
  type SearchSpecialtyQuery,
  type SearchSubSpecialtyQuery,
  type StateChoice,
  type StatePage,
  type StateSearchQuery,
  type SubSpecialtyChoice,
  searchSpecialtyQuerySchema,
  searchSubSpecialtyQuerySchema,
  stateChoiceSchema,
  statePageSchema,
  stateSearchQuerySchema,
  subSpecialtyChoiceSchema,
} from './entities/enum-queries';
export {
  type Envelope,
  type ErrorEnvelope,
  errorEnvelopeSchema,
  okSchema,
  type SuccessEnvelope,
} from './entities/envelope';
export { boundedText, coordinatesSchema, emailAddress } from './entities/fields';
export { type Health, healthSchema } from './entities/health';
export {
  type HalfDaysPerWeek,
  halfDaysPerWeekSchema,
  type JobListResult,
  type JobListStatus,
  type JobLocation,
  type JobPayload,
  type JobPayloadInput,
  type JobResult,
  type JobStatus,
  type JobView,
  jobListQuerySchema,
  jobListResultSchema,
  jobLocationSchema,
  jobPayloadSchema,
  jobResultSchema,
  jobStatuses,
  jobViewSchema,
  type MoneyRange,
  type Partnership,
  type PipelineCounts,
  partnershipSchema,
  pipelineCountsSchema,
  salaryRangeSchema,
  signOnBonusSchema,
} from './entities/job';
export { type UpdateMatchStatusPayload, updateMatchStatusPayloadSchema } from './entities/match';
export {
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationPage,
  type NotificationPageQuery,
  type NotificationReadResult,
  type NotificationsUpdatedResult,
  type NotificationView,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationReadResultSchema,
  notificationSchema,
  notificationsUpdatedResultSchema,
  notificationViewSchema,
  type UnreadCounts,
  unreadCountsSchema,
} from './entities/notification';
export {
  type LegacyProfileUpdate,
  legacyProfileUpdateSchema,
  type MediaItem,
  mediaItemSchema,
  type OrganizationDetails,
  type OrganizationDetailsUpdate,
  type OrganizationLocation,
  organizationDetailsSchema,
  organizationDetailsUpdateSchema,
  organizationLocationSchema,
  type SocialLinks,
  socialLinksSchema,
} from './entities/organization';
export {
  type PreferenceProbe,
  type PreferenceProbeAnswer,
  type PreferenceProbesPayload,
  preferenceProbeAnswerSchema,
  preferenceProbeSchema,
  preferenceProbesPayloadSchema,
} from './entities/preference-probe';
export {
  type GenerateLocationPayload,
  generateLocationPayloadSchema,
  type Location,
  type LocationDetails,
  locationDetailsSchema,
  locationSchema,
  type ProfileStep,
  profileStepSchema,
  type ResolvedPlace,
  resolvedPlaceSchema,
} from './entities/profile';
export {
  type ArchivedResult,
  archivedResultSchema,
  type DirectoryOrganization,
  directoryOrganizationSchema,
  type FcmTokenDeletedResult,
  type FcmTokenSavedResult,
  fcmTokenDeletedResultSchema,
  fcmTokenSavedResultSchema,
  type LoginResult,
  loginResultSchema,
  type MessageResult,
  messageResultSchema,
  type PasswordUpdatedResult,
  type PreferenceProbeAnswerView,
  passwordUpdatedResultSchema,
  preferenceProbeAnswerViewSchema,
  type ResetTokenResult,
  resetTokenResultSchema,
  type Session,
  type SessionCode,
  sessionCodeSchema,
  sessionSchema,
  type User,
  type UserProfileView,
  type UserResult,
  type UserView,
  userProfileViewSchema,
  userResultSchema,
  userSchema,
  userViewSchema,
} from './entities/session';
export {
  type ChangedSubscriptionResult,
  changedSubscriptionResultSchema,
  type PaymentProvider,
  type Plan,
  type PlansResult,
  paymentProviders,
  planSchema,
  plansResultSchema,
  type StartSubscriptionPayload,
  type StartSubscriptionResult,
  type Subscription,
  type SubscriptionResult,
  startSubscriptionPayloadSchema,
  startSubscriptionResultSchema,
  subscriptionResultSchema,
  subscriptionSchema,
  type TestCard,
  testCardSchema,
  type WebhookResult,
  webhookResultSchema,
} from './entities/subscription';
export {
  type CodeExchangeQuery,
  codeExchangeQuerySchema,
  type ThirdPartySignInStart,
  thirdPartySignInStartSchema,
} from './entities/third-party-sign-in';
export {
  type UploadedFile,
  type UploadedMediaResult,
  uploadedFileSchema,
  uploadedMediaResultSchema,
} from './entities/upload';
export { AccountStatus, accountStatuses } from './enums/account-status';
export { type AllEnums, allEnums } from './enums/all-enums';
export { type BoardStatusId, boardStatuses } from './enums/board-statuses';
export { type BonusKindId, bonusKinds } from './enums/bonus-kinds';
export { type EmploymentTypeId, employmentTypes } from './enums/employment-types';
export type {
  Coordinates,
  EnumItem,
  SpecialtyWithSubSpecialties,
  StateItem,
  SubSpecialtyItem,
} from './enums/enum-item';
export { type FringeBenefitName, fringeBenefits } from './enums/fringe-benefits';
export { HalfDayCategory, halfDayCategories } from './enums/half-day-category';
export { type JobTypeId, jobTypes } from './enums/job-types';
export { MatchRequestStatus, matchRequestStatuses } from './enums/match-request-status';
export { MessageStatus, messageStatuses } from './enums/message-status';
export { NotificationType, notificationTypes } from './enums/notification-type';
export {
  PartnershipAnswer,
  type PartnershipTypeId,
  partnershipAnswers,
  partnershipTypes,
} from './enums/partnership';
export { PipelineStatus, pipelineOrder, pipelineStatuses } from './enums/pipeline-status';
export { type PracticeTypeId, practiceTypes } from './enums/practice-types';
export { type ProviderTypeId, providerTypes } from './enums/provider-types';
export {
  type ReasonForJobOpportunityId,
  reasonsForJobOpportunity,
} from './enums/reasons-for-job-opportunity';
export { type RequiredQualificationId, requiredQualifications } from './enums/required-qualifications';
export {
  type SpecialtyId,
  type SubSpecialtyId,
  specialties,
  specialtiesAndSubSpecialty,
  specialtyOfSubSpecialty,
  subSpecialties,
} from './enums/specialties';
export { type StateCode, states } from './enums/states';
export { SubscriptionStatus, subscriptionStatuses } from './enums/subscription-status';
export {
  authenticatedRoutes,
  isAuthenticatedRoute,
  isPublicRoute,
  isStaticRoute,
  notFoundRoute,
  paths,
  publicRoutes,
  type RouteAccess,
  type RouteDefinition,
  type RouteInfo,
  type RouteKey,
  type RoutePattern,
  routeKeys,
  routes,
  routeTable,
  staticRoutes,
} from './routes';
export {
  AccountState,
  type AccountStateInput,
  accountStateOf,
  accountStates,
  Capability,
  type CapabilityRefusal,
  can,
  capabilities,
  capabilitiesOf,
  capabilityRefusal,
  paidSubscriptionStatuses,
} from './rules/account-capabilities';
export {
  type CleanedPayload,
  cleanPayload,
  dropBlankValues,
  type WithoutBlankValues,
} from './rules/clean-payload';
export { createTempMessageId } from './rules/create-temp-message-id';
export { describeIssue, labelOfPath } from './rules/describe-issue';
export { fieldErrors } from './rules/field-errors';
export { formatValidationError } from './rules/format-validation-error';
export { isSignedIn, type MaybeSession } from './rules/is-signed-in';
export { isValidNpi } from './rules/is-valid-npi';
export {
  applyMessageDeletion,
  type ConversationWithMessages,
  type DeletableMessage,
  getLastVisibleMessage,
} from './rules/last-message';
export {
  appliedFactors,
  BASE_FACTOR_WEIGHT,
  boardPartOf,
  boardRank,
  cleanExperience,
  distancePartOf,
  EARTH_RADIUS_MILES,
  EQUAL_WEIGHTS,
  effectiveWeights,
  experiencePartOf,
  FAR_MILES,
  type FactorWeights,
  type HaversineTerms,
  haversineMiles,
  haversineOf,
  haversineTerms,
  type MatchScore,
  type MatchScoreOptions,
  matchScore,
  milesOfHaversine,
  NEAR_MILES,
  ONE_BOARD_STEP_BELOW,
  ownersOfSubSpecialties,
  PROBE_ANSWER_BONUS,
  type ProbeAnswer,
  probeWeights,
  RADIANS_PER_DEGREE,
  type ReasonImpact,
  SAME_SPECIALTY_OTHER_SUB,
  SCORE_FACTORS,
  type ScoredCandidate,
  type ScoredJob,
  type ScoredPreferences,
  type ScoreFactor,
  type ScorePlace,
  type ScoreReason,
  type ScoreTarget,
  targetFromJob,
  targetFromPreferences,
  toScore,
  type WeightedProbe,
  YEARS_LATE_LIMIT,
  yearPartOf,
} from './rules/match-score';
export {
  canTransitionMessage,
  type MessageStatusEvent,
  MessageTransitionError,
  messageStatusEvents,
  transitionMessage,
} from './rules/message-status';
export { normalizePathname } from './rules/normalize-pathname';
export {
  getNotificationTarget,
  type NotificationTargetInput,
} from './rules/notification-target';
export {
  assertPipelineMove,
  canMovePipeline,
  nextPipelineStatuses,
  PipelineMoveError,
} from './rules/pipeline-transition';
export {
  getPostLoginRedirect,
  type PostLoginRedirect,
  type PostLoginRedirectUser,
} from './rules/post-login-redirect';
export { toSafeInternalPath } from './rules/safe-redirect';
export { type Layout, type SelectLayoutInput, selectLayout } from './rules/select-layout';
export { unlockPathOf } from './rules/unlock-path';
