import type * as React from 'react';
import { cn } from '../../lib/cn';

/** Props of {@link Skeleton}: a `<div>`; size and shape it with classes (`h-4 w-40`, `rounded-full`). */
export type SkeletonProps = React.ComponentProps<'div'>;

/**
 * A placeholder block shown while content loads. It is hidden from assistive technology: wrap a group
 * of skeletons in an element with `role="status"` and an `aria-label` such as "Loading applicants".
 */
export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-skeleton', className)}
      {...props}
    />
  );
}
