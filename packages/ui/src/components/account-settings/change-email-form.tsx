import type { UpdateEmailPayload, VerifyUpdateEmailPayload } from '@medhire/domain';
import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/form';
import { Input } from '../../primitives/input/input';
import { OtpInput } from '../../primitives/otp-input/otp-input';
import { PasswordInput } from '../../primitives/password-input/password-input';
import { formatSeconds, ServerError, SettingsSection, Success, useCountdown } from './settings-parts';

/** The forms' rules (the contract's payload schemas), loaded on the page's first input rather than with it. */
const loadEmailSchema = () =>
  import('./account-settings-schema').then((module) => module.updateEmailPayloadSchema);
const loadCodeSchema = () =>
  import('./account-settings-schema').then((module) => module.verifyUpdateEmailPayloadSchema);

/** Props of {@link ChangeEmailForm}. */
export type ChangeEmailFormProps = {
  /** The account's current email address. */
  email: string;
  /** Signed in as a delegate: the email is shown but cannot be changed. */
  isDelegate?: boolean;
  /**
   * Sends a code to the new address, confirmed with the current password (also used by "Send a new code",
   * with the same password). Reject (for example a wrong password) to show the message.
   */
  onRequestEmailChange: (payload: UpdateEmailPayload) => Promise<void>;
  /** Confirms the new address with its code. Reject (for example a wrong code) to show the message. */
  onVerifyEmailChange: (payload: VerifyUpdateEmailPayload) => Promise<void>;
  /** Seconds before another code can be asked for (default 60). */
  resendDelaySeconds?: number;
};

/** The verify step keeps the password in memory only, for "Send a new code". */
type EmailStep = { step: 'view' } | { step: 'edit' } | { step: 'verify'; email: string; password: string };

/**
 * The "Email" section: the current address, then a new one with the current password (the domain's
 * update-email payload), then the 6-digit code sent to it (its verify payload) with a resend countdown.
 */
export function ChangeEmailForm({
  email,
  isDelegate = false,
  onRequestEmailChange,
  onVerifyEmailChange,
  resendDelaySeconds = 60,
}: ChangeEmailFormProps) {
  const [state, setState] = React.useState<EmailStep>({ step: 'view' });
  const [error, setError] = React.useState<string | null>(null);
  const [notice, setNotice] = React.useState('');
  const [remaining, startCountdown] = useCountdown();
  const [resending, setResending] = React.useState(false);
  const changeButtonRef = React.useRef<HTMLButtonElement>(null);
  const returnFocus = React.useRef(false);
  const emailForm = useZodForm(loadEmailSchema, { defaultValues: { email: '', password: '' } });
  const codeForm = useZodForm(loadCodeSchema, { defaultValues: { email: '', otp: '' } });

  React.useEffect(() => {
    if (state.step === 'view' && returnFocus.current) {
      returnFocus.current = false;
      changeButtonRef.current?.focus();
    }
  }, [state.step]);

  const requestCode = async (payload: UpdateEmailPayload) => {
    setError(null);
    try {
      await onRequestEmailChange(payload);
      codeForm.reset({ email: payload.email, otp: '' });
      emailForm.setValue('password', '');
      setState({ step: 'verify', email: payload.email, password: payload.password });
      startCountdown(resendDelaySeconds);
    } catch (rejection) {
      setError(messageOf(rejection, 'The code could not be sent. Please try again.'));
    }
  };

  const resend = async (address: string, password: string) => {
    setError(null);
    setNotice('');
    setResending(true);
    try {
      await onRequestEmailChange({ email: address, password });
      startCountdown(resendDelaySeconds);
      setNotice(`We sent a new code to ${address}.`);
    } catch (rejection) {
      setError(messageOf(rejection, 'The code could not be sent. Please try again.'));
    } finally {
      setResending(false);
    }
  };

  const verify = async (payload: VerifyUpdateEmailPayload) => {
    setError(null);
    try {
      await onVerifyEmailChange(payload);
      emailForm.reset({ email: '', password: '' });
      returnFocus.current = true;
      setNotice(`Your email address is now ${payload.email}.`);
      setState({ step: 'view' });
    } catch (rejection) {
      setError(messageOf(rejection, 'The code could not be checked. Please try again.'));
    }
  };

  const cancel = () => {
    setError(null);
    emailForm.setValue('password', '');
    returnFocus.current = true;
    setState({ step: 'view' });
  };

  return (
    <SettingsSection
      title="Email"
      description="Where we send sign-in codes, candidate messages and receipts."
    >
      <dl className="grid gap-0.5 text-sm">
        <dt className="text-muted-foreground">Current email</dt>
        <dd className="break-all font-medium text-foreground">{email}</dd>
      </dl>
      {isDelegate ? null : (
        <>
          {error ? <ServerError>{error}</ServerError> : null}
          {state.step === 'view' ? (
            <>
              <Success>{notice}</Success>
              <Button
                ref={changeButtonRef}
                variant="outline"
                className="justify-self-start"
                onClick={() => {
                  setNotice('');
                  setState({ step: 'edit' });
                }}
              >
                Change email
              </Button>
            </>
          ) : null}
          {state.step === 'edit' ? (
            <Form form={emailForm} onSubmit={requestCode} aria-label="Change email" className="max-w-md">
              <FormErrorSummary />
              <FormField
                control={emailForm.control}
                name="email"
                label="New email address"
                description="We will send a 6-digit code to it."
                required
              >
                {(field) => <Input type="email" autoComplete="email" autoFocus {...field} />}
              </FormField>
              <FormField
                control={emailForm.control}
                name="password"
                label="Current password"
                description="To confirm it is you."
                required
              >
                {(field) => <PasswordInput autoComplete="current-password" {...field} />}
              </FormField>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" loading={emailForm.formState.isSubmitting}>
                  Send code
                </Button>
                <Button variant="ghost" onClick={cancel}>
                  Cancel
                </Button>
              </div>
            </Form>
          ) : null}
          {state.step === 'verify' ? (
            <Form form={codeForm} onSubmit={verify} aria-label="Confirm new email" className="max-w-md">
              <p className="text-foreground text-sm">
                We sent a 6-digit code to <strong className="break-all font-semibold">{state.email}</strong>.
                Enter it to confirm the new address.
              </p>
              <FormErrorSummary />
              <FormField control={codeForm.control} name="otp" label="Verification code" required>
                {(field) => (
                  <OtpInput
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    autoFocus
                  />
                )}
              </FormField>
              <Success>{notice}</Success>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" loading={codeForm.formState.isSubmitting}>
                  Confirm email
                </Button>
                <Button
                  variant="outline"
                  disabled={remaining > 0}
                  loading={resending}
                  onClick={() => resend(state.email, state.password)}
                >
                  {remaining > 0 ? `Send a new code in ${formatSeconds(remaining)}` : 'Send a new code'}
                </Button>
                <Button variant="ghost" onClick={cancel}>
                  Cancel
                </Button>
              </div>
            </Form>
          ) : null}
        </>
      )}
    </SettingsSection>
  );
}
