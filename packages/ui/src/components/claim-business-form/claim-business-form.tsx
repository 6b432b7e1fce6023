import { type ClaimPayload, claimPayloadSchema } from '@medhire/domain';
import * as React from 'react';
import { Button } from '../../primitives/button/button';
import { Combobox, type ComboboxOption, type ComboboxProps } from '../../primitives/combobox/combobox';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/form';
import { Input } from '../../primitives/input/input';
import {
  AuthAlert,
  AuthHeader,
  authLinkClassName,
  authRoutes,
  defaultRenderLink,
  messageOf,
  type RenderAuthLink,
} from '../sign-in-form/auth-parts';

/** An organization of the directory, as `onSearchOrganizations` finds it. */
export type OrganizationSuggestion = { id: string; name: string; city: string; state: string };

/** Props of {@link ClaimBusinessForm}. */
export type ClaimBusinessFormProps = {
  /**
   * Claims the business with the exact payload: the email (trimmed, lower-cased), the 10-digit NPI
   * number and the organization's name (a suggestion's name, or the text typed). Once it resolves the
   * form shows "Check your email"; a rejection's message shows above the form, the values kept.
   */
  onSubmit: (values: ClaimPayload) => Promise<void>;
  /** Finds organizations of the directory by name for the suggestions (called as the user types). */
  onSearchOrganizations: (query: string) => Promise<OrganizationSuggestion[]>;
  /** Values to start with (for example the NPI number from a link). */
  defaultValues?: Partial<ClaimPayload>;
  /** Renders every link; pass react-router's `Link` here. Defaults to `<a href>`. */
  renderLink?: RenderAuthLink;
};

/** Fewest characters before the directory is searched. */
const minimumQueryLength = 2;

/**
 * The content of `/claimBusiness`: email, NPI number and organization (suggested from the directory,
 * or typed), then "Check your email". The server answers the same whether or not the details matched,
 * so the confirmation says what happens if they did.
 */
export function ClaimBusinessForm({
  onSubmit,
  onSearchOrganizations,
  defaultValues,
  renderLink = defaultRenderLink,
}: ClaimBusinessFormProps) {
  const form = useZodForm(claimPayloadSchema, {
    defaultValues: { email: '', npiNumber: '', organization: '', ...defaultValues },
  });
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [sent, setSent] = React.useState<ClaimPayload | null>(null);
  const submitting = form.formState.isSubmitting;

  async function submit(values: ClaimPayload) {
    setServerError(null);
    try {
      const payload = { email: values.email, npiNumber: values.npiNumber, organization: values.organization };
      await onSubmit(payload);
      setSent(payload);
    } catch (rejection) {
      setServerError(messageOf(rejection));
    }
  }

  if (sent) {
    return (
      <div data-slot="claim-business-form" data-state="sent" className="grid gap-8">
        <AuthHeader
          title="Check your email"
          focusOnMount
          intro={
            <>
              If <strong className="break-words font-semibold text-foreground">{sent.organization}</strong>{' '}
              with NPI number <strong className="font-semibold text-foreground">{sent.npiNumber}</strong> is
              listed and not yet claimed, we have sent a link to{' '}
              <strong className="break-words font-semibold text-foreground">{sent.email}</strong>. Follow it
              to set your password.
            </>
          }
        />
        <p className="text-muted-foreground text-sm">
          Nothing after a few minutes? Check your spam folder, then check the NPI number and try again.
        </p>
        <div className="grid gap-3">
          <Button type="button" variant="outline" size="lg" onClick={() => setSent(null)}>
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
          <FormField name="email" label="Work email" required>
            {(field) => <Input type="email" autoComplete="email" spellCheck={false} {...field} />}
          </FormField>
          <FormField
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
            name="organization"
            label="Organization"
            description="Start typing to pick it from our directory, or type its name as on the NPI record."
            required
          >
            {(field) => (
              <OrganizationCombobox
                ref={field.ref}
                name={field.name}
                text={field.value}
                onTextChange={field.onChange}
                onBlur={field.onBlur}
                onSearchOrganizations={onSearchOrganizations}
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

type OrganizationComboboxProps = Omit<ComboboxProps, 'value' | 'onValueChange' | 'onSearch' | 'multiple'> & {
  /** The organization's name: the chosen suggestion's, or the text typed. */
  text: string;
  onTextChange: (text: string) => void;
  onSearchOrganizations: (query: string) => Promise<OrganizationSuggestion[]>;
};

/**
 * The organization box: a single-choice Combobox over the directory that also takes free text. A
 * chosen suggestion shows as a chip; typing again replaces it with the typed text.
 */
function OrganizationCombobox({
  text,
  onTextChange,
  onSearchOrganizations,
  ...props
}: OrganizationComboboxProps) {
  const [chosen, setChosen] = React.useState<ComboboxOption[]>(() =>
    text ? [{ value: `typed:${text}`, label: text }] : [],
  );
  const [query, setQuery] = React.useState('');

  const search = React.useCallback(
    async (typed: string): Promise<ComboboxOption[]> => {
      const needle = typed.trim();
      if (needle.length < minimumQueryLength) return [];
      const found = await onSearchOrganizations(needle);
      return found.map((organization) => ({
        value: organization.id,
        label: organization.name,
        description: `${organization.city}, ${organization.state}`,
      }));
    },
    [onSearchOrganizations],
  );

  return (
    <Combobox
      {...props}
      listLabel="Organizations in the directory"
      loadingMessage="Searching the directory…"
      emptyMessage={
        query.trim().length < minimumQueryLength
          ? 'Type at least 2 letters of the name.'
          : 'Not in our directory. Keep the name you typed: we check it with the NPI number.'
      }
      value={chosen}
      onValueChange={(next) => {
        setChosen(next);
        setQuery('');
        onTextChange(next[0]?.label ?? '');
      }}
      onSearch={search}
      onInput={(event) => {
        const typed = event.currentTarget.value;
        setQuery(typed);
        if (chosen.length > 0) setChosen([]);
        onTextChange(typed);
      }}
      removeLabel={(option) => `Clear ${option.label}`}
    />
  );
}
