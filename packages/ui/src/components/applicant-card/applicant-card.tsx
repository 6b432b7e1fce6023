import { paths } from '@medhire/domain';
import {
  Award,
  Bookmark,
  BookmarkCheck,
  Briefcase,
  CalendarClock,
  CircleAlert,
  CircleCheck,
  CircleMinus,
  MapPin,
  Send,
} from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { type RenderLink, renderAnchor } from '../../lib/link';
import { Button } from '../../primitives/button/button';
import { Card } from '../../primitives/card/card';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { Tag, type TagProps } from '../../primitives/tag/tag';
import { boardStatusName, candidateDisplayName, homeLine, specialtyLine, yearsWord } from './applicant-words';

/** How a reason weighs on the score. */
export type ReasonImpact = 'positive' | 'neutral' | 'negative';

/** One reason behind a match score, in words a recruiter reads. */
export type ApplicantReason = {
  factor: 'specialty' | 'subSpecialty' | 'distance' | 'boardStatus' | 'experience' | 'yearAvailable';
  /** "Same sub-specialty: Sports Medicine", "Home state 120 miles from Madison, WI". */
  text: string;
  impact: ReasonImpact;
};

/** A match of the candidate with one of the employer's jobs. */
export type ApplicantMatch = {
  _id: string;
  jobId: string;
  jobTitle: string;
  requestStatus: 'pending' | 'accepted' | 'declined' | 'cancelled';
  pipelineStatus: 'Shortlisted' | 'Submitted' | 'Interview' | 'Offer' | 'Hired' | 'Rejected';
};

/** The applicant as the server sends it (`ApplicantView`); the card reads these fields. */
export type ApplicantCardApplicant = {
  _id: string;
  firstName: string;
  lastName: string;
  /** Provider type id (`md`, `do`, `np` …). */
  providerType: string;
  /** Specialty id. */
  specialty: string;
  /** Sub-specialty id. */
  subSpecialty?: string | null;
  homeCity?: string | null;
  /** Two-letter state code. */
  homeState: string;
  /** Board status id. */
  boardStatus: string;
  yearsOfExperience: number;
  yearAvailable: number;
  /** Match score, 0–100. */
  score: number;
  reasons: readonly ApplicantReason[];
  saved: boolean;
  matches: readonly ApplicantMatch[];
};

/* ------------------------------------------------------------------------------------------------ */
/* Match score                                                                                       */
/* ------------------------------------------------------------------------------------------------ */

type ScoreBand = 'strong' | 'good' | 'fair' | 'weak';

/** Words and colour of a score band: 80+ strong, 60+ good, 40+ fair, below that weak. */
export function scoreBand(score: number): { band: ScoreBand; label: string } {
  if (score >= 80) return { band: 'strong', label: 'Strong match' };
  if (score >= 60) return { band: 'good', label: 'Good match' };
  if (score >= 40) return { band: 'fair', label: 'Fair match' };
  return { band: 'weak', label: 'Weak match' };
}

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
};

/** The match score as a ring filled to the score, the number in the middle ("Match score 87 of 100"). */
export function MatchScore({ score, size = 'md', className, ...props }: MatchScoreProps) {
  const value = Math.max(0, Math.min(100, Math.round(Number.isFinite(score) ? score : 0)));
  const { band } = scoreBand(value);
  const radius = 16;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      data-slot="match-score"
      data-band={band}
      role="img"
      aria-label={`Match score ${value} of 100`}
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

/* ------------------------------------------------------------------------------------------------ */
/* Reasons                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

const impactLook: Record<ReasonImpact, { icon: typeof CircleCheck; word: string; className: string }> = {
  positive: { icon: CircleCheck, word: 'Strength', className: 'text-success-600' },
  neutral: { icon: CircleMinus, word: 'Neutral', className: 'text-muted-foreground' },
  negative: { icon: CircleAlert, word: 'Concern', className: 'text-warning-600' },
};

/** Props of {@link ReasonList}. */
export type ReasonListProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
  reasons: readonly ApplicantReason[];
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

/* ------------------------------------------------------------------------------------------------ */
/* Matches                                                                                           */
/* ------------------------------------------------------------------------------------------------ */

/** Plain words and a colour for one match: "Invited to Sports Medicine Physician — pending". */
export function matchWords(match: Pick<ApplicantMatch, 'jobTitle' | 'requestStatus' | 'pipelineStatus'>): {
  label: string;
  variant: NonNullable<TagProps['variant']>;
} {
  switch (match.requestStatus) {
    case 'pending':
      return { label: `Invited to ${match.jobTitle} — pending`, variant: 'warning' };
    case 'declined':
      return { label: `Invited to ${match.jobTitle} — declined`, variant: 'neutral' };
    case 'cancelled':
      return { label: `Invite to ${match.jobTitle} — canceled`, variant: 'neutral' };
    case 'accepted': {
      const variant =
        match.pipelineStatus === 'Hired'
          ? 'success'
          : match.pipelineStatus === 'Rejected'
            ? 'danger'
            : 'brand';
      return { label: `${match.jobTitle} — ${match.pipelineStatus}`, variant };
    }
    default:
      return match.requestStatus satisfies never;
  }
}

/** Where a match stands, without the job's title: "Invited — waiting for an answer", "In the pipeline — Interview". */
export function matchStatusWords(match: Pick<ApplicantMatch, 'requestStatus' | 'pipelineStatus'>): string {
  switch (match.requestStatus) {
    case 'pending':
      return 'Invited — waiting for an answer';
    case 'declined':
      return 'Declined the invite';
    case 'cancelled':
      return 'Invite canceled';
    case 'accepted':
      return `In the pipeline — ${match.pipelineStatus}`;
    default:
      return match.requestStatus satisfies never;
  }
}

/** Props of {@link MatchChips}. */
export type MatchChipsProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
  matches: readonly ApplicantMatch[];
};

