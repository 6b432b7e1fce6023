import { createServer, type Server as HttpServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { SESSION_STORAGE_KEY } from '@medhire/domain';
import type { ScopedMutator } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversationKeys } from './queries/conversations';
import { announcesMessage } from './realtime-start';

// Push needs Firebase and a browser; the toast needs the design system. Neither is what this test is about.
vi.mock('./push', () => ({ startPush: () => Promise.resolve(() => {}) }));
const notified = vi.hoisted(() => [] as string[]);
const toasted = vi.hoisted(() => [] as string[]);
vi.mock('./notify', () => ({
  notifyError: (error: unknown) => notified.push(error instanceof Error ? error.message : String(error)),
  notifyInfo: (message: string) => toasted.push(message),
}));

/** The few parts of the socket.io server this test uses. */
interface ServerSocket {
  handshake: { query: Record<string, unknown>; auth: Record<string, unknown> };
  emit(event: string, payload: unknown): void;
  disconnect(close?: boolean): void;
}
interface IoServer {
  on(event: 'connection', listener: (socket: ServerSocket) => void): void;
  close(): Promise<void> | void;
}

// The socket.io server is a dependency of the API; this package resolves it from there.
const requireFromApi = createRequire(new URL('../../../api/package.json', import.meta.url));
const { Server } = requireFromApi('socket.io') as {
  Server: new (server: HttpServer, options?: Record<string, unknown>) => IoServer;
};

const ENDED = 'Your session has ended. Please sign in again.';

let httpServer: HttpServer;
let ioServer: IoServer;
let sockets: ServerSocket[];

beforeEach(async () => {
  httpServer = createServer();
  ioServer = new Server(httpServer);
  sockets = [];
  ioServer.on('connection', (socket) => sockets.push(socket));
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const stored = new Map([
    [
      SESSION_STORAGE_KEY,
      JSON.stringify({ token: 't-1', user: { _id: 'emp-1', accountStatus: 'approved' } }),
    ],
  ]);
  vi.stubGlobal('window', {
    location: { origin },
    localStorage: { getItem: (key: string) => stored.get(key) ?? null },
  });
  notified.length = 0;
  toasted.length = 0;
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await ioServer.close();
});

describe('startRealtime', () => {
  it('signs the tab out, as a 401 does, when the server ends the socket because the session ended', async () => {
    const { onUnauthorized } = await import('./api');
    const { startRealtime } = await import('./realtime-start');
    const signedOut = vi.fn();
    const unsubscribe = onUnauthorized(signedOut);
    const stop = startRealtime({
      uid: 'emp-1',
      mutate: (() => Promise.resolve([])) as unknown as ScopedMutator,
      isOpenConversation: () => false,
      followedThread: () => null,
      onNewMessage: () => {},
    });
    try {
      const socket = await vi.waitFor(() => {
        const first = sockets[0];
        if (!first) throw new Error('not connected yet');
        return first;
      });
      expect(socket.handshake.auth).toEqual({ token: 't-1' });
      expect(signedOut).not.toHaveBeenCalled();

      socket.emit('session-ended', { message: ENDED });
      socket.disconnect(true);
      await vi.waitFor(() => expect(signedOut).toHaveBeenCalledTimes(1));
      expect(notified).toEqual([]);
      // It does not reconnect as it would after a plain server disconnect.
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      expect(sockets).toHaveLength(1);
    } finally {
      stop();
      unsubscribe();
    }
  });
});

describe('announcesMessage: "New message recieved." and the Messages dot', () => {
  it.each([
    ['the candidate’s message outside the open conversation is news', 'candidate', false, true],
    ['the candidate’s message in the open conversation is read already', 'candidate', true, false],
    ['the employer’s own message, sent from another tab or device, is no news', 'employer', false, false],
    ['the employer’s own message in the open conversation is no news', 'employer', true, false],
  ] as const)('%s', (_case, sender, conversationIsOpen, announced) => {
    expect(announcesMessage({ sender }, conversationIsOpen)).toBe(announced);
  });
});

describe('startRealtime and messages of both sides', () => {
  function messageEvent(sender: 'employer' | 'candidate', body: string) {
    return {
      conversationId: 'conv-1',
      message: {
        _id: `m-${body}`,
        conversationId: 'conv-1',
        seq: 1,
        body,
        status: 2,
        sentTime: '2026-11-26T12:00:00.000Z',
        sender,
        senderId: sender === 'employer' ? 'emp-1' : 'cand-1',
        isDeleted: false,
      },
    };
  }

  it('the employer’s message from another tab refreshes the inbox but neither toasts nor lights the dot; the candidate’s does', async () => {
    const { startRealtime } = await import('./realtime-start');
    const onNewMessage = vi.fn();
    const refreshed: unknown[] = [];
    const mutate = ((matcher: (key: unknown) => boolean) => {
      refreshed.push(
        matcher(conversationKeys.list('emp-1', { queryText: '', archived: false, jobId: null })),
      );
      return Promise.resolve([]);
    }) as unknown as ScopedMutator;
    const stop = startRealtime({
      uid: 'emp-1',
      mutate,
      isOpenConversation: () => false,
      followedThread: () => null,
      onNewMessage,
    });
    try {
      const socket = await vi.waitFor(() => {
        const first = sockets[0];
        if (!first) throw new Error('not connected yet');
        return first;
      });
      await vi.waitFor(() => expect(socket.handshake.query.uid).toBe('emp-1'));

      socket.emit('onMessage', messageEvent('employer', 'Sent from my phone'));
      await vi.waitFor(() => expect(refreshed).toEqual([true]));
      socket.emit('onMessage', messageEvent('candidate', 'Is Friday still open?'));
      await vi.waitFor(() => expect(refreshed).toEqual([true, true]));
      await vi.waitFor(() => expect(toasted).toEqual(['New message recieved.']));
      expect(onNewMessage).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });
});
