import type { ClaimPayload, ClaimResult } from '@medhire/domain';
import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import { type RenderLink, renderAnchor } from '../../lib/link';
import { Button } from '../../primitives/button/button';
import type { ComboboxOption } from '../../primitives/combobox/combobox';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/light-form';
import { Input } from '../../primitives/input/input';
import {
  AuthAlert,
  AuthHeader,
  authFallbackMessage,
  authLinkClassName,
  authRoutes,
} from '../sign-in-form/auth-parts';
import { OrganizationCombobox } from './organization-combobox';

/** An organization of the directory, as `onSearchOrganizations` finds it. */
export type OrganizationSuggestion = { id: string; name: string; city: string; state: string };

/** Props of {@link ClaimBusinessForm}. */
export type ClaimBusinessFormProps = {
  /**
   * Claims the business with the exact payload: the email (trimmed, lower-cased), the 10-digit NPI
   * number and the organization's name (a suggestion's name, or the text typed). It resolves to the
   * server's answer: its outcome picks the confirmation's title and help (the link went to the contact on
   * file, the claim waits for review, or nothing matched) and its message shows as it is; a rejection's
   * message shows above the form, the values kept.
   */
  onSubmit: (values: ClaimPayload) => Promise<ClaimResult>;
  /** Finds organizations of the directory by name for the suggestions (called as the user types). */
  onSearchOrganizations: (query: string) => Promise<OrganizationSuggestion[]>;
  /** Values to start with (for example the NPI number from a link). */
  defaultValues?: Partial<ClaimPayload>;
  /** Renders every link; pass react-router's `Link` here. Defaults to `<a href>`. */
  renderLink?: RenderLink;
};

/** The form's rules (zod), loaded when the form mounts so they are not part of the page's first load. */
const loadClaimBusinessFormSchema = () =>
  import('./claim-business-form-schema').then((module) => module.claimBusinessFormSchema);

/** The confirmation's title and help for each outcome of a claim. */
const afterClaim: Record<ClaimResult['outcome'], { title: string; help?: string }> = {
  'link-sent': {
    title: 'Check the organization’s inbox',
    help:
      'To prove the organization is yours, the link goes only to the email we have on file for it, never to the ' +
      'address typed here. Nothing after a few minutes? Ask whoever reads that mailbox, and check its spam folder.',
  },
  'in-review': {
    title: 'We will review your claim',
    help: 'We have no email on file for this organization, so a person checks the claim before an account is opened.',
  },
  'no-match': { title: 'We could not match these details' },
};

/** Fewest characters before the directory is searched. */
const minimumQueryLength = 2;

/** Shown while the directory is searched. */
const searchingMessage = 'Searching the directory…';

/**
 * The content of `/claimBusiness`: email, NPI number and organization (suggested from the directory,
 * or typed), then the server's answer under a title that fits it: the masked contact address the link went
 * to, that the claim waits for review, or that the details matched nothing.
 */
export function ClaimBusinessForm({
  onSubmit,
  onSearchOrganizations,
  defaultValues,
  renderLink = renderAnchor,
}: ClaimBusinessFormProps) {
  const form = useZodForm(loadClaimBusinessFormSchema, {
    defaultValues: { email: '', npiNumber: '', organization: '', ...defaultValues },
  });
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [sent, setSent] = React.useState<ClaimResult | null>(null);
  const submitting = form.formState.isSubmitting;
  const searchOrganizations = React.useCallback(
    async (query: string): Promise<ComboboxOption[]> =>
      (await onSearchOrganizations(query.trim())).map((organization) => ({
        value: organization.id,
        label: organization.name,
        description: `${organization.city}, ${organization.state}`,
      })),
    [onSearchOrganizations],
  );

  async function submit(values: ClaimPayload) {
    setServerError(null);
    try {
      const payload = { email: values.email, npiNumber: values.npiNumber, organization: values.organization };
      setSent(await onSubmit(payload));
    } catch (rejection) {
      setServerError(messageOf(rejection, authFallbackMessage));
    }
  }

  if (sent) {
    const { title, help } = afterClaim[sent.outcome];
    return (
      <div
        data-slot="claim-business-form"
        data-state="sent"
        data-outcome={sent.outcome}
        className="grid gap-8"
      >
        <AuthHeader title={title} focusOnMount intro={<span className="break-words">{sent.message}</span>} />
        {help ? <p className="text-muted-foreground text-sm">{help}</p> : null}
        <div className="grid gap-3">
          <Button
            type="button"
            variant={sent.outcome === 'no-match' ? 'primary' : 'outline'}
            size="lg"
            onClick={() => setSent(null)}
          >
            Try again with other details
          </Button>
          <p className="text-center text-muted-foreground text-sm">
            {renderLink({
              href: authRoutes.signIn,
              className: authLinkClassName,
              children: 'Back to sign in',
            })}
          </p>
        </div>
      </div>
    );
  }

  return (
    <div data-slot="claim-business-form" data-state="form" className="grid gap-8">
      <AuthHeader
        title="Claim your business"
        intro="Find your organization by its NPI number and we will email you a link to set your password."
      />
      <div className="grid gap-5">
        <AuthAlert message={serverError} focusOnMessage />
        <Form form={form} onSubmit={submit} aria-label="Claim your business">
          <FormErrorSummary />
          <FormField control={form.control} name="email" label="Work email" required>
            {(field) => <Input type="email" autoComplete="email" spellCheck={false} {...field} />}
          </FormField>
          <FormField
            control={form.control}
            name="npiNumber"
            label="NPI number"
            description="The organization's 10-digit National Provider Identifier."
            required
          >
            {(field) => (
              <Input
                inputMode="numeric"
                autoComplete="off"
                maxLength={10}
                spellCheck={false}
                className="tabular-nums"
                {...field}
              />
            )}
          </FormField>
          <FormField
            control={form.control}
            name="organization"
            label="Organization"
            description="Start typing to pick it from our directory, or type its name as on the NPI record."
            required
          >
            {(field) => (
              <OrganizationCombobox
                freeText
                // The submit button is right under the box: the suggestions open above, never over it.
                side="top"
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                onSearch={searchOrganizations}
                minQueryLength={minimumQueryLength}
                listLabel="Organizations in the directory"
                shortMessage="Type at least 2 letters of the name."
                loadingMessage={searchingMessage}
                emptyMessage="Not in our directory. Keep the name you typed: we check it with the NPI number."
                errorMessage="Search is not available right now. Keep the name you typed: we check it with the NPI number."
              />
            )}
          </FormField>
          <Button type="submit" size="lg" loading={submitting}>
            Email me the link
          </Button>
        </Form>
      </div>
      <div className="grid gap-2 text-center text-muted-foreground text-sm">
        <p>
          Already have an account?{' '}
          {renderLink({ href: authRoutes.signIn, className: authLinkClassName, children: 'Sign in' })}
        </p>
        <p>
          Not listed?{' '}
          {renderLink({
            href: authRoutes.register,
            className: authLinkClassName,
            children: 'Create an account',
          })}
        </p>
      </div>
    </div>
  );
}
