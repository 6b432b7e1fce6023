import { type PipelineCounts, PipelineStatus, pipelineOrder } from '@medhire/domain';
import { Filter } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { formatCount } from '../../lib/numbers';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';

/** How many candidates are in each step (a job's `pipelineCounts`, or the sum over jobs): the domain's type. */
export type { PipelineCounts };

/** Props of {@link PipelineFunnel}. */
export type PipelineFunnelProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Candidates per step; `null` while they load. */
  counts: PipelineCounts | null;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** Heading of the funnel (default "Pipeline"). */
  title?: string;
  /** A line under the heading ("All open jobs"). */
  description?: string;
  /**
   * Whether the viewer invites candidates from Explore (default true), for the empty state's advice; false for
   * someone whose role does not.
   */
  explores?: boolean;
};

/** A whole percentage of `total`, "0%" when there is nothing. */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

const barColour: Record<PipelineStatus, string> = {
  [PipelineStatus.Shortlisted]: 'bg-brand-300',
  [PipelineStatus.Submitted]: 'bg-brand-400',
  [PipelineStatus.Interview]: 'bg-brand-500',
  [PipelineStatus.Offer]: 'bg-brand-600',
  [PipelineStatus.Hired]: 'bg-success',
  [PipelineStatus.Rejected]: 'bg-neutral-400',
};

/**
 * Candidates per pipeline step, in the pipeline's order: a table whose rows read "Interview, 4, 20%"
 * with a bar for the share of all candidates (the bars are decoration; the numbers are the content).
 * Skeleton rows while loading; with no candidates yet it says so.
 */
export function PipelineFunnel({
  counts,
  loading = false,
  title = 'Pipeline',
  description,
  explores = true,
  className,
  ...props
}: PipelineFunnelProps) {
  const headingId = React.useId();
  const total = counts ? pipelineOrder.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : 0;
  return (
    <section
      data-slot="pipeline-funnel"
      data-state={loading || !counts ? 'loading' : total === 0 ? 'empty' : 'filled'}
      aria-labelledby={headingId}
      className={cn(
        '@container grid gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xs',
        className,
      )}
      {...props}
    >
      <div className="grid gap-0.5">
        <h2 id={headingId} className="font-semibold text-foreground text-lg leading-7">
          {title}
        </h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {loading || !counts ? (
        <div role="status" aria-label="Loading the pipeline" className="grid gap-3">
          {pipelineOrder.map((status) => (
            <div key={status} className="grid grid-cols-[6rem_1fr_4rem] items-center gap-3">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="h-4 w-12" />
            </div>
          ))}
        </div>
      ) : total === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<Filter />}
          title="No candidates in your pipelines yet"
          description={
            explores
              ? 'Invite candidates from Explore; each one you add shows in its step here.'
              : 'Candidates who apply to your jobs, or accept an invite, show in their step here.'
          }
          className="py-8"
        />
      ) : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{`${title}: candidates per step, ${formatCount(total)} in all`}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Share of all candidates</th>
              <th scope="col">Candidates</th>
              <th scope="col">Percent</th>
            </tr>
          </thead>
          <tbody>
            {pipelineOrder.map((status) => {
              const count = counts[status] ?? 0;
              const percent = percentOf(count, total);
              return (
                <tr key={status} data-slot="pipeline-funnel-row" data-status={status}>
                  <th
                    scope="row"
                    className="w-24 py-1.5 pe-3 text-start font-medium text-foreground @sm:w-28"
                  >
                    {status}
                  </th>
                  <td className="py-1.5">
                    <div aria-hidden="true" className="h-3 w-full overflow-hidden rounded-full bg-muted">
                      <div
                        data-slot="pipeline-funnel-bar"
                        className={cn('h-full rounded-full', barColour[status])}
                        style={{ width: `${count > 0 ? Math.max(percent, 2) : 0}%` }}
                      />
                    </div>
                  </td>
                  <td className="w-12 py-1.5 ps-3 text-end font-semibold text-foreground tabular-nums">
                    {formatCount(count)}
                  </td>
                  <td className="w-12 py-1.5 ps-2 text-end text-muted-foreground tabular-nums">{`${percent}%`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
