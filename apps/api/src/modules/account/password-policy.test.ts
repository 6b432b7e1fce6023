import { describe, expect, it } from 'vitest';
import {
  assertAcceptablePassword,
  isCommonPassword,
  PASSWORD_IS_EMAIL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
} from './password-policy.js';

describe('password policy', () => {
  it.each(['password', 'Password1', 'QWERTY123', 'iloveyou', 'trustno1', '  letmein1  '])(
    'refuses the common password %j',
    (password) => {
      expect(() => assertAcceptablePassword(password)).toThrow(PASSWORD_TOO_COMMON_MESSAGE);
    },
  );

  it('refuses the account’s email, in any case', () => {
    expect(() => assertAcceptablePassword('Dr.Lee@Clinic.test', 'dr.lee@clinic.test')).toThrow(
      PASSWORD_IS_EMAIL_MESSAGE,
    );
  });

  it.each(['Stethoscope-Lantern-42', 'correct horse battery staple', 'Rounds-Demo-2026!'])(
    'accepts %j',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
      expect(() => assertAcceptablePassword(password, 'dr.lee@clinic.test')).not.toThrow();
    },
  );
});
