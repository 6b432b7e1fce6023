import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium',
    'transition-colors focus-visible:focus-ring',
    'disabled:pointer-events-none disabled:opacity-60 aria-busy:cursor-progress',
    'aria-disabled:pointer-events-none aria-disabled:opacity-60',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        outline: 'border border-input bg-background text-foreground shadow-xs hover:bg-accent',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        destructive: 'bg-danger text-danger-foreground shadow-xs hover:bg-danger-hover',
        link: 'text-primary underline underline-offset-4 hover:text-primary-hover hover:decoration-2',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'px-1' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/** Props of {@link Button}. */
export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the single child (for example a router link) with the button's look and props. */
    asChild?: boolean;
    /**
     * Shows a spinner, sets `aria-busy` and refuses clicks (and a form's submit) until the work is done. The
     * button stays focusable (`aria-disabled`, not `disabled`), so a keyboard user who pressed it keeps their place.
     */
    loading?: boolean;
  };

/**
 * The one button of the system. Use `variant` for emphasis, `size="icon"` for icon-only buttons (give
 * them an `aria-label`), `loading` while an action runs and `asChild` to style a link as a button.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const variantName = variant ?? 'primary';
  const sizeName = size ?? 'md';
  const classes = cn(buttonVariants({ variant, size }), className);

  if (asChild) {
    return (
      <Slot
        data-slot="button"
        data-variant={variantName}
        data-size={sizeName}
        className={classes}
        onClick={onClick}
        {...props}
      >
        {children}
      </Slot>
    );
  }

  return (
    <button
      data-slot="button"
      data-variant={variantName}
      data-size={sizeName}
      data-state={loading ? 'loading' : undefined}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled}
      aria-disabled={(loading && !disabled) || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        // A busy button does nothing, a submit button included (Enter in a field clicks it too).
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {loading ? (
        <LoaderCircle data-slot="button-spinner" aria-hidden="true" className="animate-spin" />
      ) : null}
      {children}
    </button>
  );
}
