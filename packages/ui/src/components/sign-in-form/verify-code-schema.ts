import { z } from 'zod';
import { codeIncompleteMessage } from './auth-parts';

/**
 * The rules of the code box of the "Check your email" step: six digits. {@link VerifyCodeStep} loads
 * this on demand.
 */
export const verifyCodeFormSchema = z.object({
  otp: z.string().regex(/^\d{6}$/, codeIncompleteMessage),
});

/** What the code box holds. */
export type VerifyCodeFormValues = z.input<typeof verifyCodeFormSchema>;
