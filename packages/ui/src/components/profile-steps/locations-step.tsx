import type { Location } from '@medhire/domain';
import { MapPin, X } from 'lucide-react';
import * as React from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { cn } from '../../lib/cn';
import type { ComboboxOption } from '../../primitives/combobox/combobox';
import { DeferredCombobox } from '../../primitives/combobox/deferred-combobox';
import { Form, FormErrorSummary, FormField, useZodForm } from '../../primitives/form/form';
import { NumberInput } from '../../primitives/number-input/number-input';
import type { LocationsStepValues } from './profile-step-checks';
import { StepActions, StepServerError, useStepSubmission } from './step-parts';

const loadChecks = () => import('./profile-step-checks').then((module) => module.locationsStepChecks);

/**
 * What step 2 sends: the chosen places (as `generate-location` resolved them) and how many locations the
 * organization has. The app sends `locations` as `locationsDetails` and both as `orgLocations`.
 */
export type LocationsStepPayload = { locations: Location[]; numberOfLocations: number };

/** Props of {@link LocationsStep}. */
export type LocationsStepProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'onInvalid' | 'children'> & {
  /** Saved values, to resume the step. */
  defaultValues?: { locations?: Location[]; numberOfLocations?: number };
  /** Finds places for the typed text (the server's `generate-location`, typo-tolerant). */
  onSearchLocations: (query: string) => Promise<Location[]>;
  /** Saves the step; a rejection's message is shown and every value is kept. */
  onSubmit: (payload: LocationsStepPayload) => Promise<void> | void;
  /** Goes to the previous step; the Back button is hidden when absent. */
  onBack?: () => void;
  /** Text of the submit button (default "Save and continue"). */
  submitLabel?: string;
};

/** The line under a place's name: its city and state, when the description does not already say it. */
function placeDetail(location: Location): string | undefined {
  const detail = [location.city, location.state].filter(Boolean).join(', ');
  return detail && !location.description.includes(detail) ? detail : undefined;
}

/**
 * Step 2 of `/establish-profile`: search a place (city, address or ZIP code), choose it from the
 * suggestions, repeat; the chosen places are listed with a remove button each. "Number of locations"
 * starts at the number of places chosen and can be raised for sites not listed. A form with its own
 * Back and "Save and continue" buttons.
 */
export function LocationsStep({
  defaultValues,
  onSearchLocations,
  onSubmit,
  onBack,
  submitLabel = 'Save and continue',
  className,
  ...props
}: LocationsStepProps) {
  const initialLocations = defaultValues?.locations ?? [];
  const form = useZodForm(loadChecks, {
    defaultValues: {
      locations: initialLocations,
      numberOfLocations: defaultValues?.numberOfLocations ?? initialLocations.length,
    },
  });
  const { serverError, submit } = useStepSubmission(onSubmit);

  return (
    <div data-slot="profile-step" className="@container">
      <Form
        form={form}
        aria-label="Locations"
        onSubmit={(values) =>
          submit({ locations: values.locations as Location[], numberOfLocations: values.numberOfLocations })
        }
        className={cn('grid-cols-1', className)}
        {...props}
      >
        <FormErrorSummary />
        <StepServerError message={serverError} />
        <LocationSearch onSearchLocations={onSearchLocations} />
        <ChosenLocations />
        <FormField
          control={form.control}
          name="numberOfLocations"
          label="Number of locations"
          required
          description="Count every site, including ones you have not listed above."
          className="max-w-xs"
        >
          {(field) => (
            <NumberInput
              ref={field.ref}
              name={field.name}
              min={0}
              value={typeof field.value === 'number' ? field.value : null}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
        <StepActions onBack={onBack} submitLabel={submitLabel} pending={form.formState.isSubmitting} />
      </Form>
    </div>
  );
}

/** The search box: each chosen suggestion is added to the list below, and the box is ready for the next. */
function LocationSearch({
  onSearchLocations,
}: {
  onSearchLocations: LocationsStepProps['onSearchLocations'];
}) {
  const { control, getValues, setValue, formState } = useFormContext<LocationsStepValues>();
  const found = React.useRef(new Map<string, Location>());
  const [query, setQuery] = React.useState('');

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

  return (
    <FormField
      control={control}
      name="locations"
      label="Add your practice locations"
      required
      description="Type a city, address or ZIP code, then choose the place from the list."
    >
      {(field) => (
        <DeferredCombobox
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
            const next = [...current, place];
            setValue('locations', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
            const count = getValues('numberOfLocations');
            if (typeof count !== 'number' || count < next.length) {
              setValue('numberOfLocations', next.length, { shouldDirty: true });
            }
          }}
        />
      )}
    </FormField>
  );
}

/** The chosen places, each with a remove button. */
function ChosenLocations() {
  const { control, getValues, setValue, formState } = useFormContext<LocationsStepValues>();
  const locations = (useWatch({ control, name: 'locations' }) ?? []) as Location[];
  const titleId = React.useId();
  if (locations.length === 0) {
    return (
      <p
        data-slot="locations-empty"
        className="rounded-lg border border-border-strong border-dashed p-4 text-muted-foreground text-sm"
      >
        No locations yet. Add each place physicians could work.
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <h2 id={titleId} className="font-medium text-foreground text-sm">
        {locations.length === 1 ? '1 location added' : `${locations.length} locations added`}
      </h2>
      <ul aria-labelledby={titleId} data-slot="locations-list" className="grid gap-2 @xl:grid-cols-2">
        {locations.map((location) => {
          const detail = placeDetail(location);
          return (
            <li
              key={location.description}
              data-slot="locations-item"
              className="flex items-center gap-3 rounded-md border border-border bg-card p-2 ps-3"
            >
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <div className="grid min-w-0 flex-1">
                <span className="break-words font-medium text-sm">{location.description}</span>
                {detail ? <span className="text-muted-foreground text-xs">{detail}</span> : null}
              </div>
              <button
                type="button"
                aria-label={`Remove ${location.description}`}
                onClick={() => {
                  const next = getValues('locations').filter(
                    (item) => item.description !== location.description,
                  );
                  setValue('locations', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
                }}
                className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:focus-ring"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
