import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import { Form, FormField, useZodForm } from '../../primitives/form/light-form';
import { OtpInput } from '../../primitives/otp-input/otp-input';
import {
  AuthAlert,
  authFallbackMessage,
  authLinkClassName,
  defaultVerifyIntroLead,
  VerifyCodeHeader,
} from './auth-parts';
import type { VerifyCodeFormValues } from './verify-code-schema';

/** The code's rule (zod), loaded with the step so it is not part of the page's first load. */
const loadVerifyCodeFormSchema = () =>
  import('./verify-code-schema').then((module) => module.verifyCodeFormSchema);

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

/**
 * True when the server answered the code itself (a wrong, used or expired code): the same code would be refused
 * again. A call that got no answer (status 0), a server failure (5xx) or a rate limit (429) may go through later,
 * so the same code can be sent again.
 */
function refusesTheCode(error: unknown): boolean {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  if (typeof status !== 'number') return true;
  return status !== 0 && status !== 429 && status < 500;
}

/** Props of {@link VerifyCodeStep}. */
export type VerifyCodeStepProps = {
  /** The address the code went to, shown in the intro. */
  email: string;
  /** The intro's words before the address (default "We sent a 6-digit code to"). */
  introLead?: string;
  /**
   * Checks the code; a rejection's message is shown under the code box, which keeps the code (selected, so typing
   * replaces it). The message stays until the code changes: sending the same refused code again is not asked.
   */
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
  const form = useZodForm(loadVerifyCodeFormSchema, {
    defaultValues: { otp: '' },
    // A message stays until the code is changed or sent again (see the box's onChange).
    reValidateMode: 'onSubmit',
  });
  const [resendError, setResendError] = React.useState<string | null>(null);
  const [resendNote, setResendNote] = React.useState<string | null>(null);
  const [resending, setResending] = React.useState(false);
  const inFlight = React.useRef(false);
  const codeRef = React.useRef<HTMLInputElement>(null);
  const countdown = useCountdown(resendSeconds, true);
  const countdownId = React.useId();
  const verifying = form.formState.isSubmitting;

  // The code the server refused and its reason: they stay, in the box and under it, until the code changes.
  const refused = React.useRef<{ otp: string; message: string } | null>(null);

  React.useEffect(() => {
    codeRef.current?.focus();
  }, []);

  /** Focuses the box with the code selected, so the next digit typed starts a new code. */
  const selectCode = () => {
    codeRef.current?.focus();
    codeRef.current?.select();
  };

  async function verify({ otp }: VerifyCodeFormValues) {
    if (inFlight.current) return;
    if (refused.current?.otp === otp) {
      // The code refused a moment ago: its reason stands (and no attempt is spent on it again).
      form.setError('otp', { type: 'server', message: refused.current.message });
      selectCode();
      return;
    }
    inFlight.current = true;
    setResendNote(null);
    try {
      await onVerify(otp);
    } catch (error) {
      const message = messageOf(error, authFallbackMessage);
      refused.current = refusesTheCode(error) ? { otp, message } : null;
      form.setError('otp', { type: 'server', message });
      // The box is read-only while the check runs; select the code once it takes input again.
      window.setTimeout(selectCode, 0);
    } finally {
      inFlight.current = false;
    }
  }

  /** An incomplete code keeps focus in the box, its message under it. */
  const focusCode = () => codeRef.current?.focus();
  /** Sends the code: checked by the schema, then by `onVerify`. */
  const submit = form.handleSubmit(verify, focusCode);

  async function resend() {
    setResending(true);
    setResendError(null);
    setResendNote(null);
    try {
      await onResend();
      countdown.restart();
      refused.current = null;
      form.reset({ otp: '' });
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
      <Form form={form} onSubmit={verify} onInvalid={focusCode} aria-label="Verification code">
        <FormField control={form.control} name="otp" label="Verification code">
          {(field) => (
            <OtpInput
              ref={(node) => {
                codeRef.current = node;
                field.ref(node);
              }}
              name={field.name}
              value={field.value}
              readOnly={verifying}
              onBlur={field.onBlur}
              onChange={(value) => {
                field.onChange(value);
                const { error } = form.getFieldState('otp');
                if (refused.current) {
                  // Another code than the refused one: the refusal no longer applies to what is in the box.
                  if (value === refused.current.otp) return;
                  refused.current = null;
                  form.clearErrors('otp');
                } else if (value !== '' && error) {
                  form.clearErrors('otp');
                }
              }}
              onComplete={() => void submit()}
            />
          )}
        </FormField>
        <Button type="submit" size="lg" loading={verifying}>
          {submitLabel}
        </Button>
      </Form>
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
