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
  type Applicant,
  type ApplicantList,
  type ApplicantMatch,
  type ApplicantPage,
  type ApplicantResult,
  applicantListSchema,
  applicantMatchSchema,
  applicantPageSchema,
  applicantResultSchema,
  applicantViewSchema,
  type CandidateFields,
  candidateFieldsSchema,
  type SavedResult,
  type ScoredCandidateView,
  savedResultSchema,
  scoredCandidateSchema,
  scoreReasonSchema,
} from './entities/applicant';
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
  type CandidateConversationListQueryInput,
  type Conversation,
  type ConversationListQuery,
  type ConversationListQueryInput,
  type ConversationPage,
  type ConversationResult,
  type ConversationThread,
  type ConversationThreadResult,
  candidateConversationListQuerySchema,
  conversationListQuerySchema,
  conversationPageSchema,
  conversationResultSchema,
  conversationSchema,
  conversationThreadResultSchema,
  conversationThreadSchema,
  MESSAGE_MAX_LENGTH,
  type Message,
  MessageSender,
  messageSchema,
  messageSenderSchema,
  type SendMessagePayload,
  type SendMessageResult,
  sendMessagePayloadSchema,
  sendMessageResultSchema,
  THREAD_PAGE_SIZE,
  THREAD_PAGE_SIZE_MAX,
  type ThreadPageQuery,
  type ThreadPageQueryInput,
  tempMessageIdSchema,
  threadPageQuerySchema,
} from './entities/conversation';
export {
  type CandidateLoginResult,
  type CandidateMatch,
  type CandidateMatchList,
  type CandidateMatchResult,
  type CandidateProfile,
  type CandidateRegistration,
  type CandidateRegistrationInput,
  candidateMatchListSchema,
  candidateMatchResultSchema,
  candidateMatchSchema,
  candidateProfileSchema,
  candidateRegistrationSchema,
  candidateSessionSchema,
  type OpenJob,
  type OpenJobList,
  type OpenJobLocation,
  openJobListSchema,
  openJobLocationSchema,
  openJobSchema,
  YEARS_AVAILABLE_AHEAD,
} from './entities/employee';
export {
  type SearchSpecialtyQuery,
  type SearchSubSpecialtyQuery,
  type StateSearchQuery,
  searchSpecialtyQuerySchema,
  searchSubSpecialtyQuerySchema,
  stateSearchQuerySchema,
} from './entities/enum-queries';
export { boundedText, coordinatesSchema, emailAddress } from './entities/fields';
export {
  type HalfDaysPerWeek,
  halfDaysPerWeekSchema,
  type JobLocation,
  type JobPayload,
  type JobPayloadInput,
  jobLocationSchema,
  jobPayloadSchema,
  type MoneyRange,
  type Partnership,
  partnershipSchema,
  salaryRangeSchema,
  signOnBonusSchema,
} from './entities/job';
export {
  type AllMatchesQuery,
  type AllMatchesQueryInput,
  allMatchesQuerySchema,
  type InvitePayload,
  invitePayloadSchema,
  type JobMatches,
  jobMatchesSchema,
  MATCH_PAGE_SIZE,
  MATCH_PAGE_SIZE_MAX,
  MatchOrigin,
  type MatchPage,
  type MatchResult,
  type MatchStatusUpdate,
  type MatchView,
  matchOriginSchema,
  matchPageSchema,
  matchResultSchema,
  matchViewSchema,
  type UpdateMatchStatusPayload,
  updateMatchStatusPayloadSchema,
} from './entities/match';
export { type Notification, notificationSchema } from './entities/notification';
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
  type GenerateLocationPayload,
  generateLocationPayloadSchema,
  type Location,
  type LocationDetails,
  locationDetailsSchema,
  locationSchema,
  type ProfileStep,
  profileStepSchema,
} from './entities/profile';
export {
  type ClientToServerEvents,
  messageDeletedEventSchema,
  messageEventSchema,
  notificationEventSchema,
  RealtimeEvent,
  type RealtimeMessageDeletedEvent,
  type RealtimeMessageEvent,
  type RealtimeNotification,
  type RealtimePayload,
  type RealtimeSessionEndedEvent,
  type ServerToClientEvents,
  type SocketHandshake,
  sessionEndedEventSchema,
  socketHandshakeSchema,
} from './entities/realtime';
export { type Session, sessionSchema, type User, userSchema } from './entities/session';
export {
  type CodeExchangeQuery,
  codeExchangeQuerySchema,
  type ThirdPartySignInStart,
  thirdPartySignInStartSchema,
} from './entities/third-party-sign-in';
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
