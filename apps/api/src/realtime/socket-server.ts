import {
  type ClientToServerEvents,
  MemberRole,
  RealtimeEvent,
  type RealtimePayload,
  type ServerToClientEvents,
  socketHandshakeSchema,
} from '@medhire/domain';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { requestIdFrom } from '../http/request-log.js';
import { SESSION_ENDED_MESSAGE } from '../modules/auth/authenticate.js';
import { findActiveSession, findEndedSessionIds } from '../modules/auth/sessions.js';
import { findActiveCandidateSession, findEndedCandidateSessionIds } from '../modules/employee/sessions.js';
import { closeRedis, type Redis } from '../redis/client.js';
import type { RealtimeRecipient, RealtimeSession } from './realtime.js';

/** Where the socket server answers (the socket.io default, which the web client uses). */
export const SOCKET_PATH = '/socket.io';

/** The room of one user: every socket of that employer or candidate joins it. */
export function roomOf(recipient: RealtimeRecipient): string {
  return `${recipient.kind}:${recipient.id}`;
}

/** The room of one session: every socket opened with that session joins it, so a logout can close them. */
export function sessionRoomOf(session: RealtimeSession): string {
  return `session:${session.id}`;
}

/** How often each API node checks that the sessions of its own open sockets are still active. */
export const SESSION_SWEEP_INTERVAL_MS = 500;

/**
 * The event a socket receives just before the server closes it because its session ended (logout, password
 * change, archive, block, reject, expiry…), with `{ message }`: the client signs out instead of reconnecting.
 */
export const SESSION_ENDED_EVENT = RealtimeEvent.SessionEnded;

/**
 * The server-side event (between API nodes: SOCKET_CLUSTER or REDIS_URL) that asks every node to close a
 * session's sockets.
 */
const END_SESSION_SERVER_EVENT = 'end-session';

/** What a socket carries once authenticated (`socket.data`). */
interface SocketData {
  /** The rooms it hears: the organization's or the candidate's, and the person's own on the employer's side. */
  recipients: RealtimeRecipient[];
  session: RealtimeSession;
}

/** The events between API nodes (SOCKET_CLUSTER or REDIS_URL). */
interface InterServerEvents {
  [END_SESSION_SERVER_EVENT]: (session: RealtimeSession, why?: string) => void;
}

/** The socket server, typed with the domain's event map: an emit that drifts from it fails the build. */
type SocketServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  Partial<SocketData>
>;
type ServerSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  Partial<SocketData>
>;

const BEARER = /^Bearer +(\S+) *$/i;

/** The token a client sent: `handshake.auth.token`, else an `Authorization: Bearer` header. */
function handshakeToken(socket: ServerSocket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth.replace(/^Bearer +/i, '');
  const header = socket.handshake.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
}

/**
 * Who a connecting socket is and which session it uses: the `uid` of its query, when its token is a live
 * session of that very user (an employer session, else a candidate session of the employee API). Null otherwise.
 */
async function identify(app: FastifyInstance, socket: ServerSocket): Promise<SocketData | null> {
  const handshake = socketHandshakeSchema.safeParse({
    uid: socket.handshake.query.uid,
    token: handshakeToken(socket),
  });
  if (!handshake.success) return null;
  const { uid, token } = handshake.data;
  const { db } = app.database;
  const employer = await findActiveSession(db, token);
  if (employer) {
    if (employer.employer.id !== uid) return null;
    const { viewer } = employer;
    const personal: RealtimeRecipient = viewer.memberId
      ? { kind: 'member', id: viewer.memberId }
      : { kind: 'owner', id: uid };
    // A hiring manager hears only of their jobs: their sockets are kept out of the organization's room.
    const seesEveryJob = viewer.role !== MemberRole.HiringManager;
    return {
      recipients: seesEveryJob ? [{ kind: 'employer', id: uid }, personal] : [personal],
      session: { kind: 'employer', id: employer.session.id },
    };
  }
  const candidate = await findActiveCandidateSession(db, token);
  if (candidate) {
    if (candidate.candidate.id !== uid) return null;
    return {
      recipients: [{ kind: 'candidate', id: uid }],
      session: { kind: 'candidate', id: candidate.session.id },
    };
  }
  return null;
}

/** Each socket's logger: the lines about one socket carry its handshake's request id, like an HTTP request's. */
const socketLogs = new WeakMap<ServerSocket, FastifyBaseLogger>();

/**
 * The logger of a socket: `requestId` from its handshake's `X-Request-Id` (a proxy's id, or a new one), and the
 * socket's id, so a socket's lines can be found together and beside the proxy's.
 */
function socketLog(app: FastifyInstance, socket: ServerSocket): FastifyBaseLogger {
  let log = socketLogs.get(socket);
  if (!log) {
    log = app.log.child({
      requestId: requestIdFrom(socket.handshake.headers['x-request-id']),
      socketId: socket.id,
    });
    socketLogs.set(socket, log);
  }
  return log;
}

