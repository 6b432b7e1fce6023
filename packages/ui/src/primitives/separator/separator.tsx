import * as SeparatorPrimitive from '@radix-ui/react-separator';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Props of {@link Separator}. */
export type SeparatorProps = React.ComponentProps<typeof SeparatorPrimitive.Root>;

/**
 * A thin rule between groups of content (Radix Separator). Decorative by default (hidden from assistive
 * technology); pass `decorative={false}` when the split carries meaning, so it is announced as a separator.
 */
export function Separator({
  className,
  orientation = 'horizontal',
  decorative = true,
  ...props
}: SeparatorProps) {
  return (
    <SeparatorPrimitive.Root
      data-slot="separator"
      orientation={orientation}
      decorative={decorative}
      className={cn(
        'shrink-0 bg-border data-[orientation=horizontal]:h-px data-[orientation=horizontal]:w-full',
        'data-[orientation=vertical]:h-full data-[orientation=vertical]:w-px',
        className,
      )}
      {...props}
    />
  );
}
