import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Props of {@link Checkbox}: Radix Checkbox root props (`checked` may be `'indeterminate'`). */
export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root>;

/**
 * A checkbox (Radix): a 24 px target around a 20 px box. `checked="indeterminate"` shows a dash and
 * sets `aria-checked="mixed"`. Name it with a `<label htmlFor>`, a `Field`, or `aria-label`.
 */
export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        'group/checkbox inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-md outline-none',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <span
        data-slot="checkbox-box"
        className={cn(
          'flex size-5 items-center justify-center rounded-sm border border-input bg-background text-primary-foreground shadow-xs transition-colors',
          'group-focus-visible/checkbox:focus-ring group-aria-invalid/checkbox:border-danger',
          'group-data-[state=checked]/checkbox:border-primary group-data-[state=checked]/checkbox:bg-primary',
          'group-data-[state=indeterminate]/checkbox:border-primary group-data-[state=indeterminate]/checkbox:bg-primary',
        )}
      >
        <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="group/indicator flex">
          <Check
            aria-hidden="true"
            className="size-3.5 stroke-3 group-data-[state=indeterminate]/indicator:hidden"
          />
          <Minus
            aria-hidden="true"
            className="hidden size-3.5 stroke-3 group-data-[state=indeterminate]/indicator:block"
          />
        </CheckboxPrimitive.Indicator>
      </span>
    </CheckboxPrimitive.Root>
  );
}
