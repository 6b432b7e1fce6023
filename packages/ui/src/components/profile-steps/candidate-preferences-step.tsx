import {
  boardStatuses,
  type CandidatePreferences,
  type CandidatePreferencesInput,
  type HomeState,
  specialties,
  states,
  subSpecialties,
} from '@medhire/domain';
import type * as React from 'react';
import { useWatch } from 'react-hook-form';
import { cn } from '../../lib/cn';
import type { ComboboxOption } from '../../primitives/combobox/combobox';
import { DeferredCombobox } from '../../primitives/combobox/deferred-combobox';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/form';
import { NumberInput } from '../../primitives/number-input/number-input';
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group/radio-group';
import { YearPicker } from '../../primitives/year-picker/year-picker';
import { StepActions, StepServerError, useStepSubmission } from './step-parts';

const loadChecks = () =>
  import('./profile-step-checks').then((module) => module.candidatePreferencesStepChecks);

/** What step 4 sends: `PATCH /employer/auth/v1/update-candidate-preference/{id}`, parsed by the domain. */
export type CandidatePreferencesStepPayload = CandidatePreferences;

/** Props of {@link CandidatePreferencesStep}. */
export type CandidatePreferencesStepProps = Omit<
  React.ComponentProps<'form'>,
  'onSubmit' | 'onInvalid' | 'children'
> & {
  /** Saved preferences, to resume the step. */
  defaultValues?: CandidatePreferencesInput;
  /** Saves the step; a rejection's message is shown and every value is kept. */
  onSubmit: (payload: CandidatePreferencesStepPayload) => Promise<void> | void;
  /** Goes to the previous step; the Back button is hidden when absent. */
  onBack?: () => void;
  /** Years offered for "Year available to start" (default: this year and the next ten). */
  startYears?: { from: number; to: number };
  /** Text of the submit button (default "Save and continue"). */
  submitLabel?: string;
};

/** The board status choice meaning "any": it sends no `boardCertStatus`. */
const anyBoardStatus = 'any';

const specialtyOptions: ComboboxOption[] = specialties.map((item) => ({ value: item.id, label: item.name }));
const specialtyNames = new Map<string, string>(specialties.map((item) => [item.id, item.name]));
const subSpecialtyOptions: (ComboboxOption & { specialtyId: string })[] = subSpecialties.map((item) => ({
  value: item.id,
  label: item.name,
  description: specialtyNames.get(item.specialtyId),
  specialtyId: item.specialtyId,
}));
const stateOptions: ComboboxOption[] = states.map((item) => ({
  value: item.id,
  label: item.name,
  description: item.id,
}));
const stateByName = new Map<string, (typeof states)[number]>(states.map((item) => [item.name, item]));
const stateById = new Map<string, (typeof states)[number]>(states.map((item) => [item.id, item]));

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

function optionsOf(ids: string[], options: ComboboxOption[]): ComboboxOption[] {
  return ids.map((id) => options.find((option) => option.value === id) ?? { value: id, label: id });
}

function numberOrNull(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return null;
}

/**
 * Step 4 of `/establish-profile`: the candidates the employer prefers — specialties, sub-specialties
 * (listed for the chosen specialties), home states, board status, minimum experience and the year
 * they can start. Every preference may stay open. Validated by the domain's
 * `candidatePreferencesSchema`, which also checks each sub-specialty belongs to a chosen specialty.
 * A form with its own Back and submit buttons.
 */
