import {
  canMovePipeline,
  nextPipelineStatuses,
  PipelineStatus,
  pipelineOrder,
  providerTypes,
  specialties,
  subSpecialties,
} from '@medhire/domain';
import { ArrowRightLeft, Clock, LoaderCircle, Mail, Users } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { type LinkProps, renderAnchor } from '../../lib/link';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../primitives/dropdown-menu/dropdown-menu';
import { Skeleton } from '../../primitives/skeleton/skeleton';

/** The candidate of a match, as the board needs it (the server's ApplicantView has more). */
export type PipelineBoardCandidate = {
  _id: string;
  firstName: string;
  lastName: string;
  /** Provider type id (`md`, `do`, `np`, `pa`, `crna`). */
  providerType: string;
  /** Specialty id (`family-medicine`). */
  specialty: string;
  /** Sub-specialty id, when the candidate has one. */
  subSpecialty?: string | null;
  /** Match score for the job, 0–100. */
  score: number;
};

/** One match of the job, as `GET /employer/match/by-job/{jobId}` sends it (MatchView). */
export type PipelineBoardMatch = {
  _id: string;
  job: { _id: string; title: string };
  candidate: PipelineBoardCandidate;
  requestStatus: 'pending' | 'accepted' | 'declined' | 'cancelled';
  pipelineStatus: PipelineStatus;
  origin?: 'invite' | 'application';
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; the last change of the match, read as the time the candidate entered the step. */
  updatedAt: string;
};

/** Props of {@link PipelineBoard}. */
export type PipelineBoardProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Every match of the job. Accepted ones fill the columns, pending invites the "Invited" list. */
  matches: readonly PipelineBoardMatch[];
  /**
   * Moves a candidate to another step. The card moves at once; reject with an `Error` (the server's
   * `PipelineMoveError` message) and the card goes back and the message is shown and announced.
   */
  onMove: (matchId: string, status: PipelineStatus) => Promise<void>;
  /** Shows skeleton columns while the matches load. */
  loading?: boolean;
  /** Where a card's candidate link goes (default `/applicants/{candidateId}?jobId={jobId}`). */
  getApplicantHref?: (match: PipelineBoardMatch) => string;
  /** Renders links (the app passes the router's `Link`); a plain `<a>` by default. */
  renderLink?: (props: LinkProps) => React.ReactElement;
  /** The current time, for "3 days in step" (fixed in stories and tests). */
  now?: Date | string;
  /** Accessible name of the board (default "Pipeline"). */
  label?: string;
};

const defaultApplicantHref = (match: PipelineBoardMatch) =>
  `/applicants/${encodeURIComponent(match.candidate._id)}?jobId=${encodeURIComponent(match.job._id)}`;

/** "Maya Chen". */
export function candidateName(candidate: Pick<PipelineBoardCandidate, 'firstName' | 'lastName'>): string {
  return `${candidate.firstName} ${candidate.lastName}`.trim();
}

/** "MD", "NP" … from the provider type id; the id itself when unknown. */
export function providerTypeLabel(id: string): string {
  const known = providerTypes.find((item) => item.id === id);
  return known ? known.id.toUpperCase() : id;
}

/** The name of the sub-specialty when there is one, else of the specialty; the id when unknown. */
export function specialtyLabel(specialty: string, subSpecialty?: string | null): string {
  if (subSpecialty) {
    const sub = subSpecialties.find((item) => item.id === subSpecialty);
    if (sub) return sub.name;
  }
  return specialties.find((item) => item.id === specialty)?.name ?? specialty;
}

const dayMs = 24 * 60 * 60 * 1000;

/** "Today", "1 day", "12 days", "3 weeks", "2 months" since `from`. */
export function timeSince(from: string, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(from).getTime()) / dayMs));
  if (days === 0) return 'Today';
  if (days < 14) return days === 1 ? '1 day' : `${days} days`;
  if (days < 60) return `${Math.floor(days / 7)} weeks`;
  const months = Math.floor(days / 30);
  return months < 24 ? `${months} months` : `${Math.floor(days / 365)} years`;
}

/** "invited today", "invited 3 days ago". */
function invitedWhen(createdAt: string, now: Date): string {
  const since = timeSince(createdAt, now);
  return since === 'Today' ? 'invited today' : `invited ${since} ago`;
}

