import { type Activity, ActivityKind } from '@medhire/domain';
import {
  ArrowRightLeft,
  BriefcaseBusiness,
  CalendarClock,
  CalendarPlus,
  CalendarX,
  History,
  Lock,
  MailX,
  NotebookPen,
  Pencil,
  RotateCcw,
  Send,
  UsersRound,
} from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { timeLabel } from '../../lib/day-groups';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { type ActivityContext, activityDays, activitySentence } from './activity-words';

/** Props of {@link ActivityList}. */
export type ActivityListProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The entries (`ActivityResult.activity`); shown newest first whatever their order. */
  activity: readonly Activity[];
  /** The list is loading: skeleton rows instead of the entries. */
  loading?: boolean;
  /** Loading failed: the message, with a "Try again" button when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  /**
   * Where the list is shown. `'job'`: a job's activity, the job's title is not repeated ("moved Chen Ito
   * from Shortlisted to Interview"). `'candidate'`: a candidate's timeline, the candidate is "them" ("moved
   * them from Shortlisted to Interview for Family Medicine Physician"). Without it every sentence is whole.
   */
  context?: ActivityContext;
  /** A visible heading above the list (it names the list). Without it the list is named by `aria-label` ("Activity"). */
  heading?: React.ReactNode;
  /** The heading's level, to fit the page outline (default 2); the days are one level below. */
  headingLevel?: 2 | 3;
  /** "Now", for "Today" and "Yesterday" (default: the current time). */
  now?: Date;
  /** The time zone of the days and times (default: the reader's). */
  timeZone?: string;
};

const kindIcons: Record<ActivityKind, React.ReactNode> = {
  [ActivityKind.JobPosted]: <BriefcaseBusiness />,
  [ActivityKind.JobEdited]: <Pencil />,
  [ActivityKind.JobClosed]: <Lock />,
  [ActivityKind.JobReopened]: <RotateCcw />,
  [ActivityKind.JobTeamChanged]: <UsersRound />,
  [ActivityKind.CandidateInvited]: <Send />,
  [ActivityKind.InviteCancelled]: <MailX />,
  [ActivityKind.PipelineMoved]: <ArrowRightLeft />,
  [ActivityKind.NoteAdded]: <NotebookPen />,
  [ActivityKind.FeedbackLeft]: <NotebookPen />,
  [ActivityKind.OfferSent]: <Send />,
  [ActivityKind.OfferWithdrawn]: <MailX />,
  [ActivityKind.InterviewProposed]: <CalendarPlus />,
  [ActivityKind.InterviewRescheduled]: <CalendarClock />,
  [ActivityKind.InterviewCancelled]: <CalendarX />,
};

/**
 * Who did what, and when: a job's activity or a candidate's timeline, newest first and grouped by day.
 * Each entry is one sentence naming the member who did it and their role ("Ana Ruiz (Recruiter) moved
 * Chen Ito from Shortlisted to Interview"), with the time. Pure: the app passes the entries.
 */
export function ActivityList({
  activity,
  loading = false,
  error = null,
  onRetry,
  context,
  heading,
  headingLevel = 2,
  now,
  timeZone,
  'aria-label': ariaLabel,
  className,
  ...props
}: ActivityListProps) {
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const DayHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const named = heading ? { 'aria-labelledby': headingId } : { 'aria-label': ariaLabel ?? 'Activity' };
  const state = error ? 'error' : loading ? 'loading' : activity.length === 0 ? 'empty' : 'ready';

  let body: React.ReactNode;
  if (error) {
    body = (
      <ErrorState
        headingLevel={DayHeading === 'h3' ? 3 : 4}
        title="Activity could not be loaded"
        message={error}
        onRetry={onRetry}
        className="py-8"
      />
    );
  } else if (loading) {
    body = (
      <div role="status" aria-label="Loading activity" className="grid gap-5 py-2">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-start gap-3">
            <Skeleton className="size-8 shrink-0 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-3 w-16" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (activity.length === 0) {
    body = (
      <EmptyState
        headingLevel={DayHeading === 'h3' ? 3 : 4}
        icon={<History />}
        title="Nothing has happened here yet."
        description="Job changes, invites, pipeline moves and notes show up here, with who made them."
        className="py-8"
      />
    );
  } else {
    const reference = now ?? new Date();
    body = (
      <div className="grid gap-5">
        {activityDays(activity, reference, timeZone).map((day) => (
          <div key={day.key} data-slot="activity-day" className="grid gap-2">
            <DayHeading
              id={`${headingId}-${day.key}`}
              className="font-medium text-muted-foreground text-xs uppercase tracking-wide"
            >
              {day.label}
            </DayHeading>
            <ol aria-labelledby={`${headingId}-${day.key}`} className="grid gap-1">
              {day.entries.map((entry) => (
                <li
                  key={entry._id}
                  data-slot="activity-entry"
                  data-kind={entry.kind}
                  className="flex items-start gap-3 py-1.5"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-8 shrink-0 items-center justify-center rounded-full [&_svg]:size-4',
                      entry.kind === ActivityKind.JobClosed ||
                        entry.kind === ActivityKind.InviteCancelled ||
                        entry.kind === ActivityKind.OfferWithdrawn
                        ? 'bg-muted text-foreground'
                        : 'bg-secondary text-secondary-foreground',
                    )}
                  >
                    {kindIcons[entry.kind]}
                  </span>
                  <div className="grid min-w-0 flex-1 gap-0.5 pt-1.5 sm:flex sm:items-baseline sm:gap-4 sm:pt-1">
                    <p
                      data-slot="activity-sentence"
                      className="min-w-0 flex-1 text-foreground text-sm leading-5 [overflow-wrap:anywhere]"
                    >
                      {activitySentence(entry, context).map((part, index) =>
                        part.name ? (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts are fixed.
                          <span key={index} className="font-medium">
                            {part.text}
                          </span>
                        ) : (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts are fixed.
                          <React.Fragment key={index}>{part.text}</React.Fragment>
                        ),
                      )}
                    </p>
                    <time
                      dateTime={entry.at}
                      className="shrink-0 text-muted-foreground text-xs tabular-nums sm:text-sm"
                    >
                      {timeLabel(entry.at, timeZone)}
                    </time>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    );
  }

  return (
    <section
      data-slot="activity-list"
      data-state={state}
      data-context={context}
      {...named}
      className={cn('grid gap-3', className)}
      {...props}
    >
      {heading ? (
        <Heading id={headingId} className="font-semibold text-foreground text-lg leading-7">
          {heading}
        </Heading>
      ) : null}
      {body}
    </section>
  );
}