/** Tells a socket its session ended, then closes it; it leaves every room, so nothing more reaches it. */
function closeForEndedSession(socket: ServerSocket, why?: string): void {
  socket.emit(
    SESSION_ENDED_EVENT,
    why ? { message: why, explained: true } : { message: SESSION_ENDED_MESSAGE },
  );
  socket.disconnect(true);
}

/**
 * Which of the given session ids of one kind are no longer active (the socket server asks the database with
 * `findEndedSessionIds` / `findEndedCandidateSessionIds`: one query each).
 */
export type FindEndedSessions = (
  kind: RealtimeSession['kind'],
  sessionIds: string[],
  now: Date,
) => Promise<string[]>;

/**
 * Closes this node's sockets whose session is no longer active, whatever ended it: one check per kind of session
 * (employer, candidate) over the session ids of the sockets open here, by the very rules of the token lookup.
 * Checks nothing when no socket is open.
 */
async function closeEndedSessions(io: SocketServer, findEnded: FindEndedSessions): Promise<void> {
  const open = { employer: new Map<string, ServerSocket[]>(), candidate: new Map<string, ServerSocket[]>() };
  // The namespace's own sockets: those connected to this node (with SOCKET_CLUSTER, each node sweeps its own).
  for (const socket of io.of('/').sockets.values()) {
    const session = socket.data.session;
    if (!session) continue;
    const sockets = open[session.kind].get(session.id);
    if (sockets) sockets.push(socket);
    else open[session.kind].set(session.id, [socket]);
  }
  const now = new Date();
  const kinds = (['employer', 'candidate'] as const).filter((kind) => open[kind].size > 0);
  const ended = await Promise.all(kinds.map((kind) => findEnded(kind, [...open[kind].keys()], now)));
  kinds.forEach((kind, index) => {
    for (const id of ended[index] ?? [])
      for (const socket of open[kind].get(id) ?? []) closeForEndedSession(socket);
  });
}

/**
 * Runs {@link closeEndedSessions} every `intervalMs` (default {@link SESSION_SWEEP_INTERVAL_MS}): a tick is
 * skipped while the previous check still runs, and a failed check is logged and tried again on the next tick.
 * `stop()` waits for a running check, so the database is never closed under it.
 */
