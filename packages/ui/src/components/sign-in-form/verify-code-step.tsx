import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import { Field } from '../../primitives/field/field';
import { OtpInput } from '../../primitives/otp-input/otp-input';
import {
  AuthAlert,
  authFallbackMessage,
  authLinkClassName,
  defaultVerifyIntroLead,
  VerifyCodeHeader,
} from './auth-parts';

/*
 * The "Check your email" step of register and password recovery: the one-time code box and its resend
 * countdown. It shows only after the address was sent, so the forms render it through
 * `DeferredVerifyCodeStep` (auth-parts), which loads this module on demand.
 */

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
  introLead = defaultVerifyIntroLead,
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
      setCodeError(messageOf(error, authFallbackMessage));
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
      setResendError(messageOf(error, authFallbackMessage));
    } finally {
      setResending(false);
    }
  }

  const waiting = countdown.remaining > 0;

  return (
    <div data-slot="verify-code-step" className="grid gap-6">
      <VerifyCodeHeader email={email} introLead={introLead} />
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
