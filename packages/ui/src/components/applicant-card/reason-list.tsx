import type { ReasonImpact, ScoreReason } from '@medhire/domain';
import { CircleAlert, CircleCheck, CircleMinus } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';

const impactLook: Record<ReasonImpact, { icon: typeof CircleCheck; word: string; className: string }> = {
  positive: { icon: CircleCheck, word: 'Strength', className: 'text-success-600' },
  neutral: { icon: CircleMinus, word: 'Neutral', className: 'text-muted-foreground' },
  negative: { icon: CircleAlert, word: 'Concern', className: 'text-warning-600' },
};

/** Props of {@link ReasonList}. */
export type ReasonListProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
  reasons: readonly ScoreReason[];
  /** Shows only the first `max` reasons and says how many more there are. */
  max?: number;
};

/** The reasons behind a score, each with an icon by its impact (a check, a dash, an alert). */
export function ReasonList({ reasons, max, className, ...props }: ReasonListProps) {
  const shown = max === undefined ? reasons : reasons.slice(0, max);
  const hidden = reasons.length - shown.length;
  if (reasons.length === 0) {
    return <p className="text-muted-foreground text-sm">No reasons given for this score.</p>;
  }
  return (
    <div className="grid gap-1">
      <ul
        data-slot="reason-list"
        aria-label="Why this score"
        className={cn('grid gap-1.5 text-sm', className)}
        {...props}
      >
        {shown.map((reason) => {
          const look = impactLook[reason.impact];
          const Icon = look.icon;
          return (
            <li
              key={`${reason.factor}-${reason.text}`}
              data-slot="reason"
              data-impact={reason.impact}
              className="flex items-start gap-2"
            >
              <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', look.className)} />
              <span className="min-w-0 text-foreground">
                <span className="sr-only">{`${look.word}: `}</span>
                {reason.text}
              </span>
            </li>
          );
        })}
      </ul>
      {hidden > 0 ? (
        <p data-slot="reason-list-more" className="ps-6 text-muted-foreground text-xs">
          {`and ${hidden} more ${hidden === 1 ? 'reason' : 'reasons'} on the profile`}
        </p>
      ) : null}
    </div>
  );
}