type Notice = { kind: 'success' | 'error'; text: string };

/** A move made on this screen: the step it shows until the server's data catches up. */
type LocalMove = { status: PipelineStatus; pending: boolean };

const dragType = 'application/x-medhire-match';

/**
 * One job's pipeline (`/jobs-resident/{id}`): a column per step — Shortlisted, Submitted, Interview,
 * Offer, Hired, Rejected — with its count, and a card per accepted match (name linking to the
 * applicant, provider type, specialty, score, time in the step). Pending invites wait in an "Invited"
 * list above the columns.
 *
 * A card moves by dragging it onto another column or, by keyboard, through its "Move to…" menu; either
 * way only the steps the domain allows (`nextPipelineStatuses`) are offered or accept a drop. The card
 * moves at once while `onMove` runs; if it rejects, the card goes back and the message is shown. Every
 * outcome is announced.
 */
export function PipelineBoard({
  matches,
  onMove,
  loading = false,
  getApplicantHref = defaultApplicantHref,
  renderLink = renderAnchor,
  now,
  label = 'Pipeline',
  className,
  ...props
}: PipelineBoardProps) {
  const [localMoves, setLocalMoves] = React.useState<Record<string, LocalMove>>({});
  const [notice, setNotice] = React.useState<Notice | null>(null);
  const [dragging, setDragging] = React.useState<{ id: string; from: PipelineStatus } | null>(null);
  const [dropTarget, setDropTarget] = React.useState<PipelineStatus | null>(null);
  const current = React.useMemo(() => (now ? new Date(now) : new Date()), [now]);

  // New data from the server replaces the moves already settled here; moves still running stay.
  const [seenMatches, setSeenMatches] = React.useState(matches);
  if (seenMatches !== matches) {
    setSeenMatches(matches);
    setLocalMoves((moves) => Object.fromEntries(Object.entries(moves).filter(([, move]) => move.pending)));
  }

  const statusOf = (match: PipelineBoardMatch): PipelineStatus =>
    localMoves[match._id]?.status ?? match.pipelineStatus;

  const accepted = matches.filter((match) => match.requestStatus === 'accepted');
  const invited = matches.filter((match) => match.requestStatus === 'pending');

  const move = async (match: PipelineBoardMatch, to: PipelineStatus) => {
    const from = statusOf(match);
    const name = candidateName(match.candidate);
    if (localMoves[match._id]?.pending || !canMovePipeline(from, to)) return;
    setLocalMoves((moves) => ({ ...moves, [match._id]: { status: to, pending: true } }));
    setNotice(null);
    try {
      await onMove(match._id, to);
      setLocalMoves((moves) => ({ ...moves, [match._id]: { status: to, pending: false } }));
      setNotice({ kind: 'success', text: `${name} moved to ${to}.` });
    } catch (error) {
      setLocalMoves((moves) => {
        const { [match._id]: _undone, ...rest } = moves;
        return rest;
      });
      setNotice({
        kind: 'error',
        text: `${name} could not be moved to ${to}. ${messageOf(error, 'Please try again.')}`,
      });
    }
  };

  if (loading) {
    return (
      <section
        data-slot="pipeline-board"
        data-state="loading"
        aria-label={label}
        className={cn('grid gap-4', className)}
        {...props}
      >
        <div role="status" aria-label="Loading the pipeline" className="flex gap-3 overflow-hidden">
          {pipelineOrder.map((status) => (
            <div key={status} className="grid w-60 flex-none content-start gap-3 rounded-xl bg-surface p-3">
              <Skeleton className="h-5 w-28" />
              <Skeleton className="h-28 w-full" />
              <Skeleton className="h-28 w-full" />
            </div>
          ))}
        </div>
      </section>
    );
  }

  return (
    <section
      data-slot="pipeline-board"
      data-state={dragging ? 'dragging' : 'idle'}
      aria-label={label}
      className={cn('grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4', className)}
      {...props}
    >
      {/* Announced at once; the same words show below for everyone. */}
      <p role="status" className="sr-only" data-slot="pipeline-board-announcement">
        {notice?.text ?? ''}
      </p>
      {notice ? (
        <p
          data-slot="pipeline-board-notice"
          data-state={notice.kind}
          className={cn(
            'rounded-lg px-3 py-2 font-medium text-sm',
            notice.kind === 'error'
              ? 'bg-danger-subtle text-danger-700'
              : 'bg-success-subtle text-success-700',
          )}
        >
          {notice.text}
        </p>
      ) : null}

      {accepted.length === 0 && invited.length === 0 ? (
        <p
          data-slot="pipeline-board-empty"
          className="flex items-center gap-2 rounded-lg bg-surface px-3 py-2 text-muted-foreground text-sm"
        >
          <Users aria-hidden="true" className="size-4 shrink-0" />
          No candidates for this job yet. Invite candidates from Explore; those who apply join Shortlisted.
        </p>
      ) : null}

      {invited.length > 0 ? (
        <InvitedList
          matches={invited}
          now={current}
          renderLink={renderLink}
          getApplicantHref={getApplicantHref}
        />
      ) : null}

      <ol
        data-slot="pipeline-board-columns"
        aria-label="Pipeline steps"
        // Focusable so the columns can be scrolled sideways with the arrow keys on narrow screens.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="grid auto-cols-[minmax(15rem,1fr)] grid-flow-col gap-3 overflow-x-auto rounded-xl pb-2 focus-visible:focus-ring"
      >
        {pipelineOrder.map((status) => {
          const cards = accepted.filter((match) => statusOf(match) === status);
          const droppable = dragging ? canMovePipeline(dragging.from, status) : false;
          return (
            <PipelineColumn
              key={status}
              status={status}
              dropState={
                dragging
                  ? dragging.from === status
                    ? 'origin'
                    : droppable
                      ? dropTarget === status
                        ? 'over'
                        : 'droppable'
                      : 'blocked'
                  : undefined
              }
              onDragOver={(event) => {
                if (!droppable) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                if (dropTarget !== status) setDropTarget(status);
              }}
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setDropTarget((target) => (target === status ? null : target));
                }
              }}
              onDrop={(event) => {
                event.preventDefault();
                const id = event.dataTransfer.getData(dragType) || dragging?.id;
                const match = accepted.find((item) => item._id === id);
                setDragging(null);
                setDropTarget(null);
                if (match && droppable) void move(match, status);
              }}
            >
              {cards.map((match) => (
                <PipelineCard
                  key={match._id}
                  match={match}
                  status={statusOf(match)}
                  moved={localMoves[match._id] !== undefined}
                  pending={localMoves[match._id]?.pending ?? false}
                  now={current}
                  renderLink={renderLink}
                  href={getApplicantHref(match)}
                  dragging={dragging?.id === match._id}
                  onMove={(to) => move(match, to)}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(dragType, match._id);
                    event.dataTransfer.setData('text/plain', candidateName(match.candidate));
                    event.dataTransfer.effectAllowed = 'move';
                    setDragging({ id: match._id, from: statusOf(match) });
                  }}
                  onDragEnd={() => {
                    setDragging(null);
                    setDropTarget(null);
                  }}
                />
              ))}
            </PipelineColumn>
          );
        })}
      </ol>
    </section>
  );
}

