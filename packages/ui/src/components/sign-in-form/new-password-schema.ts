import { passwordSchema } from '@medhire/domain';
import { z } from 'zod';
import { confirmPasswordMissingMessage, passwordsDifferMessage } from './auth-parts';

/**
 * The new-password rules of the signed-out forms (register, set and recover a password). Only the
 * forms' schema modules import this, and the forms load those on demand, so zod stays out of the
 * pages' first load.
 */

/** A new password typed twice: the domain's password rules, then the two must match. */
export const newPasswordFields = {
  password: passwordSchema,
  confirmPassword: z
    .string({ error: confirmPasswordMissingMessage })
    .min(1, confirmPasswordMissingMessage)
    .max(128, passwordsDifferMessage),
};

/** The "passwords match" rule, for `.refine(passwordsMatch.check, passwordsMatch.params)`. */
export const passwordsMatch = {
  check: (values: { password: string; confirmPassword: string }) =>
    values.password === values.confirmPassword,
  params: { message: passwordsDifferMessage, path: ['confirmPassword'] },
};

/** A new password and its confirmation, which must match. */
export const newPasswordFormSchema = z
  .object(newPasswordFields)
  .refine(passwordsMatch.check, passwordsMatch.params);

/** The values of {@link newPasswordFormSchema} once they pass. */
export type NewPasswordFormValues = z.output<typeof newPasswordFormSchema>;
