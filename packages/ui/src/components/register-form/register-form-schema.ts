import { registerPayloadSchema } from '@medhire/domain';
import { z } from 'zod';
import { acceptTermsMessage } from '../sign-in-form/auth-parts';
import { newPasswordFields, passwordsMatch } from '../sign-in-form/new-password-schema';

/**
 * The rules of the register form's details step: the domain's register payload, the password typed
 * twice and the terms. {@link RegisterForm} loads this on demand.
 */
export const registerFormSchema = registerPayloadSchema
  .extend({
    ...newPasswordFields,
    acceptTerms: z.literal(true, { error: acceptTermsMessage }),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);

/** The values of {@link registerFormSchema} once they pass. */
export type RegisterFormValues = z.output<typeof registerFormSchema>;

/** What the register form holds while it is filled in (the terms not accepted yet, say). */
export type RegisterFormInput = Omit<z.input<typeof registerFormSchema>, 'acceptTerms'> & {
  acceptTerms: boolean;
};