export function CandidatePreferencesStep({
  defaultValues,
  onSubmit,
  onBack,
  startYears,
  submitLabel = 'Save and continue',
  className,
  ...props
}: CandidatePreferencesStepProps) {
  const thisYear = new Date().getFullYear();
  const years = startYears ?? { from: thisYear, to: thisYear + 10 };
  const form = useZodForm(loadChecks, {
    defaultValues: {
      specialty: asList(defaultValues?.specialty),
      subSpecialty: asList(defaultValues?.subSpecialty),
      homeState: defaultValues?.homeState ?? [],
      boardCertStatus: defaultValues?.boardCertStatus ?? null,
      minExperience: numberOrNull(defaultValues?.minExperience),
      yearAvailableToStart: numberOrNull(defaultValues?.yearAvailableToStart),
    },
  });
  const { serverError, submit } = useStepSubmission(onSubmit);
  const chosenSpecialties = asList(useWatch({ control: form.control, name: 'specialty' }));
  const subSpecialtyChoices =
    chosenSpecialties.length === 0
      ? subSpecialtyOptions
      : subSpecialtyOptions.filter((option) => chosenSpecialties.includes(option.specialtyId));

  return (
    <div data-slot="profile-step" className="@container">
      <Form
        form={form}
        aria-label="Candidate preferences"
        onSubmit={(values) => submit(values)}
        className={cn('grid-cols-1 gap-x-6 @xl:grid-cols-2', className)}
        {...props}
      >
        <FormErrorSummary className="col-span-full" />
        <StepServerError message={serverError} />
        <FormField
          control={form.control}
          name="specialty"
          label="Specialties"
          description="Optional. Choose every specialty you hire for."
          className="col-span-full"
        >
          {(field) => (
            <DeferredCombobox
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              multiple
              options={specialtyOptions}
              value={optionsOf(asList(field.value), specialtyOptions)}
              onValueChange={(chosen) => field.onChange(chosen.map((option) => option.value))}
              listLabel="Specialties"
              placeholder="Search specialties"
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="subSpecialty"
          label="Sub-specialties"
          description={
            chosenSpecialties.length === 0
              ? 'Optional. Choose specialties first to narrow this list.'
              : 'Optional. Listed for the specialties you chose.'
          }
          className="col-span-full"
        >
          {(field) => (
            <DeferredCombobox
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              multiple
              options={subSpecialtyChoices}
              value={optionsOf(asList(field.value), subSpecialtyOptions)}
              onValueChange={(chosen) => field.onChange(chosen.map((option) => option.value))}
              listLabel="Sub-specialties"
              placeholder="Search sub-specialties"
              emptyMessage="No sub-specialties match. Try another spelling."
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="homeState"
          label="Home states"
          description="Optional. Candidates who live in these states score higher."
          className="col-span-full"
        >
          {(field) => (
            <DeferredCombobox
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              multiple
              options={stateOptions}
              value={((field.value ?? []) as HomeState[]).map((home) => {
                const state = stateByName.get(home.description);
                return state
                  ? { value: state.id, label: state.name, description: state.id }
                  : { value: home.description, label: home.description };
              })}
              onValueChange={(chosen) =>
                field.onChange(
                  chosen.map((option) => {
                    const state = stateById.get(option.value);
                    const kept = ((field.value ?? []) as HomeState[]).find(
                      (home) => home.description === option.label,
                    );
                    return state ? { description: state.name, coords: { ...state.coords } } : kept;
                  }),
                )
              }
              listLabel="States"
              placeholder="Search states"
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="boardCertStatus"
          label="Board status"
          description="Optional."
          className="col-span-full"
        >
          {(field) => (
            <RadioGroup
              ref={field.ref}
              name={field.name}
              aria-label="Board status"
              orientation="horizontal"
              value={field.value ?? anyBoardStatus}
              onValueChange={(value) => field.onChange(value === anyBoardStatus ? null : value)}
            >
              <RadioGroupItem value={anyBoardStatus} label="No preference" />
              {boardStatuses.map((status) => (
                <RadioGroupItem key={status.id} value={status.id} label={status.name} />
              ))}
            </RadioGroup>
          )}
        </FormField>
        <FormField
          control={form.control}
          name="minExperience"
          label="Minimum experience (years)"
          description="Optional. 0 for new graduates."
        >
          {(field) => (
            <NumberInput
              ref={field.ref}
              name={field.name}
              min={0}
              max={60}
              value={numberOrNull(field.value)}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
        <FormField
          control={form.control}
          name="yearAvailableToStart"
          label="Year available to start"
          description="Optional."
        >
          {(field) => (
            <YearPicker
              name={field.name}
              min={years.from}
              max={years.to}
              order="oldest-first"
              placeholder="Any year"
              value={numberOrNull(field.value)}
              onValueChange={field.onChange}
            />
          )}
        </FormField>
        <StepActions onBack={onBack} submitLabel={submitLabel} pending={form.formState.isSubmitting} />
      </Form>
    </div>
  );
}
