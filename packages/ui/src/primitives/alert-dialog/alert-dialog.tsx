import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type * as React from 'react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { type ButtonProps, buttonVariants } from '../button/button';
import { Input } from '../input/input';

/**
 * Root of an alert dialog (Radix Alert Dialog): a modal that interrupts to confirm an action. Unlike a
 * dialog it does not close on a click outside, and focus starts on Cancel.
 */
export function AlertDialog(props: React.ComponentProps<typeof AlertDialogPrimitive.Root>) {
  return <AlertDialogPrimitive.Root data-slot="alert-dialog" {...props} />;
}

/** The element that opens the alert dialog; use `asChild` to render a `Button`. */
export function AlertDialogTrigger(props: React.ComponentProps<typeof AlertDialogPrimitive.Trigger>) {
  return <AlertDialogPrimitive.Trigger data-slot="alert-dialog-trigger" {...props} />;
}

/** The panel with its overlay, portalled to `document.body`; Radix traps focus inside. */
export function AlertDialogContent({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay
        data-slot="alert-dialog-overlay"
        className="fixed inset-0 z-50 bg-overlay data-[state=open]:animate-fade-in"
      />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
          'gap-4 overflow-y-auto rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl',
          'focus:outline-none data-[state=open]:animate-dialog-in',
          className,
        )}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

/** Title and description block. */
export function AlertDialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="alert-dialog-header" className={cn('flex flex-col gap-1.5', className)} {...props} />
  );
}

/** Actions row: Cancel then the action; stacks on narrow screens. */
export function AlertDialogFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

/** The alert dialog's accessible name. */
export function AlertDialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return (
    <AlertDialogPrimitive.Title
      data-slot="alert-dialog-title"
      className={cn('font-semibold text-foreground text-lg leading-7', className)}
      {...props}
    />
  );
}

/** What happens if the user confirms; the accessible description. */
export function AlertDialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return (
    <AlertDialogPrimitive.Description
      data-slot="alert-dialog-description"
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}

/** Props of {@link AlertDialogAction}. */
export type AlertDialogActionProps = React.ComponentProps<typeof AlertDialogPrimitive.Action> &
  Pick<ButtonProps, 'variant'>;

/** Confirms and closes; `destructive` by default, since alert dialogs guard irreversible actions. */
export function AlertDialogAction({ className, variant = 'destructive', ...props }: AlertDialogActionProps) {
  return (
    <AlertDialogPrimitive.Action
      data-slot="alert-dialog-action"
      className={cn(buttonVariants({ variant }), className)}
      {...props}
    />
  );
}

/** Closes without acting; receives focus when the dialog opens. */
export function AlertDialogCancel({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      data-slot="alert-dialog-cancel"
      className={cn(buttonVariants({ variant: 'outline' }), className)}
      {...props}
    />
  );
}

/** Props of {@link ConfirmAlertDialog}. */
export type ConfirmAlertDialogProps = Omit<
  React.ComponentProps<typeof AlertDialogPrimitive.Root>,
  'children'
> & {
  /** The element that opens the dialog (rendered with `asChild`); omit it when controlling `open`. */
  trigger?: React.ReactElement;
  /** The question ("Delete this job?"). */
  title: React.ReactNode;
  /** What confirming does and whether it can be undone. */
  description: React.ReactNode;
  /** Text of the action button (default "Delete"). */
  actionLabel?: string;
  /** Text of the cancel button (default "Cancel"). */
  cancelLabel?: string;
  /** Called when the user confirms. */
  onConfirm: () => void;
  /**
   * When set, the user must type this exact text before the action is enabled (for example the job's
   * title). Leading and trailing spaces are ignored.
   */
  confirmationText?: string;
  /** Label of the confirmation input (default: `Type "<text>" to confirm`). */
  confirmationLabel?: React.ReactNode;
};

/**
 * A ready-made confirmation for a destructive action: title, description, Cancel (focused first) and a
 * destructive action, optionally enabled only once the user typed `confirmationText`.
 */
export function ConfirmAlertDialog({
  trigger,
  title,
  description,
  actionLabel = 'Delete',
  cancelLabel = 'Cancel',
  onConfirm,
  confirmationText,
  confirmationLabel,
  onOpenChange,
  ...props
}: ConfirmAlertDialogProps) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const confirmed = confirmationText === undefined || typed.trim() === confirmationText;
  return (
    <AlertDialog
      onOpenChange={(open) => {
        if (!open) setTyped('');
        onOpenChange?.(open);
      }}
      {...props}
    >
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {confirmationText !== undefined ? (
          <div data-slot="alert-dialog-confirmation" className="grid gap-1.5">
            <label htmlFor={inputId} className="font-medium text-foreground text-sm">
              {confirmationLabel ?? (
                <>
                  Type <strong className="font-semibold">{confirmationText}</strong> to confirm
                </>
              )}
            </label>
            <Input
              id={inputId}
              value={typed}
              autoComplete="off"
              spellCheck={false}
              data-state={confirmed ? 'match' : 'mismatch'}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction disabled={!confirmed} onClick={onConfirm}>
            {actionLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