type DropState = 'origin' | 'droppable' | 'over' | 'blocked';

type PipelineColumnProps = Omit<React.ComponentProps<'li'>, 'children'> & {
  status: PipelineStatus;
  dropState?: DropState;
  children: React.ReactElement[];
};

function PipelineColumn({ status, dropState, children, className, ...props }: PipelineColumnProps) {
  const headingId = React.useId();
  const count = children.length;
  return (
    <li
      data-slot="pipeline-column"
      data-status={status}
      data-drop={dropState}
      aria-labelledby={headingId}
      className={cn(
        'flex min-h-48 min-w-0 flex-col gap-3 rounded-xl border border-transparent bg-surface p-3 transition-colors',
        'data-[drop=droppable]:border-primary/40 data-[drop=droppable]:border-dashed',
        'data-[drop=over]:border-primary data-[drop=over]:bg-secondary',
        'data-[drop=blocked]:opacity-60',
        className,
      )}
      {...props}
    >
      <div className="flex items-center justify-between gap-2 px-1">
        <h3 id={headingId} className="font-semibold text-foreground text-sm">
          {status}
        </h3>
        <span
          data-slot="pipeline-column-count"
          className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-background px-2 font-medium text-foreground text-xs tabular-nums"
        >
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{count === 1 ? '1 candidate' : `${count} candidates`}</span>
        </span>
      </div>
      {count > 0 ? (
        <ul className="grid min-w-0 gap-2">{children}</ul>
      ) : (
        <p
          data-slot="pipeline-column-empty"
          className="grid flex-1 place-items-center rounded-lg border border-border-strong border-dashed px-3 py-6 text-center text-muted-foreground text-sm"
        >
          {dropState === 'droppable' || dropState === 'over' ? 'Drop here' : 'No candidates in this step'}
        </p>
      )}
    </li>
  );
}

