import type * as React from 'react';
import { cn } from '../../lib/cn';
import { ArchiveAccountSection, type ArchiveAccountSectionProps } from './archive-account-section';
import { ChangeEmailForm, type ChangeEmailFormProps } from './change-email-form';
import { ChangePasswordForm, type ChangePasswordFormProps } from './change-password-form';

/** Props of {@link AccountSettings}. */
export type AccountSettingsProps = Omit<React.ComponentProps<'div'>, 'children'> &
  ChangeEmailFormProps &
  ChangePasswordFormProps &
  ArchiveAccountSectionProps & {
    /**
     * Signed in as a delegate: the email is shown but cannot be changed, and the password and archive
     * sections are replaced by a note (only the owner may change them).
     */
    isDelegate?: boolean;
  };

/**
 * Account settings on one page. Email ({@link ChangeEmailForm}): the current address, then a new one
 * with the current password, then the 6-digit code sent to it (with a resend countdown). Password
 * ({@link ChangePasswordForm}): current, new and confirmation, by the domain's rules. Archive account
 * ({@link ArchiveAccountSection}): a danger zone that says what happens, then an alert dialog that needs
 * the organization's name typed and the password. Delegates see the email only, with a note.
 */
export function AccountSettings({
  email,
  organizationName,
  isDelegate = false,
  onRequestEmailChange,
  onVerifyEmailChange,
  onChangePassword,
  onArchive,
  resendDelaySeconds,
  className,
  ...props
}: AccountSettingsProps) {
  return (
    <div data-slot="account-settings" className={cn('grid max-w-2xl gap-6', className)} {...props}>
      <ChangeEmailForm
        email={email}
        isDelegate={isDelegate}
        onRequestEmailChange={onRequestEmailChange}
        onVerifyEmailChange={onVerifyEmailChange}
        resendDelaySeconds={resendDelaySeconds}
      />
      {isDelegate ? (
        <p
          data-slot="account-settings-delegate-note"
          className="rounded-lg border border-border bg-surface p-4 text-foreground text-sm"
        >
          You are signed in as a delegate. Only the account owner can change the email, the password or
          archive the account — ask them if something needs changing.
        </p>
      ) : (
        <>
          <ChangePasswordForm onChangePassword={onChangePassword} />
          <ArchiveAccountSection organizationName={organizationName} onArchive={onArchive} />
        </>
      )}
    </div>
  );
}
