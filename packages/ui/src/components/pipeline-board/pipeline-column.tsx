import type { PipelineStatus } from '@medhire/domain';
import * as React from 'react';
import { cn } from '../../lib/cn';

/** Where a column stands while a card is dragged: the card's own, one it may drop on, under it, or refused. */
export type DropState = 'origin' | 'droppable' | 'over' | 'blocked';

type PipelineColumnProps = Omit<React.ComponentProps<'li'>, 'children'> & {
  status: PipelineStatus;
  dropState?: DropState;
  children: React.ReactElement[];
};

/** One step of the pipeline: its name, its count and its cards (or an empty note, "Drop here" while dragging). */
export function PipelineColumn({ status, dropState, children, className, ...props }: PipelineColumnProps) {
  const headingId = React.useId();
  const count = children.length;
  return (
    <li
      data-slot="pipeline-column"
      data-status={status}
      data-drop={dropState}
      aria-labelledby={headingId}
      className={cn(
        'flex min-h-48 min-w-0 flex-col gap-3 rounded-xl border border-transparent bg-surface p-3 transition-colors @min-[56rem]/board:gap-2 @min-[56rem]/board:p-2',
        'data-[drop=droppable]:border-primary/40 data-[drop=droppable]:border-dashed',
        'data-[drop=over]:border-primary data-[drop=over]:bg-secondary',
        'data-[drop=blocked]:opacity-60',
        className,
      )}
      {...props}
    >
      <div className="flex items-center justify-between gap-2 px-1">
        <h3 id={headingId} className="font-semibold text-foreground text-sm">
          {status}
        </h3>
        <span
          data-slot="pipeline-column-count"
          className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-background px-2 font-medium text-foreground text-xs tabular-nums"
        >
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{count === 1 ? '1 candidate' : `${count} candidates`}</span>
        </span>
      </div>
      {count > 0 ? (
        <ul className="grid min-w-0 gap-2">{children}</ul>
      ) : (
        <p
          data-slot="pipeline-column-empty"
          className="grid flex-1 place-items-center rounded-lg border border-border-strong border-dashed px-3 py-6 text-center text-muted-foreground text-sm"
        >
          {dropState === 'droppable' || dropState === 'over' ? 'Drop here' : 'No candidates in this step'}
        </p>
      )}
    </li>
  );
}
