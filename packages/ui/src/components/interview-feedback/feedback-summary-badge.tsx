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
      className={cn('text-muted-foreground text-xs tabular-nums leading-5', className)}
      {...props}
    >
      <span className="sr-only">{label}</span>
      {/* Each part stays whole on a narrow card: a line breaks between them, never inside one. */}
      <span aria-hidden="true">
        <span className="whitespace-nowrap">
          <Star className="mr-1 inline size-3.5 fill-warning align-[-2px] text-warning" />
          <span className="font-semibold text-foreground">{averageLabel(summary.average)}</span>
        </span>{' '}
        <span className="whitespace-nowrap">{`· ${reviewsLabel(summary.count)}`}</span>{' '}
        <span className="whitespace-nowrap">{`· ${yes} recommend`}</span>
      </span>
    </p>
  );
}
