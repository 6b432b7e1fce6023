import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const spinnerVariants = cva('animate-spin text-primary', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-6',
      lg: 'size-8',
    },
  },
  defaultVariants: { size: 'md' },
});

/** Props of {@link Spinner}. */
export type SpinnerProps = Omit<React.ComponentProps<'span'>, 'role'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is loading; announced to assistive technology ("Loading applicants"). */
    label?: string;
    /** Shows the label as visible text beside the spinner (default: visually hidden). */
    showLabel?: boolean;
  };

/** A spinning indicator for work in progress, announced politely as a status with its label. */
export function Spinner({ className, size, label = 'Loading', showLabel = false, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      data-size={size ?? 'md'}
      role="status"
      aria-label={label}
      aria-live="polite"
      className={cn('inline-flex items-center gap-2 text-muted-foreground text-sm', className)}
      {...props}
    >
      <LoaderCircle data-slot="spinner-icon" aria-hidden="true" className={spinnerVariants({ size })} />
      <span data-slot="spinner-label" className={showLabel ? undefined : 'sr-only'}>
        {label}
      </span>
    </span>
  );
}
