import {
  type InterviewFeedbackPayload,
  type MatchFeedback,
  MemberRole,
  memberRoleLabels,
} from '@medhire/domain';
import { ClipboardCheck } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { actorName, momentLabel } from '../activity/activity-words';
import { averageLabel, recommendationLabel, recommendationTone, reviewsLabel } from './feedback-words';

/** Loads the form (react-hook-form and the radio groups): reading the feedback needs none of it. */
const loadForm = () => import('./interview-feedback-form');
const LazyInterviewFeedbackForm = React.lazy(() =>
  loadForm().then((module) => ({ default: module.InterviewFeedbackForm })),
);

/** Props of {@link InterviewFeedbackPanel}. */
export type InterviewFeedbackPanelProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The candidate's jobs with their feedback (`CandidateFeedbackResult.matches`). */
  matches: readonly MatchFeedback[];
  loading?: boolean;
  /** Loading failed: the message, with "Try again" when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  /** Saves the viewer's feedback on one match. Resolve and the form closes; reject and it stays with its message. */
  onSave: (matchId: string, values: InterviewFeedbackPayload) => Promise<void>;
  /** A visible heading (default "Interview feedback"). */
  heading?: React.ReactNode;
  headingLevel?: 2 | 3;
  now?: Date;
  timeZone?: string;
};

/**
 * The team's structured interview feedback on a candidate, one card per job: the average of each criterion, the
 * recommendations, and each member's feedback (ratings, recommendation, comments). "Leave feedback" (or "Edit
 * your feedback") opens the form in place. Candidates never see it. Pure: the app passes the data and the call.
 */
export function InterviewFeedbackPanel({
  matches,
  loading = false,
  error = null,
  onRetry,
  onSave,
  heading = 'Interview feedback',
  headingLevel = 2,
  now,
  timeZone,
  className,
  ...props
}: InterviewFeedbackPanelProps) {
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const innerLevel = headingLevel === 2 ? 3 : 4;
  const state = error ? 'error' : loading ? 'loading' : matches.length === 0 ? 'empty' : 'ready';

  let body: React.ReactNode;
  if (error) {
    body = (
      <ErrorState
        headingLevel={innerLevel}
        title="Feedback could not be loaded"
        message={error}
        onRetry={onRetry}
        className="py-6"
      />
    );
  } else if (loading) {
    body = (
      <div role="status" aria-label="Loading feedback" className="grid gap-3">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/5" />
      </div>
    );
  } else if (matches.length === 0) {
    body = (
      <EmptyState
        headingLevel={innerLevel}
        icon={<ClipboardCheck />}
        title="No interviews to review yet."
        description="Once the candidate is on one of your jobs, the hiring team can rate the interview here."
        className="py-6"
      />
    );
  } else {
    body = (
      <div className="grid gap-4">
        {matches.map((match) => (
          <MatchFeedbackCard
            key={match.matchId}
            match={match}
            onSave={(values) => onSave(match.matchId, values)}
            headingLevel={innerLevel}
            now={now ?? new Date()}
            timeZone={timeZone}
          />
        ))}
      </div>
    );
  }

  return (
    <section
      data-slot="interview-feedback"
      data-state={state}
      aria-labelledby={headingId}
      className={cn('grid gap-4', className)}
      {...props}
    >
      <Heading id={headingId} className="font-semibold text-foreground text-lg leading-7">
        {heading}
      </Heading>
      {body}
    </section>
  );
}

function MatchFeedbackCard({
  match,
  onSave,
  headingLevel,
  now,
  timeZone,
}: {
  match: MatchFeedback;
  onSave: (values: InterviewFeedbackPayload) => Promise<void>;
  headingLevel: 3 | 4;
  now: Date;
  timeZone?: string;
}) {
  const [editing, setEditing] = React.useState(false);
  const Heading = `h${headingLevel}` as const;
  const headingId = React.useId();
  const mine = match.feedback.find((entry) => entry.mine);
  const count = match.feedback.length;
  const { recommendations } = match;
  const recommendationSummary = (['strong-yes', 'yes', 'no', 'strong-no'] as const)
    .filter((id) => recommendations[id] > 0)
    .map((id) => `${recommendations[id]} ${recommendationLabel(id).toLowerCase()}`)
    .join(' · ');

  return (
    <article
      data-slot="match-feedback"
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <Heading
            id={headingId}
            className="font-semibold text-base text-foreground [overflow-wrap:anywhere]"
          >
            {match.job.title}
          </Heading>
          <p className="text-muted-foreground text-sm">
            {match.pipelineStatus} · {reviewsLabel(count)}
            {recommendationSummary ? ` · ${recommendationSummary}` : ''}
          </p>
        </div>
        {match.canLeave && !editing ? (
          <Button
            variant="outline"
            size="sm"
            onPointerEnter={() => void loadForm().catch(() => {})}
            onFocus={() => void loadForm().catch(() => {})}
            onClick={() => setEditing(true)}
          >
            {mine ? 'Edit your feedback' : 'Leave feedback'}
          </Button>
        ) : null}
      </div>
      {count > 0 ? (
        <dl aria-label="Average per criterion" className="grid gap-x-6 gap-y-1.5 sm:grid-cols-2">
          {match.averages.map((average) => (
            <div
              key={average.criterion}
              data-slot="criterion-average"
              className="flex items-baseline justify-between gap-3 text-sm"
            >
              <dt className="text-muted-foreground [overflow-wrap:anywhere]">{average.criterion}</dt>
              <dd className="font-semibold text-foreground tabular-nums">
                {averageLabel(average.average)}
                <span className="font-normal text-muted-foreground"> / 5</span>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {editing ? (
        <React.Suspense
          fallback={
            <div role="status" aria-label="Loading the form" className="grid gap-2">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-6 w-1/2" />
            </div>
          }
        >
          <LazyInterviewFeedbackForm
            criteria={match.criteria}
            mine={mine}
            onSave={onSave}
            onDone={() => setEditing(false)}
          />
        </React.Suspense>
      ) : null}
      {count > 0 ? (
        <ol aria-label={`Feedback on ${match.job.title}`} className="grid divide-y divide-border">
          {match.feedback.map((entry) => (
            <li
              key={entry._id}
              data-slot="interview-feedback-entry"
              className="grid gap-1.5 py-3 first:pt-0 last:pb-0"
            >
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                <span className="font-medium text-foreground [overflow-wrap:anywhere]">
                  {entry.mine ? 'You' : actorName(entry.author)}
                </span>
                <Badge variant={entry.author.role === MemberRole.Owner ? 'brand' : 'neutral'}>
                  {memberRoleLabels[entry.author.role]}
                </Badge>
                <Badge variant={recommendationTone(entry.recommendation)}>
                  {recommendationLabel(entry.recommendation)}
                </Badge>
                <time dateTime={entry.updatedAt} className="text-muted-foreground">
                  {momentLabel(entry.updatedAt, now, timeZone)}
                </time>
              </div>
              <p className="text-muted-foreground text-sm">
                {entry.ratings.map((rating) => `${rating.criterion} ${rating.rating}`).join(' · ')}
              </p>
              {entry.comments ? (
                <p className="whitespace-pre-wrap text-foreground text-sm leading-6 [overflow-wrap:anywhere]">
                  {entry.comments}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </article>
  );
}
