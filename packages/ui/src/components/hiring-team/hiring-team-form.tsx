import type { HiringTeam, HiringTeamPayload } from '@medhire/domain';
import * as React from 'react';
import { Controller } from 'react-hook-form';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import { Checkbox } from '../../primitives/checkbox/checkbox';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/form';
import { OptionSelect } from '../../primitives/select/option-select';
import { AuthAlert } from '../sign-in-form/auth-parts';
import {
  formValuesOf,
  type HiringTeamFormValues,
  type HiringTeamMember,
  hiringManagerChoices,
  hiringManagersExplained,
  leadChoices,
  leadValueOf,
  payloadOf,
  personName,
} from './hiring-team-words';

/** The form's rules (zod), loaded when the form mounts so they are not part of the page's first load. */
const loadHiringTeamFormSchema = () =>
  import('./hiring-team-form-schema').then((module) => module.hiringTeamFormSchema);

/** Props of {@link HiringTeamForm}. */
export type HiringTeamFormProps = {
  /** The job's current team: the form starts from it. */
  team: HiringTeam;
  /** The organization's people (`GET /employer/team`, the owner first). */
  members: readonly HiringTeamMember[];
  /** Saves the team. Resolve and the form closes; reject with an `Error` and its message shows, the choices stay. */
  onSave: (payload: HiringTeamPayload) => Promise<void>;
  /** Closes the form without saving. */
  onCancel: () => void;
};

/**
 * Chooses who leads a job (the owner or a recruiter) and its hiring managers (checkboxes), with Save and
 * Cancel. A refusal shows the server's words above the form and keeps every choice.
 */
export function HiringTeamForm({ team, members, onSave, onCancel }: HiringTeamFormProps) {
  const form = useZodForm(loadHiringTeamFormSchema, { defaultValues: formValuesOf(team) });
  const [serverError, setServerError] = React.useState<string | null>(null);
  const submitting = form.formState.isSubmitting;
  const leads = leadChoices(members);
  const managers = hiringManagerChoices(members);
  const legendId = React.useId();
  const hintId = React.useId();
  const leadRef = React.useRef<HTMLButtonElement | null>(null);

  // The form opens on a user's click: the first choice takes focus so the keyboard carries on from there.
  React.useEffect(() => {
    leadRef.current?.focus();
  }, []);

  async function submit(values: HiringTeamFormValues) {
    setServerError(null);
    try {
      await onSave(payloadOf(values));
    } catch (rejection) {
      setServerError(messageOf(rejection, 'The hiring team could not be saved. Please try again.'));
    }
  }

  return (
    <div data-slot="hiring-team-form" className="grid gap-4">
      <AuthAlert message={serverError} focusOnMessage />
      <Form form={form} onSubmit={submit} aria-label="Edit hiring team" className="gap-5">
        <FormErrorSummary />
        <FormField
          control={form.control}
          name="lead"
          label="Leads the job"
          description="The owner or one of your recruiters."
          required
        >
          {(field) => (
            <OptionSelect
              options={leads.map((member) => ({
                value: leadValueOf(member),
                label:
                  member.role === 'owner'
                    ? `${personName(member)} (Owner)`
                    : member.status === 'invited'
                      ? `${personName(member)} (invited)`
                      : personName(member),
              }))}
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              disabled={submitting}
              ref={(node) => {
                field.ref(node);
                leadRef.current = node;
              }}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
        <Controller
          control={form.control}
          name="hiringManagerIds"
          render={({ field }) => (
            <fieldset
              data-slot="hiring-team-managers"
              aria-describedby={hintId}
              className="grid min-w-0 gap-2"
            >
              <legend id={legendId} className="mb-1 font-medium text-foreground text-sm">
                Hiring managers
              </legend>
              <p id={hintId} className="text-muted-foreground text-sm">
                {managers.length > 0
                  ? `${hiringManagersExplained}.`
                  : `${hiringManagersExplained}. Invite one from Team to add them here.`}
              </p>
              {managers.length > 0 ? (
                <ul className="grid gap-1">
                  {managers.map((member) => {
                    const id = `${legendId}-${member._id}`;
                    const checked = field.value.includes(member._id);
                    return (
                      <li key={member._id} className="flex items-center gap-3 py-1">
                        <Checkbox
                          id={id}
                          checked={checked}
                          disabled={submitting}
                          onCheckedChange={(next) =>
                            field.onChange(
                              next === true
                                ? [...field.value, member._id]
                                : field.value.filter((value) => value !== member._id),
                            )
                          }
                        />
                        <label
                          htmlFor={id}
                          className="min-w-0 cursor-pointer text-foreground text-sm [overflow-wrap:anywhere]"
                        >
                          {member.status === 'invited'
                            ? `${personName(member)} (invited)`
                            : personName(member)}
                        </label>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </fieldset>
          )}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={submitting}>
            Save
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
        </div>
      </Form>
    </div>
  );
}
