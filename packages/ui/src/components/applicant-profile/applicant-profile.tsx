import { type Applicant, paths } from '@medhire/domain';
import { Award, Briefcase, CalendarClock, GraduationCap, MapPin, Send } from 'lucide-react';
import * as React from 'react';
import {
  boardStatusName,
  candidateDisplayName,
  homeLine,
  matchStatusWords,
  scoreBand,
  scoredForWords,
  specialtyLine,
  stateName,
  yearsWord,
} from '../../lib/applicant-words';
import { cn } from '../../lib/cn';
import { type RenderLink, renderAnchor } from '../../lib/link';
import { Button, buttonVariants } from '../../primitives/button/button';
import { Card } from '../../primitives/card/card';
import { ErrorState } from '../../primitives/error-state/error-state';
import { OptionSelect, type SelectOption } from '../../primitives/select/option-select';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { Tag } from '../../primitives/tag/tag';
import type { ApplicantCardApplicant } from '../applicant-card/applicant-card';
import { MatchScore } from '../applicant-card/match-score';
import { ReasonList } from '../applicant-card/reason-list';
import { SaveToggle } from '../applicant-card/save-toggle';
import { useOptimisticSave } from '../applicant-card/use-optimistic-save';

/** The full applicant as `GET /employer/applicants/{candidateId}` sends it (`Applicant`). */
export type ApplicantProfileApplicant = ApplicantCardApplicant &
  Pick<Applicant, 'training' | 'bio'> & {
    /** Where the candidate is licensed: state codes ("WI") or the license as written. */
    licenses: readonly string[];
  };

/** Props of {@link ApplicantProfile}. */
export type ApplicantProfileProps = Omit<React.ComponentProps<'article'>, 'children'> & {
  /** The applicant; `null` while loading or after an error. */
  applicant: ApplicantProfileApplicant | null;
  /** Shows the loading skeleton. */
  loading?: boolean;
  /** Loading failed: the message (with "Try again" when `onRetry` is given). */
  error?: string | null;
  onRetry?: () => void;
  /** Whether the candidate is saved; defaults to `applicant.saved`. */
  saved?: boolean;
  /** Saves or unsaves, optimistically; reject with an `Error` to roll back and show the message. */
  onSaveChange?: (next: boolean) => Promise<void>;
  /** Opens the invite dialog. */
  onInvite?: (applicant: ApplicantProfileApplicant) => void;
  /** Renders the links of the matches to their job's pipeline (`/jobs-resident/{jobId}`). */
  renderLink?: RenderLink;
  /** Heading level of the candidate's name (default 1: it is the screen's title). */
  headingLevel?: 1 | 2;
  /**
   * The jobs the score can be computed for besides the preferences (the employer's open jobs). With
   * `onScoredForChange`, a select under "Why this score" switches between the preferences and each of them.
   */
  scoreJobs?: readonly { _id: string; title: string }[];
  /** Called with the job chosen in the select, or `undefined` for the preferences. */
  onScoredForChange?: (jobId: string | undefined) => void;
};

/** The select's value for the preferences (job ids are never this). */
const PREFERENCES = 'preferences';

/** "Your preferences" and each job, with the job the score is for kept even when it is not listed (closed). */
function scoreContextOptions(
  applicant: ApplicantProfileApplicant,
  jobs: readonly { _id: string; title: string }[],
): SelectOption[] {
  const options: SelectOption[] = [
    { value: PREFERENCES, label: 'Your preferences' },
    ...jobs.map((job) => ({ value: job._id, label: job.title })),
  ];
  const current = applicant.scoredFor;
  if (current.kind === 'job' && !jobs.some((job) => job._id === current.jobId))
    options.push({ value: current.jobId, label: current.title });
  return options;
}

/** "Illinois" for a state code, the license as written otherwise. */
function licenseWords(license: string): string {
  return /^[A-Z]{2}$/.test(license) ? stateName(license) : license;
}

function Section({
  title,
  headingLevel,
  children,
  className,
}: {
  title: string;
  headingLevel: 2 | 3;
  children: React.ReactNode;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-label={title} className={cn('grid content-start gap-3', className)}>
      <Heading className="font-semibold text-base text-foreground leading-6">{title}</Heading>
      {children}
    </section>
  );
}

