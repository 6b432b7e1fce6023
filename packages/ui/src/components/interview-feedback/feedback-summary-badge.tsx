import type { FeedbackSummary } from '@medhire/domain';
import { Star } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { averageLabel, reviewsLabel } from './feedback-words';

/** Props of {@link FeedbackSummaryBadge}. */
export type FeedbackSummaryBadgeProps = Omit<React.ComponentProps<'p'>, 'children'> & {
  summary: FeedbackSummary;
};

/**
 * A match's interview feedback in one short line for its board card: the mean rating, how many reviewed, and how
 * many recommend (yes or strong yes).
 */
export function FeedbackSummaryBadge({ summary, className, ...props }: FeedbackSummaryBadgeProps) {
  const yes = summary.recommendations['strong-yes'] + summary.recommendations.yes;
  const label = `Interview feedback: ${averageLabel(summary.average)} of 5 from ${reviewsLabel(summary.count)}, ${yes} recommend`;
  return (
    <p
      data-slot="feedback-summary"
      className={cn('flex items-center gap-1 text-muted-foreground text-xs tabular-nums', className)}
      {...props}
    >
      <span className="sr-only">{label}</span>
      <Star aria-hidden="true" className="size-3.5 fill-warning text-warning" />
      <span aria-hidden="true" className="font-semibold text-foreground">
        {averageLabel(summary.average)}
      </span>
      <span aria-hidden="true">
        · {reviewsLabel(summary.count)} · {yes} recommend
      </span>
    </p>
  );
}
