import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Props of {@link PageHeader}. */
export type PageHeaderProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** The page's title, rendered as its one `<h1>`. */
  title: React.ReactNode;
  /** A sentence under the title. */
  description?: React.ReactNode;
  /** Slot above the title, for a breadcrumb `<nav>` the app renders with its router links. */
  breadcrumbs?: React.ReactNode;
  /** Slot for the page's actions (buttons or links); wraps under the title on narrow screens. */
  actions?: React.ReactNode;
};

/**
 * The top of a page inside the app shell: breadcrumbs, the `<h1>` title, a description and the page's
 * actions. Title and actions share a row when there is room and wrap when there is not.
 */
export function PageHeader({
  title,
  description,
  breadcrumbs,
  actions,
  className,
  ...props
}: PageHeaderProps) {
  return (
    <div data-slot="page-header" className={cn('flex flex-col gap-2 pb-6', className)} {...props}>
      {breadcrumbs ? (
        <div data-slot="page-header-breadcrumbs" className="text-muted-foreground text-sm">
          {breadcrumbs}
        </div>
      ) : null}
      <div data-slot="page-header-row" className="flex flex-wrap items-start justify-between gap-x-6 gap-y-4">
        <div data-slot="page-header-text" className="flex min-w-0 max-w-3xl flex-[1_1_20rem] flex-col gap-1">
          <h1
            data-slot="page-header-title"
            className="break-words font-semibold text-2xl text-foreground tracking-tight"
          >
            {title}
          </h1>
          {description ? (
            <p data-slot="page-header-description" className="text-muted-foreground text-sm">
              {description}
            </p>
          ) : null}
        </div>
        {actions ? (
          <div data-slot="page-header-actions" className="flex flex-wrap items-center gap-2">
            {actions}
          </div>
        ) : null}
      </div>
    </div>
  );
}
