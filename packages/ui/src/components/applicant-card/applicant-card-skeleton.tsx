import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Card } from '../../primitives/card/card';
import { Skeleton } from '../../primitives/skeleton/skeleton';

/** Props of {@link ApplicantCardSkeleton}. */
export type ApplicantCardSkeletonProps = React.ComponentProps<'div'>;

/**
 * The shape of an applicant card while it loads; hidden from assistive technology. Wrap a group of
 * them in an element with `role="status"` and a label such as "Loading candidates".
 */
export function ApplicantCardSkeleton({ className, ...props }: ApplicantCardSkeletonProps) {
  return (
    <Card
      data-slot="applicant-card-skeleton"
      aria-hidden="true"
      className={cn('gap-4', className)}
      {...props}
    >
      <div className="flex items-start gap-4 px-5">
        <Skeleton className="size-16 rounded-full" />
        <div className="grid flex-1 gap-2 pt-1">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
      </div>
      <div className="flex flex-wrap gap-3 px-5">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-4 w-36" />
      </div>
      <div className="grid gap-2 px-5">
        <Skeleton className="h-4 w-72 max-w-full" />
        <Skeleton className="h-4 w-60 max-w-full" />
        <Skeleton className="h-4 w-64 max-w-full" />
      </div>
    </Card>
  );
}