/** The candidate's matches with the employer's jobs, one chip each. Renders nothing without matches. */
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
            <Tag variant={words.variant} title={words.label} data-request-status={match.requestStatus}>
              {words.label}
            </Tag>
          </li>
        );
      })}
    </ul>
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Save                                                                                              */
/* ------------------------------------------------------------------------------------------------ */

/**
 * The optimistic save state: the toggle flips at once, `onSaveChange` runs, and a rejection flips it
 * back and keeps the message to show. A new `saved` from the server replaces the local state.
 */
export function useOptimisticSave(
  saved: boolean,
  onSaveChange: ((next: boolean) => Promise<void>) | undefined,
  candidateName: string,
) {
  const [override, setOverride] = React.useState<boolean | null>(null);
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [announcement, setAnnouncement] = React.useState('');
  const pendingRef = React.useRef(false);

  // The server's answer wins once it arrives (adjusting state while rendering, as React advises).
  const [lastSaved, setLastSaved] = React.useState(saved);
  if (saved !== lastSaved) {
    setLastSaved(saved);
    setOverride(null);
  }

  const shown = override ?? saved;

  const toggle = async () => {
    if (!onSaveChange || pendingRef.current) return;
    const previous = shown;
    const next = !previous;
    pendingRef.current = true;
    setPending(true);
    setError(null);
    setOverride(next);
    setAnnouncement(next ? `Saved ${candidateName}.` : `Removed ${candidateName} from saved.`);
    try {
      await onSaveChange(next);
    } catch (reason) {
      setOverride(previous);
      setAnnouncement('');
      setError(
        messageOf(
          reason,
          next
            ? `${candidateName} could not be saved. Please try again.`
            : `${candidateName} could not be removed from saved. Please try again.`,
        ),
      );
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  return { saved: shown, pending, error, announcement, toggle };
}

/** Props of {@link SaveToggle}. */
export type SaveToggleProps = Omit<React.ComponentProps<'button'>, 'children' | 'onClick'> & {
  /** Whether the candidate is saved (shown as pressed). */
  pressed: boolean;
  /** Whose save this is, read after "Save" by screen readers. */
  candidateName: string;
  onToggle: () => void;
  busy?: boolean;
};

/** The "Save" toggle button (`aria-pressed`): a filled bookmark and tinted background when saved. */
export function SaveToggle({ pressed, candidateName, onToggle, busy, className, ...props }: SaveToggleProps) {
  const Icon = pressed ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant={pressed ? 'secondary' : 'outline'}
      size="sm"
      data-slot="save-toggle"
      data-state={pressed ? 'on' : 'off'}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      onClick={onToggle}
      className={cn(pressed && 'border border-brand-300', className)}
      {...props}
    >
      <Icon aria-hidden="true" className={cn(pressed && 'fill-brand-200')} />
      {pressed ? 'Saved' : 'Save'}
      <span className="sr-only">{` ${candidateName}`}</span>
    </Button>
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Card                                                                                              */
/* ------------------------------------------------------------------------------------------------ */

/** Props of {@link ApplicantCard}. */
export type ApplicantCardProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  applicant: ApplicantCardApplicant;
  /** Whether the candidate is saved; defaults to `applicant.saved`. */
  saved?: boolean;
  /**
   * Saves (`true`) or unsaves (`false`). The toggle flips at once; reject with an `Error` to flip it
   * back and show the message. Without it no Save button shows.
   */
  onSaveChange?: (next: boolean) => Promise<void>;
  /** Opens the invite dialog for this candidate. Without it no Invite button shows. */
  onInvite?: (applicant: ApplicantCardApplicant) => void;
  /** Renders the link to the profile (`/applicants/{id}`). */
  renderLink?: RenderLink;
  /** How many reasons the card lists (default 3); the profile lists them all. */
  maxReasons?: number;
  /** Heading level of the name, to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * One candidate in a list: the score ring, the name with provider type linking to the profile,
 * specialty, home, board status, experience and availability, the top reasons for the score, the
 * candidate's matches with the employer's jobs, and the Save toggle and Invite button.
 */
export function ApplicantCard({
  applicant,
  saved: savedProp,
  onSaveChange,
  onInvite,
  renderLink = renderAnchor,
  maxReasons = 3,
  headingLevel = 3,
  className,
  ...props
}: ApplicantCardProps) {
  const headingId = React.useId();
  const name = candidateDisplayName(applicant);
  const save = useOptimisticSave(savedProp ?? applicant.saved, onSaveChange, name);
  const Heading = `h${headingLevel}` as const;

  return (
    <Card
      data-slot="applicant-card"
      data-saved={save.saved}
      className={cn('gap-4', className)}
      {...props}
      // An article named by the candidate, so a list of cards reads as a list of people.
      aria-labelledby={headingId}
      role="article"
    >
      <div className="flex items-start gap-4 px-5">
        <MatchScore score={applicant.score} />
        <div className="grid min-w-0 flex-1 gap-1">
          <Heading id={headingId} className="font-semibold text-base text-foreground leading-6">
            {renderLink({
              href: paths.applicant(applicant._id),
              'data-slot': 'applicant-card-link',
              className:
                'rounded-sm text-primary underline-offset-4 break-words hover:underline focus-visible:focus-ring',
              children: name,
            })}
          </Heading>
          <p className="text-muted-foreground text-sm">
            {specialtyLine(applicant.specialty, applicant.subSpecialty)}
          </p>
        </div>
      </div>

      <ul
        aria-label="Details"
        className="flex flex-wrap gap-x-4 gap-y-1.5 px-5 text-foreground text-sm [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground"
      >
        <li className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" />
          {homeLine(applicant.homeCity, applicant.homeState)}
        </li>
        <li className="flex items-center gap-1.5">
          <Award aria-hidden="true" />
          {boardStatusName(applicant.boardStatus)}
        </li>
        <li className="flex items-center gap-1.5">
          <Briefcase aria-hidden="true" />
          {`${yearsWord(applicant.yearsOfExperience)} of experience`}
        </li>
        <li className="flex items-center gap-1.5">
          <CalendarClock aria-hidden="true" />
          {`Available ${applicant.yearAvailable}`}
        </li>
      </ul>

      <div className="px-5">
        <ReasonList reasons={applicant.reasons} max={maxReasons} />
      </div>

      {applicant.matches.length > 0 ? (
        <div className="px-5">
          <MatchChips matches={applicant.matches} />
        </div>
      ) : null}

      {onSaveChange || onInvite ? (
        <div className="grid gap-2 border-border border-t px-5 pt-4">
          <div className="flex flex-wrap items-center gap-2">
            {onInvite ? (
              <Button size="sm" data-slot="applicant-card-invite" onClick={() => onInvite(applicant)}>
                <Send aria-hidden="true" />
                Invite
                <span className="sr-only">{` ${name}`}</span>
              </Button>
            ) : null}
            {onSaveChange ? (
              <SaveToggle
                pressed={save.saved}
                busy={save.pending}
                candidateName={name}
                onToggle={save.toggle}
              />
            ) : null}
          </div>
          {save.error ? (
            <p role="alert" className="font-medium text-danger text-sm">
              {save.error}
            </p>
          ) : null}
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {save.announcement}
      </p>
    </Card>
  );
}

/** Props of {@link ApplicantCardSkeleton}. */
export type ApplicantCardSkeletonProps = React.ComponentProps<'div'>;

/**
 * The shape of an applicant card while it loads; hidden from assistive technology. Wrap a group of
 * them in an element with `role="status"` and a label such as "Loading candidates".
 */
export function ApplicantCardSkeleton({ className, ...props }: ApplicantCardSkeletonProps) {
  return (
    <Card
      data-slot="applicant-card-skeleton"
      aria-hidden="true"
      className={cn('gap-4', className)}
      {...props}
    >
      <div className="flex items-start gap-4 px-5">
        <Skeleton className="size-16 rounded-full" />
        <div className="grid flex-1 gap-2 pt-1">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
      </div>
      <div className="flex flex-wrap gap-3 px-5">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-4 w-36" />
      </div>
      <div className="grid gap-2 px-5">
        <Skeleton className="h-4 w-72 max-w-full" />
        <Skeleton className="h-4 w-60 max-w-full" />
        <Skeleton className="h-4 w-64 max-w-full" />
      </div>
    </Card>
  );
}
