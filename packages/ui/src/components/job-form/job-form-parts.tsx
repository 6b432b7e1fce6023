import {
  type HalfDayCategory,
  halfDayCategories,
  type JobLocation,
  PartnershipAnswer,
  partnershipTypes,
} from '@medhire/domain';
import { CircleAlert, MapPin, X } from 'lucide-react';
import * as React from 'react';
import { type FieldPath, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { Checkbox } from '../../primitives/checkbox/checkbox';
import { Combobox, type ComboboxOption } from '../../primitives/combobox/combobox';
import { FormField } from '../../primitives/form/form';
import { NumberInput } from '../../primitives/number-input/number-input';
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group/radio-group';
import type { JobFormRange, JobFormValues } from './job-form-schema';

/** The words shown when `onSubmit` rejects with something that is not an `Error`. */
export const fallbackErrorMessage = 'We could not save the job. Check the connection and try again.';

/** The wiring a `Field` hands to its one control (id and ARIA), for controls made of several inputs. */
type FieldWiring = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
  'aria-required'?: React.AriaAttributes['aria-required'];
};

/** The message of one nested value (`salaryRange.min`), shown by its own input. */
function useNestedError(name: FieldPath<JobFormValues>): string | undefined {
  const { getFieldState, control } = useFormContext<JobFormValues>();
  const formState = useFormState({ control, name });
  return getFieldState(name, formState).error?.message;
}

/** One section of the form: a heading, and its fields in one or two columns. */
export function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      data-slot="job-form-section"
      className="@container grid scroll-mt-6 gap-5 rounded-lg border border-border bg-card p-4 @2xl:p-6"
    >
      <header className="grid gap-1">
        <h2 id={headingId} className="font-semibold text-foreground text-lg">
          {title}
        </h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </header>
      <div className="grid items-start gap-5 @xl:grid-cols-2">{children}</div>
    </section>
  );
}

/** The sections, for the sticky navigation on wide screens. */
export type SectionLink = { id: string; title: string };

