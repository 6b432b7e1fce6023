import { createServer, type Server as HttpServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { type RealtimeMessageEvent, SOCKET_START_DELAY_MS } from '@medhire/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeConnection, type RealtimeConnection } from './connection';

/** The few parts of the socket.io server these tests use. */
interface ServerSocket {
  handshake: { query: Record<string, unknown>; auth: Record<string, unknown> };
  emit(event: string, payload: unknown): void;
  disconnect(close?: boolean): void;
  conn: { close(): void };
}
interface IoServer {
  use(middleware: (socket: ServerSocket, next: (error?: Error) => void) => void): void;
  on(event: 'connection', listener: (socket: ServerSocket) => void): void;
  close(): Promise<void> | void;
}
interface SocketIoModule {
  Server: new (server: HttpServer, options?: Record<string, unknown>) => IoServer;
}

// The socket.io server is a dependency of the API; this package resolves it from there.
const requireFromApi = createRequire(new URL('../../../../apps/api/package.json', import.meta.url));
const { Server } = requireFromApi('socket.io') as SocketIoModule;

let httpServer: HttpServer;
let ioServer: IoServer;
let baseUrl = '';
let sockets: ServerSocket[] = [];
let connection: RealtimeConnection | null = null;

function nextSocket(after: number): Promise<ServerSocket> {
  return vi.waitFor(
    () => {
      const socket = sockets[after];
      if (!socket) throw new Error('no connection yet');
      return socket;
    },
    { timeout: 8_000, interval: 20 },
  );
}

beforeEach(async () => {
  httpServer = createServer();
  ioServer = new Server(httpServer);
  sockets = [];
  ioServer.on('connection', (socket) => {
    sockets.push(socket);
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterEach(async () => {
  connection?.stop();
  connection = null;
  await ioServer.close();
});

describe('createRealtimeConnection against a socket.io server', () => {
  it('connects with the uid query and the session token', async () => {
    connection = createRealtimeConnection({ baseUrl, getUid: () => 'emp-1', getToken: () => 'token-abc' });
    connection.start();
    const socket = await nextSocket(0);
    expect(socket.handshake.query.uid).toBe('emp-1');
    expect(socket.handshake.auth).toEqual({ token: 'token-abc' });
    await vi.waitFor(() => expect(connection?.isConnected()).toBe(true));
  });

  it('does not connect without a user id', async () => {
    connection = createRealtimeConnection({ baseUrl, getUid: () => null, getToken: () => 'token-abc' });
    connection.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sockets).toHaveLength(0);
  });

  it('passes onMessage, onNotification and onMessageDeleted events to the app', async () => {
    const messages: RealtimeMessageEvent[] = [];
    const notifications: unknown[] = [];
    const deletions: unknown[] = [];
    connection = createRealtimeConnection({
      baseUrl,
      getUid: () => 'emp-1',
      getToken: () => 't',
      onMessage: (event) => messages.push(event),
      onNotification: (notification) => notifications.push(notification),
      onMessageDeleted: (event) => deletions.push(event),
    });
    connection.start();
    const socket = await nextSocket(0);
    await vi.waitFor(() => expect(connection?.isConnected()).toBe(true));

    const message = {
      _id: 'msg-1',
      conversationId: 'conv-1',
      seq: 4,
      body: 'Thanks, see you Monday',
      status: 2,
      sentTime: '2026-11-26T02:00:00.000Z',
      sender: 'candidate',
      senderId: 'cand-1',
      isDeleted: false,
    };
    const notification = {
      _id: 'n-1',
      title: 'New message',
      body: 'Thanks, see you Monday',
      data: { type: 5, markAsRead: false, conversation: 'conv-1' },
      createdAt: '2026-11-26T02:00:00.000Z',
    };
    socket.emit('onMessage', { conversationId: 'conv-1', message });
    socket.emit('onNotification', notification);
    socket.emit('onMessageDeleted', { conversationId: 'conv-1', messageId: 'msg-0' });

    await vi.waitFor(() => expect(deletions).toHaveLength(1));
    expect(messages).toEqual([{ conversationId: 'conv-1', message }]);
    expect(notifications).toEqual([notification]);
    expect(deletions).toEqual([{ conversationId: 'conv-1', messageId: 'msg-0' }]);
  });

  const drops: { name: string; drop: (socket: ServerSocket) => void }[] = [
    { name: 'the connection is cut', drop: (socket) => socket.conn.close() },
    { name: 'the server disconnects the socket', drop: (socket) => socket.disconnect(true) },
  ];
  for (const { name, drop } of drops) {
    it(`reconnects when ${name}, with a fresh token, and calls onReconnect`, async () => {
      let token = 'first-token';
      const reconnects: number[] = [];
      const received: RealtimeMessageEvent[] = [];
      connection = createRealtimeConnection({
        baseUrl,
        getUid: () => 'emp-1',
        getToken: () => token,
        onReconnect: () => reconnects.push(Date.now()),
        onMessage: (event) => received.push(event),
      });
      connection.start();
      const first = await nextSocket(0);
      await vi.waitFor(() => expect(connection?.isConnected()).toBe(true));
      expect(reconnects).toHaveLength(0);

      token = 'second-token';
      drop(first);
      const second = await nextSocket(1);
      expect(second.handshake.query.uid).toBe('emp-1');
      expect(second.handshake.auth).toEqual({ token: 'second-token' });
      await vi.waitFor(() => expect(reconnects).toHaveLength(1), { timeout: 8_000 });

      second.emit('onMessage', { conversationId: 'conv-2', message: { _id: 'msg-9' } });
      await vi.waitFor(() => expect(received).toHaveLength(1));
    }, 15_000);
  }

  it('reports a refusal by the server (session ended) and does not retry it', async () => {
    let attempts = 0;
    ioServer.use((_socket, next) => {
      attempts += 1;
      next(new Error('Your session has ended. Please log in again.'));
    });
    const refusals: string[] = [];
    connection = createRealtimeConnection({
      baseUrl,
      getUid: () => 'emp-1',
      getToken: () => 'expired',
      onRefused: (message) => refusals.push(message),
    });
    connection.start();
    await vi.waitFor(() => expect(refusals).toEqual(['Your session has ended. Please log in again.']));
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(attempts).toBe(1);
    expect(connection.isConnected()).toBe(false);
  });

  it('when the server ends the session, reports it once and does not reconnect', async () => {
    const ended: string[] = [];
    const statuses: boolean[] = [];
    const received: RealtimeMessageEvent[] = [];
    connection = createRealtimeConnection({
      baseUrl,
      getUid: () => 'emp-1',
      getToken: () => 'revoked-now',
      onSessionEnded: (message) => ended.push(message),
      onStatusChange: (connected) => statuses.push(connected),
      onMessage: (event) => received.push(event),
    });
    connection.start();
    const socket = await nextSocket(0);
    await vi.waitFor(() => expect(connection?.isConnected()).toBe(true));

    // What the API does to a socket whose session ended: tell it, then close it.
    socket.emit('session-ended', { message: 'Your session has ended. Please sign in again.' });
    socket.disconnect(true);
    await vi.waitFor(() => expect(ended).toEqual(['Your session has ended. Please sign in again.']));
    expect(connection.isConnected()).toBe(false);
    expect(statuses).toEqual([true, false]);
    // A plain server disconnect is retried after 1 s; an ended session never is.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(sockets).toHaveLength(1);
    expect(ended).toHaveLength(1);
    expect(received).toEqual([]);
  });

  it('stop() disconnects and does not come back', async () => {
    connection = createRealtimeConnection({ baseUrl, getUid: () => 'emp-1', getToken: () => 't' });
    connection.start();
    await nextSocket(0);
    await vi.waitFor(() => expect(connection?.isConnected()).toBe(true));
    connection.stop();
    expect(connection.isConnected()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(sockets).toHaveLength(1);
  });
});

describe('createRealtimeConnection options', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function fakeIo() {
    const calls: { url: string | undefined; options: Record<string, unknown> }[] = [];
    const socket = {
      on: vi.fn(),
      connect: vi.fn(),
      disconnect: vi.fn(),
      removeAllListeners: vi.fn(),
      connected: false,
    };
    const io = ((url: string | undefined, options: Record<string, unknown>) => {
      calls.push({ url, options });
      return socket;
    }) as unknown as NonNullable<Parameters<typeof createRealtimeConnection>[0]['io']>;
    return { io, calls, socket };
  }

  it('reconnects forever, 1000 ms growing to 5000 ms', () => {
    const { io, calls } = fakeIo();
    createRealtimeConnection({
      baseUrl: 'https://api.example',
      getUid: () => 'u',
      getToken: () => 't',
      io,
    }).start();
    expect(calls[0]?.url).toBe('https://api.example');
    expect(calls[0]?.options).toMatchObject({
      query: { uid: 'u' },
      reconnection: true,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
    });
  });

  it('startAfterDelay connects only after SOCKET_START_DELAY_MS, once, and stop() cancels it', () => {
    vi.useFakeTimers();
    const { io, calls, socket } = fakeIo();
    const realtime = createRealtimeConnection({ baseUrl: '', getUid: () => 'u', getToken: () => 't', io });
    realtime.startAfterDelay();
    realtime.startAfterDelay();
    vi.advanceTimersByTime(SOCKET_START_DELAY_MS - 1);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);

    const cancelled = fakeIo();
    const other = createRealtimeConnection({
      baseUrl: '',
      getUid: () => 'u',
      getToken: () => 't',
      io: cancelled.io,
    });
    other.startAfterDelay();
    other.stop();
    vi.advanceTimersByTime(SOCKET_START_DELAY_MS * 2);
    expect(cancelled.calls).toHaveLength(0);
  });
});
