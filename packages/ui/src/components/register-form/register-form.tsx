import type { RegisterPayload, VerifyOtpPayload } from '@medhire/domain';
import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import { type RenderLink, renderAnchor } from '../../lib/link';
import { Button } from '../../primitives/button/button';
import {
  Form,
  FormErrorSummary,
  FormField,
  type LightFormControl,
  useFormField,
  useZodForm,
} from '../../primitives/form/light-form';
import { Input } from '../../primitives/input/input';
import { PasswordInput } from '../../primitives/password-input/password-input';
import {
  AuthAlert,
  AuthHeader,
  acceptTermsMessage,
  authFallbackMessage,
  authLinkClassName,
  authRoutes,
  newPasswordHint,
} from '../sign-in-form/auth-parts';
import { DeferredVerifyCodeStep, usePreloadVerifyCodeStep } from '../sign-in-form/deferred-verify-code-step';
import type { RegisterFormInput, RegisterFormValues } from './register-form-schema';

export { acceptTermsMessage };

/** The form's rules (zod), loaded when the form mounts so they are not part of the page's first load. */
const loadRegisterFormSchema = () =>
  import('./register-form-schema').then((module) => module.registerFormSchema);

/** The two steps of {@link RegisterForm}: the account's details, then the emailed code. */
export type RegisterStep = 'details' | 'code';

/** Props of {@link RegisterForm}. */
export type RegisterFormProps = {
  /**
   * Creates the account with the exact payload (email trimmed and lower-cased) and mails a code. Once
   * it resolves the form moves to the code step; a rejection's message is shown above the form.
   */
  onRegister: (values: RegisterPayload) => Promise<void>;
  /** Checks the code. A rejection's message shows under the code box, which is cleared and focused. */
  onVerify: (values: VerifyOtpPayload) => Promise<void>;
  /** Mails a new code; "Resend code" then waits out the countdown again. */
  onResend: () => Promise<void>;
  /** The step shown (controlled), so a reload can resume at the code step. Uncontrolled when absent. */
  step?: RegisterStep;
  /** Called when the form moves to another step (after registering, or "Use a different email"). */
  onStepChange?: (step: RegisterStep) => void;
  /** The address being confirmed, for a form that starts at the code step; also the email's first value. */
  email?: string;
  /** Seconds "Resend code" stays disabled after each send (default 60). */
  resendSeconds?: number;
  /** Renders every link; pass react-router's `Link` here. Defaults to `<a href>`. */
  renderLink?: RenderLink;
};

/**
 * The content of `/register`: (1) work email, password typed twice and the terms, then (2) "Check your
 * email" with the 6-digit code, a resend countdown and a way back to change the address.
 */
