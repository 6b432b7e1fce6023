import {
  describeMinutes,
  REPLY_TARGET_MINUTES_MAX,
  type ResponsivenessSettings,
  type ResponsivenessSettingsPayload,
  staleAfterDaysSchema,
  staleThresholdSteps,
} from '@medhire/domain';
import * as React from 'react';
import { z } from 'zod';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/form';
import { NumberInput } from '../../primitives/number-input/number-input';
import { OptionSelect } from '../../primitives/select/option-select';

const units = { hours: 60, minutes: 1 } as const;
type Unit = keyof typeof units;

/** The form's values: the target as a number and its unit, and the days per step (empty: no limit). */
const formSchema = z
  .object({
    replyTarget: z
      .number({ error: 'Enter the target reply time' })
      .positive('The target reply time must be more than 0')
      .nullable()
      .refine((value) => value !== null, 'Enter the target reply time'),
    replyTargetUnit: z.enum(['hours', 'minutes']),
    staleAfterDays: staleAfterDaysSchema,
  })
  .refine((values) => (values.replyTarget ?? 0) * units[values.replyTargetUnit] <= REPLY_TARGET_MINUTES_MAX, {
    path: ['replyTarget'],
    message: 'The target reply time can be at most two weeks',
  });
type FormValues = z.input<typeof formSchema>;

/** The settings as the form shows them: whole hours in hours, anything else in minutes. */
function toFormValues(settings: ResponsivenessSettings): FormValues {
  const minutes = settings.replyTargetMinutes;
  const inHours = minutes >= 60 && minutes % 60 === 0;
  return {
    replyTarget: inHours ? minutes / 60 : minutes,
    replyTargetUnit: inHours ? 'hours' : 'minutes',
    staleAfterDays: { ...settings.staleAfterDays },
  };
}

/** Props of {@link ResponsivenessSettingsForm}. */
export type ResponsivenessSettingsFormProps = {
  /** The organization's settings as saved. */
  settings: ResponsivenessSettings;
  /** Saves them; reject (a target under the server's minimum …) to show the message above the form. */
  onSave: (payload: ResponsivenessSettingsPayload) => Promise<void>;
  /** Without it the settings are shown but not changed (someone other than the owner). */
  readOnly?: boolean;
};

/**
 * The organization's responsiveness: the target reply time (a candidate waiting longer makes the conversation
 * overdue, in the inbox and the navigation) and how many days in each pipeline step make a candidate stale on the
 * board (empty: that step never goes stale; Hired and Rejected never do).
 */
export function ResponsivenessSettingsForm({
  settings,
  onSave,
  readOnly = false,
}: ResponsivenessSettingsFormProps) {
  const form = useZodForm(formSchema, { defaultValues: toFormValues(settings) });
  const [error, setError] = React.useState<string | null>(null);
  // Whether the number was typed since the unit was last chosen: a typed "30" then "minutes" means 30 minutes;
  // the saved "24 hours" then "minutes" means the same wait, 1440 minutes.
  const typedSinceUnit = React.useRef(false);

  const submit = async (values: z.output<typeof formSchema>) => {
    setError(null);
    try {
      await onSave({
        replyTargetMinutes: (values.replyTarget ?? 0) * units[values.replyTargetUnit],
        staleAfterDays: values.staleAfterDays,
      });
    } catch (rejection) {
      setError(messageOf(rejection, 'The settings could not be saved. Please try again.'));
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label="Responsiveness" className="grid max-w-xl gap-6">
      <FormErrorSummary />
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-danger bg-danger-subtle p-3 font-medium text-danger text-sm"
        >
          {error}
        </p>
      ) : null}
      <fieldset className="grid gap-3" disabled={readOnly}>
        <legend className="mb-1 font-semibold text-base">Target reply time</legend>
        <p className="text-muted-foreground text-sm">
          A conversation whose candidate has waited longer for the team's reply is overdue: flagged in
          Messages and counted in the navigation. The shortest target is{' '}
          {describeMinutes(settings.replyTargetMinimumMinutes)}.
        </p>
        <div className="flex flex-wrap items-start gap-3">
          <FormField control={form.control} name="replyTarget" label="Reply within" className="w-40">
            {({ value, onChange, ...field }) => (
              <NumberInput
                {...field}
                value={value ?? null}
                onValueChange={(next) => {
                  typedSinceUnit.current = true;
                  onChange(next);
                }}
                min={0}
                step={1}
              />
            )}
          </FormField>
          <FormField control={form.control} name="replyTargetUnit" label="Unit" className="w-36">
            {({ value, onChange, ...field }) => (
              <OptionSelect
                {...field}
                options={[
                  { value: 'hours', label: 'hours' },
                  { value: 'minutes', label: 'minutes' },
                ]}
                value={value}
                onValueChange={(next) => {
                  // The same wait in the other unit (24 hours → 1440 minutes), unless the number was just typed.
                  const amount = form.getValues('replyTarget');
                  if (typeof amount === 'number' && !typedSinceUnit.current) {
                    const converted = (amount * units[value]) / units[next as Unit];
                    form.setValue('replyTarget', Math.round(converted * 100) / 100, { shouldDirty: true });
                  }
                  typedSinceUnit.current = false;
                  onChange(next as Unit);
                }}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <fieldset className="grid gap-3" disabled={readOnly}>
        <legend className="mb-1 font-semibold text-base">Stale after, in days</legend>
        <p className="text-muted-foreground text-sm">
          A candidate who stays in a step longer is flagged as stale on the pipeline board. Leave a step empty
          for no limit.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {staleThresholdSteps.map((step) => (
            <FormField key={step} control={form.control} name={`staleAfterDays.${step}`} label={step}>
              {({ value, onChange, ...field }) => (
                // No min/max here: the control would clamp 0 or 400 silently on blur; the form says what is
                // allowed (at least 1, at most STALE_AFTER_DAYS_MAX) instead.
                <NumberInput
                  {...field}
                  value={value ?? null}
                  onValueChange={onChange}
                  step={1}
                  incrementLabel={`More days in ${step}`}
                  decrementLabel={`Fewer days in ${step}`}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
      {readOnly ? (
        <p className="text-muted-foreground text-sm">The owner of the organization changes these settings.</p>
      ) : (
        <Button type="submit" className="justify-self-start" loading={form.formState.isSubmitting}>
          Save
        </Button>
      )}
    </Form>
  );
}
