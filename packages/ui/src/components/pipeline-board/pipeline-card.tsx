import {
  daysInStage,
  type FeedbackSummary,
  isStale,
  nextPipelineStatuses,
  PipelineStatus,
  rejectionReasonLabel,
  type StaleAfterDays,
} from '@medhire/domain';
import { ArrowRightLeft, CalendarClock, CircleAlert, Clock, LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import type { LinkProps } from '../../lib/link';
import { candidateName, providerTypeLabel, specialtyLabel, timeSince } from '../../lib/pipeline-words';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { Checkbox } from '../../primitives/checkbox/checkbox';
import { interviewTimeText } from '../interview-card/interview-words';
import { FeedbackSummaryBadge } from '../interview-feedback/feedback-summary-badge';
import type { PipelineBoardMatch } from './pipeline-match';
import { PipelineMoveMenu } from './pipeline-move-menu';

type PipelineCardProps = {
  match: PipelineBoardMatch;
  /** The team's interview feedback on this match in brief, if any. */
  feedback?: FeedbackSummary;
  status: PipelineStatus;
  moved: boolean;
  pending: boolean;
  dragging: boolean;
  /** The card the keyboard triage is on (j/k). */
  active?: boolean;
  /** Chosen for a bulk action (the card's "Select" checkbox, or x). */
  selected?: boolean;
  /** Without it the card has no "Select" checkbox (a board without bulk actions). */
  onSelectedChange?: (selected: boolean) => void;
  now: Date;
  href: string;
  renderLink: (props: LinkProps) => React.ReactElement;
  /** Without it the card only reads: no "Move to…", no dragging. */
  onMove?: (to: PipelineStatus) => void;
  /** The organization's stale thresholds: a candidate in a step longer is flagged "Stale". */
  staleAfterDays?: StaleAfterDays;
  onDragStart: React.DragEventHandler<HTMLLIElement>;
  onDragEnd: React.DragEventHandler<HTMLLIElement>;
};

/** "12 days in Interview", "1 day in Offer", "Today in Submitted". */
function daysInStepText(entered: string, status: PipelineStatus, now: Date): string {
  const days = daysInStage(entered, now);
  if (days === 0) return `Today in ${status}`;
  return `${days} ${days === 1 ? 'day' : 'days'} in ${status}`;
}

/**
 * One candidate in a step: name, provider type, specialty, score (for the board's job, as it says), time in the
 * step and "Move to…".
 */
export function PipelineCard({
  match,
  feedback,
  status,
  moved,
  pending,
  dragging,
  active = false,
  selected = false,
  onSelectedChange,
  now,
  href,
  renderLink,
  onMove,
  staleAfterDays,
  onDragStart,
  onDragEnd,
}: PipelineCardProps) {
  const name = candidateName(match.candidate);
  const targets = nextPipelineStatuses(status);
  const entered = moved ? undefined : match.stageEnteredAt;
  const stale =
    entered !== undefined &&
    staleAfterDays !== undefined &&
    isStale({ pipelineStatus: status, stageEnteredAt: entered, staleAfterDays, now });
  return (
    <li
      data-slot="pipeline-card"
      data-match-id={match._id}
      data-state={pending ? 'moving' : dragging ? 'dragging' : 'idle'}
      data-stale={stale || undefined}
      data-active={active || undefined}
      data-selected={selected || undefined}
      aria-busy={pending || undefined}
      draggable={onMove !== undefined && !pending}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      className={cn(
        'grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-xs @min-[56rem]/board:p-2.5',
        onMove && 'cursor-grab active:cursor-grabbing',
        'data-[state=dragging]:opacity-50 data-[state=moving]:opacity-80 data-[active=true]:border-primary data-[active=true]:ring-1 data-[active=true]:ring-primary data-[selected=true]:bg-info-subtle',
      )}
    >
      <div className="flex min-w-0 items-start gap-2">
        {onSelectedChange ? (
          <Checkbox
            aria-label={`Select ${name}`}
            checked={selected}
            disabled={pending}
            onCheckedChange={onSelectedChange}
            data-slot="pipeline-card-select"
            className="-my-0.5 -ml-0.5"
          />
        ) : null}
        <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-0.5">
          {renderLink({
            href,
            'data-slot': 'pipeline-card-link',
            className:
              'w-fit max-w-full break-words rounded-sm font-semibold text-foreground text-sm underline-offset-4 hover:underline focus-visible:focus-ring',
            children: name,
          })}
          <p className="text-muted-foreground text-xs">
            <span>{providerTypeLabel(match.candidate.providerType)}</span>
            <span aria-hidden="true"> · </span>
            <span>{specialtyLabel(match.candidate.specialty, match.candidate.subSpecialty)}</span>
          </p>
        </div>
      </div>
      {status === PipelineStatus.Rejected && match.rejectionReason && !pending ? (
        <p className="text-muted-foreground text-xs" data-slot="pipeline-card-reason">
          <span className="font-medium text-foreground">Reason: </span>
          {rejectionReasonLabel(match.rejectionReason)}
        </p>
      ) : null}
      {feedback && !pending ? <FeedbackSummaryBadge summary={feedback} /> : null}
      {match.interviewAt && status !== PipelineStatus.Rejected ? (
        <p
          className="flex items-center gap-1 font-medium text-foreground text-xs"
          data-slot="pipeline-card-interview"
        >
          <CalendarClock aria-hidden="true" className="size-3.5 shrink-0 text-primary" />
          <span>
            <span className="sr-only">Interview </span>
            {interviewTimeText({ start: match.interviewAt, durationMinutes: 0 }, { short: true })}
          </span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge variant="brand" className="tabular-nums" data-slot="pipeline-card-score">
          {`Job score ${match.candidate.score}`}
          <span className="sr-only">{` for ${match.job.title}`}</span>
        </Badge>
        <p
          className="flex min-w-0 items-center gap-1 whitespace-nowrap text-muted-foreground text-xs"
          data-slot="pipeline-card-time"
        >
          {pending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />
              {`Moving to ${status}…`}
            </>
          ) : (
            <>
              <Clock aria-hidden="true" className="size-3" />
              {moved
                ? 'Moved just now'
                : entered
                  ? daysInStepText(entered, status, now)
                  : `${timeSince(match.updatedAt, now)} in step`}
            </>
          )}
        </p>
      </div>
      {stale && !pending ? (
        <p
          className="flex w-fit items-center gap-1 rounded-full bg-warning-subtle px-2 py-0.5 font-semibold text-warning-700 text-xs"
          data-slot="pipeline-card-stale"
        >
          <CircleAlert aria-hidden="true" className="size-3.5 shrink-0" />
          Stale: over {staleAfterDays?.[status as keyof StaleAfterDays]} days in {status}
        </p>
      ) : null}
      {onMove ? (
        <PipelineMoveMenu
          name={name}
          targets={targets}
          onMove={onMove}
          trigger={
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              className="w-full gap-1.5 text-xs"
              data-slot="pipeline-card-move"
            >
              <ArrowRightLeft aria-hidden="true" className="size-3.5" />
              <span>
                Move<span className="sr-only"> {name}</span> to…
              </span>
            </Button>
          }
        />
      ) : null}
    </li>
  );
}
