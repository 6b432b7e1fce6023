import {
  canMovePipeline,
  type FeedbackSummary,
  isStale,
  type MessageTemplate,
  PipelineStatus,
  paths,
  pipelineOrder,
  type StaleAfterDays,
} from '@medhire/domain';
import { ArrowRightLeft, Users, UserX } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { type LinkProps, renderAnchor } from '../../lib/link';
import { matchStanding } from '../../lib/match-standing';
import { candidateName } from '../../lib/pipeline-words';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import {
  BulkToolbar,
  type BulkToolbarAction,
  type BulkToolbarResult,
  type BulkToolbarRun,
} from '../keyboard-triage/bulk-toolbar';
import type { TriageCommand } from '../keyboard-triage/triage-keys';
import { useTriageKeys } from '../keyboard-triage/use-triage-keys';
import { InvitedList } from './invited-list';
import { PipelineCard } from './pipeline-card';
import { PipelineColumn } from './pipeline-column';
import type { PipelineBoardMatch } from './pipeline-match';
import { PipelineMoveMenu } from './pipeline-move-menu';
import { PipelineStepNav } from './pipeline-step-nav';
import type { PipelineRejection } from './reject-dialog';

// The rejection dialog loads when a recruiter first moves someone to Rejected, not with the board.
/** The shortcuts dialog loads when ? first opens it. */
const LazyShortcutsDialog = React.lazy(() =>
  import('../keyboard-triage/shortcuts-dialog').then((module) => ({ default: module.ShortcutsDialog })),
);

const LazyRejectDialog = React.lazy(() =>
  import('./reject-dialog').then((module) => ({ default: module.RejectDialog })),
);

/** The bulk actions of a board (issue 17): what the screen does with the selected cards, and how it goes. */
export type PipelineBoardBulk = {
  /**
   * Moves several candidates to `status`, each by the ordinary move (the screen runs them one at a time, with
   * progress and Undo). Only the cards the board's rules let move there are passed; a move to Rejected carries the
   * reason and the message asked once for all of them. Resolves to the ids that moved: they leave the selection, the
   * ones that failed stay selected for another try.
   */
  onMoveMany: (
    matches: readonly PipelineBoardMatch[],
    status: PipelineStatus,
    rejection?: PipelineRejection,
  ) => Promise<readonly string[]>;
  /** The run under way: its progress and Cancel show in the bulk bar. */
  run?: BulkToolbarRun | null;
  /** How the last run ended when some candidates failed, each in the server's words. */
  result?: BulkToolbarResult | null;
  /** Words for the board's live region from the screen: a run's outcome, an Undo's. */
  announcement?: string;
};

/** Props of {@link PipelineBoard}. */
export type PipelineBoardProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Every match of the job. Accepted ones fill the columns, pending invites the "Invited" list. */
  matches: readonly PipelineBoardMatch[];
  /**
   * Moves a candidate to another step. The card moves at once; reject with an `Error` (the server's
   * `PipelineMoveError` message) and the card goes back and the message is shown and announced. Without it the
   * board is read only: no "Move to…" and no dragging (for someone whose role does not move candidates). A move
   * to Rejected first asks for the reason and an optional message to the candidate, and passes them on.
   */
  onMove?: (matchId: string, status: PipelineStatus, rejection?: PipelineRejection) => Promise<void>;
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
  /**
   * The organization's message templates, offered for the message of a rejection ("Use a template"), filled with
   * the candidate's first name, the job title and `practiceName`.
   */
  rejectionTemplates?: readonly Pick<MessageTemplate, '_id' | 'name' | 'body'>[];
  /** The practice's name, for a template's `{practice}`. */
  practiceName?: string;
  /** The team's interview feedback in brief, by match id: a one-line summary on those cards. */
  feedback?: Readonly<Record<string, FeedbackSummary>>;
  /** The organization's stale thresholds: cards of candidates in a step longer are flagged "Stale". */
  staleAfterDays?: StaleAfterDays;
  /** Shows only the stale candidates (the "Stale" filter): no one else, and no pending invite. */
  staleOnly?: boolean;
  /**
   * Keyboard triage (issue 17): j/k move between the cards (column by column), e opens the card's "Move to…",
   * r rejects with a reason, ? lists the keys. Never while typing or with a dialog open.
   */
  keyboardShortcuts?: boolean;
  /**
   * Bulk actions: each card gets a "Select" checkbox (x selects the active card, Escape clears), and the bulk bar
   * offers "Move to…" and "Reject" for the selected ones. Needs `onMove`.
   */
  bulk?: PipelineBoardBulk;
};

