import { type Applicant, type ApplicantMatch, paths, type ScoreReason } from '@medhire/domain';
import { Award, Briefcase, CalendarClock, MapPin, Send } from 'lucide-react';
import * as React from 'react';
import {
  boardStatusName,
  candidateDisplayName,
  homeLine,
  scoredForWords,
  specialtyLine,
  yearsWord,
} from '../../lib/applicant-words';
import { cn } from '../../lib/cn';
import { type RenderLink, renderAnchor } from '../../lib/link';
import { Button } from '../../primitives/button/button';
import { Card } from '../../primitives/card/card';
import { Checkbox } from '../../primitives/checkbox/checkbox';
import { MatchChips } from './match-chips';
import { MatchScore } from './match-score';
import { ReasonList } from './reason-list';
import { SaveToggle } from './save-toggle';
import { useOptimisticSave } from './use-optimistic-save';

/** The applicant as the server sends it (`Applicant`); the card reads these fields. */
export type ApplicantCardApplicant = Pick<
  Applicant,
  | '_id'
  | 'firstName'
  | 'lastName'
  | 'providerType'
  | 'specialty'
  | 'subSpecialty'
  | 'homeCity'
  | 'homeState'
  | 'boardStatus'
  | 'yearsOfExperience'
  | 'yearAvailable'
  | 'score'
  | 'scoredFor'
  | 'saved'
> & {
  reasons: readonly ScoreReason[];
  matches: readonly ApplicantMatch[];
};

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
  /** Whether the candidate is selected for a bulk action. */
  selected?: boolean;
  /** Selects or unselects the candidate. Without it no checkbox shows. */
  onSelectedChange?: (selected: boolean) => void;
  /** The card the keyboard triage is on (j/k): outlined, `data-active`. */
  active?: boolean;
};

/**
 * One candidate in a list: the score ring and what it was computed for, the name with provider type linking to
 * the profile, specialty, home, board status, experience and availability, the top reasons for the score, the
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
  selected = false,
  onSelectedChange,
  active = false,
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
      data-selected={onSelectedChange ? selected : undefined}
      data-active={active || undefined}
      className={cn(
        'gap-4 outline-none focus-visible:focus-ring data-[active=true]:border-primary data-[selected=true]:bg-info-subtle',
        className,
      )}
      {...props}
      // An article named by the candidate, so a list of cards reads as a list of people.
      aria-labelledby={headingId}
      role="article"
    >
      <div className="flex items-start gap-4 px-5">
        {onSelectedChange ? (
          <Checkbox
            checked={selected}
            onCheckedChange={(next) => onSelectedChange(next === true)}
            aria-label={`Select ${name}`}
            data-slot="applicant-card-select"
            className="-ml-1 mt-1"
          />
        ) : null}
        <MatchScore score={applicant.score} scoredFor={applicant.scoredFor} />
        <div className="grid min-w-0 flex-1 gap-1">
          <Heading id={headingId} className="font-semibold text-base text-foreground leading-6">
            {renderLink({
              // The profile opens in the card's context, so it shows the same score.
              href: paths.applicant(
                applicant._id,
                applicant.scoredFor.kind === 'job' ? { jobId: applicant.scoredFor.jobId } : undefined,
              ),
              'data-slot': 'applicant-card-link',
              className:
                'rounded-sm text-primary underline-offset-4 break-words hover:underline focus-visible:focus-ring',
              children: name,
            })}
          </Heading>
          <p className="text-muted-foreground text-sm">
            {specialtyLine(applicant.specialty, applicant.subSpecialty)}
          </p>
          <p className="text-muted-foreground text-xs" data-slot="applicant-card-scored-for">
            {`Score ${applicant.score} ${scoredForWords(applicant.scoredFor)}`}
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
