import { newPasswordFormSchema } from '../sign-in-form/new-password-schema';

/** The rules of the set-password form: a new password typed twice. {@link SetPasswordForm} loads this on demand. */
export const setPasswordFormSchema = newPasswordFormSchema;

export type { NewPasswordFormValues as SetPasswordFormValues } from '../sign-in-form/new-password-schema';
