import { X } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Checkbox } from '../../primitives/checkbox/checkbox';
import { ProgressBar } from '../../primitives/progress-bar/progress-bar';

/** One action the toolbar offers for the selected candidates. */
export interface BulkToolbarAction {
  id: string;
  /** "Invite", "Reject". */
  label: string;
  icon?: React.ReactNode;
  destructive?: boolean;
  onSelect: () => void;
  /**
   * Wraps the action's button, for an action that opens a menu from it (the board's "Move to…" takes the button as
   * its menu's trigger). Without it the button calls `onSelect`.
   */
  render?: (button: React.ReactElement<React.ComponentProps<'button'>>) => React.ReactElement;
}

/** A run under way: its words ("Inviting 4 of 10…") and how far it is. */
export interface BulkToolbarRun {
  words: string;
  done: number;
  total: number;
  /** Stops the run before the next candidate. Without it no Cancel shows. */
  onCancel?: () => void;
  cancelling?: boolean;
}

/** How the last run ended when some candidates failed: a summary and each failure in the server's words. */
export interface BulkToolbarResult {
  summary: string;
  failures: readonly { id: string; label: string; message: string }[];
  onDismiss: () => void;
}

/** Props of {@link BulkToolbar}. */
export type BulkToolbarProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  selectedCount: number;
  /** How many candidates this page shows (what "Select all on this page" selects). */
  pageCount: number;
  onSelectAll: (selected: boolean) => void;
  onClear: () => void;
  /** The actions that apply on this screen; shown while candidates are selected and nothing runs. */
  actions: readonly BulkToolbarAction[];
  run?: BulkToolbarRun | null;
  result?: BulkToolbarResult | null;
  /** The words of the "select all" checkbox (default "Select all on this page"; a board has no pages). */
  selectAllLabel?: string;
};

/**
 * The bulk actions bar above a list of candidates: "Select all on this page", "N selected" with the screen's
 * actions, the progress of a run with Cancel, and the per-candidate result when some failed.
 */
export function BulkToolbar({
  selectedCount,
  pageCount,
  onSelectAll,
  onClear,
  actions,
  run,
  result,
  selectAllLabel = 'Select all on this page',
  className,
  ...props
}: BulkToolbarProps) {
  const selectAllId = React.useId();
  const all = pageCount > 0 && selectedCount >= pageCount;
  const checked = all ? true : selectedCount > 0 ? 'indeterminate' : false;
  return (
    <section
      data-slot="bulk-toolbar"
      data-state={run ? 'running' : result ? 'result' : selectedCount > 0 ? 'selected' : 'idle'}
      aria-label="Bulk actions"
      className={cn(
        'sticky top-16 z-10 grid gap-3 rounded-lg border border-border bg-background/95 p-3 shadow-xs backdrop-blur',
        className,
      )}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2 text-foreground text-sm">
          <Checkbox
            id={selectAllId}
            checked={checked}
            disabled={Boolean(run) || pageCount === 0}
            onCheckedChange={() => onSelectAll(!all)}
            data-slot="bulk-toolbar-select-all"
          />
          <label htmlFor={selectAllId}>{selectAllLabel}</label>
        </div>
        {selectedCount > 0 ? (
          <p className="font-medium text-foreground text-sm" data-slot="bulk-toolbar-count">
            {`${selectedCount} selected`}
          </p>
        ) : (
          <p className="text-muted-foreground text-sm">
            Select candidates (x) to act on several at once. Press ? for shortcuts.
          </p>
        )}
        {selectedCount > 0 && !run ? (
          <div className="flex flex-wrap items-center gap-2">
            {actions.map((action) => {
              const button = (
                <Button
                  size="sm"
                  variant={action.destructive ? 'outline' : 'secondary'}
                  data-slot="bulk-toolbar-action"
                  onClick={action.onSelect}
                >
                  {action.icon}
                  {action.label}
                </Button>
              );
              return (
                <React.Fragment key={action.id}>
                  {action.render ? action.render(button) : button}
                </React.Fragment>
              );
            })}
            <Button size="sm" variant="ghost" onClick={onClear}>
              <X aria-hidden="true" />
              Clear selection
            </Button>
          </div>
        ) : null}
      </div>
      {run ? (
        <div className="flex flex-wrap items-center gap-3" data-slot="bulk-toolbar-run">
          <ProgressBar
            className="min-w-48 flex-1"
            label={run.words}
            value={run.done}
            max={Math.max(1, run.total)}
            formatValue={(value, max) => `${value} of ${max} done`}
          />
          {run.onCancel ? (
            <Button size="sm" variant="outline" onClick={run.onCancel} disabled={run.cancelling}>
              {run.cancelling ? 'Stopping…' : 'Cancel'}
            </Button>
          ) : null}
        </div>
      ) : null}
      {result && result.failures.length > 0 ? (
        <div className="grid gap-2 rounded-md bg-danger-subtle p-3" data-slot="bulk-toolbar-result">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-danger text-sm">{result.summary}</p>
            <Button size="sm" variant="ghost" onClick={result.onDismiss}>
              Dismiss
            </Button>
          </div>
          <ul className="grid gap-1 text-foreground text-sm" aria-label="Candidates that failed">
            {result.failures.map((failure) => (
              <li key={failure.id}>
                <span className="font-medium">{failure.label}</span>
                {`: ${failure.message}`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
