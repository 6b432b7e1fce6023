import type { ClaimPayload, ClaimResult } from '@medhire/domain';
import { LoaderCircle } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { type RenderLink, renderAnchor } from '../../lib/link';
import { Button } from '../../primitives/button/button';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/form';
import { Input } from '../../primitives/input/input';
import {
  AuthAlert,
  AuthHeader,
  authFallbackMessage,
  authLinkClassName,
  authRoutes,
} from '../sign-in-form/auth-parts';

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
              <OrganizationInput
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

type OrganizationInputProps = Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** The organization's name: the chosen suggestion's, or the text typed. */
  text: string;
  onTextChange: (text: string) => void;
  onSearchOrganizations: (query: string) => Promise<OrganizationSuggestion[]>;
};

/** What the suggestions under the organization box show. */
type Suggestions =
  | { status: 'short' | 'loading' | 'error' }
  | { status: 'done'; found: OrganizationSuggestion[] };

/**
 * The organization box: a text box (an ARIA combobox) that takes free text and suggests organizations
 * of the directory as the user types, with their city and state. ArrowUp / ArrowDown move through the
 * suggestions, Enter or a click takes one's name, Escape closes them. Focus never leaves the box, and
 * it works as a plain text box from the first paint.
 */
function OrganizationInput({
  text,
  onTextChange,
  onSearchOrganizations,
  id,
  onBlur,
  onKeyDown,
  ...props
}: OrganizationInputProps) {
  const generatedId = React.useId();
  const inputId = id ?? `${generatedId}-organization`;
  const listboxId = `${inputId}-suggestions`;
  const optionId = (index: number) => `${listboxId}-${index}`;
  const [open, setOpen] = React.useState(false);
  const [suggestions, setSuggestions] = React.useState<Suggestions>({ status: 'short' });
  const [active, setActive] = React.useState(-1);
  const latestRequest = React.useRef(0);

  const search = (typed: string) => {
    latestRequest.current += 1;
    const request = latestRequest.current;
    setActive(-1);
    const needle = typed.trim();
    if (needle.length < minimumQueryLength) {
      setSuggestions({ status: 'short' });
      return;
    }
    setSuggestions({ status: 'loading' });
    onSearchOrganizations(needle).then(
      (found) => {
        if (request !== latestRequest.current) return;
        setSuggestions({ status: 'done', found });
        setActive(found.length > 0 ? 0 : -1);
      },
      () => {
        if (request === latestRequest.current) setSuggestions({ status: 'error' });
      },
    );
  };

  const close = () => {
    latestRequest.current += 1;
    setOpen(false);
    setActive(-1);
  };

  const choose = (organization: OrganizationSuggestion) => {
    onTextChange(organization.name);
    close();
  };

  const found = suggestions.status === 'done' ? suggestions.found : [];
  const listed = open && found.length > 0;

  return (
    <div data-slot="organization-input" className="relative">
      <Input
        {...props}
        id={inputId}
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={listed ? listboxId : undefined}
        aria-activedescendant={listed && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          setOpen(true);
          search(event.target.value);
        }}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.defaultPrevented) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            if (!open) {
              setOpen(true);
              search(text);
            } else if (found.length > 0) {
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setActive((current) => (current + step + found.length) % found.length);
            }
          } else if (event.key === 'Enter' && listed && found[active]) {
            // Takes the highlighted suggestion instead of sending the form.
            event.preventDefault();
            choose(found[active]);
          } else if (event.key === 'Escape' && open) {
            event.preventDefault();
            close();
          }
        }}
      />
      {open ? (
        <div
          data-slot="organization-suggestions"
          data-state={suggestions.status}
          className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-border bg-card text-card-foreground shadow-lg data-[state]:animate-fade-in"
        >
          {listed ? (
            <div
              id={listboxId}
              role="listbox"
              aria-label="Organizations in the directory"
              className="max-h-96 overflow-y-auto p-1"
            >
              {found.map((organization, index) => (
                // The text box keeps focus and handles the keyboard; a click is the pointer's way in.
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's keys choose an option
                // biome-ignore lint/a11y/useFocusableInteractive: options are reached by aria-activedescendant
                <div
                  key={organization.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  data-slot="organization-option"
                  // Keeps focus in the text box when an option is clicked.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(organization)}
                  className={cn(
                    'flex min-h-9 cursor-pointer select-none items-start rounded-sm px-2 py-2 text-sm',
                    'aria-selected:bg-accent aria-selected:text-accent-foreground',
                  )}
                >
                  <span className="grid gap-0.5">
                    <span>{organization.name}</span>
                    <span className="text-muted-foreground text-xs">{`${organization.city}, ${organization.state}`}</span>
                  </span>
                </div>
              ))}
            </div>
          ) : suggestions.status === 'loading' ? (
            <p role="status" className="flex items-center gap-2 px-3 py-3 text-muted-foreground text-sm">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Searching the directory…
            </p>
          ) : suggestions.status === 'error' ? (
            <p role="alert" className="px-3 py-3 font-medium text-danger text-sm">
              Search is not available right now. Keep the name you typed: we check it with the NPI number.
            </p>
          ) : (
            <p role="status" className="px-3 py-3 text-muted-foreground text-sm">
              {suggestions.status === 'short'
                ? 'Type at least 2 letters of the name.'
                : 'Not in our directory. Keep the name you typed: we check it with the NPI number.'}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