/**
 * The `/applicants/{id}` screen's content: a header with the match score, name, specialty and the
 * Save and Invite actions; every reason for the score; the bio; training; licenses; and the
 * candidate's matches with the employer's jobs, each linking to that job's pipeline.
 */
export function ApplicantProfile({
  applicant,
  loading = false,
  error = null,
  onRetry,
  saved,
  onSaveChange,
  onInvite,
  renderLink = renderAnchor,
  headingLevel = 1,
  scoreJobs = [],
  onScoredForChange,
  className,
  ...props
}: ApplicantProfileProps) {
  const name = applicant ? candidateDisplayName(applicant) : '';
  const headingId = React.useId();
  const save = useOptimisticSave(saved ?? applicant?.saved ?? false, onSaveChange, name);

  if (loading) {
    return (
      <div
        data-slot="applicant-profile"
        data-state="loading"
        role="status"
        aria-label="Loading the candidate"
        className={cn('grid gap-6', className)}
      >
        <Card aria-hidden="true" className="flex-row items-center gap-5 px-6">
          <Skeleton className="size-24 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-7 w-64 max-w-full" />
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-80 max-w-full" />
          </div>
        </Card>
        <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <Card className="gap-3 px-6">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-4/6" />
          </Card>
          <Card className="gap-3 px-6">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </Card>
        </div>
      </div>
    );
  }

  if (error || !applicant) {
    return (
      <div data-slot="applicant-profile" data-state="error" className={className}>
        <ErrorState
          headingLevel={headingLevel === 1 ? 2 : 3}
          title="This candidate could not be loaded"
          message={error ?? 'The candidate was not found.'}
          onRetry={onRetry}
        />
      </div>
    );
  }

  const Heading = `h${headingLevel}` as const;
  const sectionLevel = headingLevel === 1 ? 2 : 3;
  const band = scoreBand(applicant.score);
  // Scored for a job they are already invited to or in the pipeline of: their step there, not a second invite.
  const scoredFor = applicant.scoredFor;
  const openMatch =
    scoredFor.kind === 'job'
      ? applicant.matches.find(
          (match) =>
            match.jobId === scoredFor.jobId &&
            (match.requestStatus === 'pending' || match.requestStatus === 'accepted'),
        )
      : undefined;

  return (
    <article
      data-slot="applicant-profile"
      data-saved={save.saved}
      aria-label={name}
      className={cn('grid gap-6', className)}
      {...props}
    >
      <Card className="gap-5 px-6">
        <div className="flex flex-wrap items-start gap-x-5 gap-y-4">
          <div className="flex min-w-0 flex-1 basis-72 items-center gap-4">
            <MatchScore score={applicant.score} size="lg" scoredFor={applicant.scoredFor} />
            <div className="grid min-w-0 flex-1 gap-1">
              <Heading className="break-words font-semibold text-foreground text-xl leading-7 sm:text-2xl sm:leading-8">
                {name}
              </Heading>
              <p className="text-muted-foreground text-sm">
                {specialtyLine(applicant.specialty, applicant.subSpecialty)}
              </p>
              <p className="font-medium text-foreground text-sm" data-slot="applicant-profile-band">
                {`${band.label} ${scoredForWords(applicant.scoredFor)}`}
              </p>
            </div>
          </div>
          {onInvite || onSaveChange ? (
            <div className="flex flex-wrap gap-2">
              {onInvite && openMatch ? (
                renderLink({
                  href: paths.jobsResidentBoard(openMatch.jobId),
                  'data-slot': 'applicant-profile-open-match',
                  className: buttonVariants({ variant: 'outline' }),
                  children: matchStatusWords(openMatch),
                })
              ) : onInvite ? (
                <Button data-slot="applicant-profile-invite" onClick={() => onInvite(applicant)}>
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
                  className="h-10 px-4"
                />
              ) : null}
            </div>
          ) : null}
        </div>
        {save.error ? (
          <p role="alert" className="font-medium text-danger text-sm">
            {save.error}
          </p>
        ) : null}
        <ul
          aria-label="Details"
          className="flex flex-wrap gap-x-5 gap-y-1.5 border-border border-t pt-4 text-foreground text-sm [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground"
        >
          <Facts applicant={applicant} />
        </ul>
        <p role="status" className="sr-only">
          {save.announcement}
        </p>
      </Card>

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="grid content-start gap-6">
          <Card className="px-6">
            <Section title="Why this score" headingLevel={sectionLevel}>
              {onScoredForChange ? (
                <div
                  className="flex flex-wrap items-center gap-x-3 gap-y-1.5"
                  data-slot="applicant-profile-scored-for"
                >
                  <span id={`${headingId}-scored-for`} className="text-muted-foreground text-sm">
                    Score for
                  </span>
                  <OptionSelect
                    aria-labelledby={`${headingId}-scored-for`}
                    className="w-auto min-w-56 max-w-full"
                    options={scoreContextOptions(applicant, scoreJobs)}
                    value={applicant.scoredFor.kind === 'job' ? applicant.scoredFor.jobId : PREFERENCES}
                    onValueChange={(value) => onScoredForChange(value === PREFERENCES ? undefined : value)}
                  />
                </div>
              ) : (
                <p className="text-muted-foreground text-sm" data-slot="applicant-profile-scored-for">
                  {`Score ${applicant.score} ${scoredForWords(applicant.scoredFor)}`}
                </p>
              )}
              <ReasonList reasons={applicant.reasons} />
            </Section>
          </Card>
          <Card className="px-6">
            <Section title="About" headingLevel={sectionLevel}>
              {applicant.bio.trim() !== '' ? (
                <p className="whitespace-pre-line break-words text-foreground text-sm leading-6">
                  {applicant.bio}
                </p>
              ) : (
                <p className="text-muted-foreground text-sm">No bio yet.</p>
              )}
            </Section>
          </Card>
        </div>
        <div className="grid content-start gap-6">
          <Card className="px-6">
            <Section title="Training" headingLevel={sectionLevel}>
              <dl className="grid gap-3 text-sm">
                <TrainingRow term="Medical school" value={applicant.training.medicalSchool} />
                <TrainingRow term="Residency" value={applicant.training.residency} />
                {applicant.training.fellowship ? (
                  <TrainingRow term="Fellowship" value={applicant.training.fellowship} />
                ) : null}
              </dl>
            </Section>
          </Card>
          <Card className="px-6">
            <Section title="Licenses" headingLevel={sectionLevel}>
              {applicant.licenses.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5">
                  {applicant.licenses.map((license) => (
                    <li key={license}>
                      <Tag>{licenseWords(license)}</Tag>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted-foreground text-sm">No licenses listed.</p>
              )}
            </Section>
          </Card>
          <Card className="px-6">
            <Section title="Matches with your jobs" headingLevel={sectionLevel}>
              {applicant.matches.length > 0 ? (
                <ul className="grid gap-2">
                  {applicant.matches.map((match) => {
                    return (
                      <li
                        key={match._id}
                        data-request-status={match.requestStatus}
                        className="grid gap-1 rounded-lg border border-border p-3 text-sm"
                      >
                        {renderLink({
                          href: paths.jobsResidentBoard(match.jobId),
                          'data-slot': 'applicant-profile-match-link',
                          className:
                            'break-words rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:focus-ring',
                          children: match.jobTitle,
                        })}
                        <span className="text-muted-foreground">{matchStatusWords(match)}</span>
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p className="text-muted-foreground text-sm">
                  Not matched with any of your jobs yet. Invite them to one.
                </p>
              )}
            </Section>
          </Card>
        </div>
      </div>
    </article>
  );
}

function Facts({ applicant }: { applicant: ApplicantProfileApplicant }) {
  return (
    <>
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
    </>
  );
}

function TrainingRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="flex items-center gap-2 text-muted-foreground">
        <GraduationCap aria-hidden="true" className="size-4 shrink-0" />
        {term}
      </dt>
      <dd className="break-words ps-6 text-foreground">{value}</dd>
    </div>
  );
}
