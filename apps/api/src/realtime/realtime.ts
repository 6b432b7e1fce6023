import type { RealtimeEvent, RealtimePayload } from '@medhire/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Who receives a realtime event, by id (each has a room of their own): an employer (its owner's and recruiters'
 * sockets), a member who sees only some of its jobs (a hiring manager's sockets), or a candidate.
 */
export type RealtimeRecipient = { kind: 'employer' | 'member' | 'candidate'; id: string };

/** One session a socket was opened with: an employer session or a candidate session (employee API), by id. */
export type RealtimeSession = { kind: 'employer' | 'candidate'; id: string };

/** Sends events to connected users. The socket server (socket.io) implements it; without one it does nothing. */
export interface Realtime {
  /** Emits one of the domain's socket events (`ServerToClientEvents`) with its payload to a user's sockets. */
  emit<Event extends RealtimeEvent>(
    recipient: RealtimeRecipient,
    event: Event,
    payload: RealtimePayload<Event>,
  ): void;
  /**
   * Closes at once, on every API node, the sockets opened with a session that just ended (a logout), after
   * telling them why. Sockets of sessions that end any other way are closed by the socket server's sweep
   * within a second; this only saves the wait.
   */
  endSession(session: RealtimeSession): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Realtime events to users' sockets (`onMessage`, notifications). */
    realtime: Realtime;
  }
}

/** Decorates the app with a realtime channel that drops every event until the socket server replaces it. */
export function registerRealtime(app: FastifyInstance): void {
  app.decorate('realtime', { emit: () => {}, endSession: () => {} } satisfies Realtime);
}
