import type { FastifyInstance } from 'fastify';

/** Who receives a realtime event: an employer or a candidate, by id (each has a room of their own). */
export type RealtimeRecipient = { kind: 'employer' | 'candidate'; id: string };

/** Sends events to connected users. The socket server (socket.io) implements it; without one it does nothing. */
export interface Realtime {
  emit(recipient: RealtimeRecipient, event: string, payload: unknown): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Realtime events to users' sockets (`onMessage`, notifications). */
    realtime: Realtime;
  }
}

/** Decorates the app with a realtime channel that drops every event until the socket server replaces it. */
export function registerRealtime(app: FastifyInstance): void {
  app.decorate('realtime', { emit: () => {} } satisfies Realtime);
}
