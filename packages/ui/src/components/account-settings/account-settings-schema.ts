// The account settings' form schemas (zod), loaded by the forms on the page's first input, not with the page.
import { type ResetPasswordPayload, resetPasswordPayloadSchema } from '@medhire/domain';
import { z } from 'zod';
import {
  archiveNameMismatchMessage,
  archivePasswordMissingMessage,
  confirmNewPasswordMissingMessage,
  namesMatch,
  newPasswordsDifferMessage,
} from './account-settings-rules';

export { updateEmailPayloadSchema, verifyUpdateEmailPayloadSchema } from '@medhire/domain';

/** The password form: the domain's reset-password rules plus a matching confirmation. */
export const changePasswordFormSchema = z
  .object({ oldPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, context) => {
    const result = resetPasswordPayloadSchema.safeParse({
      oldPassword: values.oldPassword,
      newPassword: values.newPassword,
    });
    if (!result.success) {
      for (const issue of result.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
    }
    if (values.confirmPassword === '') {
      context.addIssue({
        code: 'custom',
        message: confirmNewPasswordMissingMessage,
        path: ['confirmPassword'],
      });
    } else if (values.confirmPassword !== values.newPassword) {
      context.addIssue({ code: 'custom', message: newPasswordsDifferMessage, path: ['confirmPassword'] });
    }
  })
  .transform(({ oldPassword, newPassword }): ResetPasswordPayload => ({ oldPassword, newPassword }));

/**
 * The archive confirmation: the organization's name (read when the form is checked, so a renamed organization
 * counts) typed exactly, and the password. It parses to the payload sent (`{ password }`).
 */
export function archiveAccountFormSchema(organizationName: () => string) {
  return z
    .object({
      confirmName: z
        .string()
        .refine((typed) => namesMatch(typed, organizationName()), archiveNameMismatchMessage),
      password: z.string().min(1, archivePasswordMissingMessage),
    })
    .transform(({ password }) => ({ password }));
}
