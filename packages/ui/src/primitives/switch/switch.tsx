import * as SwitchPrimitive from '@radix-ui/react-switch';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Props of {@link Switch}: Radix Switch root props. */
export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root>;

/**
 * An on / off switch (Radix, `role="switch"`) for settings that apply at once, like notification
 * preferences. Name it with a `<label htmlFor>`, a `Field`, or `aria-label`.
 */
export function Switch({ className, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        'inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
        'focus-visible:focus-ring data-[state=checked]:bg-primary data-[state=unchecked]:bg-neutral-500',
        'aria-invalid:ring-2 aria-invalid:ring-danger aria-invalid:ring-offset-1',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pointer-events-none block size-5 rounded-full bg-background shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </SwitchPrimitive.Root>
  );
}
