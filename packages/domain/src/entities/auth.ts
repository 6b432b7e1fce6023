import { z } from 'zod';
import { isValidNpi } from '../rules/is-valid-npi';
import { boundedText, emailAddress, idText } from './fields';

/** Longest password; also bounds the work of hashing an attacker's megabyte-long "password". */
const passwordMaximumLength = 128;

/** A new password: 8 to 128 characters. Spaces count: a passphrase is a fine password. */
export const passwordSchema = z
  .string({ error: 'Enter a password' })
  .min(8, 'The password must be at least 8 characters')
  .max(passwordMaximumLength, `The password must be at most ${passwordMaximumLength} characters`);

/** An existing password, as typed at login: any length that could have been set. */
export const currentPassword = z
  .string({ error: 'Enter your password' })
  .min(1, 'Enter your password')
  .max(passwordMaximumLength, 'The password is not correct');

/** A one-time code: exactly 6 digits. */
const oneTimeCode = boundedText(64, 'Enter the 6-digit code from the email')
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the email');

/** `POST /employer/auth/login` and `/employer/auth/v1/login`. */
export const loginPayloadSchema = z.object({
  email: emailAddress('Enter your email address'),
  password: currentPassword,
  organizationId: idText('Choose one of your organizations')
    .optional()
    .describe(
      'For someone who belongs to several organizations: the one to sign in to (an id the first answer listed)',
    ),
});
/** Login payload. */
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** `POST /employer/auth/v1/register`. */
export const registerPayloadSchema = z.object({
  email: emailAddress('Enter your email address'),
  password: passwordSchema,
});
/** Register payload. */
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** An NPI number: 10 digits that pass the NPI check digit. */
export const npiNumberSchema = boundedText(64, 'Enter the 10-digit NPI number')
  .trim()
  .regex(/^\d{10}$/, 'Enter the 10-digit NPI number')
  .refine(isValidNpi, 'This NPI number is not valid: check the digits');

/** `POST /employer/auth/claim`: claim an existing business profile. */
export const claimPayloadSchema = z.object({
  email: emailAddress('Enter your email address'),
  npiNumber: npiNumberSchema,
  organization: idText('Choose the organization to claim'),
});
/** Claim payload. */
export type ClaimPayload = z.infer<typeof claimPayloadSchema>;

/**
 * What a claim did: the link went to the organization's contact on file, the claim waits for an operator's
 * review, or the details matched nothing that can be claimed.
 */
export const ClaimOutcome = { LinkSent: 'link-sent', InReview: 'in-review', NoMatch: 'no-match' } as const;
export type ClaimOutcome = (typeof ClaimOutcome)[keyof typeof ClaimOutcome];

/** The answer of `POST /employer/auth/claim`: the outcome, and the sentence that tells the claimant. */
export const claimResultSchema = z.object({
  outcome: z.enum(ClaimOutcome),
  message: z.string(),
});
export type ClaimResult = z.infer<typeof claimResultSchema>;

/** `POST /employer/auth/v1/verify-otp` and `/employer/auth/v1/verify-otp-password-recovery`. */
export const verifyOtpPayloadSchema = z.object({
  email: emailAddress('Enter your email address'),
  otp: oneTimeCode,
});
/** Verify-OTP payload. */
export type VerifyOtpPayload = z.infer<typeof verifyOtpPayloadSchema>;

/** `POST /employer/auth/set-password` (after a claim). */
export const setPasswordPayloadSchema = z.object({
  email: emailAddress('Enter your email address'),
  password: passwordSchema,
});
/** Set-password payload. */
export type SetPasswordPayload = z.infer<typeof setPasswordPayloadSchema>;

/** `POST /employer/auth/v1/send-otp-password-recovery`. */
export const recoveryPayloadSchema = z.object({
  email: emailAddress('Enter your email address'),
});
/** Password recovery payload. */
export type RecoveryPayload = z.infer<typeof recoveryPayloadSchema>;

/** `POST /employer/auth/v1/update-password-by-otp`. */
export const updatePasswordByOtpPayloadSchema = z.object({
  password: passwordSchema,
});
/** Update-password-by-OTP payload. */
export type UpdatePasswordByOtpPayload = z.infer<typeof updatePasswordByOtpPayloadSchema>;

/** `POST /employer/auth/v1/reset-password/{id}`: change the password while signed in. */
export const resetPasswordPayloadSchema = z
  .object({
    oldPassword: z
      .string({ error: 'Enter your current password' })
      .min(1, 'Enter your current password')
      .max(passwordMaximumLength, 'The current password is not correct'),
    newPassword: passwordSchema,
  })
  .refine((payload) => payload.oldPassword !== payload.newPassword, {
    message: 'The new password must differ from the current one',
    path: ['newPassword'],
  });
/** Reset-password payload. */
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayloadSchema>;

/**
 * `POST /employer/auth/v1/update-email/{id}`: ask to change the account email (a code is mailed). The
 * current password confirms it, so a stolen session alone cannot move the account to another address.
 */
export const updateEmailPayloadSchema = z.object({
  email: emailAddress('Enter the new email address'),
  password: z
    .string({ error: 'Enter your current password' })
    .min(1, 'Enter your current password')
    .max(passwordMaximumLength, 'The current password is not correct'),
});
/** Update-email payload. */
export type UpdateEmailPayload = z.infer<typeof updateEmailPayloadSchema>;

/** `POST /employer/auth/v1/verify-otp-update-email/{id}`: confirm the new email with its code. */
export const verifyUpdateEmailPayloadSchema = z.object({
  email: emailAddress('Enter the new email address'),
  otp: oneTimeCode,
});
/** Verify-update-email payload. */
export type VerifyUpdateEmailPayload = z.infer<typeof verifyUpdateEmailPayloadSchema>;

/** `PATCH /employer/auth/save-fcm-token/{id}` and `DELETE …/delete-fcm-token/{id}`: a push device token. */
export const fcmTokenPayloadSchema = z.object({
  value: z
    .string({ error: 'The push token is missing' })
    .trim()
    .min(1, 'The push token is missing')
    .max(4096, 'The push token is too long'),
});
/** Push token payload. */
export type FcmTokenPayload = z.infer<typeof fcmTokenPayloadSchema>;

/** `PATCH /employer/auth/v1/archive-profile/{id}`: the password confirms closing the account. */
export const archiveProfilePayloadSchema = z.object({
  password: z
    .string({ error: 'Enter your password to confirm' })
    .min(1, 'Enter your password to confirm')
    .max(128, 'The password is not correct'),
});
/** Archive-profile payload. */
export type ArchiveProfilePayload = z.infer<typeof archiveProfilePayloadSchema>;
