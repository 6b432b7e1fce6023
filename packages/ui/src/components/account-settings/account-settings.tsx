import {
  type ResetPasswordPayload,
  resetPasswordPayloadSchema,
  type UpdateEmailPayload,
  updateEmailPayloadSchema,
  type VerifyUpdateEmailPayload,
  verifyUpdateEmailPayloadSchema,
} from '@medhire/domain';
import * as React from 'react';
import { z } from 'zod';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../primitives/alert-dialog/alert-dialog';
import { Button } from '../../primitives/button/button';
import { Field } from '../../primitives/field/field';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/form';
import { Input } from '../../primitives/input/input';
import { OtpInput } from '../../primitives/otp-input/otp-input';
import { PasswordInput } from '../../primitives/password-input/password-input';

/** Props of {@link AccountSettings}. */
export type AccountSettingsProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The account's current email address. */
  email: string;
  /** The organization's name: typed to confirm archiving. */
  organizationName: string;
  /**
   * Signed in as a delegate: the email is shown but cannot be changed, and the password and archive
   * sections are replaced by a note (only the owner may change them).
   */
  isDelegate?: boolean;
  /**
   * Sends a code to the new address, confirmed with the current password (also used by "Send a new code",
   * with the same password). Reject (for example a wrong password) to show the message.
   */
  onRequestEmailChange: (payload: UpdateEmailPayload) => Promise<void>;
  /** Confirms the new address with its code. Reject (for example a wrong code) to show the message. */
  onVerifyEmailChange: (payload: VerifyUpdateEmailPayload) => Promise<void>;
  /** Changes the password. Reject (for example a wrong current password) to show the message. */
  onChangePassword: (payload: ResetPasswordPayload) => Promise<void>;
  /** Archives the account after the typed confirmation. Reject (for example a wrong password) to show it. */
  onArchive: (payload: { password: string }) => Promise<void>;
  /** Seconds before another code can be asked for (default 60). */
  resendDelaySeconds?: number;
};

/** A server's refusal shown above a form's fields. */
function ServerError({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="alert"
      data-slot="account-settings-error"
      className="rounded-lg border border-danger bg-danger-subtle p-3 font-medium text-danger text-sm"
    >
      {children}
    </p>
  );
}

/** A confirmation that something worked. */
function Success({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="text-sm text-success-700 empty:hidden">
      {children}
    </p>
  );
}

/** One section of the page: a card with a heading and what it is for. */
function SettingsSection({
  title,
  description,
  tone = 'default',
  children,
}: {
  title: string;
  description?: React.ReactNode;
  tone?: 'default' | 'danger';
  children: React.ReactNode;
}) {
  const headingId = React.useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="account-settings-section"
      className={cn(
        'grid gap-5 rounded-xl border bg-card p-6 text-card-foreground shadow-xs',
        tone === 'danger' ? 'border-danger' : 'border-border',
      )}
    >
      <div className="grid gap-1">
        <h2
          id={headingId}
          className={cn(
            'font-semibold text-lg leading-7',
            tone === 'danger' ? 'text-danger' : 'text-foreground',
          )}
        >
          {title}
        </h2>
        {description ? <div className="text-muted-foreground text-sm">{description}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** Counts down from `seconds` once started; 0 when a new code may be asked for. */
function useCountdown(): [number, (seconds: number) => void] {
  const [remaining, setRemaining] = React.useState(0);
  React.useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((current) => current - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return [remaining, setRemaining];
}

/** "0:45". */
function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The verify step keeps the password in memory only, for "Send a new code". */
type EmailStep = { step: 'view' } | { step: 'edit' } | { step: 'verify'; email: string; password: string };

function EmailSection({
  email,
  isDelegate,
  onRequestEmailChange,
  onVerifyEmailChange,
  resendDelaySeconds,
}: Pick<
  AccountSettingsProps,
  'email' | 'isDelegate' | 'onRequestEmailChange' | 'onVerifyEmailChange' | 'resendDelaySeconds'
>) {
  const [state, setState] = React.useState<EmailStep>({ step: 'view' });
  const [error, setError] = React.useState<string | null>(null);
  const [notice, setNotice] = React.useState('');
  const [remaining, startCountdown] = useCountdown();
  const [resending, setResending] = React.useState(false);
  const changeButtonRef = React.useRef<HTMLButtonElement>(null);
  const returnFocus = React.useRef(false);
  const emailForm = useZodForm(updateEmailPayloadSchema, { defaultValues: { email: '', password: '' } });
  const codeForm = useZodForm(verifyUpdateEmailPayloadSchema, { defaultValues: { email: '', otp: '' } });
  const delay = resendDelaySeconds ?? 60;

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
      startCountdown(delay);
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
      startCountdown(delay);
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
                name="email"
                label="New email address"
                description="We will send a 6-digit code to it."
                required
              >
                {(field) => <Input type="email" autoComplete="email" autoFocus {...field} />}
              </FormField>
              <FormField
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
              <FormField name="otp" label="Verification code" required>
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

/** The password form: the domain's reset-password rules plus a matching confirmation. */
const passwordFormSchema = z
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
        message: 'Enter the new password again',
        path: ['confirmPassword'],
      });
    } else if (values.confirmPassword !== values.newPassword) {
      context.addIssue({
        code: 'custom',
        message: 'The two new passwords do not match',
        path: ['confirmPassword'],
      });
    }
  })
  .transform(({ oldPassword, newPassword }): ResetPasswordPayload => ({ oldPassword, newPassword }));