/** Anchor links to each section; sticky beside the form on wide screens, hidden on narrow ones. */
export function SectionNav({ sections }: { sections: SectionLink[] }) {
  return (
    <nav
      aria-label="Job form sections"
      data-slot="job-form-nav"
      className="sticky top-6 hidden self-start @4xl:block"
    >
      <ol className="grid gap-1 border-border border-s ps-1 text-sm">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="block rounded-md px-3 py-1.5 font-medium text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:focus-ring"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The server's answer to a failed save, at the top of the form, focused so it is read at once. */
export function ServerError({ message, title }: { message: string | null; title: string }) {
  const boxRef = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (message) boxRef.current?.focus();
  }, [message]);
  return (
    <div data-slot="job-form-server-error" role="alert" className="empty:hidden">
      {message ? (
        <div
          ref={boxRef}
          tabIndex={-1}
          className="flex items-start gap-3 rounded-lg border border-danger bg-danger-subtle p-4 text-sm outline-none focus-visible:focus-ring"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <div className="grid gap-0.5">
            <p className="font-semibold text-danger">{title}</p>
            <p className="text-foreground">{message}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** A Yes / No question whose answer is a boolean, or `null` while unanswered. */
export function YesNoField({
  name,
  label,
  description,
}: {
  name: 'scribeSupport' | 'academicResearchOpportunity' | 'mentorship' | 'speakerShip' | 'globalMissions';
  label: string;
  description?: string;
}) {
  return (
    <FormField<JobFormValues, typeof name> name={name} label={label} description={description}>
      {(field) => (
        <RadioGroup
          ref={field.ref}
          name={field.name}
          aria-label={label}
          orientation="horizontal"
          value={field.value === true ? 'yes' : field.value === false ? 'no' : ''}
          onValueChange={(value) => field.onChange(value === 'yes')}
        >
          <RadioGroupItem value="yes" label="Yes" />
          <RadioGroupItem value="no" label="No" />
        </RadioGroup>
      )}
    </FormField>
  );
}

/**
 * A minimum and a maximum in dollars, side by side. The `Field` around it names the range and shows
 * the range's own message; each amount shows its own. The group takes the field's id, so the error
 * summary's link to the range lands here; each input's id is the group's plus `-min` / `-max`.
 */
export function MoneyRangeInput({
  name,
  noun,
  value,
  onChange,
  onBlur,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  'aria-required': required,
}: FieldWiring & {
  name: 'salaryRange' | 'signOnBonus';
  /** What the amounts are of, in the inputs' names: "salary", "sign-on bonus". */
  noun: string;
  value: JobFormRange;
  onChange: (value: JobFormRange) => void;
  onBlur: () => void;
}) {
  const minError = useNestedError(`${name}.min`);
  const maxError = useNestedError(`${name}.max`);
  const current = value ?? { min: null, max: null };
  const parts = [
    { key: 'min', label: 'Minimum', error: minError },
    { key: 'max', label: 'Maximum', error: maxError },
  ] as const;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-label={`${noun[0]?.toUpperCase()}${noun.slice(1)} range`}
      aria-describedby={describedBy}
      className="grid min-w-0 gap-3 rounded-md outline-none focus-visible:focus-ring @md:grid-cols-2"
    >
      {parts.map((part) => {
        const inputId = `${id}-${part.key}`;
        const errorId = `${inputId}-error`;
        return (
          <div key={part.key} className="grid min-w-0 gap-1">
            <label htmlFor={inputId} className="text-muted-foreground text-xs">
              {part.label} ($)
            </label>
            <NumberInput
              id={inputId}
              name={`${name}.${part.key}`}
              aria-label={`${part.label} ${noun} in dollars`}
              aria-invalid={part.error || invalid ? true : undefined}
              aria-required={required}
              aria-describedby={[describedBy, part.error && errorId].filter(Boolean).join(' ') || undefined}
              min={0}
              step={5000}
              formatThousands
              incrementLabel={`Increase the ${part.label.toLowerCase()} ${noun}`}
              decrementLabel={`Decrease the ${part.label.toLowerCase()} ${noun}`}
              value={current[part.key]}
              onValueChange={(next) => onChange({ ...current, [part.key]: next })}
              onBlur={onBlur}
            />
            {part.error ? (
              <p id={errorId} className="font-medium text-danger text-sm">
                {part.error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

/** Half-day categories in the words a recruiter reads. */
const halfDayLabels: Record<HalfDayCategory, string> = {
  outpatient: 'Outpatient',
  inpatient: 'Inpatient',
  procedural: 'Procedural',
  administrative: 'Administrative',
  other: 'Other',
};

/** The most half-days in a week: five days of two half-days (the domain's limit). */
export const halfDaysLimit = 10;

/**
 * How the week splits into half-days, one number per kind of work, with the running total
 * ("8 of 10 half-days") announced as it changes.
 */
export function HalfDaysInput({
  value,
  onChange,
  onBlur,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: FieldWiring & {
  value: Record<HalfDayCategory, number | null>;
  onChange: (value: Record<HalfDayCategory, number | null>) => void;
  onBlur: () => void;
}) {
  const { getFieldState, control } = useFormContext<JobFormValues>();
  const formState = useFormState({ control, name: 'halfDaysPerWeek' });
  const total = halfDayCategories.reduce((sum, category) => sum + (value?.[category] ?? 0), 0);
  const over = total > halfDaysLimit;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-label="Half-days per week"
      aria-describedby={describedBy}
      className="grid min-w-0 gap-3 rounded-md outline-none focus-visible:focus-ring"
    >
      <div className="grid grid-cols-2 gap-3 @xl:grid-cols-5">
        {halfDayCategories.map((category) => {
          const inputId = `${id}-${category}`;
          const errorId = `${inputId}-error`;
          const error = getFieldState(`halfDaysPerWeek.${category}`, formState).error?.message;
          return (
            <div key={category} className="grid min-w-0 gap-1">
              <label htmlFor={inputId} className="text-muted-foreground text-xs">
                {halfDayLabels[category]}
              </label>
              <NumberInput
                id={inputId}
                name={`halfDaysPerWeek.${category}`}
                aria-invalid={error || invalid ? true : undefined}
                aria-describedby={[describedBy, error && errorId].filter(Boolean).join(' ') || undefined}
                min={0}
                max={halfDaysLimit}
                incrementLabel={`Increase ${halfDayLabels[category].toLowerCase()} half-days`}
                decrementLabel={`Decrease ${halfDayLabels[category].toLowerCase()} half-days`}
                value={value?.[category] ?? null}
                onValueChange={(next) => onChange({ ...value, [category]: next })}
                onBlur={onBlur}
              />
              {error ? (
                <p id={errorId} className="font-medium text-danger text-sm">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <p
        role="status"
        data-slot="job-form-half-days-total"
        data-state={over ? 'over' : 'within'}
        className={cn('font-medium text-sm tabular-nums', over ? 'text-danger' : 'text-foreground')}
      >
        {total} of {halfDaysLimit} half-days
        {over ? ` (${total - halfDaysLimit} too many)` : ''}
      </p>
    </fieldset>
  );
}

/** The partnership types as checkboxes; the group takes the field's id for the error summary. */
export function PartnershipTypesInput({
  value,
  onChange,
  onBlur,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: FieldWiring & { value: string[]; onChange: (value: string[]) => void; onBlur: () => void }) {
  const chosen = value ?? [];
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      aria-label="What the partnership includes"
      aria-describedby={describedBy}
      className="grid min-w-0 gap-3 rounded-md outline-none focus-visible:focus-ring @xl:grid-cols-2"
    >
      {partnershipTypes.map((type) => {
        const checkboxId = `${id}-${type.id}`;
        return (
          <div key={type.id} className="flex items-start gap-2">
            <Checkbox
              id={checkboxId}
              aria-invalid={invalid}
              checked={chosen.includes(type.id)}
              onBlur={onBlur}
              onCheckedChange={(checked) =>
                onChange(
                  checked === true
                    ? [...chosen.filter((item) => item !== type.id), type.id]
                    : chosen.filter((item) => item !== type.id),
                )
              }
            />
            <label htmlFor={checkboxId} className="cursor-pointer pt-0.5 font-medium text-sm leading-5">
              {type.name}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * Partnership: Yes or No, then what it includes only after Yes. Answering No puts the chosen types
 * aside (and Yes brings them back), so a No is never refused for types the recruiter can no longer see.
 * Types that arrive with a No (an old draft) stay visible with the domain's message, to be cleared.
 */
export function PartnershipFields() {
  const { control, getValues, setValue, formState } = useFormContext<JobFormValues>();
  const answer = useWatch({ control, name: 'partnership.value' });
  const types = useWatch({ control, name: 'partnership.types' }) ?? [];
  const setAside = React.useRef<string[]>([]);
  const showTypes = answer === PartnershipAnswer.Yes || types.length > 0;
  return (
    <>
      <FormField<JobFormValues, 'partnership.value'>
        name="partnership.value"
        label="Partnership"
        description="Does the job lead to a partnership?"
      >
        {(field) => (
          <RadioGroup
            ref={field.ref}
            name={field.name}
            aria-label="Partnership"
            orientation="horizontal"
            value={field.value ?? ''}
            onValueChange={(next) => {
              field.onChange(next);
              const current = getValues('partnership.types') ?? [];
              const validate = { shouldDirty: true, shouldValidate: formState.isSubmitted };
              if (next === PartnershipAnswer.No && current.length > 0) {
                setAside.current = current;
                setValue('partnership.types', [], validate);
              } else if (next === PartnershipAnswer.Yes && current.length === 0) {
                setValue('partnership.types', setAside.current, validate);
              }
            }}
          >
            <RadioGroupItem value={PartnershipAnswer.Yes} label="Yes" />
            <RadioGroupItem value={PartnershipAnswer.No} label="No" />
          </RadioGroup>
        )}
      </FormField>
      {showTypes ? (
        <FormField<JobFormValues, 'partnership.types'>
          name="partnership.types"
          label="What the partnership includes"
          description="Optional. Choose every kind that applies."
          className="@xl:col-span-2"
        >
          {(field) => (
            <PartnershipTypesInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        </FormField>
      ) : null}
    </>
  );
}

/** The line under a place's name: its city and state, when the description does not already say it. */
function placeDetail(location: JobLocation): string | undefined {
  const detail = [location.city, location.state].filter(Boolean).join(', ');
  return detail && !location.description.includes(detail) ? detail : undefined;
}

/** Places found by the search: the description a recruiter chooses, the city, state and coordinates. */
export type JobLocationSuggestion = JobLocation;

/**
 * The job's places: search a city, address or ZIP code, choose a suggestion, repeat; each chosen place
 * is listed with a remove button.
 */
export function LocationsField({
  onSearchLocations,
}: {
  onSearchLocations: (query: string) => Promise<JobLocationSuggestion[]>;
}) {
  const { control, getValues, setValue, formState } = useFormContext<JobFormValues>();
  const locations = useWatch({ control, name: 'locations' }) ?? [];
  const found = React.useRef(new Map<string, JobLocation>());
  const [query, setQuery] = React.useState('');
  const listTitleId = React.useId();

  const search = async (text: string): Promise<ComboboxOption[]> => {
    setQuery(text);
    if (text.trim() === '') return [];
    const places = await onSearchLocations(text.trim());
    const chosen = new Set(getValues('locations').map((place) => place.description));
    return places.map((place) => {
      found.current.set(place.description, place);
      const added = chosen.has(place.description);
      return {
        value: place.description,
        label: place.description,
        description: added ? 'Already added' : placeDetail(place),
        disabled: added,
      };
    });
  };

  const update = (next: JobLocation[]) =>
    setValue('locations', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  return (
    <>
      <FormField<JobFormValues, 'locations'>
        name="locations"
        label="Add the job's locations"
        required
        description="Type a city, address or ZIP code, then choose the place from the list. Add every place the physician would work."
        className="@xl:col-span-2"
      >
        {(field) => (
          <Combobox
            ref={field.ref}
            name={field.name}
            onBlur={field.onBlur}
            value={[]}
            onSearch={search}
            listLabel="Places"
            placeholder="For example Austin, TX or 78701"
            emptyMessage={query.trim() === '' ? 'Type a city, address or ZIP code' : 'No places match'}
            errorMessage="Place search is not available right now. Try again in a moment."
            onValueChange={([option]) => {
              const place = option ? found.current.get(option.value) : undefined;
              if (!place) return;
              const current = getValues('locations');
              if (current.some((item) => item.description === place.description)) return;
              update([...current, place]);
            }}
          />
        )}
      </FormField>
      {locations.length === 0 ? (
        <p
          data-slot="job-form-locations-empty"
          className="rounded-lg border border-border-strong border-dashed p-4 text-muted-foreground text-sm @xl:col-span-2"
        >
          No locations yet.
        </p>
      ) : (
        <div className="grid gap-2 @xl:col-span-2">
          <h3 id={listTitleId} className="font-medium text-foreground text-sm">
            {locations.length === 1 ? '1 location added' : `${locations.length} locations added`}
          </h3>
          <ul aria-labelledby={listTitleId} className="grid gap-2 @xl:grid-cols-2">
            {locations.map((location) => {
              const detail = placeDetail(location);
              return (
                <li
                  key={location.description}
                  className="flex items-center gap-3 rounded-md border border-border bg-background p-2 ps-3"
                >
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  <div className="grid min-w-0 flex-1">
                    <span className="break-words font-medium text-sm">{location.description}</span>
                    {detail ? <span className="text-muted-foreground text-xs">{detail}</span> : null}
                  </div>
                  <button
                    type="button"
                    aria-label={`Remove ${location.description}`}
                    onClick={() =>
                      update(
                        getValues('locations').filter((item) => item.description !== location.description),
                      )
                    }
                    className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:focus-ring"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}