type PipelineCardProps = {
  match: PipelineBoardMatch;
  status: PipelineStatus;
  moved: boolean;
  pending: boolean;
  dragging: boolean;
  now: Date;
  href: string;
  renderLink: (props: LinkProps) => React.ReactElement;
  onMove: (to: PipelineStatus) => void;
  onDragStart: React.DragEventHandler<HTMLLIElement>;
  onDragEnd: React.DragEventHandler<HTMLLIElement>;
};

function PipelineCard({
  match,
  status,
  moved,
  pending,
  dragging,
  now,
  href,
  renderLink,
  onMove,
  onDragStart,
  onDragEnd,
}: PipelineCardProps) {
  const name = candidateName(match.candidate);
  const targets = nextPipelineStatuses(status);
  return (
    <li
      data-slot="pipeline-card"
      data-match-id={match._id}
      data-state={pending ? 'moving' : dragging ? 'dragging' : 'idle'}
      aria-busy={pending || undefined}
      draggable={!pending}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      className={cn(
        'grid min-w-0 gap-2 rounded-lg border border-border bg-card p-3 text-card-foreground shadow-xs',
        'cursor-grab active:cursor-grabbing data-[state=dragging]:opacity-50 data-[state=moving]:opacity-80',
      )}
    >
      <div className="grid min-w-0 gap-0.5">
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
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge variant="brand" className="tabular-nums" data-slot="pipeline-card-score">
          {`Score ${match.candidate.score}`}
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
              {moved ? 'Moved just now' : `${timeSince(match.updatedAt, now)} in step`}
            </>
          )}
        </p>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={pending} className="w-full gap-1.5 text-xs">
            <ArrowRightLeft aria-hidden="true" className="size-3.5" />
            <span>
              Move<span className="sr-only"> {name}</span> to…
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>{`Move ${name} to`}</DropdownMenuLabel>
          {targets.map((target) => (
            <DropdownMenuItem
              key={target}
              variant={target === PipelineStatus.Rejected ? 'destructive' : 'default'}
              onSelect={() => onMove(target)}
            >
              {target}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}

type InvitedListProps = {
  matches: readonly PipelineBoardMatch[];
  now: Date;
  renderLink: (props: LinkProps) => React.ReactElement;
  getApplicantHref: (match: PipelineBoardMatch) => string;
};

/** Pending invites: the candidate has not answered yet, so they are not in a step. */
function InvitedList({ matches, now, renderLink, getApplicantHref }: InvitedListProps) {
  const headingId = React.useId();
  return (
    <section
      data-slot="pipeline-board-invited"
      aria-labelledby={headingId}
      className="grid gap-2 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="flex items-center gap-2 font-semibold text-foreground text-sm">
          <Mail aria-hidden="true" className="size-4 text-muted-foreground" />
          {`Invited (${matches.length})`}
        </h3>
        <p className="text-muted-foreground text-xs">
          Waiting for the candidate to accept. They join Shortlisted when they do.
        </p>
      </div>
      <ul className="flex flex-wrap gap-2">
        {matches.map((match) => (
          <li
            key={match._id}
            data-slot="pipeline-board-invite"
            className="flex min-w-0 items-center gap-2 rounded-lg bg-surface px-3 py-2 text-sm"
          >
            {renderLink({
              href: getApplicantHref(match),
              'data-slot': 'pipeline-card-link',
              className:
                'break-words rounded-sm font-medium text-foreground underline-offset-4 hover:underline focus-visible:focus-ring',
              children: candidateName(match.candidate),
            })}
            <span className="text-muted-foreground text-xs">
              {`${providerTypeLabel(match.candidate.providerType)} · ${invitedWhen(match.createdAt, now)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
