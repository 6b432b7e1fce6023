import type { JobCompleteness, JobCompletenessField } from '@medhire/domain';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { ProgressBar } from '../../primitives/progress-bar/progress-bar';

/** Props of {@link JobCompletenessMeter}. */
export type JobCompletenessMeterProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The score and what is missing, from the domain's `jobCompleteness` (or the server's job view). */
  completeness: JobCompleteness;
  /**
   * `full` (the job form): the bar, then each missing item with what to add. `compact` (a job card): one line,
   * "Details candidates look for: 60% · missing pay range, call schedule", with the hints behind "What to add".
   */
  variant?: 'full' | 'compact';
  /** Where each missing item is filled in (the form's section); the item's name links there. */
  hrefOf?: (field: JobCompletenessField) => string | undefined;
};

/**
 * What the score measures: the details physicians look for in a post, not whether it may be posted (a post with
 * none of them can go out).
 */
const METER_LABEL = 'Details candidates look for';

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "pay range, call schedule and benefits". */
function listWords(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/**
 * How complete a job post is: a bar of the score (0–100) and what is missing (pay range, call schedule,
 * half-days, benefits, partnership), each with a hint in the recruiter's words. Pure: the score comes in.
 */
export function JobCompletenessMeter({
  completeness,
  variant = 'full',
  hrefOf,
  className,
  ...props
}: JobCompletenessMeterProps) {
  const { score, missing } = completeness;
  const complete = missing.length === 0;
  const state = complete ? 'complete' : 'incomplete';

  if (variant === 'compact') {
    return (
      <div
        data-slot="job-completeness"
        data-variant="compact"
        data-state={state}
        data-score={score}
        className={cn('grid gap-1.5 text-sm', className)}
        {...props}
      >
        <div className="grid grid-cols-[3rem_minmax(0,1fr)] items-start gap-x-2">
          <ProgressBar label={METER_LABEL} value={score} labelHidden className="mt-1.5" />
          <p className="min-w-0 text-muted-foreground">
            <span className="font-medium text-foreground tabular-nums">{`${METER_LABEL}: ${score}%`}</span>
            {complete ? ' · nothing missing' : ` · missing ${listWords(missing.map((gap) => gap.label))}`}
          </p>
        </div>
        {complete ? null : (
          <details data-slot="job-completeness-details" className="group">
            <summary className="w-fit cursor-pointer rounded-sm font-medium text-primary text-sm hover:underline focus-visible:focus-ring">
              What to add
            </summary>
            <GapList completeness={completeness} hrefOf={hrefOf} title={null} className="mt-2" />
          </details>
        )}
      </div>
    );
  }

  return (
    <div
      data-slot="job-completeness"
      data-variant="full"
      data-state={state}
      data-score={score}
      className={cn('grid gap-3 text-sm', className)}
      {...props}
    >
      <ProgressBar label={METER_LABEL} value={score} />
      <p className="text-muted-foreground">
        Not needed to post: candidates reply more to posts that have them.
      </p>
      {complete ? (
        <p className="text-muted-foreground">
          Pay range, call schedule, half-days, benefits and partnership: all there.
        </p>
      ) : (
        <GapList completeness={completeness} hrefOf={hrefOf} />
      )}
    </div>
  );
}

/** Each missing item with its hint; under a visible title, or named "What to add" when `title` is null. */
function GapList({
  completeness,
  hrefOf,
  title = 'Still missing',
  className,
}: {
  completeness: JobCompleteness;
  hrefOf: JobCompletenessMeterProps['hrefOf'];
  title?: string | null;
  className?: string;
}) {
  const headingId = React.useId();
  return (
    <div className={cn('grid gap-2', className)}>
      {title ? (
        <p id={headingId} className="font-medium text-foreground">
          {title}
        </p>
      ) : null}
      <ul
        {...(title ? { 'aria-labelledby': headingId } : { 'aria-label': 'What to add' })}
        data-slot="job-completeness-missing"
        className="grid gap-2"
      >
        {completeness.missing.map((gap) => {
          const href = hrefOf?.(gap.field);
          return (
            <li key={gap.field} data-field={gap.field} className="grid gap-0.5">
              {href ? (
                <a
                  href={href}
                  className="w-fit rounded-sm font-medium text-primary hover:underline focus-visible:focus-ring"
                >
                  {capitalized(gap.label)}
                </a>
              ) : (
                <span className="font-medium text-foreground">{capitalized(gap.label)}</span>
              )}
              <span className="text-muted-foreground">{gap.hint}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
