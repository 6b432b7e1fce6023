import { type HalfDayCategory, halfDayCategories } from '@medhire/domain';
import { useFormContext, useFormState } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { NumberInput } from '../../primitives/number-input/number-input';
import type { FieldWiring } from './job-form-parts';
import type { JobFormValues } from './job-form-schema';

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
