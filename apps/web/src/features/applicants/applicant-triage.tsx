import type { Applicant } from '@medhire/api-client';
import {
  type ApplicantMatch,
  Capability,
  createTempMessageId,
  fillTemplate,
  MatchRequestStatus,
  nextPipelineStatuses,
  PipelineStatus,
  paths,
  type RejectionReason,
} from '@medhire/domain';
import { ApplicantCard, candidateDisplayName } from '@medhire/ui/applicant-card';
import {
  BulkToolbar,
  type BulkToolbarAction,
  type BulkToolbarResult,
  type BulkToolbarRun,
  type TriageCommand,
  useTriageKeys,
} from '@medhire/ui/keyboard-triage';
import { Bookmark, MessageSquare, Send, UserX } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { applicantApi, conversationApi, matchApi } from '../../lib/api';
import { type BulkItem, type BulkOutcome, outcomeWords, progressWords, runBulk } from '../../lib/bulk-run';
import { conversationOf } from '../../lib/conversation-of';
import { notifyError, notifyInfo, notifyWithUndo } from '../../lib/notify';
import { applicantKeys, useSaveApplicant } from '../../lib/queries/applicants';
import { conversationKeys } from '../../lib/queries/conversations';
import { useInvalidate } from '../../lib/queries/invalidate';
import { jobKeys, useJobs } from '../../lib/queries/jobs';
import { matchKeys, useUpdateMatchStatus } from '../../lib/queries/matches';
import { useMessageTemplates } from '../../lib/queries/message-templates';
import { useNotAFit } from '../../lib/queries/not-a-fit';
import { renderRouterLink } from '../../lib/render-link';
import { useSession } from '../../lib/session';
import { useCapability } from '../../lib/use-capability';

// The dialogs (and the dialog machinery under them) load when one first opens, not with the list.
const InviteDialog = lazy(() =>
  import('@medhire/ui/invite-dialog').then((module) => ({ default: module.InviteDialog })),
);
const NotAFitDialog = lazy(() =>
  import('@medhire/ui/triage-dialogs').then((module) => ({ default: module.NotAFitDialog })),
);
const ShortcutsDialog = lazy(() =>
  import('@medhire/ui/triage-dialogs').then((module) => ({ default: module.ShortcutsDialog })),
);
const BulkMessageDialog = lazy(() =>
  import('@medhire/ui/triage-dialogs').then((module) => ({ default: module.BulkMessageDialog })),
);
const MoveToDialog = lazy(() =>
  import('@medhire/ui/triage-dialogs').then((module) => ({ default: module.MoveToDialog })),
);
const RejectDialog = lazy(() =>
  import('@medhire/ui/triage-dialogs').then((module) => ({ default: module.RejectDialog })),
);

/** One candidate in a run: the card's name and what the actions need. */
type TriageItem = BulkItem & { applicant: Applicant };

/** The verbs of each action, for the progress line, the outcome and the toast. */
const verbs = {
  save: { running: 'Saving', done: 'saved' },
  unsave: { running: 'Removing from saved', done: 'removed from saved' },
  invite: { running: 'Inviting', done: 'invited' },
  notAFit: { running: 'Marking not a fit', done: 'marked not a fit' },
  message: { running: 'Messaging', done: 'messaged' },
} as const;
type ActionKind = keyof typeof verbs;

interface TriageListProps {
  items: readonly Applicant[];
  /** How many of the items are rendered yet (the rest follow in a transition). */
  shownCount: number;
  /** The job the scores are for (Explore for a job): `r` means "not a fit for this job". */
  job?: { _id: string; title: string };
  /** Opens the existing invite dialog for one candidate (`i`). */
  onInvite: (applicant: Applicant) => void;
  /**
   * The list holds the organization's applicants (Applicants' own tab): `e` moves a candidate's match to another
   * step and `r` rejects it with a reason, as the job's pipeline board does.
   */
  pipeline?: boolean;
}