type PasswordFormValues = { oldPassword: string; newPassword: string; confirmPassword: string };

function PasswordSection({ onChangePassword }: Pick<AccountSettingsProps, 'onChangePassword'>) {
  const form = useZodForm(passwordFormSchema, {
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const [error, setError] = React.useState<string | null>(null);
  const [notice, setNotice] = React.useState('');

  const submit = async (payload: ResetPasswordPayload) => {
    setError(null);
    setNotice('');
    try {
      await onChangePassword(payload);
      form.reset({ oldPassword: '', newPassword: '', confirmPassword: '' });
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
      <Form<PasswordFormValues, ResetPasswordPayload>
        form={form}
        onSubmit={submit}
        aria-label="Change password"
        className="max-w-md"
      >
        <FormErrorSummary />
        {error ? <ServerError>{error}</ServerError> : null}
        <FormField name="oldPassword" label="Current password" required>
          {(field) => <PasswordInput autoComplete="current-password" {...field} />}
        </FormField>
        <FormField name="newPassword" label="New password" required>
          {(field) => <PasswordInput autoComplete="new-password" showStrength {...field} />}
        </FormField>
        <FormField name="confirmPassword" label="Confirm new password" required>
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

function ArchiveSection({
  organizationName,
  onArchive,
}: Pick<AccountSettingsProps, 'organizationName' | 'onArchive'>) {
  const [open, setOpen] = React.useState(false);
  const [typedName, setTypedName] = React.useState('');
  const [password, setPassword] = React.useState('');
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const nameId = React.useId();
  const passwordId = React.useId();
  const confirmed = typedName.trim() === organizationName.trim();
  const ready = confirmed && password !== '' && !pending;

  const archive = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready) return;
    setPending(true);
    setError(null);
    try {
      await onArchive({ password });
      setOpen(false);
    } catch (rejection) {
      setError(messageOf(rejection, 'The account could not be archived. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <SettingsSection
      title="Archive account"
      tone="danger"
      description={
        <div className="grid gap-2">
          <p>Archiving closes the {organizationName} account on MedHire:</p>
          <ul className="grid list-disc gap-1 ps-5">
            <li>your job posts come down and candidates can no longer find or message you;</li>
            <li>you and your delegates are signed out and can no longer sign in;</li>
            <li>this cannot be undone from the app.</li>
          </ul>
        </div>
      }
    >
      <AlertDialog
        open={open}
        onOpenChange={(next) => {
          if (pending) return;
          setOpen(next);
          if (!next) {
            setTypedName('');
            setPassword('');
            setError(null);
          }
        }}
      >
        <AlertDialogTrigger asChild>
          <Button variant="destructive" className="justify-self-start">
            Archive account
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <form onSubmit={archive} noValidate className="grid gap-4" aria-label="Archive account">
            <AlertDialogHeader>
              <AlertDialogTitle>Archive {organizationName}?</AlertDialogTitle>
              <AlertDialogDescription>
                Your job posts come down, candidates can no longer reach you and everyone on the account is
                signed out. This cannot be undone from the app.
              </AlertDialogDescription>
            </AlertDialogHeader>
            {error ? <ServerError>{error}</ServerError> : null}
            <Field
              id={nameId}
              label={
                <>
                  Type <strong className="font-semibold">{organizationName}</strong> to confirm
                </>
              }
            >
              <Input
                value={typedName}
                autoComplete="off"
                spellCheck={false}
                data-state={confirmed ? 'match' : 'mismatch'}
                onChange={(event) => setTypedName(event.target.value)}
              />
            </Field>
            <Field id={passwordId} label="Your password">
              <PasswordInput
                value={password}
                autoComplete="current-password"
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={pending}>Keep account</AlertDialogCancel>
              <Button type="submit" variant="destructive" disabled={!ready} loading={pending}>
                Archive account
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </SettingsSection>
  );
}

/**
 * Account settings on one page. Email: the current address, then a new one with the current password,
 * then the 6-digit code sent to it (with a resend countdown). Password: current, new and confirmation, by the domain's rules.
 * Archive account: a danger zone that says what happens, then an alert dialog that needs the
 * organization's name typed and the password. Delegates see the email only, with a note.
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
      <EmailSection
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
          <PasswordSection onChangePassword={onChangePassword} />
          <ArchiveSection organizationName={organizationName} onArchive={onArchive} />
        </>
      )}
    </div>
  );
}
