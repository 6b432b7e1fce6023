import { recoveryPayloadSchema } from '@medhire/domain';
import { newPasswordFormSchema } from '../sign-in-form/new-password-schema';

/**
 * The rules of the recovery steps: the email that receives the code (the domain's recovery payload),
 * then the new password typed twice. {@link PasswordRecovery} loads this on demand.
 */
export const recoveryEmailSchema = recoveryPayloadSchema;

/** The rules of the new-password step. */
export const recoveryPasswordSchema = newPasswordFormSchema;

export type { NewPasswordFormValues as RecoveryPasswordValues } from '../sign-in-form/new-password-schema';
