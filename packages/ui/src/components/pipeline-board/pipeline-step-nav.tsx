import type { PipelineStatus } from '@medhire/domain';
import { cn } from '../../lib/cn';

/** Props of {@link PipelineStepNav}. */
export type PipelineStepNavProps = {
  /** Each step in the board's order with how many candidates are in it. */
  steps: readonly { status: PipelineStatus; count: number }[];
  /** Brings a step's column into view. */
  onJump: (status: PipelineStatus) => void;
  className?: string;
};

/**
 * On a board too narrow for its six columns (a phone): every step with its count, above the columns that scroll
 * sideways, so a recruiter sees where the candidates are and jumps to a column in one tap.
 */
export function PipelineStepNav({ steps, onJump, className }: PipelineStepNavProps) {
  return (
    <nav aria-label="Jump to a step" data-slot="pipeline-step-nav" className={className}>
      <ul className="flex flex-wrap gap-2">
        {steps.map(({ status, count }) => (
          <li key={status}>
            <button
              type="button"
              data-empty={count === 0 || undefined}
              onClick={() => onJump(status)}
              className={cn(
                'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border bg-card px-3 font-medium text-foreground text-sm hover:bg-surface focus-visible:focus-ring',
                'data-[empty]:text-muted-foreground',
              )}
            >
              {status} <span className="text-muted-foreground tabular-nums">{count}</span>
              <span className="sr-only">{count === 1 ? ' candidate' : ' candidates'}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
