import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formatValidationError } from '../rules/format-validation-error';
import {
  claimPayloadSchema,
  fcmTokenPayloadSchema,
  loginPayloadSchema,
  passwordSchema,
  recoveryPayloadSchema,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
  setPasswordPayloadSchema,
  updatePasswordByOtpPayloadSchema,
  verifyOtpPayloadSchema,
} from './auth';

function errorOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) {
    throw new Error('expected the payload to be refused');
  }
  return formatValidationError(result.error);
}

describe('auth payloads (spec §7)', () => {
  it('login: trims and lower-cases the email', () => {
    expect(loginPayloadSchema.parse({ email: '  Recruiter@Clinic.ORG ', password: 'x' })).toEqual({
      email: 'recruiter@clinic.org',
      password: 'x',
    });
  });

  it.each<[string, z.ZodType, unknown, string]>([
    [
      'login: a bad email names the field',
      loginPayloadSchema,
      { email: 'not-an-email', password: 'secret' },
      'Enter a valid email address, like name@practice.com',
    ],
    ['login: a missing email', loginPayloadSchema, { password: 'secret' }, 'Enter your email address'],
    [
      'login: an empty email',
      loginPayloadSchema,
      { email: '', password: 'secret' },
      'Enter your email address',
    ],
    [
      'login: an email with a newline inside',
      loginPayloadSchema,
      { email: 'a@b.co\nBcc: c@d.co', password: 'x' },
      'Enter a valid email address, like name@practice.com',
    ],
    [
      'login: an empty password',
      loginPayloadSchema,
      { email: 'a@b.co', password: '' },
      'Enter your password',
    ],
    [
      'login: a megabyte password',
      loginPayloadSchema,
      { email: 'a@b.co', password: 'x'.repeat(1_000_000) },
      'The password is not correct',
    ],
    [
      'register: a short password',
      registerPayloadSchema,
      { email: 'a@b.co', password: 'short' },
      'The password must be at least 8 characters',
    ],
    [
      'register: a 129-character password',
      registerPayloadSchema,
      { email: 'a@b.co', password: 'x'.repeat(129) },
      'The password must be at most 128 characters',
    ],
    ['set password: a missing password', setPasswordPayloadSchema, { email: 'a@b.co' }, 'Enter a password'],
    [
      'claim: an NPI of 9 digits',
      claimPayloadSchema,
      { email: 'a@b.co', npiNumber: '123456789', organization: 'org-1' },
      'Enter the 10-digit NPI number',
    ],
    [
      'claim: an NPI with letters',
      claimPayloadSchema,
      { email: 'a@b.co', npiNumber: '12345678AB', organization: 'org-1' },
      'Enter the 10-digit NPI number',
    ],
    [
      'claim: an NPI as a number',
      claimPayloadSchema,
      { email: 'a@b.co', npiNumber: 1234567893, organization: 'org-1' },
      'Enter the 10-digit NPI number',
    ],
    [
      'claim: an NPI that fails the check digit',
      claimPayloadSchema,
      { email: 'a@b.co', npiNumber: '1234567890', organization: 'org-1' },
      'This NPI number is not valid: check the digits',
    ],
    [
      'claim: no organization',
      claimPayloadSchema,
      { email: 'a@b.co', npiNumber: '1234567893' },
      'Choose the organization to claim',
    ],
    [
      'verify OTP: 5 digits',
      verifyOtpPayloadSchema,
      { email: 'a@b.co', otp: '12345' },
      'Enter the 6-digit code from the email',
    ],
    [
      'verify OTP: 7 digits',
      verifyOtpPayloadSchema,
      { email: 'a@b.co', otp: '1234567' },
      'Enter the 6-digit code from the email',
    ],
    [
      'verify OTP: letters',
      verifyOtpPayloadSchema,
      { email: 'a@b.co', otp: '12a456' },
      'Enter the 6-digit code from the email',
    ],
    [
      'verify OTP: a number instead of text',
      verifyOtpPayloadSchema,
      { email: 'a@b.co', otp: 123456 },
      'Enter the 6-digit code from the email',
    ],
    [
      'recovery: a bad email',
      recoveryPayloadSchema,
      { email: 'a@b' },
      'Enter a valid email address, like name@practice.com',
    ],
    [
      'update password by OTP: too short',
      updatePasswordByOtpPayloadSchema,
      { password: '1234567' },
      'The password must be at least 8 characters',
    ],
    [
      'reset password: new equals old',
      resetPasswordPayloadSchema,
      { oldPassword: 'same-password', newPassword: 'same-password' },
      'The new password must differ from the current one',
    ],
    [
      'reset password: no current password',
      resetPasswordPayloadSchema,
      { newPassword: 'a-new-password' },
      'Enter your current password',
    ],
    ['push token: empty', fcmTokenPayloadSchema, { value: '' }, 'The push token is missing'],
  ])('%s', (_name, schema, input, message) => {
    expect(errorOf(schema, input)).toBe(message);
  });

  it.each([
    [
      'a valid claim',
      claimPayloadSchema,
      { email: 'owner@clinic.org', npiNumber: ' 1234567893 ', organization: 'org-1' },
    ],
    ['a valid OTP (spaces around are trimmed)', verifyOtpPayloadSchema, { email: 'a@b.co', otp: ' 012345 ' }],
    [
      'a valid reset',
      resetPasswordPayloadSchema,
      { oldPassword: 'old-password', newPassword: 'new-password' },
    ],
    [
      'a passphrase with spaces',
      registerPayloadSchema,
      { email: 'a@b.co', password: 'correct horse battery staple' },
    ],
  ])('accepts %s', (_name, schema, input) => {
    expect(schema.safeParse(input).success).toBe(true);
  });

  it.each([
    ['7 characters', 'x'.repeat(7), false],
    ['8 characters', 'x'.repeat(8), true],
    ['128 characters', 'x'.repeat(128), true],
    ['129 characters', 'x'.repeat(129), false],
  ])('passwordSchema: %s', (_name, password, valid) => {
    expect(passwordSchema.safeParse(password).success).toBe(valid);
  });
});
