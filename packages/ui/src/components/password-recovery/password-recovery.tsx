import type { RecoveryPayload, UpdatePasswordByOtpPayload, VerifyOtpPayload } from '@medhire/domain';
import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import { type RenderLink, renderAnchor } from '../../lib/link';
import { Button, buttonVariants } from '../../primitives/button/button';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/light-form';
import { Input } from '../../primitives/input/input';
import { PasswordInput } from '../../primitives/password-input/password-input';
import {
  AuthAlert,
  AuthHeader,
  authFallbackMessage,
  authLinkClassName,
  authRoutes,
  newPasswordHint,
} from '../sign-in-form/auth-parts';
import { DeferredVerifyCodeStep, usePreloadVerifyCodeStep } from '../sign-in-form/deferred-verify-code-step';
import type { RecoveryPasswordValues } from './password-recovery-schema';

/** The steps' rules (zod), loaded when the flow mounts so they are not part of the page's first load. */
const loadRecoverySchemas = () => import('./password-recovery-schema');
const loadEmailSchema = () => loadRecoverySchemas().then((module) => module.recoveryEmailSchema);
const loadPasswordSchema = () => loadRecoverySchemas().then((module) => module.recoveryPasswordSchema);

/** The steps of {@link PasswordRecovery}. */
export type PasswordRecoveryStep = 'email' | 'code' | 'password' | 'done';

/** Props of {@link PasswordRecovery}. */
export type PasswordRecoveryProps = {
  /** Mails a 6-digit code (also used by "Resend code"). A rejection's message shows above the form. */
  onSendCode: (values: RecoveryPayload) => Promise<void>;
  /** Checks the code; a rejection's message shows under the code box, which is cleared and focused. */
  onVerifyCode: (values: VerifyOtpPayload) => Promise<void>;
  /** Saves the new password; once it resolves the "done" step offers to sign in. */
  onSetPassword: (values: UpdatePasswordByOtpPayload) => Promise<void>;
  /** The step shown (controlled), for example to resume at the code after a reload. Uncontrolled when absent. */
  step?: PasswordRecoveryStep;
  /** Called when the flow moves to another step. */
  onStepChange?: (step: PasswordRecoveryStep) => void;
  /** The account's email, for a flow that starts past the first step; also the email's first value. */
  email?: string;
  /** Seconds "Resend code" stays disabled after each send (default 60). */
  resendSeconds?: number;
  /** Renders every link; pass react-router's `Link` here. Defaults to `<a href>`. */
  renderLink?: RenderLink;
};

/**
 * The content of `/recover-password`: the email, then the 6-digit code it receives (with the resend
 * countdown), then a new password typed twice, then "Sign in".
 */
