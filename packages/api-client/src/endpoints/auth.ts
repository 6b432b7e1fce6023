import type {
  ArchivedResult,
  ArchiveProfilePayload,
  CandidatePreferencesInput,
  ClaimPayload,
  ClaimResult,
  DirectoryOrganization,
  FcmTokenDeletedResult,
  FcmTokenPayload,
  FcmTokenSavedResult,
  LegacyProfileUpdate,
  LocationDetails,
  LoginAnswer,
  LoginPayload,
  LoginResult,
  MessageResult,
  OrganizationDetails,
  OrganizationDetailsUpdate,
  PasswordUpdatedResult,
  PreferenceProbe,
  PreferenceProbeAnswer,
  RecoveryPayload,
  RegisterPayload,
  ResetPasswordPayload,
  ResetTokenResult,
  ResolvedPlace,
  SetPasswordPayload,
  SwitchOrganizationPayload,
  SyncResult,
  UpdateEmailPayload,
  UpdatePasswordByOtpPayload,
  UserResult,
  VerifyOtpPayload,
  VerifyUpdateEmailPayload,
} from '@medhire/domain';
import type { ApiClient } from '../http/client';

export type { LoginPayload } from '@medhire/domain';

const ownId = (id: string) => encodeURIComponent(id);

/**
 * Typed calls under `/employer/auth` (spec §7 "Auth and profile"), paths and payload fields verbatim.
 * `{id}` is always the signed-in employer's own `user._id`.
 */
export function createAuthEndpoints(client: ApiClient) {
  return {
    /**
     * A session, or, for someone in several organizations who did not name one (`organizationId`), the
     * organizations to choose from (an answer with `organizations` and no `token`).
     */
    login: (payload: LoginPayload) => client.post<LoginAnswer>('/employer/auth/login', payload),
    /** Also the login that makes Home show the onboarding checklist once (the caller sets the flag). */
    loginV1: (payload: LoginPayload) => client.post<LoginAnswer>('/employer/auth/v1/login', payload),
    logout: () => client.post<null>('/employer/auth/logout'),
    /** A member of several teams opens another of their organizations: a new session there; this one ends. */
    switchOrganization: (payload: SwitchOrganizationPayload) =>
      client.post<LoginResult>('/employer/auth/switch-organization', payload),
    syncUserDetail: (employerId: string) =>
      client.get<SyncResult>(`/employer/auth/sync-user-detail/${ownId(employerId)}`),

    register: (payload: RegisterPayload) => client.post<MessageResult>('/employer/auth/v1/register', payload),
    /** Proves the email with the mailed code and signs in: `{ token, user, code }`. */
    verifyOtp: (payload: VerifyOtpPayload) =>
      client.post<LoginResult>('/employer/auth/v1/verify-otp', payload),
    claim: (payload: ClaimPayload) => client.post<ClaimResult>('/employer/auth/claim', payload),
    searchOrganizationDirectory: (queryText: string) =>
      client.get<DirectoryOrganization[]>('/employer/auth/v1/organization-directory', {
        query: { queryText },
      }),
    /** Sets the password of a claimed account with the mailed link's token, and signs in. */
    setPassword: (payload: SetPasswordPayload & { token: string }) =>
      client.post<LoginResult>('/employer/auth/set-password', payload),

    sendOtpPasswordRecovery: (payload: RecoveryPayload) =>
      client.post<MessageResult>('/employer/auth/v1/send-otp-password-recovery', payload),
    verifyOtpPasswordRecovery: (payload: VerifyOtpPayload) =>
      client.post<ResetTokenResult>('/employer/auth/v1/verify-otp-password-recovery', payload),
    /** Authorized only by the reset token from `verifyOtpPasswordRecovery`, sent as the bearer token. */
    updatePasswordByOtp: (payload: UpdatePasswordByOtpPayload, resetToken: string) =>
      client.post<PasswordUpdatedResult>('/employer/auth/v1/update-password-by-otp', payload, {
        token: resetToken,
      }),

    updateOrgDetails: (employerId: string, payload: OrganizationDetails | OrganizationDetailsUpdate) =>
      client.patch<UserResult>(`/employer/auth/v1/update-orgdetails/${ownId(employerId)}`, payload),
    generateLocation: (location: string) =>
      client.post<ResolvedPlace[]>('/employer/auth/v1/generate-location', { location }),
    updateLocationDetails: (employerId: string, payload: LocationDetails) =>
      client.patch<UserResult>(`/employer/auth/v1/update-locationDetails/${ownId(employerId)}`, payload),
    updateCandidatePreference: (employerId: string, payload: CandidatePreferencesInput) =>
      client.patch<UserResult>(`/employer/auth/v1/update-candidate-preference/${ownId(employerId)}`, payload),
    getPreferenceProbes: () => client.get<PreferenceProbe[]>('/employer/auth/v1/preference-probes'),
    updatePreferenceProbes: (employerId: string, preferenceProbe: PreferenceProbeAnswer[]) =>
      client.patch<UserResult>(`/employer/auth/v1/update-preference-probes/${ownId(employerId)}`, {
        preferenceProbe,
      }),
    updateCurrentProfileStep: (employerId: string, currentProfileStep: number) =>
      client.patch<UserResult>(`/employer/auth/v1/update-current-profile-step/${ownId(employerId)}`, {
        currentProfileStep,
      }),
    updateProfile: (employerId: string, payload: OrganizationDetailsUpdate) =>
      client.patch<UserResult>(`/employer/auth/v1/update-profile/${ownId(employerId)}`, payload),
    /** The older profile update (linkedin, managingPartner, specialty, subSpecialty, deletedImgskeys, locations). */
    updateProfileLegacy: (employerId: string, payload: LegacyProfileUpdate) =>
      client.patch<UserResult>(`/employer/auth/update-profile/${ownId(employerId)}`, payload),
    /** Closes the account; the password confirms it. */
    archiveProfile: (employerId: string, payload: ArchiveProfilePayload) =>
      client.patch<ArchivedResult>(`/employer/auth/v1/archive-profile/${ownId(employerId)}`, payload),
    resetPassword: (employerId: string, payload: ResetPasswordPayload) =>
      client.post<UserResult>(`/employer/auth/v1/reset-password/${ownId(employerId)}`, payload),
    updateEmail: (employerId: string, payload: UpdateEmailPayload) =>
      client.post<MessageResult>(`/employer/auth/v1/update-email/${ownId(employerId)}`, payload),
    verifyOtpUpdateEmail: (employerId: string, payload: VerifyUpdateEmailPayload) =>
      client.post<UserResult>(`/employer/auth/v1/verify-otp-update-email/${ownId(employerId)}`, payload),
    saveFcmToken: (employerId: string, payload: FcmTokenPayload) =>
      client.patch<FcmTokenSavedResult>(`/employer/auth/save-fcm-token/${ownId(employerId)}`, payload),
    deleteFcmToken: (employerId: string, payload: FcmTokenPayload) =>
      client.delete<FcmTokenDeletedResult>(`/employer/auth/delete-fcm-token/${ownId(employerId)}`, payload),
  };
}

export type AuthEndpoints = ReturnType<typeof createAuthEndpoints>;
