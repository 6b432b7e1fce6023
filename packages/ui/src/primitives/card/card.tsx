import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const cardVariants = cva(
  'flex flex-col gap-4 rounded-xl border border-border bg-card py-5 text-card-foreground shadow-xs',
  {
    variants: {
      variant: {
        default: '',
        interactive: [
          'relative cursor-pointer transition-colors hover:border-border-strong hover:bg-surface',
          'has-[[data-slot=card-title]_a:focus-visible]:focus-ring [&_[data-slot=card-footer]]:relative',
        ],
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/** Props of {@link Card}. */
export type CardProps = React.ComponentProps<'div'> & VariantProps<typeof cardVariants>;

/**
 * A bordered surface grouping one subject (a job, an applicant). `variant="interactive"` makes the whole
 * card clickable: put a link inside `CardTitle`; its hit area stretches over the card and the card
 * shows the focus ring when the link has keyboard focus.
 */
export function Card({ className, variant, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      data-variant={variant ?? 'default'}
      className={cn(cardVariants({ variant }), className)}
      {...props}
    />
  );
}

/** Title, description and an optional action at the top of the card. */
export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 px-5', className)} {...props} />;
}

/** Props of {@link CardTitle}. */
export type CardTitleProps = React.ComponentProps<'h3'> & {
  /** Heading level to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
};

/** The card's heading. In an interactive card, its link covers the whole card. */
export function CardTitle({ className, headingLevel = 3, ...props }: CardTitleProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading
      data-slot="card-title"
      className={cn(
        'font-semibold text-base leading-6',
        // In an interactive card the title's link stretches over the card (its ::after covers it).
        '[&_a]:outline-none [&_a]:after:absolute [&_a]:after:inset-0 [&_a]:after:rounded-xl',
        className,
      )}
      {...props}
    />
  );
}

/** A line of supporting text under the title. */
export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={cn('text-muted-foreground text-sm', className)} {...props} />
  );
}

/** The card's body. */
export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-5 text-sm', className)} {...props} />;
}

/** Actions or meta data at the bottom of the card. */
export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center gap-2 px-5', className)} {...props} />;
}
