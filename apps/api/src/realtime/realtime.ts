import type { RealtimeEvent, RealtimePayload } from '@medhire/domain';
import type { FastifyInstance } from 'fastify';

/**
 * Who receives a realtime event, by id (each has a room of their own): an employer (the sockets of its owner and
 * recruiters, who see every job), one person of its team (the owner by the employer's id, a member by theirs:
 * their own notifications, and a hiring manager's conversations), or a candidate.
 */
export type RealtimeRecipient = { kind: 'employer' | 'owner' | 'member' | 'candidate'; id: string };

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
   * telling them it ended; `why`, a sentence the person should read (a removal, a new role), is shown by the app. Sockets of sessions that end any other way are closed by the socket server's sweep
   * within a second; this only saves the wait.
   */
  endSession(session: RealtimeSession, why?: string): void;
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
