// What the account settings' forms check, without zod: the messages and the archive confirmation's name check,
// used while the page renders. The schemas themselves (account-settings-schema.ts) load with the form's first use.

/** Message shown when the confirmation of the new password is left empty. */
export const confirmNewPasswordMissingMessage = 'Enter the new password again';
/** Message shown when the two new passwords differ. */
export const newPasswordsDifferMessage = 'The two new passwords do not match';

/** Message shown when the typed name is not the organization's. */
export const archiveNameMismatchMessage = 'Type the organization’s name exactly as shown';
/** Message shown when the password is left empty. */
export const archivePasswordMissingMessage = 'Enter your password';

/** True when the typed confirmation is the organization's name (spaces around either are ignored). */
export function namesMatch(typed: string, organizationName: string): boolean {
  return typed.trim() === organizationName.trim();
}

/** What the password form holds while it is filled in. */
export type ChangePasswordFormValues = { oldPassword: string; newPassword: string; confirmPassword: string };

/** What the archive confirmation holds while it is filled in. */
export type ArchiveAccountFormValues = { confirmName: string; password: string };

/** True when the archive confirmation passes {@link archiveAccountFormSchema}'s rules: the name, and a password. */
export function archiveConfirmed(
  values: Partial<ArchiveAccountFormValues>,
  organizationName: string,
): boolean {
  return namesMatch(values.confirmName ?? '', organizationName) && (values.password ?? '').length > 0;
}
