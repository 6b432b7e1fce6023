import type { TeamInvitation } from '@medhire/domain';
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
import { roleInSentence } from '../team/team-words';
import type { JoinTeamFormValues } from './join-team-form-schema';

/** The form's rules (zod), loaded when the form mounts so they are not part of the page's first load. */
const loadJoinTeamFormSchema = () =>
  import('./join-team-form-schema').then((module) => module.joinTeamFormSchema);
const loadJoinWithAccountFormSchema = () =>
  import('./join-team-form-schema').then((module) => module.joinWithAccountFormSchema);

/** Props of {@link JoinTeamForm}. */
export type JoinTeamFormProps = {
  /** What the invitation link is for (`GET /employer/team/invitation/:token`). */
  invitation: TeamInvitation;
  /**
   * Joins the team (`{ name, password }`; the app adds the link's token). A rejection's message shows
   * above the form and what was typed stays.
   */
  onSubmit: (values: { name: string; password: string }) => Promise<void>;
  /** The link cannot be used (it expired or was used): this message shows with a way to sign in, instead of the form. */
  unusable?: string | null;
  /** Renders every link; pass react-router's `Link` here. Defaults to `<a href>`. */
  renderLink?: RenderLink;
};

/**
 * The content of the public `/join-team` screen: someone invited to an organization's team chooses
 * their name and a password, then signs in with the email the invitation went to. Someone who already signs in to
 * another organization with that email (`invitation.hasAccount`) gives the password they have instead: one
 * password for all their organizations, chosen from at sign-in.
 */
export function JoinTeamForm({
  invitation,
  onSubmit,
  unusable = null,
  renderLink = renderAnchor,
}: JoinTeamFormProps) {
  const hasAccount = invitation.hasAccount;
  const form = useZodForm(hasAccount ? loadJoinWithAccountFormSchema : loadJoinTeamFormSchema, {
    defaultValues: { name: '', password: '' },
  });
  const [serverError, setServerError] = React.useState<string | null>(null);
  const submitting = form.formState.isSubmitting;
  const organization = invitation.organizationName?.trim() || 'your team';

  async function submit(values: JoinTeamFormValues) {
    setServerError(null);
    try {
      await onSubmit({ name: values.name, password: values.password });
    } catch (rejection) {
      setServerError(messageOf(rejection, authFallbackMessage));
    }
  }

  if (unusable) {
    return (
      <div data-slot="join-team-form" data-state="unusable" className="grid gap-8">
        <AuthHeader title="This invitation cannot be used" intro={unusable} />
        <div className="grid gap-3">
          {renderLink({
            href: authRoutes.signIn,
            className: buttonVariants({ size: 'lg' }),
            children: 'Go to sign in',
          })}
          <p className="text-center text-muted-foreground text-sm">
            Not a member yet? Ask whoever invited you to send a new invitation.
          </p>
        </div>
      </div>
    );
  }

  return (
    <div data-slot="join-team-form" data-state="form" className="grid gap-8">
      <AuthHeader
        title={`Join ${organization} on MedHire`}
        intro={
          hasAccount
            ? `You were invited as ${roleInSentence(invitation.role)}. You already use MedHire with this email: enter your password to add ${organization} to the organizations you sign in to.`
            : `You were invited as ${roleInSentence(invitation.role)}. Choose your name and a password to sign in with.`
        }
      />
      <div className="grid gap-5">
        <AuthAlert message={serverError} focusOnMessage />
        <Form form={form} onSubmit={submit} aria-label="Join the team">
          <FormErrorSummary />
          <Field label="Email" description="The address your invitation went to. You sign in with it.">
            <Input
              type="email"
              value={invitation.email}
              readOnly
              autoComplete="username"
              className="bg-muted"
            />
          </Field>
          <FormField control={form.control} name="name" label="Your name" required>
            {(field) => <Input autoComplete="name" {...field} />}
          </FormField>
          {hasAccount ? (
            <FormField
              control={form.control}
              name="password"
              label="Your MedHire password"
              description="The one you sign in with today. Forgot it? Reset it from the sign-in page."
              required
            >
              {(field) => <PasswordInput autoComplete="current-password" {...field} />}
            </FormField>
          ) : (
            <FormField
              control={form.control}
              name="password"
              label="Password"
              description={newPasswordHint}
              required
            >
              {(field) => <PasswordInput autoComplete="new-password" showStrength {...field} />}
            </FormField>
          )}
          <Button type="submit" size="lg" loading={submitting}>
            Join the team
          </Button>
        </Form>
      </div>
      <p className="text-center text-muted-foreground text-sm">
        Already joined?{' '}
        {renderLink({ href: authRoutes.signIn, className: authLinkClassName, children: 'Sign in' })}
      </p>
    </div>
  );
}
