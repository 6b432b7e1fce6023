import { NumberInput } from '../../primitives/number-input/number-input';
import { type FieldWiring, useNestedError } from './job-form-parts';
import type { JobFormRange } from './job-form-schema';

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
