import type { LoginPayload } from '@medhire/domain';
import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import { type RenderLink, renderAnchor } from '../../lib/link';
import { Button } from '../../primitives/button/button';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/light-form';
import { Input } from '../../primitives/input/input';
import { PasswordInput } from '../../primitives/password-input/password-input';
import { AuthAlert, AuthHeader, authFallbackMessage, authLinkClassName, authRoutes } from './auth-parts';

/** The form's rules (zod), loaded when the form mounts so they are not part of the page's first load. */
const loadSignInFormSchema = () => import('./sign-in-form-schema').then((module) => module.signInFormSchema);

/** Props of {@link SignInForm}. */
export type SignInFormProps = {
  /**
   * Signs in with the parsed payload (email trimmed and lower-cased). A rejection's message is shown
   * above the form; the typed values stay and the password box takes focus for another try.
   */
  onSubmit: (values: LoginPayload) => Promise<void>;
  /** Starts the sign-in with Doximity; the button shows only when this is given. */
  onDoximitySignIn?: () => void;
  /** An error to show above the form from outside (for example a failed Doximity return). */
  error?: string | null;
  /** The email to start with (for example the address just registered). */
  defaultEmail?: string;
  /** Renders every link; pass react-router's `Link` here. Defaults to `<a href>`. */
  renderLink?: RenderLink;
};

/**
 * The content of `/signIn`: email and password, "Forgot your password?", and the ways in for a new
 * practice (create an account) or a listed one (claim your business).
 */
export function SignInForm({
  onSubmit,
  onDoximitySignIn,
  error,
  defaultEmail = '',
  renderLink = renderAnchor,
}: SignInFormProps) {
  const form = useZodForm(loadSignInFormSchema, { defaultValues: { email: defaultEmail, password: '' } });
  const [serverError, setServerError] = React.useState<string | null>(null);
  const submitting = form.formState.isSubmitting;

  async function submit(values: LoginPayload) {
    setServerError(null);
    try {
      await onSubmit({ email: values.email, password: values.password });
    } catch (rejection) {
      setServerError(messageOf(rejection, authFallbackMessage));
      form.setFocus('password', { shouldSelect: true });
    }
  }

  return (
    <div data-slot="sign-in-form" className="grid gap-8">
      <AuthHeader
        title="Sign in to MedHire"
        intro="Welcome back. Sign in to manage your jobs and candidates."
      />
      <div className="grid gap-5">
        <AuthAlert message={serverError ?? error} />
        <Form form={form} onSubmit={submit} aria-label="Sign in">
          <FormErrorSummary />
          <FormField control={form.control} name="email" label="Email" required>
            {(field) => <Input type="email" autoComplete="email" spellCheck={false} {...field} />}
          </FormField>
          <div className="grid gap-2">
            <FormField control={form.control} name="password" label="Password" required>
              {(field) => <PasswordInput autoComplete="current-password" {...field} />}
            </FormField>
            <p className="flex justify-end text-sm">
              {renderLink({
                href: authRoutes.recoverPassword,
                className: authLinkClassName,
                children: 'Forgot your password?',
              })}
            </p>
          </div>
          <Button type="submit" size="lg" loading={submitting}>
            Sign in
          </Button>
        </Form>
        {onDoximitySignIn ? (
          <>
            <div
              data-slot="sign-in-form-divider"
              className="flex items-center gap-3 text-muted-foreground text-sm"
            >
              <span aria-hidden="true" className="h-px flex-1 bg-border" />
              or
              <span aria-hidden="true" className="h-px flex-1 bg-border" />
            </div>
            <Button type="button" variant="outline" size="lg" onClick={onDoximitySignIn}>
              Sign in with Doximity
            </Button>
          </>
        ) : null}
      </div>
      <div className="grid gap-2 text-center text-muted-foreground text-sm">
        <p>
          New to MedHire?{' '}
          {renderLink({
            href: authRoutes.register,
            className: authLinkClassName,
            children: 'Create an account',
          })}
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
