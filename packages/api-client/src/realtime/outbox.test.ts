import { MessageStatus, NETWORK_ERROR_MESSAGE } from '@medhire/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { createMessageOutbox, flushWhenOnline, type OutboxMessage } from './outbox';

interface ServerMessage {
  _id: string;
  body: string;
  tempMsgId: number;
  status: 2;
}

interface Deferred {
  body: string;
  tempMsgId: number;
  resolve: (message: ServerMessage) => void;
  reject: (error: unknown) => void;
}

/** A `send` whose calls are answered by the test, one by one. */
function controlledSend() {
  const calls: Deferred[] = [];
  const send = (body: string, tempMsgId: number) =>
    new Promise<ServerMessage>((resolve, reject) => {
      calls.push({ body, tempMsgId, resolve, reject });
    });
  const succeed = (index: number) => {
    const call = calls[index];
    if (!call) throw new Error(`no send call ${index}`);
    call.resolve({ _id: `srv-${index}`, body: call.body, tempMsgId: call.tempMsgId, status: 2 });
  };
  const fail = (index: number, error: unknown) => {
    const call = calls[index];
    if (!call) throw new Error(`no send call ${index}`);
    call.reject(error);
  };
  return { calls, send, succeed, fail };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(online = { value: true }) {
  const server = controlledSend();
  const changes: (readonly OutboxMessage<ServerMessage>[])[] = [];
  let nextId = 100;
  const outbox = createMessageOutbox<ServerMessage>({
    send: server.send,
    onChange: (messages) => changes.push(messages),
    isOnline: () => online.value,
    createId: () => nextId++,
  });
  return { server, changes, outbox, online };
}

describe('createMessageOutbox', () => {
  it('queues a message as sending with a temporary id, then marks it sent with the server message', async () => {
    const { server, outbox, changes } = setup();
    const queued = outbox.queue('Hello Dr. Reyes');
    expect(queued).toMatchObject({ body: 'Hello Dr. Reyes', status: MessageStatus.Sending, tempMsgId: 100 });
    expect(server.calls).toEqual([expect.objectContaining({ body: 'Hello Dr. Reyes', tempMsgId: 100 })]);
    expect(changes.at(-1)?.[0]?.status).toBe(MessageStatus.Sending);

    server.succeed(0);
    await settle();
    expect(outbox.messages()[0]).toMatchObject({
      status: MessageStatus.Sent,
      message: { _id: 'srv-0', tempMsgId: 100 },
      error: null,
    });
    expect(changes.at(-1)?.[0]?.status).toBe(MessageStatus.Sent);
  });

  it('never gives a temporary id twice, even once the first message is sent and discarded', async () => {
    const draws = [7, 7, 7, 8, 7, 8, 9];
    const sent: number[] = [];
    const outbox = createMessageOutbox({
      send: async (_body, tempMsgId) => {
        sent.push(tempMsgId);
        return {};
      },
      isOnline: () => true,
      createId: () => draws.shift() ?? 10,
    });
    const first = outbox.queue('Is Friday still open?');
    await settle();
    outbox.discard(first.tempMsgId);
    outbox.queue('Friday 9 to 12 works.');
    outbox.queue('See you then.');
    await settle();
    expect(sent).toEqual([7, 8, 9]);
  });

  it('uses the domain temporary id (0 to 123455) when none is injected', () => {
    const tempIds: number[] = [];
    const outbox = createMessageOutbox({
      send: async (_body, tempMsgId) => {
        tempIds.push(tempMsgId);
        return {};
      },
      isOnline: () => true,
    });
    const { tempMsgId } = outbox.queue('Hi');
    expect(tempIds).toEqual([tempMsgId]);
    expect(Number.isInteger(tempMsgId) && tempMsgId >= 0 && tempMsgId <= 123_455).toBe(true);
  });

  const failures: { name: string; error: unknown; expected: string }[] = [
    {
      name: 'a server refusal',
      error: new ApiError('Conversation not found', 404),
      expected: 'Conversation not found',
    },
    { name: 'a thrown error', error: new Error('Something broke'), expected: 'Something broke' },
  ];
  for (const { name, error, expected } of failures) {
    it(`marks the message failed on ${name} and keeps its text`, async () => {
      const { server, outbox } = setup();
      outbox.queue('Are you free on Monday?');
      server.fail(0, error);
      await settle();
      expect(outbox.messages()).toEqual([
        expect.objectContaining({
          body: 'Are you free on Monday?',
          status: MessageStatus.Failed,
          error: expected,
          tempMsgId: 100,
        }),
      ]);
    });
  }

  it('retries a failed message as sending with the SAME temporary id', async () => {
    const { server, outbox } = setup();
    outbox.queue('Second try');
    server.fail(0, new ApiError('Server busy', 503));
    await settle();

    expect(outbox.retry(100)).toBe(true);
    expect(outbox.messages()[0]).toMatchObject({ status: MessageStatus.Sending, error: null });
    expect(server.calls.map((call) => call.tempMsgId)).toEqual([100, 100]);

    server.succeed(1);
    await settle();
    expect(outbox.messages()[0]).toMatchObject({ status: MessageStatus.Sent, tempMsgId: 100 });
    expect(outbox.messages()).toHaveLength(1);
  });

  it('does not retry a message that is sending or already sent', async () => {
    const { server, outbox } = setup();
    outbox.queue('One');
    expect(outbox.retry(100)).toBe(false);
    server.succeed(0);
    await settle();
    expect(outbox.retry(100)).toBe(false);
    expect(outbox.retry(999)).toBe(false);
    expect(server.calls).toHaveLength(1);
  });

  it('keeps a message waiting while offline and sends it on flush', async () => {
    const { server, outbox, online } = setup({ value: false });
    outbox.queue('Typed in the tunnel');
    expect(server.calls).toHaveLength(0);
    expect(outbox.messages()[0]).toMatchObject({ status: MessageStatus.Sending, waiting: true });

    await outbox.flush();
    expect(server.calls).toHaveLength(0);

    online.value = true;
    const flushed = outbox.flush();
    expect(server.calls).toEqual([expect.objectContaining({ body: 'Typed in the tunnel', tempMsgId: 100 })]);
    server.succeed(0);
    await flushed;
    expect(outbox.messages()[0]).toMatchObject({ status: MessageStatus.Sent, waiting: false });
  });

  it('marks a message failed when the server cannot be reached while online, and resends it once', async () => {
    const { server, outbox } = setup();
    outbox.queue('Server is down');
    server.fail(0, new ApiError(NETWORK_ERROR_MESSAGE, 0));
    await settle();
    expect(outbox.messages()[0]).toMatchObject({
      status: MessageStatus.Failed,
      waiting: false,
      error: NETWORK_ERROR_MESSAGE,
      body: 'Server is down',
    });

    // Nothing goes out by itself: the employer retries, with the same temporary id.
    await outbox.flush();
    expect(server.calls).toHaveLength(1);
    expect(outbox.retry(100)).toBe(true);
    expect(server.calls.map((call) => call.tempMsgId)).toEqual([100, 100]);
    server.succeed(1);
    await settle();
    expect(outbox.messages()[0]).toMatchObject({ status: MessageStatus.Sent });
  });

  it('sends a message only once when flush and retry race', async () => {
    const { server, outbox, online } = setup({ value: false });
    outbox.queue('Only once');
    online.value = true;

    const first = outbox.flush();
    const retried = outbox.retry(100);
    const second = outbox.flush();
    expect(retried).toBe(false);
    expect(server.calls).toHaveLength(1);

    server.succeed(0);
    await Promise.all([first, second]);
    await outbox.flush();
    expect(server.calls).toHaveLength(1);
    expect(outbox.messages()).toEqual([
      expect.objectContaining({ status: MessageStatus.Sent, tempMsgId: 100 }),
    ]);
  });

  it('sends a message only once when a retry comes before the flush', async () => {
    const { server, outbox } = setup();
    outbox.queue('Retry first');
    server.fail(0, new ApiError(NETWORK_ERROR_MESSAGE, 0));
    await settle();

    expect(outbox.retry(100)).toBe(true);
    const flushed = outbox.flush();
    expect(server.calls).toHaveLength(2);
    server.succeed(1);
    await flushed;
    expect(server.calls.map((call) => call.tempMsgId)).toEqual([100, 100]);
  });

  it('flush leaves failed messages for the employer to retry', async () => {
    const { server, outbox } = setup();
    outbox.queue('Refused');
    server.fail(0, new ApiError('Message is too long', 400));
    await settle();
    await outbox.flush();
    expect(server.calls).toHaveLength(1);
    expect(outbox.messages()[0]?.status).toBe(MessageStatus.Failed);
  });

  it('keeps several messages in the order queued, each with its own temporary id', async () => {
    const { server, outbox } = setup();
    outbox.queue('First');
    outbox.queue('Second');
    server.succeed(1);
    server.fail(0, new ApiError('Nope', 400));
    await settle();
    expect(outbox.messages().map(({ body, tempMsgId, status }) => ({ body, tempMsgId, status }))).toEqual([
      { body: 'First', tempMsgId: 100, status: MessageStatus.Failed },
      { body: 'Second', tempMsgId: 101, status: MessageStatus.Sent },
    ]);
    outbox.discard(101);
    expect(outbox.messages().map((message) => message.body)).toEqual(['First']);
  });

  it('flushes the waiting messages when the browser is back online, until told to stop', async () => {
    const { server, outbox, online } = setup({ value: false });
    const browser = new EventTarget();
    const stop = flushWhenOnline(outbox, browser);
    outbox.queue('Back online');
    expect(server.calls).toHaveLength(0);

    online.value = true;
    browser.dispatchEvent(new Event('online'));
    expect(server.calls).toEqual([expect.objectContaining({ body: 'Back online', tempMsgId: 100 })]);
    server.succeed(0);
    await settle();
    expect(outbox.messages()[0]?.status).toBe(MessageStatus.Sent);

    stop();
    online.value = false;
    outbox.queue('After stop');
    online.value = true;
    browser.dispatchEvent(new Event('online'));
    expect(server.calls).toHaveLength(1);
  });
});
