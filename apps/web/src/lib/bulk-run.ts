/**
 * The bulk-action runner (issue 17): one action over many candidates, item by item against the ordinary
 * endpoints (never a request heavier than a single one), with progress, cancellation between items, a result per
 * item and the list of what to undo. Framework-free: every side effect comes in as an option.
 */

/** One item of a run: its id and how it reads ("Dr. Maya Chen"). */
export interface BulkItem {
  id: string;
  label: string;
}

/** Where a run stands, after each item. */
export interface BulkProgress {
  /** Items finished (succeeded or failed). */
  done: number;
  total: number;
  /** The item being worked on now, or null once the run has ended. */
  current: BulkItem | null;
}

/** One item that failed, with the server's words. */
export interface BulkFailure extends BulkItem {
  message: string;
}

/** How a run ended. */
export interface BulkOutcome {
  succeeded: BulkItem[];
  failed: BulkFailure[];
  /** Items not tried because the run was cancelled. */
  skipped: BulkItem[];
  cancelled: boolean;
  /**
   * Reverses what succeeded, newest first, item by item; null when nothing succeeded or the action has no undo.
   * Resolves to the items whose undo failed (empty when every one was reversed).
   */
  undo: (() => Promise<BulkFailure[]>) | null;
}

/** What a run needs. */
export interface BulkRunOptions<Item extends BulkItem, Done> {
  items: readonly Item[];
  /** Does the action for one item; its answer is kept for the undo. Throw an `Error` with words to fail it. */
  run: (item: Item) => Promise<Done>;
  /** Reverses the action for one item that succeeded. Without it the run has no undo. */
  undo?: (item: Item, done: Done) => Promise<unknown>;
  onProgress?: (progress: BulkProgress) => void;
  /** Aborting stops the run before the next item (the one under way finishes). */
  signal?: AbortSignal;
}

/** The words of a failure: the error's message, or a sentence that says nothing went through. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** Runs `run` for each item in order, one at a time; see {@link BulkOutcome}. */
export async function runBulk<Item extends BulkItem, Done>({
  items,
  run,
  undo,
  onProgress,
  signal,
}: BulkRunOptions<Item, Done>): Promise<BulkOutcome> {
  const succeeded: { item: Item; done: Done }[] = [];
  const failed: BulkFailure[] = [];
  const skipped: BulkItem[] = [];
  const total = items.length;
  let index = 0;
  for (const item of items) {
    if (signal?.aborted) {
      skipped.push(...items.slice(index).map(({ id, label }) => ({ id, label })));
      break;
    }
    onProgress?.({ done: index, total, current: item });
    try {
      succeeded.push({ item, done: await run(item) });
    } catch (error) {
      failed.push({ id: item.id, label: item.label, message: failureMessage(error) });
    }
    index += 1;
  }
  onProgress?.({ done: index, total, current: null });
  const reversible = undo && succeeded.length > 0 ? undo : null;
  return {
    succeeded: succeeded.map(({ item }) => ({ id: item.id, label: item.label })),
    failed,
    skipped,
    cancelled: skipped.length > 0,
    undo: reversible
      ? async () => {
          const undoFailed: BulkFailure[] = [];
          for (const { item, done } of [...succeeded].reverse()) {
            try {
              await reversible(item, done);
            } catch (error) {
              undoFailed.push({ id: item.id, label: item.label, message: failureMessage(error) });
            }
          }
          return undoFailed;
        }
      : null,
  };
}

/** "Inviting 4 of 10…": the item under way, counted from 1. */
export function progressWords(verb: string, progress: BulkProgress): string {
  const position = Math.min(progress.done + 1, progress.total);
  return `${verb} ${position} of ${progress.total}…`;
}

/** "3 saved", "2 invited, 1 failed", "1 rejected, 1 failed, 3 not tried (cancelled)": how a run ended, in words. */
export function outcomeWords(
  pastTense: string,
  outcome: Pick<BulkOutcome, 'succeeded' | 'failed' | 'skipped'>,
) {
  const parts = [`${outcome.succeeded.length} ${pastTense}`];
  if (outcome.failed.length > 0) parts.push(`${outcome.failed.length} failed`);
  if (outcome.skipped.length > 0) parts.push(`${outcome.skipped.length} not tried (cancelled)`);
  return parts.join(', ');
}