/**
 * The list of candidate cards with keyboard triage and bulk actions (issue 17): j/k move a roving focus between
 * the cards, x selects, s saves or unsaves, i opens the invite dialog, r marks the candidate not a fit for the job
 * Explore scores for, ? lists the keys. Selected candidates get the bulk bar: save, invite to one job with a note
 * (from a template), not a fit; each run goes item by item with progress, a result per candidate and an Undo toast.
 * Every action is announced in one polite live region.
 */
export function TriageList({ items, shownCount, job, onInvite, pipeline = false }: TriageListProps) {
  const canSave = useCapability(Capability.ExploreCandidates).allowed;
  const canInvite = useCapability(Capability.InviteCandidates).allowed;
  const mayMovePipeline = useCapability(Capability.MovePipeline).allowed;
  const canMarkNotAFit = mayMovePipeline && job !== undefined && !pipeline;
  const canMove = mayMovePipeline && pipeline;
  const canReject = canMarkNotAFit || canMove;
  const canMessage = useCapability(Capability.MessageCandidates).allowed;
  const updateMatchStatus = useUpdateMatchStatus();
  const saveApplicant = useSaveApplicant();
  const notAFit = useNotAFit();
  const invalidate = useInvalidate();
  const practice = useSession().session?.user.organizationName ?? undefined;
  const [activeId, setActiveId] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [rejecting, setRejecting] = useState<readonly Applicant[] | null>(null);
  const [bulkInviting, setBulkInviting] = useState(false);
  const [messaging, setMessaging] = useState<readonly Applicant[] | null>(null);
  // The candidate and match `e` moves, and the one `r` (or "Rejected…") rejects in the pipeline.
  const [moving, setMoving] = useState<{ applicant: Applicant; match: ApplicantMatch } | null>(null);
  const [rejectingMatch, setRejectingMatch] = useState<{
    applicant: Applicant;
    match: ApplicantMatch;
  } | null>(null);
  const [run, setRun] = useState<BulkToolbarRun | null>(null);
  const [result, setResult] = useState<BulkToolbarResult | null>(null);
  const abort = useRef<AbortController | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const jobs = useJobs('open');
  const templates = useMessageTemplates(
    canMessage && (bulkInviting || messaging !== null || rejectingMatch !== null),
  );

  const byId = new Map(items.map((applicant) => [applicant._id, applicant]));
  const selectedItems = items.filter((applicant) => selected.has(applicant._id));
  const active = (activeId ? byId.get(activeId) : undefined) ?? undefined;
  const nameOf = (applicant: Applicant) => candidateDisplayName(applicant);
  const announce = (words: string) => {
    // The same words twice in a row are still read: clear first.
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(words));
  };

  const cardOf = (id: string) =>
    listRef.current?.querySelector<HTMLElement>(
      `[data-candidate-id="${CSS.escape(id)}"] [data-slot="applicant-card"]`,
    );

  const moveTo = (index: number) => {
    const next = items[Math.max(0, Math.min(items.length - 1, index))];
    if (!next) return;
    setActiveId(next._id);
    const card = cardOf(next._id);
    card?.focus({ preventScroll: true });
    card?.scrollIntoView({ block: 'nearest' });
  };

  const toggleSelected = (applicant: Applicant, next = !selected.has(applicant._id)) => {
    const updated = new Set(selected);
    if (next) updated.add(applicant._id);
    else updated.delete(applicant._id);
    setSelected(updated);
    announce(`${next ? 'Selected' : 'Unselected'} ${nameOf(applicant)}. ${updated.size} selected.`);
  };

  /** Runs one action over `targets` with the runner, then reports: the toast with Undo, failures in the bar. */
  const perform = async <Done,>(
    kind: ActionKind,
    targets: readonly Applicant[],
    action: (applicant: Applicant) => Promise<Done>,
    reverse?: (applicant: Applicant, done: Done) => Promise<unknown>,
    invalidateAfter: () => Promise<unknown> = () => invalidate(applicantKeys.all),
    /** Said in the Undo toast after the summary: what undoing means for this action. */
    undoNote?: string,
  ): Promise<BulkOutcome | null> => {
    if (targets.length === 0 || run) return null;
    const controller = new AbortController();
    abort.current = controller;
    setResult(null);
    const verb = verbs[kind];
    const list: TriageItem[] = targets.map((applicant) => ({
      id: applicant._id,
      label: nameOf(applicant),
      applicant,
    }));
    const cancel = () => {
      controller.abort();
      setRun((current) => (current ? { ...current, cancelling: true } : current));
    };
    const outcome = await runBulk({
      items: list,
      run: (item) => action(item.applicant),
      undo: reverse ? (item, done) => reverse(item.applicant, done) : undefined,
      signal: controller.signal,
      onProgress: (progress) => {
        if (list.length > 1 && progress.current) {
          setRun({
            words: progressWords(verb.running, progress),
            done: progress.done,
            total: progress.total,
            onCancel: cancel,
          });
        }
      },
    });
    setRun(null);
    abort.current = null;
    await invalidateAfter().catch(() => undefined);
    const summary =
      list.length === 1 && outcome.succeeded.length === 1
        ? `${list[0]?.label} ${verb.done}.`
        : `${outcomeWords(verb.done, outcome)}.`;
    announce(summary);
    if (outcome.failed.length > 0) {
      if (list.length === 1) void notifyError(new Error(outcome.failed[0]?.message));
      else setResult({ summary, failures: outcome.failed, onDismiss: () => setResult(null) });
    }
    if (outcome.succeeded.length > 0) {
      const succeeded = new Set(outcome.succeeded.map((item) => item.id));
      setSelected((current) => new Set([...current].filter((id) => !succeeded.has(id))));
      const { undo } = outcome;
      if (undo) {
        void notifyWithUndo(undoNote ? `${summary} ${undoNote}` : summary, () => {
          void undo().then(async (undoFailed) => {
            await invalidateAfter().catch(() => undefined);
            const words =
              undoFailed.length === 0
                ? `Taken back: ${summary}`
                : `Undo failed for ${undoFailed.map((item) => `${item.label} (${item.message})`).join(', ')}.`;
            announce(words);
            void (undoFailed.length === 0 ? notifyInfo(words) : notifyError(new Error(words)));
          });
        });
      }
    }
    return outcome;
  };

  const save = (targets: readonly Applicant[], next: boolean) => {
    // Only the ones that change: undo must not unsave a candidate who was saved before.
    const changing = targets.filter((applicant) => applicant.saved !== next);
    if (changing.length === 0) {
      announce(next ? 'Already saved.' : 'Not saved.');
      return;
    }
    void perform(
      next ? 'save' : 'unsave',
      changing,
      (applicant) => (next ? applicantApi.save(applicant._id) : applicantApi.unsave(applicant._id)),
      (applicant) => (next ? applicantApi.unsave(applicant._id) : applicantApi.save(applicant._id)),
    );
  };

  const markNotAFit = async (targets: readonly Applicant[], reason: RejectionReason) => {
    if (!job) return;
    const jobId = job._id;
    const outcome = await perform(
      'notAFit',
      targets,
      (applicant) => notAFit.mark(jobId, applicant._id, reason),
      (applicant) => notAFit.remove(jobId, applicant._id),
      () => Promise.resolve(),
    );
    if (outcome && outcome.succeeded.length > 0) {
      // The hidden candidate's place goes to the next one.
      setActiveId((current) =>
        current && outcome.succeeded.some((item) => item.id === current) ? null : current,
      );
    }
  };

  const bulkInvite = async (jobId: string, note?: string) => {
    setBulkInviting(false);
    const jobTitle = jobs.data?.jobs.find((item) => item._id === jobId)?.title;
    await perform(
      'invite',
      selectedItems,
      (applicant) => {
        // The note is one text; each candidate's first name fills `{firstName}` in their own invite.
        const filled = note ? fillTemplate(note, { firstName: applicant.firstName, jobTitle, practice }) : '';
        return matchApi.invite({ jobId, candidateId: applicant._id, ...(filled ? { note: filled } : {}) });
      },
      (_applicant, done) => matchApi.updateMatchStatus(done.match._id, 'cancelled'),
      () => invalidate(applicantKeys.all, matchKeys.all, jobKeys.all),
    );
  };

  /**
   * Sends one text to each candidate in their conversation, placeholders filled with their own first name and the
   * job of that conversation. Undo deletes the messages just sent (the server lets the team delete its own); the
   * candidate may have read them by then, and the toast says so.
   */
  const bulkMessage = async (targets: readonly Applicant[], text: string) => {
    setMessaging(null);
    const outcome = await perform(
      'message',
      targets,
      async (applicant) => {
        const match = conversationOf(applicant, job?._id);
        if (!match) throw new Error('No conversation with you yet: invite them to a job first.');
        const body = fillTemplate(text, {
          firstName: applicant.firstName,
          jobTitle: match.jobTitle,
          practice,
        });
        const sent = await conversationApi.sendMessage(match.conversationId, {
          body,
          tempMsgId: createTempMessageId(),
        });
        return { conversationId: match.conversationId, messageId: sent.message._id };
      },
      (_applicant, done) => conversationApi.deleteMessage(done.conversationId, done.messageId),
      () => invalidate(conversationKeys.all),
      'Undo deletes them; a candidate may have read theirs already.',
    );
    return outcome;
  };

  /** The match `e` and `r` act on: the candidate's one accepted match; otherwise it says why there is none. */
  const pipelineMatchOf = (applicant: Applicant): ApplicantMatch | null => {
    const inPipeline = applicant.matches.filter(
      (match) => match.requestStatus === MatchRequestStatus.Accepted,
    );
    const [only] = inPipeline;
    if (only && inPipeline.length === 1) return only;
    announce(
      inPipeline.length === 0
        ? `${nameOf(applicant)} is in no pipeline yet: the invite is not accepted.`
        : `${nameOf(applicant)} is in ${inPipeline.length} pipelines: move them from the job’s pipeline.`,
    );
    return null;
  };

  const moveMatch = async (applicant: Applicant, match: ApplicantMatch, target: PipelineStatus) => {
    if (target === PipelineStatus.Rejected) {
      // The reason (and an optional message) is asked in the board's reject dialog.
      setMoving(null);
      setRejectingMatch({ applicant, match });
      return;
    }
    await updateMatchStatus(match._id, target);
    await invalidate(applicantKeys.all).catch(() => undefined);
    setMoving(null);
    announce(`${nameOf(applicant)} moved to ${target} for ${match.jobTitle}.`);
  };

  const commands: TriageCommand[] = [
    'next',
    'previous',
    ...(canSave || canInvite || canReject || canMessage ? (['select', 'clear'] as const) : []),
    ...(canSave ? (['save'] as const) : []),
    ...(canInvite ? (['invite'] as const) : []),
    ...(canMove ? (['move'] as const) : []),
    ...(canReject ? (['reject'] as const) : []),
    'help',
  ];

  useTriageKeys((command) => {
    if (!commands.includes(command)) return false;
    const index = active ? items.indexOf(active) : -1;
    switch (command) {
      case 'next':
        moveTo(index + 1);
        return;
      case 'previous':
        moveTo(index < 0 ? 0 : index - 1);
        return;
      case 'help':
        setShortcutsOpen(true);
        return;
      case 'clear':
        // Escape with nothing selected is left to whatever else listens for it.
        if (selected.size === 0) return false;
        setSelected(new Set());
        announce('Selection cleared.');
        return;
      case 'select':
      case 'save':
      case 'invite':
      case 'reject':
      case 'move':
        break;
      default:
        return command satisfies never;
    }
    if (!active) {
      announce('Press j to choose a candidate first.');
      return;
    }
    if (command === 'select') toggleSelected(active);
    else if (command === 'save') save([active], !active.saved);
    else if (command === 'invite') onInvite(active);
    else if (command === 'move' || (command === 'reject' && canMove)) {
      const match = pipelineMatchOf(active);
      if (!match) return;
      if (command === 'move') setMoving({ applicant: active, match });
      else setRejectingMatch({ applicant: active, match });
    } else if (command === 'reject') setRejecting([active]);
  }, !run);

  const actions: BulkToolbarAction[] = [
    ...(canSave
      ? [
          {
            id: 'save',
            label: 'Save',
            icon: <Bookmark aria-hidden="true" />,
            onSelect: () => save(selectedItems, true),
          },
        ]
      : []),
    ...(canInvite
      ? [
          {
            id: 'invite',
            label: 'Invite',
            icon: <Send aria-hidden="true" />,
            onSelect: () => setBulkInviting(true),
          },
        ]
      : []),
    // Only candidates the organization already has a conversation with can be written to.
    ...(canMessage && selectedItems.some((applicant) => conversationOf(applicant, job?._id))
      ? [
          {
            id: 'message',
            label: 'Message',
            icon: <MessageSquare aria-hidden="true" />,
            onSelect: () => setMessaging(selectedItems),
          },
        ]
      : []),
    ...(canMarkNotAFit
      ? [
          {
            id: 'not-a-fit',
            label: 'Not a fit',
            icon: <UserX aria-hidden="true" />,
            destructive: true,
            onSelect: () => setRejecting(selectedItems),
          },
        ]
      : []),
  ];

  const rejectSubject =
    rejecting && rejecting.length === 1 && rejecting[0]
      ? nameOf(rejecting[0])
      : `${rejecting?.length ?? 0} candidates`;

  /** Who a bulk message reaches (those with a conversation), who is left out, and whose copy the preview shows. */
  const messageRecipients = (targets: readonly Applicant[]) => {
    const reached = targets.filter((applicant) => conversationOf(applicant, job?._id));
    const first = reached[0];
    const match = first ? conversationOf(first, job?._id) : null;
    return {
      recipientCount: reached.length,
      leftOut: targets.filter((applicant) => !reached.includes(applicant)).map(nameOf),
      preview: {
        name: first ? nameOf(first) : 'the candidate',
        values: { firstName: first?.firstName, jobTitle: match?.jobTitle, practice },
      },
    };
  };

  // Selecting is for acting: an account with no action to take (a hiring manager) reads the list without it.
  const selecting = actions.length > 0;

  return (
    <>
      {selecting ? (
        <BulkToolbar
          selectedCount={selectedItems.length}
          pageCount={items.length}
          onSelectAll={(all) => {
            setSelected(all ? new Set(items.map((applicant) => applicant._id)) : new Set());
            announce(all ? `Selected all ${items.length} on this page.` : 'Selection cleared.');
          }}
          onClear={() => {
            setSelected(new Set());
            announce('Selection cleared.');
          }}
          actions={actions}
          run={run}
          result={result}
        />
      ) : null}
      <ul ref={listRef} className="grid gap-4">
        {items.slice(0, shownCount).map((applicant) => (
          // Off-screen cards skip layout and paint until they near the viewport.
          <li
            key={applicant._id}
            data-candidate-id={applicant._id}
            // The sticky bulk bar must not cover the card the keyboard moved to.
            className="scroll-mt-56 scroll-mb-4 [contain-intrinsic-size:auto_22rem] [content-visibility:auto]"
          >
            <ApplicantCard
              applicant={applicant}
              saved={applicant.saved}
              renderLink={renderRouterLink}
              // One card in the tab order (the active one, else the first): j/k move it.
              tabIndex={(activeId ?? items[0]?._id) === applicant._id ? 0 : -1}
              onFocus={(event) => {
                if (event.target === event.currentTarget) setActiveId(applicant._id);
              }}
              active={activeId === applicant._id}
              selected={selected.has(applicant._id)}
              onSelectedChange={selecting ? (next) => toggleSelected(applicant, next) : undefined}
              onSaveChange={
                canSave
                  ? async (next) => {
                      await saveApplicant(applicant._id, next);
                    }
                  : undefined
              }
              onInvite={canInvite ? () => onInvite(applicant) : undefined}
            />
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="sr-only" data-slot="triage-announcer">
        {announcement}
      </p>
      <Suspense fallback={null}>
        {shortcutsOpen ? (
          <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} commands={commands} />
        ) : null}
        {job && rejecting !== null ? (
          <NotAFitDialog
            open={rejecting !== null}
            onOpenChange={(open) => {
              if (!open) setRejecting(null);
            }}
            subject={rejectSubject}
            jobTitle={job.title}
            onConfirm={async (reason) => {
              const targets = rejecting ?? [];
              setRejecting(null);
              await markNotAFit(targets, reason);
            }}
          />
        ) : null}
        {messaging !== null ? (
          <BulkMessageDialog
            open={messaging !== null}
            onOpenChange={(open) => {
              if (!open) setMessaging(null);
            }}
            {...messageRecipients(messaging)}
            templates={templates.data?.templates ?? []}
            templatesLoading={templates.isLoading}
            manageTemplatesHref={paths.messageTemplates()}
            renderLink={renderRouterLink}
            onSend={(text) => {
              const targets = messaging.filter((applicant) => conversationOf(applicant, job?._id));
              void bulkMessage(targets, text);
            }}
          />
        ) : null}
        {moving ? (
          <MoveToDialog
            open={moving !== null}
            onOpenChange={(open) => {
              if (!open) setMoving(null);
            }}
            candidateName={nameOf(moving.applicant)}
            jobTitle={moving.match.jobTitle}
            current={moving.match.pipelineStatus}
            targets={nextPipelineStatuses(moving.match.pipelineStatus)}
            onMove={(target) => moveMatch(moving.applicant, moving.match, target)}
          />
        ) : null}
        {rejectingMatch ? (
          <RejectDialog
            open={rejectingMatch !== null}
            onOpenChange={(open) => {
              if (!open) setRejectingMatch(null);
            }}
            candidateName={nameOf(rejectingMatch.applicant)}
            jobTitle={rejectingMatch.match.jobTitle}
            templates={canMessage ? (templates.data?.templates ?? []) : undefined}
            templateValues={{ firstName: rejectingMatch.applicant.firstName, practice }}
            onReject={async (rejection) => {
              const { applicant, match } = rejectingMatch;
              await updateMatchStatus(match._id, PipelineStatus.Rejected, rejection);
              await invalidate(applicantKeys.all).catch(() => undefined);
              announce(`${nameOf(applicant)} rejected for ${match.jobTitle}.`);
            }}
          />
        ) : null}
        {bulkInviting ? (
          <InviteDialog
            open={bulkInviting}
            onOpenChange={setBulkInviting}
            candidateName={`${selectedItems.length} candidates`}
            previewLabel="What each candidate sees"
            previewFirstName={selectedItems[0]?.firstName}
            jobs={jobs.data?.jobs ?? []}
            loading={jobs.isLoading}
            error={jobs.error instanceof Error ? jobs.error.message : null}
            onRetry={() => void jobs.mutate()}
            defaultJobId={job?._id}
            createJobHref={paths.createJob()}
            renderLink={renderRouterLink}
            organizationName={practice}
            templates={canMessage ? (templates.data?.templates ?? []) : undefined}
            templateValues={{ practice }}
            onInvite={bulkInvite}
          />
        ) : null}
      </Suspense>
    </>
  );
}
