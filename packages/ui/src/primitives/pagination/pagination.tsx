import { ChevronLeft, ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { classList, cn } from '../../lib/cn';

/** One entry of the page list: a page number or a gap. */
export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

/**
 * The pages to show: always the first and last page, the current page with `siblingCount` pages on
 * each side, and an ellipsis for each gap of two or more pages (a gap of one shows that page).
 */
export function getPaginationItems(page: number, pageCount: number, siblingCount = 1): PaginationItem[] {
  const pages = (from: number, to: number): PaginationItem[] =>
    Array.from({ length: Math.max(to - from + 1, 0) }, (_, index) => ({ type: 'page', page: from + index }));
  // First, last, current, two siblings groups and two ellipses.
  if (pageCount <= siblingCount * 2 + 5) return pages(1, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(current - siblingCount, 2);
  const end = Math.min(current + siblingCount, pageCount - 1);
  const showStartGap = start > 3;
  const showEndGap = end < pageCount - 2;
  // Keep the number of entries constant (7 with one sibling) so the control does not jump while paging.
  const edgeSpan = siblingCount * 2 + 2;
  const from = showStartGap ? (showEndGap ? start : pageCount - edgeSpan) : 2;
  const to = showEndGap ? (showStartGap ? end : edgeSpan + 1) : pageCount - 1;
  return [
    ...pages(1, 1),
    ...(showStartGap ? [{ type: 'ellipsis', key: 'start' } as const] : []),
    ...pages(from, to),
    ...(showEndGap ? [{ type: 'ellipsis', key: 'end' } as const] : []),
    ...pages(pageCount, pageCount),
  ];
}

const itemClasses = classList(
  'inline-flex h-10 min-w-10 cursor-pointer items-center justify-center gap-1 rounded-md px-3 font-medium text-sm',
  'text-foreground transition-colors hover:bg-accent focus-visible:focus-ring',
  'disabled:pointer-events-none disabled:opacity-50',
  'aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground aria-[current=page]:hover:bg-primary-hover',
);

/** Props of {@link Pagination}. */
export type PaginationProps = Omit<React.ComponentProps<'nav'>, 'onChange'> & {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** Called with the page to show when a page, Previous or Next is pressed. */
  onPageChange: (page: number) => void;
  /** Pages shown on each side of the current one (default 1). */
  siblingCount?: number;
  /** Accessible name of the navigation landmark (default "Pagination"). */
  label?: string;
  /** Text of the previous button (default "Previous"). */
  previousLabel?: string;
  /** Text of the next button (default "Next"). */
  nextLabel?: string;
  /** Accessible name of a page button (default "Page 3"). */
  getPageLabel?: (page: number) => string;
};

/**
 * Page navigation: Previous, the page numbers with ellipses for gaps, and Next. The current page has
 * `aria-current="page"`; Previous and Next are disabled at the ends. Pure: it calls `onPageChange`.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  siblingCount = 1,
  label = 'Pagination',
  previousLabel = 'Previous',
  nextLabel = 'Next',
  getPageLabel = (number) => `Page ${number}`,
  className,
  ...props
}: PaginationProps) {
  const items = getPaginationItems(page, pageCount, siblingCount);
  return (
    <nav data-slot="pagination" aria-label={label} className={cn('flex', className)} {...props}>
      <ul data-slot="pagination-list" className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            data-slot="pagination-previous"
            className={cn(itemClasses, 'ps-2')}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {previousLabel}
          </button>
        </li>
        {items.map((item) =>
          item.type === 'page' ? (
            <li key={item.page}>
              <button
                type="button"
                data-slot="pagination-page"
                aria-label={getPageLabel(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                className={itemClasses}
                onClick={() => onPageChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ) : (
            <li key={item.key} data-slot="pagination-ellipsis" aria-hidden="true">
              <span className="inline-flex size-10 items-center justify-center text-muted-foreground">…</span>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            data-slot="pagination-next"
            className={cn(itemClasses, 'pe-2')}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            {nextLabel}
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
