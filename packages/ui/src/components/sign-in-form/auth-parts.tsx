import { passwordSchema } from '@medhire/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import * as React from 'react';
import { z } from 'zod';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Field } from '../../primitives/field/field';
import { OtpInput } from '../../primitives/otp-input/otp-input';

/**
 * Pieces shared by the signed-out forms (sign in, register, claim, set and recover a password): the
 * link contract, the heading block, the alert for a server's answer, the new-password rules and the
 * step that checks a one-time code with its resend countdown.
 */

/** Props handed to `renderLink`; spread them all onto the rendered link (`to={href}` for a router link). */
export type AuthLinkProps = {
  /** Where the link goes: one of the public routes (`/signIn`, `/register`, …). */
  href: string;
  children: React.ReactNode;
  className: string;
};

/** Renders a link of the signed-out forms; pass react-router's `Link` here. Defaults to `<a href>`. */
export type RenderAuthLink = (props: AuthLinkProps) => React.ReactNode;

export const defaultRenderLink: RenderAuthLink = ({ href, ...props }) => <a href={href} {...props} />;

/** The public routes the forms link to (the contract's paths). */
export const authRoutes = {
  signIn: '/signIn',
  register: '/register',
  claimBusiness: '/claimBusiness',
  recoverPassword: '/recover-password',
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
} as const;

/** Look of an inline text link inside the forms. */
export const authLinkClassName =
  'rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:focus-ring';

/** The text of a rejected promise, as the server worded it, or a kind fallback. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error !== '') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return 'Something went wrong. Try again in a moment.';
}

/** Props of {@link AuthHeader}. */
export type AuthHeaderProps = {
  title: React.ReactNode;
  intro?: React.ReactNode;
  /** Focuses the heading when it mounts: a new step or a result was just shown. */
  focusOnMount?: boolean;
};

/** The card's heading (`h1`) and its one-line intro. */
export function AuthHeader({ title, intro, focusOnMount = false }: AuthHeaderProps) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <header data-slot="auth-header" className="grid gap-2">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-balance rounded-sm font-semibold text-3xl tracking-tight outline-none focus-visible:focus-ring"
      >
        {title}
      </h1>
      {intro ? <p className="text-muted-foreground">{intro}</p> : null}
    </header>
  );
}

/** Props of {@link AuthAlert}. */
export type AuthAlertProps = {
  message?: string | null;
  tone?: 'danger' | 'success';
  /** Moves focus to the message each time a new one shows (when nothing else should take focus). */
  focusOnMessage?: boolean;
  className?: string;
};

/**
 * The server's answer above a form. An error is a `role="alert"` region (read at once); a success
 * note is a `role="status"` (read politely). Both regions stay mounted so a new message is announced.
 */
export function AuthAlert({ message, tone = 'danger', focusOnMessage = false, className }: AuthAlertProps) {
  const Icon = tone === 'danger' ? CircleAlert : CircleCheck;
  const alertRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (focusOnMessage && message) alertRef.current?.focus();
  }, [focusOnMessage, message]);
  return (
    <div
      ref={alertRef}
      tabIndex={focusOnMessage && message ? -1 : undefined}
      data-slot="auth-alert"
      data-tone={tone}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(
        'outline-none empty:hidden focus-visible:focus-ring',
        message &&
          'flex items-start gap-3 rounded-lg border px-4 py-3 font-medium text-sm leading-6 text-foreground',
        message && tone === 'danger' && 'border-danger bg-danger-subtle',
        message && tone === 'success' && 'border-success bg-success-subtle',
        className,
      )}
    >
      {message ? (
        <>
          <Icon
            aria-hidden="true"
            className={cn('mt-1 size-4 shrink-0', tone === 'danger' ? 'text-danger' : 'text-success')}
          />
          <p>{message}</p>
        </>
      ) : null}
    </div>
  );
}

/** Message shown when the confirmation is left empty. */
export const confirmPasswordMissingMessage = 'Enter the password again';
/** Message shown when the two passwords differ. */
export const passwordsDifferMessage = 'The passwords do not match';

/** A new password typed twice: the domain's password rules, then the two must match. */
export const newPasswordFields = {
  password: passwordSchema,
  confirmPassword: z
    .string({ error: confirmPasswordMissingMessage })
    .min(1, confirmPasswordMissingMessage)
    .max(128, passwordsDifferMessage),
};

/** The "passwords match" rule, for `.refine(passwordsMatch.check, passwordsMatch.params)`. */
export const passwordsMatch = {
  check: (values: { password: string; confirmPassword: string }) =>
    values.password === values.confirmPassword,
  params: { message: passwordsDifferMessage, path: ['confirmPassword'] },
};

/** Plain words on what a new password needs, shown under the field. */
export const newPasswordHint =
  'At least 8 characters. A short sentence is easy to remember and hard to guess.';

/** Formats seconds as m:ss ("0:59", "1:00"). */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * A countdown in whole seconds, measured against the clock (`Date.now`) so a throttled background tab
 * still ends on time. `restart()` begins a new one; `remaining` is 0 when it is over.
 */
