import type { ApplicantMatch } from '@medhire/domain';
import type * as React from 'react';
import { matchWords } from '../../lib/applicant-words';
import { cn } from '../../lib/cn';
import { Tag } from '../../primitives/tag/tag';

/** Props of {@link MatchChips}. */
export type MatchChipsProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
  matches: readonly ApplicantMatch[];
};

/**
 * The candidate's matches with the employer's jobs, one chip each. A long job title wraps inside its chip, so the
 * whole status is read and the chips never make a list wider than a phone. Renders nothing without matches.
 */
export function MatchChips({ matches, className, ...props }: MatchChipsProps) {
  if (matches.length === 0) return null;
  return (
    <ul
      data-slot="match-chips"
      aria-label="Matches with your jobs"
      className={cn('flex flex-wrap gap-1.5', className)}
      {...props}
    >
      {matches.map((match) => {
        const words = matchWords(match);
        return (
          <li key={match._id} className="min-w-0 max-w-full">
            <Tag wrap variant={words.variant} data-request-status={match.requestStatus}>
              {words.label}
            </Tag>
          </li>
        );
      })}
    </ul>
  );
}
