import { type ResetPasswordPayload, resetPasswordPayloadSchema } from '@medhire/domain';
import { z } from 'zod';

/** Message shown when the confirmation of the new password is left empty. */
export const confirmNewPasswordMissingMessage = 'Enter the new password again';
/** Message shown when the two new passwords differ. */
export const newPasswordsDifferMessage = 'The two new passwords do not match';

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

/** What the password form holds while it is filled in. */
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** Message shown when the typed name is not the organization's. */
export const archiveNameMismatchMessage = 'Type the organization’s name exactly as shown';
/** Message shown when the password is left empty. */
export const archivePasswordMissingMessage = 'Enter your password';

/** True when the typed confirmation is the organization's name (spaces around either are ignored). */
export function namesMatch(typed: string, organizationName: string): boolean {
  return typed.trim() === organizationName.trim();
}

/**
 * The archive confirmation: the organization's name typed exactly, and the password. It parses to the
 * payload sent (`{ password }`).
 */
export function archiveAccountFormSchema(organizationName: string) {
  return z
    .object({
      confirmName: z
        .string()
        .refine((typed) => namesMatch(typed, organizationName), archiveNameMismatchMessage),
      password: z.string().min(1, archivePasswordMissingMessage),
    })
    .transform(({ password }) => ({ password }));
}

/** What the archive confirmation holds while it is filled in. */
export type ArchiveAccountFormValues = z.input<ReturnType<typeof archiveAccountFormSchema>>;