export function useCountdown(seconds: number, startOnMount: boolean) {
  const [deadline, setDeadline] = React.useState(() => (startOnMount ? Date.now() + seconds * 1000 : 0));
  const [remaining, setRemaining] = React.useState(() => (startOnMount ? seconds : 0));

  React.useEffect(() => {
    if (deadline === 0) return;
    const update = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      return left;
    };
    if (update() === 0) return;
    const timer = window.setInterval(() => {
      if (update() === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = React.useCallback(() => {
    setRemaining(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, [seconds]);

  return { remaining, restart };
}

/** Message shown when the code is incomplete. */
export const codeIncompleteMessage = 'Enter the 6-digit code from the email';

/** Props of {@link VerifyCodeStep}. */
export type VerifyCodeStepProps = {
  /** The address the code went to, shown in the intro. */
  email: string;
  /** The intro's words before the address (default "We sent a 6-digit code to"). */
  introLead?: string;
  /** Checks the code; a rejection's message is shown under the code box. */
  onVerify: (otp: string) => Promise<void>;
  /** Sends a new code; the countdown restarts once it resolves. */
  onResend: () => Promise<void>;
  /** Goes back to the step that asked for the email. */
  onChangeEmail: () => void;
  /** Seconds before another code can be asked for (default 60). */
  resendSeconds: number;
  /** Label of the submit button. */
  submitLabel: string;
};

/**
 * "Check your email": the 6-digit code (sent as soon as the sixth digit is typed or pasted), a resend
 * button that waits out a countdown after each send, and a way back to change the address.
 */
export function VerifyCodeStep({
  email,
  introLead = 'We sent a 6-digit code to',
  onVerify,
  onResend,
  onChangeEmail,
  resendSeconds,
  submitLabel,
}: VerifyCodeStepProps) {
  const [code, setCode] = React.useState('');
  const [codeError, setCodeError] = React.useState<string | null>(null);
  const [resendError, setResendError] = React.useState<string | null>(null);
  const [resendNote, setResendNote] = React.useState<string | null>(null);
  const [verifying, setVerifying] = React.useState(false);
  const [resending, setResending] = React.useState(false);
  const inFlight = React.useRef(false);
  const codeRef = React.useRef<HTMLInputElement>(null);
  const countdown = useCountdown(resendSeconds, true);
  const countdownId = React.useId();

  React.useEffect(() => {
    codeRef.current?.focus();
  }, []);

  async function verify(otp: string) {
    if (inFlight.current) return;
    if (!/^\d{6}$/.test(otp)) {
      setCodeError(codeIncompleteMessage);
      codeRef.current?.focus();
      return;
    }
    inFlight.current = true;
    setVerifying(true);
    setCodeError(null);
    setResendNote(null);
    try {
      await onVerify(otp);
    } catch (error) {
      setCodeError(messageOf(error));
      setCode('');
      // The box is read-only while the check runs; focus it once it takes input again.
      window.setTimeout(() => codeRef.current?.focus(), 0);
    } finally {
      inFlight.current = false;
      setVerifying(false);
    }
  }

  async function resend() {
    setResending(true);
    setResendError(null);
    setResendNote(null);
    try {
      await onResend();
      countdown.restart();
      setCode('');
      setCodeError(null);
      setResendNote(`We sent a new code to ${email}.`);
      codeRef.current?.focus();
    } catch (error) {
      setResendError(messageOf(error));
    } finally {
      setResending(false);
    }
  }

  const waiting = countdown.remaining > 0;

  return (
    <div data-slot="verify-code-step" className="grid gap-6">
      <AuthHeader
        title="Check your email"
        intro={
          <>
            {introLead} <strong className="break-words font-semibold text-foreground">{email}</strong>. Enter
            it below. It works for 10 minutes.
          </>
        }
      />
      <AuthAlert message={resendError} />
      <AuthAlert message={resendNote} tone="success" />
      <form
        noValidate
        aria-label="Verification code"
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          void verify(code);
        }}
      >
        <Field label="Verification code" error={codeError ?? undefined}>
          <OtpInput
            ref={codeRef}
            value={code}
            readOnly={verifying}
            onChange={(value) => {
              setCode(value);
              if (codeError && value !== '') setCodeError(null);
            }}
            onComplete={(value) => void verify(value)}
          />
        </Field>
        <Button type="submit" size="lg" loading={verifying}>
          {submitLabel}
        </Button>
      </form>
      <div data-slot="verify-code-resend" className="grid gap-3 border-border border-t pt-5 text-sm">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button
            type="button"
            variant="outline"
            loading={resending}
            disabled={waiting}
            aria-describedby={countdownId}
            onClick={() => void resend()}
          >
            Resend code
          </Button>
          <p id={countdownId} data-slot="verify-code-countdown" className="text-muted-foreground">
            {waiting ? (
              <>
                You can ask for a new code in{' '}
                <span className="font-medium text-foreground tabular-nums">
                  {formatCountdown(countdown.remaining)}
                </span>
              </>
            ) : (
              'Not there? Check your spam folder, then ask for a new code.'
            )}
          </p>
        </div>
        <p className="text-muted-foreground">
          Wrong address?{' '}
          <button
            type="button"
            onClick={onChangeEmail}
            className={cn(authLinkClassName, 'cursor-pointer underline')}
          >
            Use a different email
          </button>
        </p>
      </div>
    </div>
  );
}
