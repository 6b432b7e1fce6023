import type { ResetPasswordPayload } from '@medhire/domain';
import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/form';
import { PasswordInput } from '../../primitives/password-input/password-input';
import type { ChangePasswordFormValues } from './account-settings-rules';

/** The form's rules (zod), loaded on the page's first input rather than with it. */
const loadSchema = () =>
  import('./account-settings-schema').then((module) => module.changePasswordFormSchema);

import { ServerError, SettingsSection, Success } from './settings-parts';

/** Props of {@link ChangePasswordForm}. */
export type ChangePasswordFormProps = {
  /** Changes the password. Reject (for example a wrong current password) to show the message. */
  onChangePassword: (payload: ResetPasswordPayload) => Promise<void>;
};

const emptyValues: ChangePasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** The "Password" section: current, new and confirmation, by the domain's reset-password rules. */
export function ChangePasswordForm({ onChangePassword }: ChangePasswordFormProps) {
  const form = useZodForm(loadSchema, { defaultValues: emptyValues });
  const [error, setError] = React.useState<string | null>(null);
  const [notice, setNotice] = React.useState('');

  const submit = async (payload: ResetPasswordPayload) => {
    setError(null);
    setNotice('');
    try {
      await onChangePassword(payload);
      form.reset(emptyValues);
      setNotice('Your password has been changed.');
    } catch (rejection) {
      setError(messageOf(rejection, 'The password could not be changed. Please try again.'));
    }
  };

  return (
    <SettingsSection
      title="Password"
      description="Use at least 8 characters. A short sentence is a fine password."
    >
      <Form form={form} onSubmit={submit} aria-label="Change password" className="max-w-md">
        <FormErrorSummary />
        {error ? <ServerError>{error}</ServerError> : null}
        <FormField control={form.control} name="oldPassword" label="Current password" required>
          {(field) => <PasswordInput autoComplete="current-password" {...field} />}
        </FormField>
        <FormField control={form.control} name="newPassword" label="New password" required>
          {(field) => <PasswordInput autoComplete="new-password" showStrength {...field} />}
        </FormField>
        <FormField control={form.control} name="confirmPassword" label="Confirm new password" required>
          {(field) => <PasswordInput autoComplete="new-password" {...field} />}
        </FormField>
        <Success>{notice}</Success>
        <Button type="submit" className="justify-self-start" loading={form.formState.isSubmitting}>
          Change password
        </Button>
      </Form>
    </SettingsSection>
  );
}
