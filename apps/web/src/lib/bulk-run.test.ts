import { describe, expect, it, vi } from 'vitest';
import { type BulkProgress, outcomeWords, progressWords, runBulk } from './bulk-run';

const items = ['a', 'b', 'c', 'd'].map((id) => ({ id, label: `Dr. ${id.toUpperCase()}` }));

describe('runBulk', () => {
  it('runs item by item, in order, one at a time, and reports progress before each and at the end', async () => {
    const order: string[] = [];
    let running = 0;
    const progress: BulkProgress[] = [];
    const outcome = await runBulk({
      items,
      run: async (item) => {
        running += 1;
        expect(running).toBe(1);
        order.push(item.id);
        await Promise.resolve();
        running -= 1;
        return item.id;
      },
      onProgress: (step) => progress.push(step),
    });
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    expect(progress.map((step) => [step.done, step.current?.id ?? null])).toEqual([
      [0, 'a'],
      [1, 'b'],
      [2, 'c'],
      [3, 'd'],
      [4, null],
    ]);
    expect(outcome.succeeded.map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(outcome).toMatchObject({ failed: [], skipped: [], cancelled: false, undo: null });
  });

  it('keeps going past a failure and names each failed item with the server’s words', async () => {
    const outcome = await runBulk({
      items,
      run: async (item) => {
        if (item.id === 'b') throw new Error('This candidate is already matched to this job.');
        if (item.id === 'c') throw 'not an error';
      },
    });
    expect(outcome.succeeded.map((item) => item.id)).toEqual(['a', 'd']);
    expect(outcome.failed).toEqual([
      { id: 'b', label: 'Dr. B', message: 'This candidate is already matched to this job.' },
      { id: 'c', label: 'Dr. C', message: 'Something went wrong. Please try again.' },
    ]);
  });

  it('stops before the next item when cancelled and lists the ones not tried', async () => {
    const controller = new AbortController();
    const run = vi.fn(async (item: { id: string }) => {
      if (item.id === 'b') controller.abort();
    });
    const outcome = await runBulk({ items, run, signal: controller.signal });
    expect(run).toHaveBeenCalledTimes(2);
    expect(outcome.cancelled).toBe(true);
    expect(outcome.skipped.map((item) => item.id)).toEqual(['c', 'd']);
  });

  it('undoes only what succeeded, newest first, with what each run answered, and reports undo failures', async () => {
    const undone: string[] = [];
    const outcome = await runBulk({
      items,
      run: async (item) => {
        if (item.id === 'c') throw new Error('refused');
        return `match-${item.id}`;
      },
      undo: async (item, done) => {
        if (item.id === 'd') throw new Error('The invite was already accepted.');
        undone.push(done);
      },
    });
    const undoFailed = await outcome.undo?.();
    expect(undone).toEqual(['match-b', 'match-a']);
    expect(undoFailed).toEqual([{ id: 'd', label: 'Dr. D', message: 'The invite was already accepted.' }]);
  });

  it('offers no undo when nothing succeeded', async () => {
    const outcome = await runBulk({
      items: items.slice(0, 1),
      run: async () => {
        throw new Error('no');
      },
      undo: async () => {},
    });
    expect(outcome.undo).toBeNull();
  });

  it('runs nothing for no items', async () => {
    const run = vi.fn();
    const outcome = await runBulk({ items: [], run });
    expect(run).not.toHaveBeenCalled();
    expect(outcome.succeeded).toEqual([]);
  });
});

describe('words', () => {
  it('counts the item under way from 1 and never past the total', () => {
    expect(progressWords('Inviting', { done: 3, total: 10, current: items[0] ?? null })).toBe(
      'Inviting 4 of 10…',
    );
    expect(progressWords('Saving', { done: 10, total: 10, current: null })).toBe('Saving 10 of 10…');
  });

  it('says how a run ended', () => {
    const one = [{ id: 'a', label: 'A' }];
    expect(outcomeWords('invited', { succeeded: one, failed: [], skipped: [] })).toBe('1 invited');
    expect(
      outcomeWords('rejected', {
        succeeded: one,
        failed: [{ id: 'b', label: 'B', message: 'x' }],
        skipped: [...one, ...one],
      }),
    ).toBe('1 rejected, 1 failed, 2 not tried (cancelled)');
  });
});
