import * as PopoverPrimitive from '@radix-ui/react-popover';
import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Root of a popover (Radix Popover): controlled with `open`/`onOpenChange` or uncontrolled. */
export function Popover(props: React.ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root data-slot="popover" {...props} />;
}

/** The element that toggles the popover; use `asChild` to render a `Button`. */
export function PopoverTrigger(props: React.ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

/** Positions the popover against another element than the trigger. */
export function PopoverAnchor(props: React.ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}

/** Closes the popover; use `asChild` to render a `Button`. */
export function PopoverClose(props: React.ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}

/** Props of {@link PopoverContent}. */
export type PopoverContentProps = React.ComponentProps<typeof PopoverPrimitive.Content> & {
  /** Shows a close button in the top corner (default `false`). */
  showCloseButton?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
};

/**
 * The floating panel, portalled to `document.body`. Radix moves focus into it, closes it on Escape and
 * on a click outside, and returns focus to the trigger.
 */
export function PopoverContent({
  className,
  align = 'center',
  sideOffset = 6,
  showCloseButton = false,
  closeLabel = 'Close',
  children,
  ...props
}: PopoverContentProps) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'relative z-50 w-72 rounded-lg border border-border bg-card p-4 text-card-foreground text-sm shadow-lg',
          'focus:outline-none data-[state=open]:animate-fade-in',
          showCloseButton && 'pe-10',
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <PopoverPrimitive.Close
            data-slot="popover-close"
            aria-label={closeLabel}
            className={cn(
              'absolute top-2 right-2 inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-muted-foreground',
              'transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:focus-ring',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </PopoverPrimitive.Close>
        ) : null}
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}
