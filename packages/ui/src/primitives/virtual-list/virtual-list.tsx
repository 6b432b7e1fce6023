import { useVirtualizer } from '@tanstack/react-virtual';
import type * as React from 'react';
import { useRef } from 'react';
import { cn } from '../../lib/cn';

/** Props of {@link VirtualList}. */
export type VirtualListProps<Item> = Omit<React.ComponentProps<'ul'>, 'children' | 'role'> & {
  /** Every item of the list; only the visible ones (plus `overscan`) are rendered. */
  items: readonly Item[];
  /** Renders the content of one row. */
  renderItem: (item: Item, index: number) => React.ReactNode;
  /** Estimated row height in px before it is measured (rows are measured once rendered). */
  estimateSize: (index: number) => number;
  /** A stable key of an item (its id). */
  getKey: (item: Item, index: number) => React.Key;
  /** Accessible name of the list ("Applicants"). */
  label: string;
  /** Rows rendered above and below the visible ones (default 5). */
  overscan?: number;
  /** Shown instead of the list when `items` is empty. */
  empty?: React.ReactNode;
};

/**
 * A long list that renders only the rows in view (TanStack Virtual). It is exposed as a labelled list
 * whose rows carry `aria-setsize` / `aria-posinset`, and it is a keyboard-focusable scroll container:
 * Tab focuses it, the arrow and page keys scroll it, Home and End jump to the first and last row.
 */
export function VirtualList<Item>({
  items,
  renderItem,
  estimateSize,
  getKey,
  label,
  overscan = 5,
  empty,
  className,
  onKeyDown,
  style,
  ...props
}: VirtualListProps<Item>) {
  const scrollRef = useRef<HTMLUListElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : (getKey(item, index) as string | number);
    },
    overscan,
  });

  if (items.length === 0 && empty !== undefined) {
    return (
      <div data-slot="virtual-list" data-state="empty" className={cn('h-96', className)} style={style}>
        {empty}
      </div>
    );
  }

  return (
    <ul
      ref={scrollRef}
      data-slot="virtual-list"
      data-state={items.length === 0 ? 'empty' : 'filled'}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className={cn(
        'relative h-96 overflow-y-auto rounded-lg border border-border focus-visible:focus-ring',
        // The ::after block gives the list the full height of every row, so it scrolls like the full list.
        'after:block after:h-(--virtual-list-size)',
        className,
      )}
      style={{ '--virtual-list-size': `${virtualizer.getTotalSize()}px`, ...style } as React.CSSProperties}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.target !== event.currentTarget || items.length === 0) return;
        if (event.key === 'Home') {
          event.preventDefault();
          virtualizer.scrollToIndex(0, { align: 'start' });
        } else if (event.key === 'End') {
          event.preventDefault();
          virtualizer.scrollToIndex(items.length - 1, { align: 'end' });
        }
      }}
      {...props}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <li
            key={row.key}
            ref={virtualizer.measureElement}
            data-slot="virtual-list-item"
            data-index={row.index}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderItem(item, row.index)}
          </li>
        );
      })}
    </ul>
  );
}
