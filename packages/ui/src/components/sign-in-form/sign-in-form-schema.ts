import { loginPayloadSchema } from '@medhire/domain';

/** The rules of the sign-in form: the domain's login payload. {@link SignInForm} loads this on demand. */
export const signInFormSchema = loginPayloadSchema;
