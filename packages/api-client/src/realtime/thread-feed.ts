/** What the feed needs of a message: its place in the conversation (the server's order, from 1). */
export interface SequencedMessage {
  seq: number;
}

/** One page of messages after a seq, as the server answers `afterSeq`: bounded, so it says whether more remain. */
export interface ThreadFeedPage<Message extends SequencedMessage> {
  /** The messages just after the seq asked for, in seq order. */
  messages: readonly Message[];
  /** More messages follow the last of this page: the feed reads on from there. */
  hasNewer: boolean;
}

export interface ThreadFeedOptions<Message extends SequencedMessage> {
  /**
   * Reads the page of the conversation's messages after a seq, in seq order
   * (`get-single-conversation/{id}?afterSeq=` or `/employee/conversations/{id}?afterSeq=`; the conversation they
   * answer is such a page).
   */
  fetchAfter: (afterSeq: number) => Promise<ThreadFeedPage<Message>>;
  /** The last seq already shown (e.g. the thread as first read); 0 for a thread read from its start. */
  lastSeq?: number;
  /** Called with every message the feed holds, in seq order, after each change. */
  onChange?: (messages: readonly Message[]) => void;
  /** Called with each message the feed takes in, once, in seq order. */
  onAppend?: (message: Message, via: 'live' | 'catch-up') => void;
  /** How long a failed catch-up waits before it tries again; defaults to 1000 ms. */
  retryDelayMs?: number;
}

/** A refusal retrying cannot change (the session ended, the conversation is gone): an HTTP 4xx status. */
function isRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export interface ThreadFeed<Message extends SequencedMessage> {
  /**
   * Takes a message from the socket (`onMessage`) or from a send's answer. A message already held is ignored; one
   * after a gap is kept aside and the gap is read from the server first, so the thread is always whole and in
   * order.
   */
  receive(message: Message): void;
  /**
   * Reads what came after the last message held, a page at a time until nothing remains (call it when the socket
   * is back after a drop).
   */
  catchUp(): Promise<void>;
  /** Every message held, in seq order, each once. */
  messages(): readonly Message[];
  /** The seq of the last message held. */
  lastSeq(): number;
  /** Stops retrying a failed catch-up. */
  stop(): void;
}

/**
 * One conversation's thread as a client holds it: every message exactly once, in the server's order, whatever
 * the socket delivers twice, late or never. Socket events are a fast path; the server's `afterSeq` read is the
 * truth that fills any gap, after a reconnect or when a later seq shows one was missed.
 */
export function createThreadFeed<Message extends SequencedMessage>(
  options: ThreadFeedOptions<Message>,
): ThreadFeed<Message> {
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const held: Message[] = [];
  /** Messages received after a gap, by seq, until the gap is filled. */
  const ahead = new Map<number, Message>();
  let last = options.lastSeq ?? 0;
  let running: Promise<void> | null = null;
  let again = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  function append(message: Message, via: 'live' | 'catch-up'): boolean {
    if (message.seq !== last + 1) return false;
    held.push(message);
    last = message.seq;
    options.onAppend?.(message, via);
    return true;
  }

  /** Appends the messages kept aside that now follow on. */
  function drainAhead(): boolean {
    let appended = false;
    for (let next = ahead.get(last + 1); next; next = ahead.get(last + 1)) {
      ahead.delete(next.seq);
      appended = append(next, 'live') || appended;
    }
    for (const seq of ahead.keys()) if (seq <= last) ahead.delete(seq);
    return appended;
  }

  const changed = () => options.onChange?.([...held]);

  /** Reads page after page until the server has nothing after the last message held. */
  async function readGap(): Promise<void> {
    let more = false;
    do {
      again = false;
      const page = await options.fetchAfter(last);
      let appended = false;
      for (const message of page.messages) appended = append(message, 'catch-up') || appended;
      // Read on only after progress: a page that added nothing would be asked for again, forever.
      more = page.hasNewer && appended;
      appended = drainAhead() || appended;
      if (appended) changed();
    } while ((again || more) && !stopped);
  }

  function catchUp(): Promise<void> {
    if (running) {
      // A read is under way; read once more after it, since this call may know of later messages.
      again = true;
      return running;
    }
    if (retryTimer) {
      clearTimeout(retryTimer);
      retryTimer = null;
    }
    running = readGap()
      .catch((error: unknown) => {
        // The server is out of reach: try again shortly (a reconnect also calls catchUp). A refusal is final.
        if (!stopped && !retryTimer && !isRefusal(error)) {
          retryTimer = setTimeout(() => {
            retryTimer = null;
            void catchUp();
          }, retryDelayMs);
        }
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    receive(message) {
      if (message.seq <= last) return;
      if (append(message, 'live')) {
        drainAhead();
        changed();
        return;
      }
      ahead.set(message.seq, message);
      void catchUp();
    },
    catchUp,
    messages: () => [...held],
    lastSeq: () => last,
    stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
    },
  };
}
