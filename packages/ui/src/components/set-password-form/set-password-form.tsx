import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import { type RenderLink, renderAnchor } from '../../lib/link';
import { Button, buttonVariants } from '../../primitives/button/button';
import { Field } from '../../primitives/field/field';
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
import type { SetPasswordFormValues } from './set-password-form-schema';

/** The form's rules (zod), loaded when the form mounts so they are not part of the page's first load. */
const loadSetPasswordFormSchema = () =>
  import('./set-password-form-schema').then((module) => module.setPasswordFormSchema);

/** Props of {@link SetPasswordForm}. */
export type SetPasswordFormProps = {
  /** The account's email, from the claim link; shown read-only. */
  email: string;
  /**
   * Saves the password (`{ password }`; the app adds the email for `set-password`). A rejection's
   * message shows above the form and the typed passwords stay.
   */
  onSubmit: (values: { password: string }) => Promise<void>;
  /** The link has expired or was used: shows the ways to get a new one instead of the form. */
  expired?: boolean;
  /** Renders every link; pass react-router's `Link` here. Defaults to `<a href>`. */
  renderLink?: RenderLink;
};

/**
 * The content of `/set-up-password` (and `/setupPassword`): after a claim, the owner chooses the
 * account's password. When the link has expired it offers to claim again or recover the password.
 */
export function SetPasswordForm({
  email,
  onSubmit,
  expired = false,
  renderLink = renderAnchor,
}: SetPasswordFormProps) {
  const form = useZodForm(loadSetPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [serverError, setServerError] = React.useState<string | null>(null);
  const submitting = form.formState.isSubmitting;

  async function submit(values: SetPasswordFormValues) {
    setServerError(null);
    try {
      await onSubmit({ password: values.password });
    } catch (rejection) {
      setServerError(messageOf(rejection, authFallbackMessage));
    }
  }

  if (expired) {
    return (
      <div data-slot="set-password-form" data-state="expired" className="grid gap-8">
        <AuthHeader
          title="This link has expired"
          intro="A link to set up a password works once and for a limited time. Ask for a new one below."
        />
        <div className="grid gap-3">
          {renderLink({
            href: authRoutes.claimBusiness,
            className: buttonVariants({ size: 'lg' }),
            children: 'Claim your business again',
          })}
          <p className="text-center text-muted-foreground text-sm">
            Already set a password?{' '}
            {renderLink({
              href: authRoutes.recoverPassword,
              className: authLinkClassName,
              children: 'Recover your password',
            })}
          </p>
        </div>
      </div>
    );
  }

  return (
    <div data-slot="set-password-form" data-state="form" className="grid gap-8">
      <AuthHeader
        title="Set up your password"
        intro="Choose the password for the account we created when you claimed your business."
      />
      <div className="grid gap-5">
        <AuthAlert message={serverError} focusOnMessage />
        <Form form={form} onSubmit={submit} aria-label="Set up your password">
          <FormErrorSummary />
          <Field label="Email" description="The address your claim link went to.">
            <Input type="email" value={email} readOnly autoComplete="username" className="bg-muted" />
          </Field>
          <FormField
            control={form.control}
            name="password"
            label="New password"
            description={newPasswordHint}
            required
          >
            {(field) => <PasswordInput autoComplete="new-password" showStrength {...field} />}
          </FormField>
          <FormField control={form.control} name="confirmPassword" label="Confirm new password" required>
            {(field) => (
              <PasswordInput
                autoComplete="new-password"
                showLabel="Show confirmation"
                hideLabel="Hide confirmation"
                {...field}
              />
            )}
          </FormField>
          <Button type="submit" size="lg" loading={submitting}>
            Save password
          </Button>
        </Form>
      </div>
      <p className="text-center text-muted-foreground text-sm">
        {renderLink({ href: authRoutes.signIn, className: authLinkClassName, children: 'Back to sign in' })}
      </p>
    </div>
  );
}
