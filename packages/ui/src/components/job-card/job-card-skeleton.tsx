import { pipelineOrder } from '@medhire/domain';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Card } from '../../primitives/card/card';
import { Skeleton } from '../../primitives/skeleton/skeleton';

/** The shape of a job card while it loads; hidden from assistive technology. */
export function JobCardSkeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <Card data-slot="job-card-skeleton" aria-hidden="true" className={cn('gap-4', className)} {...props}>
      <div className="flex items-start justify-between gap-4 px-5">
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-5 w-64 max-w-full" />
          <Skeleton className="h-4 w-48" />
        </div>
        <Skeleton className="h-6 w-16 rounded-full" />
      </div>
      <div className="grid gap-2 px-5">
        <Skeleton className="h-4 w-72 max-w-full" />
        <Skeleton className="h-4 w-40" />
      </div>
      <div className="flex flex-wrap gap-1.5 px-5">
        {pipelineOrder.map((step) => (
          <Skeleton key={step} className="h-7 w-24 rounded-full" />
        ))}
      </div>
      <div className="flex gap-2 border-border border-t px-5 pt-4">
        <Skeleton className="h-8 w-28" />
        <Skeleton className="h-8 w-16" />
      </div>
    </Card>
  );
}
