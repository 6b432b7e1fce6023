import {
  type InvitableRole,
  invitableRoles,
  memberRoleLabels,
  TEAM_INVITE_TTL_HOURS,
  type TeamInvitePayload,
} from '@medhire/domain';
import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import { type RenderLink, renderAnchor } from '../../lib/link';
import { Button, buttonVariants } from '../../primitives/button/button';
import { Callout } from '../../primitives/callout/callout';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/form';
import { Input } from '../../primitives/input/input';
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group/radio-group';
import { AuthAlert } from '../sign-in-form/auth-parts';
import type { TeamInviteFormInput, TeamInviteFormValues } from './team-invite-form-schema';
import { invitableRoleDescriptions } from './team-words';

/** The form's rules (zod), loaded when the form mounts so they are not part of the page's first load. */
const loadTeamInviteFormSchema = () =>
  import('./team-invite-form-schema').then((module) => module.teamInviteFormSchema);

const emptyValues: Partial<TeamInviteFormInput> = { email: '' };

/** Props of {@link TeamInviteForm}. */
export type TeamInviteFormProps = {
  /**
   * Sends the invitation (`{ email, role }`, the email trimmed and lower-cased). Resolve and the form
   * empties and says where it went; reject with an `Error` and its message shows, what was typed stays.
   */
  onInvite: (values: TeamInvitePayload) => Promise<void>;
  /**
   * Every seat of the plan is taken: the message (the server's words) shows instead of the form, with an
   * "Upgrade plan" link when `upgradeHref` is given.
   */
  seatsFull?: { message: string; upgradeHref?: string } | null;
  /** Renders every link; pass react-router's `Link` here. Defaults to `<a href>`. */
  renderLink?: RenderLink;
};

/**
 * Invites a colleague by email as a recruiter or a hiring manager, each role with one line on what it
 * may do. They get an email with a link to join.
 */
export function TeamInviteForm({
  onInvite,
  seatsFull = null,
  renderLink = renderAnchor,
}: TeamInviteFormProps) {
  const form = useZodForm(loadTeamInviteFormSchema, { defaultValues: emptyValues });
  const [serverError, setServerError] = React.useState<string | null>(null);
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const submitting = form.formState.isSubmitting;

  async function submit(values: TeamInviteFormValues) {
    setServerError(null);
    setSentTo(null);
    try {
      await onInvite({ email: values.email, role: values.role });
      form.reset(emptyValues);
      setSentTo(values.email);
    } catch (rejection) {
      setServerError(messageOf(rejection, 'The invitation could not be sent. Please try again.'));
    }
  }

  if (seatsFull) {
    return (
      <div data-slot="team-invite-form" data-state="seats-full">
        <Callout
          tone="warning"
          headingLevel={3}
          title="Every seat is taken"
          description={seatsFull.message}
          action={
            seatsFull.upgradeHref
              ? renderLink({
                  href: seatsFull.upgradeHref,
                  className: buttonVariants({ variant: 'primary', size: 'sm' }),
                  children: 'Upgrade plan',
                })
              : undefined
          }
        />
      </div>
    );
  }

  return (
    <div data-slot="team-invite-form" data-state="form" className="grid gap-4">
      <AuthAlert message={serverError} focusOnMessage />
      <Form form={form} onSubmit={submit} aria-label="Invite a colleague">
        <FormErrorSummary />
        <FormField
          control={form.control}
          name="email"
          label="Email address"
          description={`They get an email with a link to join. It works for ${TEAM_INVITE_TTL_HOURS} hours.`}
          required
        >
          {(field) => (
            <Input
              type="email"
              autoComplete="off"
              spellCheck={false}
              {...field}
              onChange={(event) => {
                setSentTo(null);
                field.onChange(event);
              }}
            />
          )}
        </FormField>
        <FormField control={form.control} name="role" label="Role" required>
          {(field) => (
            <RadioGroup
              ref={field.ref}
              name={field.name}
              aria-label="Role"
              value={field.value ?? ''}
              onValueChange={(next) => field.onChange(next as InvitableRole)}
              className="grid gap-2 sm:grid-cols-2"
            >
              {invitableRoles.map((role) => (
                <RadioGroupItem
                  key={role}
                  value={role}
                  label={memberRoleLabels[role]}
                  description={invitableRoleDescriptions[role]}
                  className="rounded-lg border border-border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-info-subtle"
                />
              ))}
            </RadioGroup>
          )}
        </FormField>
        <Button type="submit" loading={submitting} className="justify-self-start">
          Send invitation
        </Button>
        <p
          role="status"
          data-slot="team-invite-sent"
          className="font-medium text-sm text-success-700 empty:hidden"
        >
          {sentTo ? `Invitation sent to ${sentTo}` : null}
        </p>
      </Form>
    </div>
  );
}
