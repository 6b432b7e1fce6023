import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../http/errors.js';

export const PASSWORD_TOO_COMMON_MESSAGE = 'This password is too common. Choose one that is harder to guess.';
export const PASSWORD_IS_EMAIL_MESSAGE = 'The password must not be your email address.';

let commonPasswords: Set<string> | undefined;

/**
 * The passwords attackers try first: zxcvbn's list of about 50 000 leaked passwords, compared without
 * regard to case ("Password1" is as guessable as "password1"). Built on first use.
 */
function commonPasswordSet(): Set<string> {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return commonPasswords;
}

/** True when the password is on the list of common passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(password.toLowerCase());
}

/**
 * The rules a new password must pass beyond its length (8–128 characters, checked by the domain schema):
 * not a common password and not the account's email address. Throws a 400 the user can act on.
 */
export function assertAcceptablePassword(password: string, email?: string): void {
  if (isCommonPassword(password) || isCommonPassword(password.trim())) {
    throw new AppError(400, 'PASSWORD_TOO_COMMON', PASSWORD_TOO_COMMON_MESSAGE);
  }
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) {
    throw new AppError(400, 'PASSWORD_IS_EMAIL', PASSWORD_IS_EMAIL_MESSAGE);
  }
}
