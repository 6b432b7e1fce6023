import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const badgeVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-1 whitespace-nowrap border font-medium',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-3",
  ],
  {
    variants: {
      variant: {
        neutral: '',
        brand: '',
        success: '',
        warning: '',
        danger: '',
        outline: '',
      },
      form: {
        // A short status or category label ("Full-time", "Interview").
        label: 'h-6 rounded-full px-2.5 text-xs',
        // A number beside a nav item or on an icon button: solid, so it reads at a glance.
        count: 'h-5 min-w-5 rounded-full px-1.5 text-xs tabular-nums leading-none',
      },
    },
    compoundVariants: [
      { form: 'label', variant: 'neutral', className: 'border-transparent bg-muted text-foreground' },
      {
        form: 'label',
        variant: 'brand',
        className: 'border-transparent bg-secondary text-secondary-foreground',
      },
      {
        form: 'label',
        variant: 'success',
        className: 'border-transparent bg-success-subtle text-success-700',
      },
      {
        form: 'label',
        variant: 'warning',
        className: 'border-transparent bg-warning-subtle text-warning-700',
      },
      { form: 'label', variant: 'danger', className: 'border-transparent bg-danger-subtle text-danger-700' },
      { form: 'label', variant: 'outline', className: 'border-border-strong bg-background text-foreground' },
      { form: 'count', variant: 'neutral', className: 'border-transparent bg-neutral-700 text-neutral-0' },
      { form: 'count', variant: 'brand', className: 'border-transparent bg-primary text-primary-foreground' },
      {
        form: 'count',
        variant: 'success',
        className: 'border-transparent bg-success text-success-foreground',
      },
      {
        form: 'count',
        variant: 'warning',
        className: 'border-transparent bg-warning text-warning-foreground',
      },
      { form: 'count', variant: 'danger', className: 'border-transparent bg-danger text-danger-foreground' },
      { form: 'count', variant: 'outline', className: 'border-border-strong bg-background text-foreground' },
    ],
    defaultVariants: { variant: 'neutral', form: 'label' },
  },
);

/** Props of {@link Badge}. */
export type BadgeProps = React.ComponentProps<'span'> &
  Pick<VariantProps<typeof badgeVariants>, 'variant'> & {
    /**
     * Turns the badge into a count (for example unread messages beside a nav item). The number is
     * shown up to `max` ("99+" above it); a count of 0 or less renders nothing.
     */
    count?: number;
    /** Highest number shown before the count is capped as "`max`+" (default 99). */
    max?: number;
    /**
     * What the count counts, read by screen readers after the number: "3 unread" (default
     * `"unread"`). The visible number itself is hidden from assistive technology.
     */
    countLabel?: string;
  };

/**
 * A small label for a status or category, or — with `count` — a number badge for navigation and
 * icon buttons. Count badges default to the `danger` variant; label badges to `neutral`.
 */
export function Badge({
  className,
  variant,
  count,
  max = 99,
  countLabel = 'unread',
  children,
  ...props
}: BadgeProps) {
  if (count !== undefined) {
    if (count <= 0) return null;
    const variantName = variant ?? 'danger';
    const shown = count > max ? `${max}+` : String(count);
    return (
      <span
        data-slot="badge"
        data-variant={variantName}
        data-form="count"
        className={cn(badgeVariants({ variant: variantName, form: 'count' }), className)}
        {...props}
      >
        <span data-slot="badge-count" aria-hidden="true">
          {shown}
        </span>
        <span data-slot="badge-count-label" className="sr-only">
          {`${count} ${countLabel}`}
        </span>
      </span>
    );
  }

  const variantName = variant ?? 'neutral';
  return (
    <span
      data-slot="badge"
      data-variant={variantName}
      data-form="label"
      className={cn(badgeVariants({ variant: variantName, form: 'label' }), className)}
      {...props}
    >
      {children}
    </span>
  );
}
