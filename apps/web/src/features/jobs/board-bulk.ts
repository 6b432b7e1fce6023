import { fillTemplate, PipelineStatus, type RejectionReason } from '@medhire/domain';
import type { BulkToolbarResult, BulkToolbarRun } from '@medhire/ui/keyboard-triage';
import {
  candidateName,
  type PipelineBoardBulk,
  type PipelineBoardMatch,
  type PipelineRejection,
} from '@medhire/ui/pipeline-board';
import { useRef, useState } from 'react';
import { matchApi } from '../../lib/api';
import { type BulkItem, outcomeWords, progressWords, runBulk } from '../../lib/bulk-run';
import { notifyError, notifyInfo, notifyWithUndo } from '../../lib/notify';
import { conversationKeys } from '../../lib/queries/conversations';
import { useInvalidate } from '../../lib/queries/invalidate';
import { jobKeys } from '../../lib/queries/jobs';
import { matchKeys } from '../../lib/queries/matches';

/** One card in a run, with where it stood before: what its Undo moves it back to. */
type BoardItem = BulkItem & { match: PipelineBoardMatch };
/** "1 candidate" / "3 candidates". */
const movedBack = (count: number) => (count === 1 ? '1 candidate' : `${count} candidates`);

type WasIn = { status: PipelineStatus; rejectionReason: RejectionReason | null };

/**
 * The board's bulk actions (issue 17) on the bulk runner: each selected candidate moves by the ordinary
 * update-match-status, one at a time, so the server applies its pipeline rules to each and a refused move is that
 * candidate's failure in the server's words. A rejection's message is one text with each candidate's first name
 * filled in. Undo moves every moved candidate back to the step it was in (a rejection is re-opened there, as the
 * board's own re-open does; a candidate taken out of Rejected goes back with the reason they had).
 */
export function useBoardBulk({
  practice,
  onSettled,
}: {
  /** The practice's name, for a message's `{practice}`. */
  practice?: string | null;
  /** After a run or an undo, once the server's data is read again (the job's activity). */
  onSettled?: () => void;
}): PipelineBoardBulk {
  const invalidate = useInvalidate();
  const [run, setRun] = useState<BulkToolbarRun | null>(null);
  const [result, setResult] = useState<BulkToolbarResult | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const running = useRef(false);

  const announce = (words: string) => {
    // The same words twice in a row are still read: clear first.
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(words));
  };
  const settle = async () => {
    await invalidate(matchKeys.all, jobKeys.all, conversationKeys.all).catch(() => undefined);
    onSettled?.();
  };

  const onMoveMany: PipelineBoardBulk['onMoveMany'] = async (matches, status, rejection) => {
    if (running.current || matches.length === 0) return [];
    running.current = true;
    const controller = new AbortController();
    const rejecting = status === PipelineStatus.Rejected;
    const verb = rejecting
      ? { running: 'Rejecting', done: 'rejected' }
      : { running: `Moving to ${status}`, done: `moved to ${status}` };
    const items: BoardItem[] = matches.map((match) => ({
      id: match._id,
      label: candidateName(match.candidate),
      match,
    }));
    const cancel = () => {
      controller.abort();
      setRun((current) => (current ? { ...current, cancelling: true } : current));
    };
    setResult(null);
    const outcome = await runBulk<BoardItem, WasIn>({
      items,
      run: async ({ match }) => {
        const message = rejection?.message
          ? fillTemplate(rejection.message, {
              firstName: match.candidate.firstName,
              jobTitle: match.job.title,
              practice,
            })
          : undefined;
        const carried: PipelineRejection | undefined = rejection
          ? { rejectionReason: rejection.rejectionReason, ...(message ? { message } : {}) }
          : undefined;
        // From where the board shows them: a card a colleague moved since is refused, not moved from elsewhere.
        await matchApi.updateMatchStatus(match._id, status, { ...carried, fromStatus: match.pipelineStatus });
        return { status: match.pipelineStatus, rejectionReason: match.rejectionReason ?? null };
      },
      undo: ({ match }, was) =>
        matchApi.updateMatchStatus(match._id, was.status, {
          // Back into Rejected needs its reason: the one the candidate had.
          ...(was.status === PipelineStatus.Rejected
            ? { rejectionReason: was.rejectionReason ?? 'other' }
            : {}),
          // Only from where this run put them: a move made since by someone else stays.
          fromStatus: status,
        }),
      signal: controller.signal,
      onProgress: (progress) => {
        if (items.length > 1 && progress.current) {
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
    running.current = false;
    await settle();
    const summary =
      items.length === 1 && outcome.succeeded.length === 1
        ? `${items[0]?.label} ${verb.done}.`
        : `${outcomeWords(verb.done, outcome)}.`;
    if (outcome.failed.length > 0) {
      const failures = outcome.failed.map((item) => `${item.label}: ${item.message}`).join(' ');
      announce(`${summary} ${failures}`);
      setResult({ summary, failures: outcome.failed, onDismiss: () => setResult(null) });
    } else {
      announce(summary);
    }
    const { undo } = outcome;
    if (undo) {
      void notifyWithUndo(summary, () => {
        void undo().then(async (undoFailed) => {
          await settle();
          const words =
            undoFailed.length === 0
              ? `Undone: ${movedBack(outcome.succeeded.length)} moved back to where they were.`
              : `Undo failed for ${undoFailed.map((item) => `${item.label} (${item.message})`).join(', ')}.`;
          announce(words);
          void (undoFailed.length === 0 ? notifyInfo(words) : notifyError(new Error(words)));
        });
      });
    }
    return outcome.succeeded.map((item) => item.id);
  };

  return { onMoveMany, run, result, announcement };
}
