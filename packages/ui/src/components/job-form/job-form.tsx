import {
  bonusKinds,
  employmentTypes,
  fringeBenefits,
  type JobPayload,
  reasonsForJobOpportunity,
  specialties,
  specialtyOfSubSpecialty,
  subSpecialties,
} from '@medhire/domain';
import * as React from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import type { ComboboxOption } from '../../primitives/combobox/combobox';
import { DeferredCombobox } from '../../primitives/combobox/deferred-combobox';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/form';
import { Input } from '../../primitives/input/input';
import { OptionSelect, type SelectOption } from '../../primitives/select/option-select';
import { Textarea } from '../../primitives/textarea/textarea';
import { FormSection, type SectionLink, SectionNav, ServerError } from './form-section';
import { HalfDaysInput } from './half-days-input';
import { JobFormCompleteness } from './job-form-completeness';
import { fallbackErrorMessage } from './job-form-parts';
import {
  hasJobFormContent,
  type JobFormDefaultValues,
  type JobFormValues,
  toFormValues,
} from './job-form-schema';
import { type JobLocationSuggestion, LocationsField } from './locations-field';
import { MoneyRangeInput } from './money-range-input';
import { PartnershipFields } from './partnership-fields';
import { YesNoField } from './yes-no-field';

const loadJobFormSchema = () => import('./job-form-checks').then((module) => module.jobFormSchema);

/** Props of {@link JobForm}. */
export type JobFormProps = Omit<React.ComponentProps<'div'>, 'onSubmit' | 'children'> & {
  /** `create` posts a new job; `edit` saves changes to a posted one. */
  mode: 'create' | 'edit';
  /** The job being edited, or a restored draft ({@link JobFormValues}); anything missing starts empty. */
  defaultValues?: JobFormDefaultValues;
  /**
   * Posts or saves the job with the domain's `jobPayloadSchema` output (salary and sign-on bonus as
   * `{ min, max }`). A rejection's message is shown at the top and every value is kept.
   */
  onSubmit: (payload: JobPayload) => Promise<void>;
  /** Finds places for the typed text (the server's `generate-location`). */
  onSearchLocations: (query: string) => Promise<JobLocationSuggestion[]>;
  /** Called about 500 ms after the last change with the raw form values, so the app can keep a draft. */
  onDraftChange?: (values: JobFormValues) => void;
  /**
   * Throws the restored draft away. When given and `defaultValues` hold something typed or chosen (not the empty
   * form), the form says it restored a draft and offers "Discard draft"; in `create` the form is then emptied, in
   * `edit` the app shows the saved job again.
   */
  onDiscardDraft?: () => void;
  /** Text of the submit button: "Post job" or "Save changes". */
  submitLabel: string;
};

/** How long the form waits after the last change before handing the draft over. */
export const draftDelayMs = 500;

/** Longest additional context the domain accepts. */
const additionalContextLimit = 5_000;

const employmentTypesOptions: SelectOption[] = employmentTypes.map((item) => ({
  value: item.id,
  label: item.name,
}));
const reasonsForJobOpportunityOptions: SelectOption[] = reasonsForJobOpportunity.map((item) => ({
  value: item.id,
  label: item.name,
}));
const bonusKindsOptions: SelectOption[] = bonusKinds.map((item) => ({ value: item.id, label: item.name }));
const specialtyOptions: ComboboxOption[] = specialties.map((item) => ({ value: item.id, label: item.name }));
const subSpecialtyOptions = subSpecialties.map((item) => ({
  value: item.id,
  label: item.name,
  specialtyId: item.specialtyId as string,
}));
const benefitOptions: ComboboxOption[] = fringeBenefits.map((item) => ({
  value: item.name,
  label: item.name,
}));

/** The chosen option of a single-choice combobox; an id not on the list shows as it is. */
function chosenOption(value: string | null, options: ComboboxOption[]): ComboboxOption[] {
  if (value === null || value === '') return [];
  return [options.find((option) => option.value === value) ?? { value, label: value }];
}