const defaultApplicantHref = (match: PipelineBoardMatch) =>
  paths.applicant(match.candidate._id, { jobId: match.job._id });

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
  rejectionTemplates,
  practiceName,
  staleAfterDays,
  staleOnly = false,
  feedback,
  keyboardShortcuts = false,
  bulk,
  className,
  ...props
}: PipelineBoardProps) {
  const [localMoves, setLocalMoves] = React.useState<Record<string, LocalMove>>({});
  const [notice, setNoticeState] = React.useState<Notice | null>(null);
  // The live region's words: the last move's notice, a change of selection or the screen's word on a bulk run.
  const [spoken, setSpoken] = React.useState('');
  const setNotice = (next: Notice | null) => {
    setNoticeState(next);
    if (next) setSpoken(next.text);
  };
  const [heard, setHeard] = React.useState(bulk?.announcement);
  if (heard !== bulk?.announcement) {
    setHeard(bulk?.announcement);
    if (bulk?.announcement) setSpoken(bulk.announcement);
  }
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

  // Where each candidate stands follows the rule the thread and the profile follow too (matchStanding): in a column
  // once in the pipeline, in the "Invited" list while the invite waits for an answer.
  const staleMatch = (match: PipelineBoardMatch) =>
    staleAfterDays !== undefined &&
    match.stageEnteredAt !== undefined &&
    localMoves[match._id] === undefined &&
    isStale({
      pipelineStatus: match.pipelineStatus,
      stageEnteredAt: match.stageEnteredAt,
      staleAfterDays,
      now: current,
    });
  const accepted = matches.filter(
    (match) => matchStanding(match).step !== null && (!staleOnly || staleMatch(match)),
  );
  const inProgress = accepted.filter(
    (match) =>
      match.pipelineStatus !== PipelineStatus.Hired && match.pipelineStatus !== PipelineStatus.Rejected,
  );
  const invited = staleOnly ? [] : matches.filter((match) => match.requestStatus === 'pending');

  const [rejecting, setRejecting] = React.useState<PipelineBoardMatch | null>(null);

  const columnsRef = React.useRef<HTMLOListElement>(null);
  const steps = pipelineOrder.map((status) => ({
    status,
    count: accepted.filter((match) => statusOf(match) === status).length,
  }));
  /** Scrolls the columns so that `status`'s column starts at the left edge (narrow boards only scroll). */
  const jumpTo = (status: PipelineStatus, behavior: ScrollBehavior) => {
    const columns = columnsRef.current;
    const column = columns?.querySelector<HTMLElement>(
      `[data-slot="pipeline-column"][data-status="${status}"]`,
    );
    if (!columns || !column) return;
    columns.scrollTo({ left: column.offsetLeft, behavior });
  };
  // A narrow board opens on the first step that has someone in it, not on an empty Shortlisted.
  const firstFilled = loading ? undefined : steps.find((step) => step.count > 0)?.status;
  const openedOn = React.useRef(false);
  React.useLayoutEffect(() => {
    if (openedOn.current || !firstFilled) return;
    openedOn.current = true;
    jumpTo(firstFilled, 'instant');
  });

  /** Moves the card at once and asks the server; on failure the card goes back and the error is thrown on. */
  const runMove = async (match: PipelineBoardMatch, to: PipelineStatus, rejection?: PipelineRejection) => {
    if (!onMove) return;
    const name = candidateName(match.candidate);
    setLocalMoves((moves) => ({ ...moves, [match._id]: { status: to, pending: true } }));
    setNotice(null);
    try {
      await onMove(match._id, to, rejection);
    } catch (error) {
      setLocalMoves((moves) => {
        const { [match._id]: _undone, ...rest } = moves;
        return rest;
      });
      throw error;
    }
    setLocalMoves((moves) => ({ ...moves, [match._id]: { status: to, pending: false } }));
    setNotice({ kind: 'success', text: `${name} moved to ${to}.` });
  };

  const move = async (match: PipelineBoardMatch, to: PipelineStatus) => {
    const from = statusOf(match);
    if (!onMove || localMoves[match._id]?.pending || !canMovePipeline(from, to)) return;
    // Rejected needs a reason: the dialog asks, then moves.
    if (to === PipelineStatus.Rejected) {
      setRejecting(match);
      return;
    }
    try {
      await runMove(match, to);
    } catch (error) {
      setNotice({
        kind: 'error',
        text: `${candidateName(match.candidate)} could not be moved to ${to}. ${messageOf(error, 'Please try again.')}`,
      });
    }
  };

  const selecting = bulk !== undefined && onMove !== undefined;
  const [selectedIds, setSelectedIds] = React.useState<ReadonlySet<string>>(() => new Set());
  // Only cards on the board count: one the Stale filter hides is not acted on.
  const selected = selecting ? accepted.filter((match) => selectedIds.has(match._id)) : [];
  const [bulkRejecting, setBulkRejecting] = React.useState<readonly PipelineBoardMatch[] | null>(null);
  const toggleSelected = (match: PipelineBoardMatch, next = !selectedIds.has(match._id)) => {
    const updated = new Set(selectedIds);
    if (next) updated.add(match._id);
    else updated.delete(match._id);
    setSelectedIds(updated);
    const count = accepted.filter((item) => updated.has(item._id)).length;
    setSpoken(`${next ? 'Selected' : 'Unselected'} ${candidateName(match.candidate)}. ${count} selected.`);
  };
  const clearSelection = () => {
    setSelectedIds(new Set());
    setSpoken('Selection cleared.');
  };
  const runMany = async (
    targets: readonly PipelineBoardMatch[],
    to: PipelineStatus,
    rejection?: PipelineRejection,
  ) => {
    if (!bulk) return;
    const moved = new Set(await bulk.onMoveMany(targets, to, rejection));
    setSelectedIds((current) => new Set([...current].filter((id) => !moved.has(id))));
  };
  /** "Move to…" or "Reject" for the selection: those already in the step stay where they are. */
  const moveSelected = (to: PipelineStatus) => {
    if (bulk?.run) return;
    const movable = selected.filter(
      (match) => !localMoves[match._id]?.pending && canMovePipeline(statusOf(match), to),
    );
    if (movable.length === 0) {
      setSpoken(`Everyone selected is already in ${to}.`);
      return;
    }
    if (to === PipelineStatus.Rejected) setBulkRejecting(movable);
    else void runMany(movable, to);
  };
  const bulkActions: BulkToolbarAction[] = selecting
    ? [
        {
          id: 'move',
          label: 'Move to…',
          icon: <ArrowRightLeft aria-hidden="true" />,
          onSelect: () => undefined,
          render: (button) => (
            <PipelineMoveMenu
              name={
                selected.length === 1 && selected[0]
                  ? candidateName(selected[0].candidate)
                  : `${selected.length} candidates`
              }
              // Every step at least one of them may move to.
              targets={pipelineOrder.filter((to) =>
                selected.some((match) => canMovePipeline(statusOf(match), to)),
              )}
              onMove={moveSelected}
              trigger={button}
            />
          ),
        },
        {
          id: 'reject',
          label: 'Reject',
          icon: <UserX aria-hidden="true" />,
          destructive: true,
          onSelect: () => moveSelected(PipelineStatus.Rejected),
        },
      ]
    : [];

  const [activeId, setActiveId] = React.useState<string | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = React.useState(false);
  // The cards in reading order: column by column, top to bottom.
  const ordered = pipelineOrder.flatMap((status) => accepted.filter((match) => statusOf(match) === status));
  const cardElement = (id: string) =>
    columnsRef.current?.querySelector<HTMLElement>(
      `[data-slot="pipeline-card"][data-match-id="${CSS.escape(id)}"]`,
    );
  const commands: TriageCommand[] = [
    'next',
    'previous',
    ...(selecting ? (['select', 'clear'] as const) : []),
    ...(onMove ? (['move', 'reject'] as const) : []),
    'help',
  ];
  useTriageKeys((command) => {
    if (!commands.includes(command)) return false;
    const index = ordered.findIndex((match) => match._id === activeId);
    const active = ordered[index];
    if (command === 'help') {
      setShortcutsOpen(true);
      return;
    }
    if (command === 'next' || command === 'previous') {
      const next =
        ordered[Math.max(0, Math.min(ordered.length - 1, command === 'next' ? index + 1 : index - 1))];
      if (!next) return;
      setActiveId(next._id);
      const card = cardElement(next._id);
      card?.querySelector<HTMLElement>('[data-slot="pipeline-card-link"]')?.focus({ preventScroll: true });
      card?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      return;
    }
    if (command === 'clear') {
      // Escape with nothing selected is left to whatever else listens for it.
      if (selected.length === 0) return false;
      clearSelection();
      return;
    }
    if (!active) {
      setNotice({ kind: 'error', text: 'Press j to choose a candidate first.' });
      return;
    }
    if (command === 'select') {
      toggleSelected(active);
      return;
    }
    if (command === 'reject') {
      void move(active, PipelineStatus.Rejected);
      return;
    }
    if (command === 'move') {
      // The card's own "Move to…" menu, opened as its keyboard opens it.
      const trigger = cardElement(active._id)?.querySelector<HTMLElement>('[data-slot="pipeline-card-move"]');
      trigger?.focus();
      trigger?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      return;
    }
    return false;
  }, keyboardShortcuts && !loading);

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
      className={cn('@container/board grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4', className)}
      {...props}
    >
      {/* Announced at once; the same words show below for everyone. */}
      <p role="status" className="sr-only" data-slot="pipeline-board-announcement">
        {spoken}
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

      {selecting && bulk && accepted.length > 0 ? (
        <BulkToolbar
          selectedCount={selected.length}
          pageCount={inProgress.length}
          // Hired and Rejected are done: "all" is everyone still in progress, so a bulk move never reopens them
          // unawares (a finished card is still selected one by one, to reopen it on purpose).
          selectAllLabel="Select everyone in progress"
          onSelectAll={(all) => {
            setSelectedIds(all ? new Set(inProgress.map((match) => match._id)) : new Set());
            setSpoken(all ? `Selected all ${inProgress.length} in progress.` : 'Selection cleared.');
          }}
          onClear={clearSelection}
          actions={bulkActions}
          run={bulk.run}
          result={bulk.result}
        />
      ) : null}

      {accepted.length === 0 && invited.length === 0 ? (
        <p
          data-slot="pipeline-board-empty"
          className="flex items-center gap-2 rounded-lg bg-surface px-3 py-2 text-muted-foreground text-sm"
        >
          <Users aria-hidden="true" className="size-4 shrink-0" />
          {staleOnly && matches.length > 0
            ? 'No stale candidates: everyone has been in their step for less than the days your organization set.'
            : onMove
              ? 'No candidates for this job yet. Invite candidates from Explore; those who apply join Shortlisted.'
              : 'No candidates for this job yet. Those who apply, or accept an invite, join Shortlisted.'}
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

      <PipelineStepNav
        steps={steps}
        onJump={(status) => {
          const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
          jumpTo(status, reduced ? 'instant' : 'smooth');
        }}
        className="@min-[56rem]/board:hidden"
      />

      <ol
        ref={columnsRef}
        data-slot="pipeline-board-columns"
        aria-label="Pipeline steps"
        // Focusable so the columns can be scrolled sideways with the arrow keys on narrow screens.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        // `relative`: the columns' visually hidden counts are placed within this scroller, not the page,
        // which they would otherwise widen (the whole page scrolled sideways).
        // Six columns side by side from 56rem of board (a laptop's 1280 px beside the sidebar), compact; narrower,
        // they keep a readable width and scroll sideways.
        className="relative grid auto-cols-[minmax(15rem,1fr)] grid-flow-col gap-3 overflow-x-auto rounded-xl pb-2 focus-visible:focus-ring @min-[56rem]/board:grid-flow-row @min-[56rem]/board:grid-cols-6 @min-[56rem]/board:gap-2"
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
                  feedback={feedback?.[match._id]}
                  staleAfterDays={staleAfterDays}
                  status={statusOf(match)}
                  moved={localMoves[match._id] !== undefined}
                  pending={localMoves[match._id]?.pending ?? false}
                  now={current}
                  renderLink={renderLink}
                  href={getApplicantHref(match)}
                  dragging={dragging?.id === match._id}
                  active={keyboardShortcuts && activeId === match._id}
                  selected={selectedIds.has(match._id)}
                  onSelectedChange={selecting ? (next) => toggleSelected(match, next) : undefined}
                  onMove={onMove ? (to) => move(match, to) : undefined}
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
      {shortcutsOpen ? (
        <React.Suspense fallback={null}>
          <LazyShortcutsDialog open onOpenChange={setShortcutsOpen} commands={commands} />
        </React.Suspense>
      ) : null}
      {rejecting ? (
        <React.Suspense fallback={null}>
          <LazyRejectDialog
            open
            onOpenChange={(open) => {
              if (!open) setRejecting(null);
            }}
            candidateName={candidateName(rejecting.candidate)}
            jobTitle={rejecting.job.title}
            templates={rejectionTemplates}
            templateValues={{
              firstName: rejecting.candidate.firstName,
              jobTitle: rejecting.job.title,
              practice: practiceName,
            }}
            onReject={(rejection) => runMove(rejecting, PipelineStatus.Rejected, rejection)}
          />
        </React.Suspense>
      ) : null}
      {bulkRejecting ? (
        <React.Suspense fallback={null}>
          <LazyRejectDialog
            open
            onOpenChange={(open) => {
              if (!open) setBulkRejecting(null);
            }}
            candidateName={
              bulkRejecting.length === 1 && bulkRejecting[0]
                ? candidateName(bulkRejecting[0].candidate)
                : `${bulkRejecting.length} candidates`
            }
            candidateCount={bulkRejecting.length}
            jobTitle={bulkRejecting[0]?.job.title}
            templates={rejectionTemplates}
            templateValues={{
              firstName: bulkRejecting.length === 1 ? bulkRejecting[0]?.candidate.firstName : undefined,
              jobTitle: bulkRejecting[0]?.job.title,
              practice: practiceName,
            }}
            onReject={async (rejection) => {
              // The run shows in the bulk bar; the dialog closes as it starts.
              void runMany(bulkRejecting, PipelineStatus.Rejected, rejection);
            }}
          />
        </React.Suspense>
      ) : null}
    </section>
  );
}
