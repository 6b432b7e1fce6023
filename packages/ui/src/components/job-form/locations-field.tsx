import type { JobLocation } from '@medhire/domain';
import { MapPin, X } from 'lucide-react';
import * as React from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ComboboxOption } from '../../primitives/combobox/combobox';
import { DeferredCombobox } from '../../primitives/combobox/deferred-combobox';
import { FormField } from '../../primitives/form/form';
import type { JobFormValues } from './job-form-schema';

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
