import { createTempMessageId, MessageStatus, transitionMessage } from '@medhire/domain';

/** A message the employer typed, from the moment it is queued until the server has it (spec §4). */
export interface OutboxMessage<ServerMessage> {
  /** The temporary id sent with the message; it never changes, so a retry is never doubled by the server. */
  tempMsgId: number;
  body: string;
  /** 1 sending, 2 sent, 3 failed. */
  status: MessageStatus;
  /** When the employer queued it (ISO). */
  queuedAt: string;
  /** True while the device is offline: the message is kept as sending and goes out on `flush()`. */
  waiting: boolean;
  /** The server's message once sent (status 2). */
  message: ServerMessage | null;
  /** Why the last attempt failed (status 3). */
  error: string | null;
}

export interface MessageOutboxOptions<ServerMessage> {
  /** Sends one message (e.g. `POST /employer/conversation/send-message/{id}`); resolves with the server's message. */
  send: (body: string, tempMsgId: number) => Promise<ServerMessage>;
  /** Called with every message of the outbox, in the order queued, after each change. */
  onChange?: (messages: readonly OutboxMessage<ServerMessage>[]) => void;
  /** Defaults to `navigator.onLine` (true where there is no navigator). */
  isOnline?: () => boolean;
  /** Defaults to the domain's `createTempMessageId`. */
  createId?: () => number;
  now?: () => Date;
}

export interface MessageOutbox<ServerMessage> {
  /** Adds a message as sending (1) and sends it, or keeps it waiting while offline. Returns it as queued. */
  queue(body: string): OutboxMessage<ServerMessage>;
  /** Sends a failed (3) or waiting message again with the same `tempMsgId`; false when there is nothing to resend. */
  retry(tempMsgId: number): boolean;
  /** Sends every waiting message (call it on socket reconnect and on the browser's `online` event). */
  flush(): Promise<void>;
  /** Drops a message from the outbox (e.g. once the conversation re-read holds the sent message). */
  discard(tempMsgId: number): void;
  /** Every message, in the order queued. */
  messages(): readonly OutboxMessage<ServerMessage>[];
}

function defaultIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * The client side of "a message is never lost": every message is kept with its text and its temporary id
 * until the server confirms it. A message is never sent twice at the same time, whatever mix of `queue`,
 * `retry` and `flush` calls arrives.
 */
export function createMessageOutbox<ServerMessage>(
  options: MessageOutboxOptions<ServerMessage>,
): MessageOutbox<ServerMessage> {
  const isOnline = options.isOnline ?? defaultIsOnline;
  const createId = options.createId ?? (() => createTempMessageId());
  const now = options.now ?? (() => new Date());
  const entries: OutboxMessage<ServerMessage>[] = [];
  const inFlight = new Map<number, Promise<void>>();

  const find = (tempMsgId: number) => entries.find((entry) => entry.tempMsgId === tempMsgId);
  const snapshot = () => entries.map((entry) => ({ ...entry }));
  const changed = () => options.onChange?.(snapshot());

  function update(tempMsgId: number, patch: Partial<OutboxMessage<ServerMessage>>): void {
    const entry = find(tempMsgId);
    if (!entry) return;
    Object.assign(entry, patch);
    changed();
  }

  /** Every temporary id this outbox has given out, sent or not. */
  const used = new Set<number>();

  function nextId(): number {
    let id = createId();
    // Two messages of one outbox never share a temporary id, even long after the first was sent: the ids are
    // few (spec §9) and the server takes a known id with the same text as a retry.
    for (let attempt = 0; used.has(id) && attempt < 50; attempt += 1) id = createId();
    used.add(id);
    return id;
  }

  function attempt(entry: OutboxMessage<ServerMessage>): Promise<void> {
    const running = inFlight.get(entry.tempMsgId);
    if (running) return running;
    if (!isOnline()) {
      if (!entry.waiting) update(entry.tempMsgId, { waiting: true });
      return Promise.resolve();
    }
    const { tempMsgId, body } = entry;
    if (entry.waiting) update(tempMsgId, { waiting: false });
    const sending = (async () => {
      try {
        const message = await options.send(body, tempMsgId);
        update(tempMsgId, {
          status: transitionMessage(MessageStatus.Sending, 'succeeded'),
          message,
          error: null,
          waiting: false,
        });
      } catch (error) {
        // Offline, the message waits for the connection; with the browser online, an unreachable server is a
        // failure the employer sees (status 3, a toast) and retries with the same temporary id.
        if (!isOnline()) {
          update(tempMsgId, { waiting: true });
        } else {
          update(tempMsgId, {
            status: transitionMessage(MessageStatus.Sending, 'failed'),
            error: messageOf(error),
            waiting: false,
          });
        }
      } finally {
        inFlight.delete(tempMsgId);
      }
    })();
    inFlight.set(tempMsgId, sending);
    return sending;
  }

  return {
    queue(body) {
      const entry: OutboxMessage<ServerMessage> = {
        tempMsgId: nextId(),
        body,
        status: MessageStatus.Sending,
        queuedAt: now().toISOString(),
        waiting: false,
        message: null,
        error: null,
      };
      entries.push(entry);
      changed();
      void attempt(entry);
      return { ...entry };
    },
    retry(tempMsgId) {
      const entry = find(tempMsgId);
      if (!entry || inFlight.has(tempMsgId)) return false;
      if (entry.status === MessageStatus.Failed) {
        update(tempMsgId, { status: transitionMessage(entry.status, 'resend'), error: null });
      } else if (!(entry.status === MessageStatus.Sending && entry.waiting)) {
        return false;
      }
      void attempt(entry);
      return true;
    },
    async flush() {
      const pending = entries.filter((entry) => entry.status === MessageStatus.Sending && entry.waiting);
      await Promise.all(pending.map((entry) => attempt(entry)));
    },
    discard(tempMsgId) {
      const index = entries.findIndex((entry) => entry.tempMsgId === tempMsgId);
      if (index === -1) return;
      entries.splice(index, 1);
      changed();
    },
    messages: snapshot,
  };
}

/**
 * Flushes the outbox each time the browser reports it is back `online`. Returns a function that stops
 * listening. `target` defaults to `window` (nothing is listened to where there is none).
 */
export function flushWhenOnline(
  outbox: Pick<MessageOutbox<unknown>, 'flush'>,
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined = typeof window ===
  'undefined'
    ? undefined
    : window,
): () => void {
  if (!target) return () => {};
  const onOnline = () => {
    void outbox.flush();
  };
  target.addEventListener('online', onOnline);
  return () => target.removeEventListener('online', onOnline);
}