export function PasswordRecovery({
  onSendCode,
  onVerifyCode,
  onSetPassword,
  step: stepProp,
  onStepChange,
  email: emailProp,
  resendSeconds = 60,
  renderLink = renderAnchor,
}: PasswordRecoveryProps) {
  const [innerStep, setInnerStep] = React.useState<PasswordRecoveryStep>('email');
  const step = stepProp ?? innerStep;
  const [sentTo, setSentTo] = React.useState(emailProp ?? '');
  const accountEmail = emailProp ?? sentTo;
  const [serverError, setServerError] = React.useState<string | null>(null);
  const emailForm = useZodForm(loadEmailSchema, { defaultValues: { email: emailProp ?? '' } });
  const passwordForm = useZodForm(loadPasswordSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  // The code step shows once the code is sent; it loads from the first input on the page.
  usePreloadVerifyCodeStep();

  // Focus moves to a new step's heading only after a move, never when the page first opens on a step.
  const [moved, setMoved] = React.useState(false);

  const goTo = (next: PasswordRecoveryStep) => {
    setServerError(null);
    setMoved(true);
    if (stepProp === undefined) setInnerStep(next);
    onStepChange?.(next);
  };

  async function sendCode(values: RecoveryPayload) {
    setServerError(null);
    try {
      await onSendCode({ email: values.email });
      setSentTo(values.email);
      goTo('code');
    } catch (rejection) {
      setServerError(messageOf(rejection, authFallbackMessage));
    }
  }

  async function savePassword(values: RecoveryPasswordValues) {
    setServerError(null);
    try {
      await onSetPassword({ password: values.password });
      goTo('done');
    } catch (rejection) {
      setServerError(messageOf(rejection, authFallbackMessage));
    }
  }

  if (step === 'code') {
    return (
      <div data-slot="password-recovery" data-step="code">
        <DeferredVerifyCodeStep
          email={accountEmail}
          introLead="To confirm it is you, we sent a 6-digit code to"
          submitLabel="Continue"
          resendSeconds={resendSeconds}
          onVerify={async (otp) => {
            await onVerifyCode({ email: accountEmail, otp });
            goTo('password');
          }}
          onResend={() => onSendCode({ email: accountEmail })}
          onChangeEmail={() => goTo('email')}
        />
      </div>
    );
  }

  if (step === 'password') {
    return (
      <div data-slot="password-recovery" data-step="password" className="grid gap-8">
        <AuthHeader
          title="Choose a new password"
          intro={
            accountEmail ? (
              <>
                For <strong className="break-words font-semibold text-foreground">{accountEmail}</strong>. You
                will sign in with it from now on.
              </>
            ) : (
              'You will sign in with it from now on.'
            )
          }
          focusOnMount={moved}
        />
        <div className="grid gap-5">
          <AuthAlert message={serverError} focusOnMessage />
          <Form form={passwordForm} onSubmit={savePassword} aria-label="Choose a new password">
            <FormErrorSummary />
            {/* Lets a password manager store the new password under the right account. */}
            <input type="hidden" name="username" autoComplete="username" value={accountEmail} readOnly />
            <FormField
              control={passwordForm.control}
              name="password"
              label="New password"
              description={newPasswordHint}
              required
            >
              {(field) => <PasswordInput autoComplete="new-password" showStrength {...field} />}
            </FormField>
            <FormField
              control={passwordForm.control}
              name="confirmPassword"
              label="Confirm new password"
              required
            >
              {(field) => (
                <PasswordInput
                  autoComplete="new-password"
                  showLabel="Show confirmation"
                  hideLabel="Hide confirmation"
                  {...field}
                />
              )}
            </FormField>
            <Button type="submit" size="lg" loading={passwordForm.formState.isSubmitting}>
              Save new password
            </Button>
          </Form>
        </div>
      </div>
    );
  }

  if (step === 'done') {
    return (
      <div data-slot="password-recovery" data-step="done" className="grid gap-8">
        <AuthHeader
          title="Your password is changed"
          intro="Sign in with your new password to get back to your jobs and candidates."
          focusOnMount={moved}
        />
        {renderLink({
          href: authRoutes.signIn,
          className: buttonVariants({ size: 'lg' }),
          children: 'Sign in',
        })}
      </div>
    );
  }

  return (
    <div data-slot="password-recovery" data-step="email" className="grid gap-8">
      <AuthHeader
        title="Recover your password"
        intro="We will email you a six-digit code to confirm it is you, then you choose a new password."
      />
      <div className="grid gap-5">
        <AuthAlert message={serverError} focusOnMessage />
        <Form form={emailForm} onSubmit={sendCode} aria-label="Recover your password">
          <FormErrorSummary />
          <FormField
            control={emailForm.control}
            name="email"
            label="Email"
            description="The address you sign in with."
            required
          >
            {(field) => <Input type="email" autoComplete="email" spellCheck={false} {...field} />}
          </FormField>
          <Button type="submit" size="lg" loading={emailForm.formState.isSubmitting}>
            Email me a code
          </Button>
        </Form>
      </div>
      <p className="text-center text-muted-foreground text-sm">
        Remembered it?{' '}
        {renderLink({ href: authRoutes.signIn, className: authLinkClassName, children: 'Back to sign in' })}
      </p>
    </div>
  );
}