/**
 * The job form (create and edit): Basics, Compensation, Schedule, Practice, Locations and Additional
 * context, each a section with a heading, and a sticky section navigation on wide screens. Validated
 * with the domain's `jobPayloadSchema`: each message by its field, the error summary focused after a
 * failed submit. The raw values go to `onDraftChange` as the recruiter types, so a draft survives a
 * reload; a rejected `onSubmit` shows the server's message and keeps every value.
 */
export function JobForm({
  mode,
  defaultValues,
  onSubmit,
  onSearchLocations,
  onDraftChange,
  onDiscardDraft,
  submitLabel,
  className,
  ...props
}: JobFormProps) {
  const generatedId = React.useId();
  const formId = `job-form${generatedId.replaceAll(':', '')}`;
  const form = useZodForm<JobFormValues, JobPayload>(loadJobFormSchema, {
    defaultValues: toFormValues(defaultValues),
  });
  const [serverError, setServerError] = React.useState<string | null>(null);
  // Said only when a draft with something in it was restored, never over an empty form.
  const [draftShown, setDraftShown] = React.useState(
    () => onDiscardDraft !== undefined && hasJobFormContent(defaultValues),
  );

  // The draft: the raw values, handed over once the recruiter pauses.
  const draftListener = React.useRef(onDraftChange);
  React.useLayoutEffect(() => {
    draftListener.current = onDraftChange;
  });
  React.useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => draftListener.current?.(form.getValues()), draftDelayMs);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form]);

  const submit = async (payload: JobPayload) => {
    setServerError(null);
    try {
      await onSubmit(payload);
    } catch (error) {
      setServerError(messageOf(error, fallbackErrorMessage));
    }
  };

  const sections: SectionLink[] = [
    { id: `${formId}-section-basics`, title: 'Basics' },
    { id: `${formId}-section-compensation`, title: 'Compensation' },
    { id: `${formId}-section-schedule`, title: 'Schedule' },
    { id: `${formId}-section-practice`, title: 'Practice' },
    { id: `${formId}-section-locations`, title: 'Locations' },
    { id: `${formId}-section-context`, title: 'Additional context' },
  ];
  const pending = form.formState.isSubmitting;
  const [basics, compensation, schedule, practice, locations, context] = sections as [
    SectionLink,
    SectionLink,
    SectionLink,
    SectionLink,
    SectionLink,
    SectionLink,
  ];

  return (
    <div data-slot="job-form" className={cn('@container', className)} {...props}>
      <div className="grid items-start gap-x-8 gap-y-4 @4xl:grid-cols-[11rem_minmax(0,1fr)]">
        <div
          data-slot="job-form-aside"
          className="grid gap-6 @4xl:sticky @4xl:top-6 @4xl:max-h-[calc(100dvh-3rem)] @4xl:self-start @4xl:overflow-y-auto"
        >
          <SectionNav sections={sections} />
          <JobFormCompleteness
            control={form.control}
            sectionOf={(field) =>
              field === 'salaryRange'
                ? compensation.id
                : field === 'callSchedule' || field === 'halfDaysPerWeek'
                  ? schedule.id
                  : practice.id
            }
          />
        </div>
        <Form
          form={form}
          id={formId}
          aria-label={mode === 'create' ? 'Post a job' : 'Edit the job'}
          onSubmit={submit}
          className="min-w-0 gap-6"
        >
          {draftShown && onDiscardDraft ? (
            <div
              data-slot="job-form-draft"
              className="flex flex-col gap-3 rounded-lg border border-border bg-muted p-4 text-sm @xl:flex-row @xl:items-center @xl:justify-between"
            >
              <p className="text-foreground">
                We restored the draft you were working on. Carry on where you left off, or start over.
              </p>
              <Button
                variant="outline"
                size="sm"
                className="shrink-0"
                onClick={() => {
                  setDraftShown(false);
                  if (mode === 'create') form.reset(toFormValues(undefined));
                  onDiscardDraft();
                }}
              >
                Discard draft
              </Button>
            </div>
          ) : null}
          <FormErrorSummary />
          <ServerError
            message={serverError}
            title={mode === 'create' ? 'The job was not posted' : 'Your changes were not saved'}
          />

          <FormSection id={basics.id} title={basics.title} description="What the job is and why it is open.">
            <FormField<JobFormValues, 'title'>
              name="title"
              label="Job title"
              required
              description="What physicians see first, for example Gastroenterologist."
              className="@xl:col-span-2"
            >
              {(field) => <Input maxLength={120} autoComplete="off" {...field} />}
            </FormField>
            <SpecialtyFields />
            <FormField<JobFormValues, 'employmentType'>
              name="employmentType"
              label="Employment type"
              required
            >
              {(field) => (
                <OptionSelect
                  options={employmentTypesOptions}
                  placeholder="Choose the employment type"
                  name={field.name}
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  ref={field.ref}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
            <FormField<JobFormValues, 'reasonForJobOpp'>
              name="reasonForJobOpp"
              label="Reason for the opportunity"
              description="Optional. Candidates ask why the job is open."
            >
              {(field) => (
                <OptionSelect
                  options={reasonsForJobOpportunityOptions}
                  placeholder="Choose a reason"
                  name={field.name}
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  ref={field.ref}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
          </FormSection>

          <FormSection
            id={compensation.id}
            title={compensation.title}
            description="Amounts in US dollars. Ranges get more replies than single figures."
          >
            <FormField<JobFormValues, 'salaryRange'>
              name="salaryRange"
              label="Salary range (per year)"
              required
            >
              {(field) => (
                <MoneyRangeInput
                  name="salaryRange"
                  noun="salary"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
            <FormField<JobFormValues, 'signOnBonus'>
              name="signOnBonus"
              label="Sign-on bonus range (optional)"
            >
              {(field) => (
                <MoneyRangeInput
                  name="signOnBonus"
                  noun="sign-on bonus"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
            <FormField<JobFormValues, 'productiveBonus'>
              name="productiveBonus"
              label="Productivity bonus"
              description="Optional."
            >
              {(field) => (
                <OptionSelect
                  options={bonusKindsOptions}
                  placeholder="Choose a bonus"
                  name={field.name}
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  ref={field.ref}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
            <FormField<JobFormValues, 'stipendTraining'>
              name="stipendTraining"
              label="Training stipend"
              description="Optional, for example $3,000 a month during fellowship."
            >
              {(field) => <Input maxLength={500} autoComplete="off" {...field} />}
            </FormField>
            <FormField<JobFormValues, 'loanRepaymentAssistance'>
              name="loanRepaymentAssistance"
              label="Loan repayment assistance"
              description="Optional, for example up to $100,000 over 4 years."
            >
              {(field) => <Input maxLength={500} autoComplete="off" {...field} />}
            </FormField>
            <FormField<JobFormValues, 'vacation'>
              name="vacation"
              label="Vacation"
              description="Optional, for example 6 weeks plus 1 CME week."
            >
              {(field) => <Input maxLength={500} autoComplete="off" {...field} />}
            </FormField>
          </FormSection>

          <FormSection id={schedule.id} title={schedule.title} description="How a typical week looks.">
            <FormField<JobFormValues, 'callSchedule'>
              name="callSchedule"
              label="Call schedule"
              description="Optional, for example 1 in 6, home call."
            >
              {(field) => <Input maxLength={500} autoComplete="off" {...field} />}
            </FormField>
            <FormField<JobFormValues, 'requiredTravel'>
              name="requiredTravel"
              label="Required travel"
              description="Optional, for example two clinics 20 minutes apart."
            >
              {(field) => <Input maxLength={500} autoComplete="off" {...field} />}
            </FormField>
            <FormField<JobFormValues, 'halfDaysPerWeek'>
              name="halfDaysPerWeek"
              label="Half-days per week"
              description="Optional. A full week is 10 half-days; split them by kind of work."
              className="@xl:col-span-2"
            >
              {(field) => (
                <HalfDaysInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
              )}
            </FormField>
          </FormSection>

          <FormSection
            id={practice.id}
            title={practice.title}
            description="Optional. What working here is like, beyond the pay."
          >
            <FormField<JobFormValues, 'advancedTech'>
              name="advancedTech"
              label="Advanced technology"
              description="For example robotic surgery or AI-assisted colonoscopy."
            >
              {(field) => <Input maxLength={500} autoComplete="off" {...field} />}
            </FormField>
            <FormField<JobFormValues, 'electronicMedRecord'>
              name="electronicMedRecord"
              label="Electronic medical record"
              description="For example Epic or Cerner."
            >
              {(field) => <Input maxLength={200} autoComplete="off" {...field} />}
            </FormField>
            <YesNoField name="scribeSupport" label="Scribe support" />
            <FormField<JobFormValues, 'supportBenefitPerk'>
              name="supportBenefitPerk"
              label="Benefits and perks"
              description="Choose every benefit the job offers."
              className="@xl:col-span-2"
            >
              {(field) => (
                <DeferredCombobox
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  multiple
                  options={benefitOptions}
                  value={(field.value ?? []).map(
                    (name) =>
                      benefitOptions.find((option) => option.value === name) ?? { value: name, label: name },
                  )}
                  onValueChange={(chosen) => field.onChange(chosen.map((option) => option.value))}
                  listLabel="Benefits and perks"
                  placeholder="Search benefits"
                />
              )}
            </FormField>
            <PartnershipFields />
            <YesNoField name="academicResearchOpportunity" label="Academic research opportunity" />
            <YesNoField name="mentorship" label="Mentorship" />
            <YesNoField name="speakerShip" label="Speakership" description="Paid speaking engagements." />
            <YesNoField
              name="globalMissions"
              label="Global missions"
              description="Time for medical missions abroad."
            />
          </FormSection>

          <FormSection
            id={locations.id}
            title={locations.title}
            description="Where the physician would work."
          >
            <LocationsField onSearchLocations={onSearchLocations} />
          </FormSection>

          <FormSection id={context.id} title={context.title}>
            <FormField<JobFormValues, 'additionalContext'>
              name="additionalContext"
              label="Anything else candidates should know"
              description="Optional. The team, the community, what makes the job stand out."
              className="@xl:col-span-2"
            >
              {(field) => (
                <Textarea autoGrow showCount maxLength={additionalContextLimit} rows={5} {...field} />
              )}
            </FormField>
          </FormSection>

          <div
            data-slot="job-form-actions"
            className="flex flex-col gap-3 border-border border-t pt-5 @xl:flex-row @xl:items-center @xl:justify-end"
          >
            <Button type="submit" loading={pending}>
              {pending ? (mode === 'create' ? 'Posting…' : 'Saving…') : submitLabel}
            </Button>
          </div>
        </Form>
      </div>
    </div>
  );
}

/** Specialty, then sub-specialty listed for that specialty (cleared when the specialty changes). */
function SpecialtyFields() {
  const { control, getValues, setValue } = useFormContext<JobFormValues>();
  const chosen = useWatch({ control, name: 'specialty' });
  // An id that is not on the list (an old draft) counts as no specialty: it has no sub-specialties.
  const specialty = specialtyOptions.some((option) => option.value === chosen) ? chosen : null;
  const choices = specialty ? subSpecialtyOptions.filter((option) => option.specialtyId === specialty) : [];
  return (
    <>
      <FormField<JobFormValues, 'specialty'> name="specialty" label="Specialty" required>
        {(field) => (
          <DeferredCombobox
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            options={specialtyOptions}
            value={chosenOption(field.value, specialtyOptions)}
            onValueChange={(chosen) => {
              const next = chosen[0]?.value ?? null;
              field.onChange(next);
              const subSpecialty = getValues('subSpecialty');
              if (subSpecialty && (!next || specialtyOfSubSpecialty(subSpecialty) !== next)) {
                setValue('subSpecialty', null, { shouldDirty: true });
              }
            }}
            listLabel="Specialties"
            placeholder="Search specialties"
          />
        )}
      </FormField>
      <FormField<JobFormValues, 'subSpecialty'>
        name="subSpecialty"
        label="Sub-specialty"
        description={
          !specialty
            ? 'Optional. Choose the specialty first.'
            : choices.length === 0
              ? 'None for this specialty.'
              : 'Optional. Listed for the chosen specialty.'
        }
      >
        {(field) => (
          <DeferredCombobox
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            disabled={!field.value && choices.length === 0}
            options={choices}
            value={chosenOption(field.value, subSpecialtyOptions)}
            onValueChange={(chosen) => field.onChange(chosen[0]?.value ?? null)}
            listLabel="Sub-specialties"
            placeholder="Search sub-specialties"
          />
        )}
      </FormField>
    </>
  );
}