export function startSessionSweep(
  io: SocketServer,
  options: {
    findEnded: FindEndedSessions;
    log: { error(object: object, message: string): void };
    intervalMs?: number;
  },
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = closeEndedSessions(io, options.findEnded)
      .catch((error: unknown) =>
        options.log.error({ err: error }, 'The open sockets’ sessions could not be checked'),
      )
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs ?? SESSION_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Attaches the socket server (socket.io, path `/socket.io`) to the app's HTTP server once the app is ready,
 * and makes `app.realtime` emit to the users' rooms (`employer:<id>`, `candidate:<id>`). A client connects
 * with query `uid` and its session token in `auth.token` (or `Authorization: Bearer`); without a live session
 * of that uid the connection is refused with "Your session has ended. Please sign in again."
 *
 * Revocation: every socket remembers its session, and each node checks its own sockets' sessions about every
 * 500 ms ({@link startSessionSweep}); a socket whose session ended, however it ended (logout, password change,
 * email change, archive, block, reject, expiry), receives {@link SESSION_ENDED_EVENT} and is closed within a
 * second. A logout closes its sockets at once on every node (`app.realtime.endSession`).
 *
 * Nothing is replayed on reconnect: events are only a nudge. A client that was offline re-reads the
 * conversation over HTTP with `afterSeq` (the conversations module), which never loses a message.
 * With REDIS_URL the rooms are shared by every API node through socket.io's Redis adapter (pub/sub); otherwise,
 * with SOCKET_CLUSTER on PostgreSQL, through its PostgreSQL adapter (NOTIFY/LISTEN). Either way the API can run as
 * several processes behind a load balancer (sticky sessions for socket.io's polling: docs/deploy.md, "Cluster").
 */
export function attachSocketServer(app: FastifyInstance): void {
  let io: SocketServer | undefined;
  let adapterPool: pg.Pool | undefined;
  let adapterRedis: { pub: Redis; sub: Redis } | undefined;
  /** Whether this node shares rooms with others (a Redis or PostgreSQL adapter). */
  let clustered = false;
  let sweep: { stop(): Promise<void> } | undefined;
  const dropEvents = app.realtime.emit;
  const endNoSession = app.realtime.endSession;

  app.addHook('onReady', async () => {
    const { driver } = app.database;
    // REDIS_URL: every API node's sockets are one set of rooms through Redis pub/sub; the adapter needs a
    // connection to publish and one to subscribe, both its own.
    // Otherwise SOCKET_CLUSTER on PostgreSQL does the same through NOTIFY/LISTEN: the adapter holds one connection
    // for LISTEN, so it gets a pool of its own, whose connections never crash the process when PostgreSQL drops
    // them (the adapter reconnects). Otherwise the rooms are in this process.
    let adapter: ReturnType<typeof createRedisAdapter> | ReturnType<typeof createPostgresAdapter> | undefined;
    if (app.redis) {
      adapterRedis = { pub: app.redis.duplicate(), sub: app.redis.duplicate() };
      for (const connection of [adapterRedis.pub, adapterRedis.sub]) {
        connection.on('error', (error: Error) =>
          app.log.warn({ err: error }, 'The socket adapter lost Redis'),
        );
      }
      adapter = createRedisAdapter(adapterRedis.pub, adapterRedis.sub, {
        key: `${app.config.redisKeyPrefix}socket.io`,
      });
    } else if (driver.kind === 'postgres' && app.config.socketCluster) {
      adapterPool = new pg.Pool({ connectionString: driver.pool.options.connectionString, max: 2 });
      const logLost = (error: Error) => app.log.warn({ err: error }, 'The socket adapter lost PostgreSQL');
      adapterPool.on('error', logLost);
      adapterPool.on('connect', (client) => client.on('error', logLost));
      adapter = createPostgresAdapter(adapterPool, {
        errorHandler: (error) => app.log.warn({ err: error }, 'The socket adapter lost PostgreSQL'),
      });
    }
    clustered = adapter !== undefined;
    const server: SocketServer = new Server(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      ...(adapter ? { adapter } : {}),
    });
    // The Redis adapter subscribes (its channels, the server-to-server events) as the server above creates its
    // namespace, without waiting for Redis to confirm. A PING on the same connection is answered after those
    // subscriptions, so once it returns this node hears every event the others send from now on.
    if (adapterRedis) await adapterRedis.sub.ping();
    server.use((socket, next) => {
      const log = socketLog(app, socket);
      identify(app, socket)
        .then((identified) => {
          if (!identified) {
            log.debug('Socket refused: no live session for its uid');
            return next(new Error(SESSION_ENDED_MESSAGE));
          }
          Object.assign(socket.data, identified);
          next();
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'A socket could not be authenticated');
          next(new Error(SESSION_ENDED_MESSAGE));
        });
    });
    server.on('connection', (socket) => {
      const { recipients, session } = socket.data;
      if (recipients && session) socket.join([...recipients.map(roomOf), sessionRoomOf(session)]);
      const log = socketLog(app, socket);
      log.debug({ recipient: recipients?.[0]?.kind }, 'Socket connected');
      socket.on('disconnect', (reason) => log.debug({ reason }, 'Socket disconnected'));
    });
    // This node's sockets of an ended session: told, then closed (in that order, which only a local close keeps).
    const endLocalSession = (session: RealtimeSession, why?: string) => {
      const namespace = server.of('/');
      // The adapter's rooms are this node's, whatever the adapter.
      const ids = [...(namespace.adapter.rooms.get(sessionRoomOf(session)) ?? [])];
      for (const id of ids) {
        const socket = namespace.sockets.get(id);
        if (socket) closeForEndedSession(socket, why);
      }
    };
    // In a cluster, a logout on another node asks this one to close its sockets of that session.
    if (clustered) {
      server.on(END_SESSION_SERVER_EVENT, (session: RealtimeSession, why?: string) =>
        endLocalSession(session, why),
      );
    }
    io = server;
    app.metrics.trackOpenSockets(() => server.of('/').sockets.size);
    // One typed emit per event: socket.io checks each payload against the domain's event map.
    const emitters: { [Event in RealtimeEvent]: (room: string, payload: RealtimePayload<Event>) => void } = {
      [RealtimeEvent.Message]: (room, payload) => server.to(room).emit(RealtimeEvent.Message, payload),
      [RealtimeEvent.MessageDeleted]: (room, payload) =>
        server.to(room).emit(RealtimeEvent.MessageDeleted, payload),
      [RealtimeEvent.Notification]: (room, payload) =>
        server.to(room).emit(RealtimeEvent.Notification, payload),
      [RealtimeEvent.SessionEnded]: (room, payload) =>
        server.to(room).emit(RealtimeEvent.SessionEnded, payload),
    };
    app.realtime.emit = (recipient, event, payload) => emitters[event](roomOf(recipient), payload);
    app.realtime.endSession = (session, why) => {
      endLocalSession(session, why);
      if (clustered) server.serverSideEmit(END_SESSION_SERVER_EVENT, session, why);
    };
    const { db } = app.database;
    sweep = startSessionSweep(server, {
      log: app.log,
      findEnded: (kind, ids, now) =>
        kind === 'employer' ? findEndedSessionIds(db, ids, now) : findEndedCandidateSessionIds(db, ids, now),
    });
  });

  app.addHook('preClose', async () => {
    if (!io) return;
    app.metrics.trackOpenSockets(() => 0);
    app.realtime.emit = dropEvents;
    app.realtime.endSession = endNoSession;
    await sweep?.stop();
    sweep = undefined;
    // This node's sockets only: with SOCKET_CLUSTER a plain disconnectSockets would reach every node's users.
    io.local.disconnectSockets(true);
    // Tells the other nodes this one is gone and gives its PostgreSQL listener back to the pool (or its Redis
    // subscription up).
    await io.of('/').adapter.close();
    await adapterPool?.end();
    adapterPool = undefined;
    if (adapterRedis) await Promise.all([closeRedis(adapterRedis.pub), closeRedis(adapterRedis.sub)]);
    adapterRedis = undefined;
    clustered = false;
    // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
    io.engine.close();
    io = undefined;
  });
}
