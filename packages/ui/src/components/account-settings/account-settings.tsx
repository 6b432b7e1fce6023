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
     * Signed in as a member of the team (the spec's delegate): the email is shown but cannot be changed here, the
     * password is their own to change, and the archive section is replaced by a note (only the owner may close
     * the organization's account).
     */
    isDelegate?: boolean;
  };

/**
 * Account settings on one page. Email ({@link ChangeEmailForm}): the current address, then a new one
 * with the current password, then the 6-digit code sent to it (with a resend countdown). Password
 * ({@link ChangePasswordForm}): current, new and confirmation, by the domain's rules. Archive account
 * ({@link ArchiveAccountSection}): a danger zone that says what happens, then an alert dialog that needs
 * the organization's name typed and the password. Members of the team (delegates) see their email, change their
 * own password, and read a note on what only the owner does.
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
      <ChangePasswordForm onChangePassword={onChangePassword} />
      {isDelegate ? (
        <p
          data-slot="account-settings-delegate-note"
          className="rounded-lg border border-border bg-surface p-4 text-foreground text-sm"
        >
          You sign in to {organizationName || 'your organization'} with your own email and password. Changing
          your email or closing the organization's account is up to its owner — ask them if something needs
          changing.
        </p>
      ) : (
        <ArchiveAccountSection organizationName={organizationName} onArchive={onArchive} />
      )}
    </div>
  );
}
