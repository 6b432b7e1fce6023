import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Props of {@link EmptyState}. */
export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** A decorative icon (for example a lucide icon); it is hidden from assistive technology. */
  icon?: React.ReactNode;
  /** What is empty, in a few words ("No applicants yet"). */
  title: React.ReactNode;
  /** What the user can do about it. */
  description?: React.ReactNode;
  /** Slot for one or two actions (buttons or links). */
  action?: React.ReactNode;
  /** Heading level of the title, to fit the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
};

/** What a list or a screen shows when it has nothing yet: an icon, a title, a line of help and an action. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-4 rounded-xl border border-border-strong border-dashed bg-surface px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg:not([class*='size-'])]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <div data-slot="empty-state-text" className="flex max-w-sm flex-col gap-1.5">
        <Heading data-slot="empty-state-title" className="font-semibold text-foreground text-lg leading-7">
          {title}
        </Heading>
        {description ? (
          <p data-slot="empty-state-description" className="text-muted-foreground text-sm">
            {description}
          </p>
        ) : null}
      </div>
      {action ? (
        <div data-slot="empty-state-actions" className="flex flex-wrap items-center justify-center gap-2">
          {action}
        </div>
      ) : null}
    </div>
  );
}
