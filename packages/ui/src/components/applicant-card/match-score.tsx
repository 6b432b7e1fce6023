import type { ScoredFor } from '@medhire/domain';
import type * as React from 'react';
import { type ScoreBand, scoreBand, scoredForWords } from '../../lib/applicant-words';
import { cn } from '../../lib/cn';

const bandStroke: Record<ScoreBand, string> = {
  strong: 'stroke-success-600',
  good: 'stroke-brand-600',
  fair: 'stroke-warning-600',
  weak: 'stroke-neutral-500',
};

/** Props of {@link MatchScore}. */
export type MatchScoreProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** 0–100; rounded and clamped. */
  score: number;
  /** `md` on cards, `lg` in the profile header. */
  size?: 'md' | 'lg';
  /** What the score was computed for: its accessible name says it ("… for your preferences"). */
  scoredFor?: ScoredFor;
};

/**
 * The match score as a ring filled to the score, the number in the middle ("Match score 87 of 100 for your
 * preferences").
 */
export function MatchScore({ score, size = 'md', scoredFor, className, ...props }: MatchScoreProps) {
  const value = Math.max(0, Math.min(100, Math.round(Number.isFinite(score) ? score : 0)));
  const { band } = scoreBand(value);
  const radius = 16;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      data-slot="match-score"
      data-band={band}
      role="img"
      aria-label={`Match score ${value} of 100${scoredFor ? ` ${scoredForWords(scoredFor)}` : ''}`}
      className={cn('relative inline-flex shrink-0', size === 'lg' ? 'size-24' : 'size-16', className)}
      {...props}
    >
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-full -rotate-90">
        <circle cx="20" cy="20" r={radius} fill="none" strokeWidth="4" className="stroke-neutral-200" />
        <circle
          cx="20"
          cy="20"
          r={radius}
          fill="none"
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray={`${(value / 100) * circumference} ${circumference}`}
          className={bandStroke[band]}
        />
      </svg>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex flex-col items-center justify-center leading-none"
      >
        <span
          className={cn('font-semibold text-foreground tabular-nums', size === 'lg' ? 'text-2xl' : 'text-lg')}
        >
          {value}
        </span>
        {size === 'lg' ? (
          <span className="mt-1 text-muted-foreground text-xs uppercase tracking-wide">match</span>
        ) : null}
      </span>
    </div>
  );
}
