import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { SESSION_ENDED_MESSAGE } from '../modules/auth/authenticate.js';
import { findActiveSession } from '../modules/auth/sessions.js';
import { findActiveCandidateSession } from '../modules/employee/sessions.js';
import type { RealtimeRecipient } from './realtime.js';

/** Where the socket server answers (the socket.io default, which the web client uses). */
export const SOCKET_PATH = '/socket.io';

/** The room of one user: every socket of that employer or candidate joins it. */
export function roomOf(recipient: RealtimeRecipient): string {
  return `${recipient.kind}:${recipient.id}`;
}

const BEARER = /^Bearer +(\S+) *$/i;

/** The token a client sent: `handshake.auth.token`, else an `Authorization: Bearer` header. */
function handshakeToken(socket: Socket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth.replace(/^Bearer +/i, '');
  const header = socket.handshake.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
}

/**
 * Who a connecting socket is: the `uid` of its query, when its token is a live session of that very user
 * (an employer session, else a candidate session of the employee API). Null otherwise.
 */
async function identify(app: FastifyInstance, socket: Socket): Promise<RealtimeRecipient | null> {
  const uid = socket.handshake.query.uid;
  const token = handshakeToken(socket);
  if (typeof uid !== 'string' || !uid || !token) return null;
  const { db } = app.database;
  const employer = await findActiveSession(db, token);
  if (employer) return employer.employer.id === uid ? { kind: 'employer', id: uid } : null;
  const candidate = await findActiveCandidateSession(db, token);
  if (candidate) return candidate.candidate.id === uid ? { kind: 'candidate', id: uid } : null;
  return null;
}

/**
 * Attaches the socket server (socket.io, path `/socket.io`) to the app's HTTP server once the app is ready,
 * and makes `app.realtime` emit to the users' rooms (`employer:<id>`, `candidate:<id>`). A client connects
 * with query `uid` and its session token in `auth.token` (or `Authorization: Bearer`); without a live session
 * of that uid the connection is refused with "Your session has ended. Please sign in again."
 *
 * Nothing is replayed on reconnect: events are only a nudge. A client that was offline re-reads the
 * conversation over HTTP with `afterSeq` (the conversations module), which never loses a message.
 * With SOCKET_CLUSTER on PostgreSQL the rooms are shared by every API node through socket.io's PostgreSQL adapter,
 * so the API can run as several processes behind a load balancer (sticky sessions for socket.io's polling).
 */
export function attachSocketServer(app: FastifyInstance): void {
  let io: Server | undefined;
  let adapterPool: pg.Pool | undefined;
  const dropEvents = app.realtime.emit;

  app.addHook('onReady', async () => {
    const { driver } = app.database;
    // SOCKET_CLUSTER on PostgreSQL: every API node's sockets are one set of rooms, so an event emitted on one node
    // reaches the user's sockets on every node (NOTIFY/LISTEN). Otherwise the rooms are in this process. The
    // adapter holds one connection for LISTEN: it gets a pool of its own, whose connections never crash the
    // process when PostgreSQL drops them (the adapter reconnects).
    if (driver.kind === 'postgres' && app.config.socketCluster) {
      adapterPool = new pg.Pool({ connectionString: driver.pool.options.connectionString, max: 2 });
      const logLost = (error: Error) => app.log.warn({ err: error }, 'The socket adapter lost PostgreSQL');
      adapterPool.on('error', logLost);
      adapterPool.on('connect', (client) => client.on('error', logLost));
    }
    const server = new Server(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      ...(adapterPool
        ? {
            adapter: createAdapter(adapterPool, {
              errorHandler: (error) => app.log.warn({ err: error }, 'The socket adapter lost PostgreSQL'),
            }),
          }
        : {}),
    });
    server.use((socket, next) => {
      identify(app, socket)
        .then((recipient) => {
          if (!recipient) return next(new Error(SESSION_ENDED_MESSAGE));
          socket.data.recipient = recipient;
          next();
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'A socket could not be authenticated');
          next(new Error(SESSION_ENDED_MESSAGE));
        });
    });
    server.on('connection', (socket) => {
      socket.join(roomOf(socket.data.recipient as RealtimeRecipient));
    });
    io = server;
    app.realtime.emit = (recipient, event, payload) => {
      server.to(roomOf(recipient)).emit(event, payload);
    };
  });

  app.addHook('preClose', async () => {
    if (!io) return;
    app.realtime.emit = dropEvents;
    // This node's sockets only: with SOCKET_CLUSTER a plain disconnectSockets would reach every node's users.
    io.local.disconnectSockets(true);
    // Tells the other nodes this one is gone and gives its PostgreSQL listener back to the pool.
    await io.of('/').adapter.close();
    await adapterPool?.end();
    adapterPool = undefined;
    // Not io.close(): that would also close the HTTP server, which Fastify closes itself.
    io.engine.close();
    io = undefined;
  });
}
