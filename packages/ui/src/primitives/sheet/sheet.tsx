import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Root of a sheet: a dialog that slides in from an edge (Radix Dialog). */
export function Sheet(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="sheet" {...props} />;
}

/** The element that opens the sheet; use `asChild` to render a `Button`. */
export function SheetTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

/** Closes the sheet; use `asChild` to render a `Button`. */
export function SheetClose(props: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="sheet-close" {...props} />;
}

/** The edge a sheet slides in from. */
export type SheetSide = 'left' | 'right' | 'bottom';

const sheetContentVariants = cva(
  [
    'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-card p-6 text-card-foreground shadow-xl',
    'focus:outline-none data-[state=open]:animate-fade-in',
  ],
  {
    variants: {
      side: {
        left: 'inset-y-0 left-0 h-full w-[calc(100%-3rem)] max-w-sm border-border border-e',
        right: 'inset-y-0 right-0 h-full w-[calc(100%-3rem)] max-w-sm border-border border-s',
        bottom: 'inset-x-0 bottom-0 max-h-[80dvh] rounded-t-xl border-border border-t',
      },
    },
    defaultVariants: { side: 'right' },
  },
);

/** Props of {@link SheetContent}. */
export type SheetContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  /** The edge the panel is attached to (default `right`). */
  side?: SheetSide;
  /** Shows the close button in the top corner (default `true`). */
  showCloseButton?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
};

/**
 * The side panel with its overlay, portalled to `document.body`. It follows the WAI-ARIA dialog
 * pattern through Radix: focus moves in, Tab wraps inside, Escape closes, focus returns to the trigger.
 */
export function SheetContent({
  className,
  side = 'right',
  showCloseButton = true,
  closeLabel = 'Close',
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in"
      />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(sheetContentVariants({ side }), className)}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            data-slot="sheet-close"
            aria-label={closeLabel}
            className={cn(
              'absolute top-4 right-4 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground',
              'transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:focus-ring',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Title and description at the top of the sheet. */
export function SheetHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('flex flex-col gap-1.5 pe-8', className)} {...props} />;
}

/** Actions at the bottom of the sheet. */
export function SheetFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="sheet-footer"
      className={cn('mt-auto flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

/** The sheet's accessible name (required by Radix). */
export function SheetTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="sheet-title"
      className={cn('font-semibold text-foreground text-lg leading-7', className)}
      {...props}
    />
  );
}

/** The sheet's accessible description. */
export function SheetDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}
