import { createServer, type Server as HttpServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { SESSION_STORAGE_KEY } from '@medhire/domain';
import type { ScopedMutator } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Push needs Firebase and a browser; the toast needs the design system. Neither is what this test is about.
vi.mock('./push', () => ({ startPush: () => Promise.resolve(() => {}) }));
const notified = vi.hoisted(() => [] as string[]);
vi.mock('./notify', () => ({
  notifyError: (error: unknown) => notified.push(error instanceof Error ? error.message : String(error)),
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
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await ioServer.close();
});

describe('startRealtime', () => {
  it('signs the tab out, as a 401 does, when the server ends the socket because the session ended', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
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
      // The socket starts 2 s after the sync (spec §9).
      await vi.advanceTimersByTimeAsync(2_000);
      vi.useRealTimers();
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
      vi.useRealTimers();
      stop();
      unsubscribe();
    }
  });
});
