import { afterEach, describe, expect, it, vi } from 'vitest';
import { createThreadFeed } from './thread-feed';

interface Message {
  seq: number;
  body: string;
}

const message = (seq: number): Message => ({ seq, body: `message ${seq}` });

/**
 * A server holding messages 1…count; `fetchAfter` answers the page of at most `pageSize` after a seq, like
 * `afterSeq`.
 */
function server(count: number, pageSize = 100) {
  const stored = Array.from({ length: count }, (_, index) => message(index + 1));
  const reads: number[] = [];
  const fetchAfter = vi.fn(async (afterSeq: number) => {
    reads.push(afterSeq);
    const after = stored.filter((item) => item.seq > afterSeq);
    return { messages: after.slice(0, pageSize), hasNewer: after.length > pageSize };
  });
  return { stored, reads, fetchAfter };
}

const seqs = (messages: readonly Message[]) => messages.map((item) => item.seq);

afterEach(() => {
  vi.useRealTimers();
});

describe('createThreadFeed', () => {
  it('takes live messages in order and ignores one delivered twice', () => {
    const { fetchAfter } = server(3);
    const changes: number[][] = [];
    const feed = createThreadFeed<Message>({ fetchAfter, onChange: (all) => changes.push(seqs(all)) });
    feed.receive(message(1));
    feed.receive(message(2));
    feed.receive(message(2));
    feed.receive(message(1));
    expect(seqs(feed.messages())).toEqual([1, 2]);
    expect(feed.lastSeq()).toBe(2);
    expect(changes).toEqual([[1], [1, 2]]);
    expect(fetchAfter).not.toHaveBeenCalled();
  });

  it('starts after the thread as first read', () => {
    const { fetchAfter } = server(12);
    const feed = createThreadFeed<Message>({ fetchAfter, lastSeq: 10 });
    feed.receive(message(9));
    feed.receive(message(11));
    expect(seqs(feed.messages())).toEqual([11]);
  });

  it('fills a gap a later seq reveals from the server, keeping what arrived ahead', async () => {
    const { fetchAfter, reads } = server(5);
    const appended: [number, string][] = [];
    const feed = createThreadFeed<Message>({
      fetchAfter: async (afterSeq) => {
        const page = await fetchAfter(afterSeq);
        return { messages: page.messages.filter((item) => item.seq < 5), hasNewer: false };
      },
      onAppend: (item, via) => appended.push([item.seq, via]),
    });
    feed.receive(message(1));
    feed.receive(message(5));
    expect(seqs(feed.messages())).toEqual([1]);
    // The gap is read by itself, once.
    await vi.waitFor(() => expect(seqs(feed.messages())).toEqual([1, 2, 3, 4, 5]));
    expect(reads).toEqual([1]);
    expect(appended).toEqual([
      [1, 'live'],
      [2, 'catch-up'],
      [3, 'catch-up'],
      [4, 'catch-up'],
      [5, 'live'],
    ]);
  });

  it('catches up after a reconnect with the last seq it holds', async () => {
    const { fetchAfter, reads } = server(4);
    const feed = createThreadFeed<Message>({ fetchAfter });
    feed.receive(message(1));
    feed.receive(message(2));
    await feed.catchUp();
    expect(reads).toEqual([2]);
    expect(seqs(feed.messages())).toEqual([1, 2, 3, 4]);
  });

  it('reads page after page until the server has nothing newer', async () => {
    const { fetchAfter, reads } = server(23, 10);
    const changes: number[] = [];
    const feed = createThreadFeed<Message>({
      fetchAfter,
      lastSeq: 2,
      onChange: (all) => changes.push(all.length),
    });
    await feed.catchUp();
    expect(reads).toEqual([2, 12, 22]);
    expect(seqs(feed.messages())).toEqual(Array.from({ length: 21 }, (_, index) => index + 3));
    expect(changes).toEqual([10, 20, 21]);
  });

  it('stops reading when a page the server says is followed by more adds nothing', async () => {
    const reads: number[] = [];
    const feed = createThreadFeed<Message>({
      fetchAfter: async (afterSeq) => {
        reads.push(afterSeq);
        return { messages: [], hasNewer: true };
      },
    });
    await feed.catchUp();
    expect(reads).toEqual([0]);
  });

  it('reads once more when asked again during a read, and never reads twice at once', async () => {
    const { stored, fetchAfter } = server(2);
    let inFlight = 0;
    let most = 0;
    const feed = createThreadFeed<Message>({
      fetchAfter: async (afterSeq) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return fetchAfter(afterSeq);
      },
    });
    const first = feed.catchUp();
    stored.push(message(3));
    const second = feed.catchUp();
    await Promise.all([first, second]);
    expect(most).toBe(1);
    expect(seqs(feed.messages())).toEqual([1, 2, 3]);
  });

  it('retries a catch-up the server did not answer until stopped, and never one it refused', async () => {
    vi.useFakeTimers();
    const { fetchAfter } = server(2);
    let reachable = false;
    const attempts: number[] = [];
    const feed = createThreadFeed<Message>({
      retryDelayMs: 1000,
      fetchAfter: async (afterSeq) => {
        attempts.push(afterSeq);
        if (!reachable) throw new Error('Network Error.!');
        return fetchAfter(afterSeq);
      },
    });
    await feed.catchUp();
    expect(feed.messages()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(attempts).toHaveLength(2);
    reachable = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(seqs(feed.messages())).toEqual([1, 2]);

    const refused: number[] = [];
    const refusedFeed = createThreadFeed<Message>({
      retryDelayMs: 1000,
      fetchAfter: async (afterSeq) => {
        refused.push(afterSeq);
        throw Object.assign(new Error('This conversation was not found.'), { status: 404 });
      },
    });
    await refusedFeed.catchUp();
    await vi.advanceTimersByTimeAsync(5000);
    expect(refused).toHaveLength(1);

    const stoppedFeed = createThreadFeed<Message>({
      retryDelayMs: 1000,
      fetchAfter: async () => {
        throw new Error('Network Error.!');
      },
    });
    await stoppedFeed.catchUp();
    stoppedFeed.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(stoppedFeed.messages()).toEqual([]);
  });
});
