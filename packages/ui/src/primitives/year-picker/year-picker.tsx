import { OptionSelect } from '../select/option-select';
import type { OptionSelectProps } from '../select/option-select-types';

/** Props of {@link YearPicker}. Id and `aria-*` (from a `Field`, say) reach the trigger. */
export type YearPickerProps = Omit<
  OptionSelectProps,
  'options' | 'value' | 'defaultValue' | 'onValueChange' | 'placeholder' | 'className'
> & {
  /** First year offered (inclusive). */
  min: number;
  /** Last year offered (inclusive). */
  max: number;
  /** The chosen year (controlled); `null` for none. */
  value?: number | null;
  /** The chosen year at first (uncontrolled). */
  defaultValue?: number;
  /** Called with the chosen year. */
  onValueChange?: (year: number) => void;
  /** Text shown while no year is chosen. */
  placeholder?: string;
  /** Newest year first (default, for graduation or certification years) or oldest first. */
  order?: 'newest-first' | 'oldest-first';
  /** Class of the trigger. */
  className?: string;
};

/** Every year from `min` to `max`, in the requested order. */
export function yearsBetween(
  min: number,
  max: number,
  order: 'newest-first' | 'oldest-first' = 'newest-first',
) {
  const years = Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => min + index);
  return order === 'newest-first' ? years.reverse() : years;
}

/**
 * Picks a year between `min` and `max` (a board certification year, a residency graduation year) from
 * a Radix Select list: type the digits to jump, arrows to move, Enter to choose. Until the page's first input the
 * trigger is a look-alike (an `OptionSelect`).
 */
export function YearPicker({
  min,
  max,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Choose a year',
  order = 'newest-first',
  className,
  ...props
}: YearPickerProps) {
  return (
    <OptionSelect
      options={yearsBetween(min, max, order).map((year) => ({
        value: String(year),
        label: String(year),
        className: 'tabular-nums',
      }))}
      value={value === undefined ? undefined : value === null ? '' : String(value)}
      defaultValue={defaultValue === undefined ? undefined : String(defaultValue)}
      onValueChange={(year) => onValueChange?.(Number(year))}
      placeholder={placeholder}
      className={className}
      {...props}
    />
  );
}
