import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const tagVariants = cva(
  'inline-flex h-7 max-w-full items-center gap-1 rounded-full border ps-3 font-medium text-xs data-[removable=false]:pe-3',
  {
    variants: {
      variant: {
        neutral: 'border-border-strong bg-muted text-foreground',
        brand: 'border-brand-200 bg-secondary text-secondary-foreground',
        success: 'border-success-600/30 bg-success-subtle text-success-700',
        warning: 'border-warning-600/30 bg-warning-subtle text-warning-700',
        danger: 'border-danger-600/30 bg-danger-subtle text-danger-700',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

/** Props of {@link Tag}. */
export type TagProps = React.ComponentProps<'span'> &
  VariantProps<typeof tagVariants> & {
    /** Called when the remove button is pressed; without it the tag is not removable. */
    onRemove?: () => void;
    /** Accessible name of the remove button (default: "Remove" + the tag's text when it is a string). */
    removeLabel?: string;
    /** Disables the remove button. */
    disabled?: boolean;
    /**
     * Lets a long text wrap onto more lines (the tag grows taller) instead of being cut with an ellipsis, so
     * what it says is read whole on a phone and never widens the page.
     */
    wrap?: boolean;
  };

/**
 * A compact chip for a filter, a skill or a specialty. With `onRemove` it shows a remove button
 * labelled after the tag ("Remove Cardiology"), reachable with Tab and pressed with Enter or Space.
 */
export function Tag({
  className,
  variant,
  onRemove,
  removeLabel,
  disabled = false,
  wrap = false,
  children,
  ...props
}: TagProps) {
  const removable = onRemove !== undefined;
  const label = removeLabel ?? (typeof children === 'string' ? `Remove ${children}` : 'Remove');
  return (
    <span
      data-slot="tag"
      data-variant={variant ?? 'neutral'}
      data-removable={removable}
      data-disabled={disabled || undefined}
      className={cn(tagVariants({ variant }), wrap && 'h-auto min-h-7 rounded-2xl py-1', className)}
      {...props}
    >
      <span data-slot="tag-label" className={wrap ? '[overflow-wrap:anywhere]' : 'truncate'}>
        {children}
      </span>
      {removable ? (
        <button
          type="button"
          data-slot="tag-remove"
          aria-label={label}
          disabled={disabled}
          onClick={onRemove}
          className={cn(
            'me-0.5 inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full',
            'transition-colors hover:bg-foreground/10 focus-visible:focus-ring disabled:pointer-events-none disabled:opacity-50',
          )}
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      ) : null}
    </span>
  );
}