export function RegisterForm({
  onRegister,
  onVerify,
  onResend,
  step: stepProp,
  onStepChange,
  email: emailProp,
  resendSeconds = 60,
  renderLink = renderAnchor,
}: RegisterFormProps) {
  const [innerStep, setInnerStep] = React.useState<RegisterStep>('details');
  const step = stepProp ?? innerStep;
  const [registeredEmail, setRegisteredEmail] = React.useState(emailProp ?? '');
  const codeEmail = emailProp ?? registeredEmail;
  const [serverError, setServerError] = React.useState<string | null>(null);
  const generatedId = React.useId();
  const formId = `${generatedId}register`;
  const form = useZodForm(loadRegisterFormSchema, {
    defaultValues: { email: emailProp ?? '', password: '', confirmPassword: '', acceptTerms: false },
  });
  const submitting = form.formState.isSubmitting;
  // The code step shows once the account is created; it loads from the first input on the page.
  usePreloadVerifyCodeStep();

  const goTo = (next: RegisterStep) => {
    if (stepProp === undefined) setInnerStep(next);
    onStepChange?.(next);
  };

  async function register(values: RegisterFormValues) {
    setServerError(null);
    try {
      await onRegister({ email: values.email, password: values.password });
      setRegisteredEmail(values.email);
      goTo('code');
    } catch (rejection) {
      setServerError(messageOf(rejection, authFallbackMessage));
    }
  }

  if (step === 'code') {
    return (
      <div data-slot="register-form" data-step="code">
        <DeferredVerifyCodeStep
          email={codeEmail}
          introLead="To confirm it is your address, we sent a 6-digit code to"
          submitLabel="Verify email"
          resendSeconds={resendSeconds}
          onVerify={(otp) => onVerify({ email: codeEmail, otp })}
          onResend={onResend}
          onChangeEmail={() => {
            setServerError(null);
            goTo('details');
          }}
        />
      </div>
    );
  }

  return (
    <div data-slot="register-form" data-step="details" className="grid gap-8">
      <AuthHeader
        title="Create an account"
        intro="Register your practice with your work email. We will email you a code to confirm it."
      />
      <div className="grid gap-5">
        <AuthAlert message={serverError} focusOnMessage />
        <Form form={form} onSubmit={register} id={formId} aria-label="Create an account">
          <FormErrorSummary />
          <FormField control={form.control} name="email" label="Work email" required>
            {(field) => <Input type="email" autoComplete="email" spellCheck={false} {...field} />}
          </FormField>
          <FormField
            control={form.control}
            name="password"
            label="Password"
            description={newPasswordHint}
            required
          >
            {(field) => <PasswordInput autoComplete="new-password" showStrength {...field} />}
          </FormField>
          <FormField control={form.control} name="confirmPassword" label="Confirm password" required>
            {(field) => (
              <PasswordInput
                autoComplete="new-password"
                showLabel="Show confirmation"
                hideLabel="Hide confirmation"
                {...field}
              />
            )}
          </FormField>
          <TermsConsent control={form.control} renderLink={renderLink} />
          <Button type="submit" size="lg" loading={submitting}>
            Create account
          </Button>
        </Form>
      </div>
      <div className="grid gap-2 text-center text-muted-foreground text-sm">
        <p>
          Already have an account?{' '}
          {renderLink({ href: authRoutes.signIn, className: authLinkClassName, children: 'Sign in' })}
        </p>
        <p>
          Already listed?{' '}
          {renderLink({
            href: authRoutes.claimBusiness,
            className: authLinkClassName,
            children: 'Claim your business',
          })}
        </p>
      </div>
    </div>
  );
}

/**
 * "I agree to the Terms and Privacy Policy": a checkbox with its label beside it (the links inside the
 * label), its error under it, and the id the error summary links to.
 */
function TermsConsent({
  control,
  renderLink,
}: {
  control: LightFormControl<RegisterFormInput, unknown>;
  renderLink: RenderLink;
}) {
  const { id: controlId, field, error } = useFormField(control, 'acceptTerms');
  const errorId = `${controlId}-error`;
  return (
    <div data-slot="register-form-terms" data-invalid={error ? true : undefined} className="grid gap-1.5">
      <div className="flex items-start gap-2">
        {/* A native checkbox: this form is on a signed-out route, where every kilobyte delays the first
            paint (see docs/perf.md); it looks like the design system's Checkbox. */}
        <input
          type="checkbox"
          id={controlId}
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          required
          data-slot="checkbox"
          className="mt-1 size-5 shrink-0 cursor-pointer rounded-sm accent-primary outline-none focus-visible:focus-ring aria-invalid:outline-2 aria-invalid:outline-danger"
        />
        <label htmlFor={controlId} className="text-foreground text-sm leading-6">
          I agree to the{' '}
          {renderLink({ href: authRoutes.terms, className: authLinkClassName, children: 'Terms' })} and{' '}
          {renderLink({ href: authRoutes.privacy, className: authLinkClassName, children: 'Privacy Policy' })}
        </label>
      </div>
      <p
        id={errorId}
        role="alert"
        data-slot="field-error"
        className="font-medium text-danger text-sm empty:hidden"
      >
        {error}
      </p>
    </div>
  );
}
