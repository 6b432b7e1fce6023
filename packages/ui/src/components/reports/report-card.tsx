import { BarChart3, Download, Table2 } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import type { ReportTable } from './report-tables';

/** Props of {@link ReportCard}. */
export type ReportCardProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  /** The report's name ("Funnel"). */
  title: string;
  /** What it counts, in a line. */
  description?: React.ReactNode;
  /** The numbers (null while loading or after an error). */
  table: ReportTable | null;
  /** The chart of those numbers (hidden from assistive technology: the table is what it reads). */
  chart?: React.ReactNode;
  /** A line of totals above the chart ("Median 21 days over 4 jobs"). */
  summary?: React.ReactNode;
  /** Shows skeletons. */
  loading?: boolean;
  /** What went wrong loading it, in words; shows an error with a Retry button. */
  error?: string | null;
  /** Called by Retry. */
  onRetry?: () => void;
  /** Whether the range holds nothing to show (the table is then empty). */
  empty?: boolean;
  /** What the empty state says. */
  emptyMessage?: string;
  /** Called by "Download CSV" with the table, whose rows the file holds. */
  onDownload?: (table: ReportTable) => void;
  /** Whether the table starts shown (default false: it is read by screen readers, and shown on demand). */
  defaultTableShown?: boolean;
};

/**
 * One report on the Reports screen: its title, a chart, and its numbers as a table. The table is always in the
 * page, so screen readers read it; "Show table" shows it to everyone (it scrolls sideways on a phone). "Download
 * CSV" hands the same table to `onDownload`. Loading, error and empty states take the chart's place.
 */
export function ReportCard({
  title,
  description,
  table,
  chart,
  summary,
  loading = false,
  error = null,
  onRetry,
  empty = false,
  emptyMessage = 'Nothing happened in this range. Choose a longer range or another job.',
  onDownload,
  defaultTableShown = false,
  className,
  ...props
}: ReportCardProps) {
  const headingId = React.useId();
  const tableId = React.useId();
  const [tableShown, setTableShown] = React.useState(defaultTableShown);
  const state = error ? 'error' : loading || !table ? 'loading' : empty ? 'empty' : 'filled';
  return (
    <section
      data-slot="report-card"
      data-state={state}
      aria-labelledby={headingId}
      aria-busy={state === 'loading' || undefined}
      className={cn(
        'grid min-w-0 gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xs sm:p-5',
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h2 id={headingId} className="font-semibold text-foreground text-lg leading-7">
            {title}
          </h2>
          {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
        </div>
        {state === 'filled' && table ? (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? <BarChart3 aria-hidden="true" /> : <Table2 aria-hidden="true" />}
              {tableShown ? 'Hide table' : 'Show table'}
              <span className="sr-only">{` of ${title}`}</span>
            </Button>
            {onDownload ? (
              <Button type="button" variant="outline" size="sm" onClick={() => onDownload(table)}>
                <Download aria-hidden="true" />
                Download CSV<span className="sr-only">{` of ${title}`}</span>
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {state === 'error' ? (
        <ErrorState
          headingLevel={3}
          title={`${title} could not be loaded`}
          message={error}
          onRetry={onRetry}
        />
      ) : state === 'loading' ? (
        <div role="status" aria-label={`Loading ${title.toLowerCase()}`} className="grid gap-3">
          {[0, 1, 2, 3].map((row) => (
            <div key={row} className="grid grid-cols-[6rem_1fr] items-center gap-3">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-4" style={{ width: `${90 - row * 18}%` }} />
            </div>
          ))}
        </div>
      ) : state === 'empty' ? (
        <EmptyState
          headingLevel={3}
          icon={<BarChart3 />}
          title="Nothing to show for this range"
          description={emptyMessage}
          className="py-6"
        />
      ) : (
        <>
          {summary ? <p className="text-foreground text-sm">{summary}</p> : null}
          {chart}
        </>
      )}
      {state === 'filled' && table ? (
        <section
          id={tableId}
          data-slot="report-table"
          data-state={tableShown ? 'shown' : 'hidden'}
          // Shown, a table wider than the screen scrolls sideways on its own: focusable, so the keyboard scrolls it.
          aria-label={tableShown ? `${table.caption} table` : undefined}
          tabIndex={tableShown ? 0 : undefined}
          className={cn(
            tableShown
              ? 'max-w-full overflow-x-auto rounded-md border border-border focus-visible:focus-ring'
              : 'sr-only',
          )}
        >
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{table.caption}</caption>
            <thead className="bg-muted text-muted-foreground">
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 text-start font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed table, never reordered.
                <tr key={rowIndex} className="border-border border-t">
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th
                        key={table.columns[cellIndex]}
                        scope="row"
                        // A name keeps a column wide enough to read on a phone; the table scrolls instead.
                        className="min-w-40 px-3 py-1.5 text-start font-medium text-foreground"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td
                        key={table.columns[cellIndex]}
                        className="whitespace-nowrap px-3 py-1.5 text-foreground tabular-nums"
                      >
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </section>
  );
}
