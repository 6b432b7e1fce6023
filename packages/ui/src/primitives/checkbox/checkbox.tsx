import { Check, Minus } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';

/** A checkbox's state: checked, not, or some of what it stands for (a "select all" with part selected). */
export type CheckedState = boolean | 'indeterminate';

/** Props of {@link Checkbox}: a native checkbox's, with `checked` that may be `'indeterminate'`. */
export type CheckboxProps = Omit<
  React.ComponentProps<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'children'
> & {
  checked?: CheckedState;
  defaultChecked?: boolean;
  /** The new state after the user toggled it (a toggle always ends checked or not). */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A checkbox: a native `<input type="checkbox">` (a 24 px target) drawn as a 20 px box. A list renders it
 * per row (a candidate card's "Select"), so it is the platform's control, with no state machine or effects of
 * its own beyond the indeterminate flag. `checked="indeterminate"` shows a dash and is announced as mixed
 * (the input's `indeterminate`). Name it with a `<label htmlFor>`, a `Field`, or `aria-label`. `className`
 * places the box; the input carries every other prop (`id`, `aria-*`, `data-*`, `onBlur`, `ref`).
 */
export function Checkbox({
  className,
  checked,
  defaultChecked,
  onCheckedChange,
  ref,
  ...props
}: CheckboxProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultChecked ?? false);
  const state: CheckedState = checked ?? uncontrolled;
  const indeterminate = state === 'indeterminate';
  const input = React.useRef<HTMLInputElement | null>(null);
  React.useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const dataState = indeterminate ? 'indeterminate' : state ? 'checked' : 'unchecked';
  return (
    <span
      data-state={dataState}
      className={cn(
        'group/checkbox relative inline-flex size-6 shrink-0 items-center justify-center',
        className,
      )}
    >
      <input
        ref={(node) => {
          input.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        type="checkbox"
        data-slot="checkbox"
        data-state={dataState}
        checked={state === true}
        onChange={(event) => {
          if (checked === undefined) setUncontrolled(event.target.checked);
          onCheckedChange?.(event.target.checked);
        }}
        className="peer absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-md outline-none disabled:cursor-not-allowed"
        {...props}
      />
      <span
        aria-hidden="true"
        data-slot="checkbox-box"
        className={cn(
          'pointer-events-none flex size-5 items-center justify-center rounded-sm border border-input bg-background text-primary-foreground shadow-xs transition-colors',
          'peer-focus-visible:focus-ring peer-disabled:opacity-60 group-data-[state=unchecked]/checkbox:peer-aria-invalid:border-danger',
          'group-data-[state=checked]/checkbox:border-primary group-data-[state=checked]/checkbox:bg-primary',
          'group-data-[state=indeterminate]/checkbox:border-primary group-data-[state=indeterminate]/checkbox:bg-primary',
        )}
      >
        {state === true ? <Check className="size-3.5 stroke-3" /> : null}
        {indeterminate ? <Minus className="size-3.5 stroke-3" /> : null}
      </span>
    </span>
  );
}
