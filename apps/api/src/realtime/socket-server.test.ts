import { createRequire } from 'node:module';
import { MessageStatus, type RealtimeMessageEvent } from '@medhire/domain';
import pg from 'pg';
import type { Server } from 'socket.io';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { type Db, fromPool } from '../db/client.js';
import { candidates, employers, members } from '../db/schema.js';
import { SESSION_ENDED_MESSAGE } from '../modules/auth/authenticate.js';
import { createSession } from '../modules/auth/sessions.js';
import { createCandidateSession } from '../modules/employee/sessions.js';
import { addPerson } from '../modules/team/test-support.js';
import { createTestApp, createTestConfig, type TestApp } from '../testing/app.js';
import { testDatabases } from '../testing/database.js';
import { dropRedisKeys, testRedis, testRedisConfig } from '../testing/redis.js';
import {
  type FindEndedSessions,
  SESSION_ENDED_EVENT,
  SESSION_SWEEP_INTERVAL_MS,
  startSessionSweep,
} from './socket-server.js';

/** A whole `onMessage` payload, as the conversations module emits it. */
function messageEvent(conversationId: string, body: string): RealtimeMessageEvent {
  return {
    conversationId,
    message: {
      _id: `message-of-${conversationId}`,
      conversationId,
      seq: 1,
      body,
      status: MessageStatus.Sent,
      sentTime: '2026-01-05T10:00:00.000Z',
      sender: 'employer',
      senderId: 'employer-1',
      isDeleted: false,
      tempMsgId: 1,
    },
  };
}

/** The parts of a socket.io client socket these tests use. */
interface ClientSocket {
  connected: boolean;
  on(event: string, listener: (...args: unknown[]) => void): ClientSocket;
  once(event: string, listener: (...args: unknown[]) => void): ClientSocket;
  disconnect(): void;
}
type Connect = (url: string, options: Record<string, unknown>) => ClientSocket;

// socket.io-client is a dependency of the web client packages; it is resolved from there.
const requireFromClient = createRequire(
  new URL('../../../../packages/api-client/package.json', import.meta.url),
);
const { io } = requireFromClient('socket.io-client') as { io: Connect };

async function addEmployer(db: Db, email: string): Promise<string> {
  const [row] = await db
    .insert(employers)
    .values({ email, passwordHash: 'not-used', accountStatus: 'approved' })
    .returning({ id: employers.id });
  if (!row) throw new Error('no employer inserted');
  return row.id;
}

async function addCandidate(db: Db, email: string): Promise<string> {
  const [row] = await db
    .insert(candidates)
    .values({
      firstName: 'Jordan',
      lastName: 'Rivera',
      providerType: 'MD',
      specialty: 'Sports Medicine',
      homeState: 'CO',
      latitude: 39.7,
      longitude: -104.9,
      boardStatus: 'board-certified',
      yearsOfExperience: 5,
      yearAvailable: 2026,
      email,
      passwordHash: 'not-used',
    })
    .returning({ id: candidates.id });
  if (!row) throw new Error('no candidate inserted');
  return row.id;
}

describe.each(testDatabases('both'))('socket server (%s)', (kind) => {
  let testApp: TestApp;
  let url: string;
  let employerId: string;
  let employerToken: string;
  let otherEmployerId: string;
  let otherEmployerToken: string;
  let candidateId: string;
  let candidateToken: string;
  const open: ClientSocket[] = [];

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    const { db } = testApp.database;
    employerId = await addEmployer(db, 'socket-one@clinic.test');
    otherEmployerId = await addEmployer(db, 'socket-two@clinic.test');
    candidateId = await addCandidate(db, 'jordan.socket@candidate.test');
    employerToken = (await createSession(db, employerId)).token;
    otherEmployerToken = (await createSession(db, otherEmployerId)).token;
    candidateToken = (await createCandidateSession(db, candidateId)).token;
    url = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    for (const socket of open) socket.disconnect();
    await testApp.close();
  });

  function connect(options: { uid?: string; token?: string; header?: string }): ClientSocket {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      ...(options.uid ? { query: { uid: options.uid } } : {}),
      ...(options.token ? { auth: { token: options.token } } : {}),
      ...(options.header ? { extraHeaders: { authorization: options.header } } : {}),
    });
    open.push(socket);
    return socket;
  }

  /** Resolves 'connected', or the message of the connect_error. */
  function outcome(socket: ClientSocket): Promise<string> {
    return new Promise((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve((error as Error).message));
    });
  }

  it('refuses a connection without a token', async () => {
    expect(await outcome(connect({ uid: employerId }))).toBe(SESSION_ENDED_MESSAGE);
  });

  it('refuses a wrong token', async () => {
    const wrong = 'A'.repeat(43);
    expect(await outcome(connect({ uid: employerId, token: wrong }))).toBe(SESSION_ENDED_MESSAGE);
  });

  it("refuses a uid that is not the token's user", async () => {
    expect(await outcome(connect({ uid: otherEmployerId, token: employerToken }))).toBe(
      SESSION_ENDED_MESSAGE,
    );
    expect(await outcome(connect({ token: employerToken }))).toBe(SESSION_ENDED_MESSAGE);
  });

  it('accepts an employer (auth token or bearer header) and a candidate with their own uid', async () => {
    expect(await outcome(connect({ uid: employerId, token: employerToken }))).toBe('connected');
    expect(await outcome(connect({ uid: employerId, header: `Bearer ${employerToken}` }))).toBe('connected');
    expect(await outcome(connect({ uid: candidateId, token: candidateToken }))).toBe('connected');
  });

  it("delivers an emitted event to every socket of its user and to no one else's", async () => {
    const mine = [
      connect({ uid: employerId, token: employerToken }),
      connect({ uid: employerId, token: employerToken }),
    ];
    const other = connect({ uid: otherEmployerId, token: otherEmployerToken });
    const candidate = connect({ uid: candidateId, token: candidateToken });
    const all = [...mine, other, candidate];
    expect(await Promise.all(all.map(outcome))).toEqual(['connected', 'connected', 'connected', 'connected']);

    const received = new Map<ClientSocket, unknown[]>(all.map((socket) => [socket, []]));
    for (const socket of all) socket.on('onMessage', (payload) => received.get(socket)?.push(payload));

    const payload = messageEvent('c-1', 'Hello');
    testApp.app.realtime.emit({ kind: 'employer', id: employerId }, 'onMessage', payload);
    const toCandidate = messageEvent('c-2', 'Hi');
    testApp.app.realtime.emit({ kind: 'candidate', id: candidateId }, 'onMessage', toCandidate);

    await expect.poll(() => mine.map((socket) => received.get(socket)?.length)).toEqual([1, 1]);
    await expect.poll(() => received.get(candidate)?.length).toBe(1);
    // Give a stray event time to arrive before asserting it did not.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received.get(mine[0] as ClientSocket)).toEqual([payload]);
    expect(received.get(candidate)).toEqual([toCandidate]);
    expect(received.get(other)).toEqual([]);
  });
  it('puts each person of a team in the rooms their role hears: a hiring manager hears only their own', async () => {
    const { db } = testApp.database;
    const memberOf = async (role: 'recruiter' | 'hiring-manager') => {
      const email = `${role}-${Date.now()}-${Math.random()}@clinic.test`;
      const [row] = await db
        .insert(members)
        .values({ employerId, email, role, status: 'active', personId: await addPerson(db, email) })
        .returning({ id: members.id });
      if (!row) throw new Error('no member inserted');
      return { id: row.id, token: (await createSession(db, employerId, new Date(), row.id)).token };
    };
    const recruiter = await memberOf('recruiter');
    const manager = await memberOf('hiring-manager');
    const sockets = {
      owner: connect({ uid: employerId, token: employerToken }),
      recruiter: connect({ uid: employerId, token: recruiter.token }),
      manager: connect({ uid: employerId, token: manager.token }),
    };
    expect(await Promise.all(Object.values(sockets).map(outcome))).toEqual([
      'connected',
      'connected',
      'connected',
    ]);
    const heard = { owner: [] as string[], recruiter: [] as string[], manager: [] as string[] };
    for (const [who, socket] of Object.entries(sockets) as [keyof typeof heard, ClientSocket][]) {
      socket.on('onMessage', (payload) => heard[who].push((payload as RealtimeMessageEvent).message.body));
    }
    const { realtime } = testApp.app;
    realtime.emit(
      { kind: 'employer', id: employerId },
      'onMessage',
      messageEvent('c-1', 'to the organization'),
    );
    realtime.emit({ kind: 'owner', id: employerId }, 'onMessage', messageEvent('c-2', 'to the owner'));
    realtime.emit({ kind: 'member', id: recruiter.id }, 'onMessage', messageEvent('c-3', 'to the recruiter'));
    realtime.emit({ kind: 'member', id: manager.id }, 'onMessage', messageEvent('c-4', 'to the manager'));
    await expect
      .poll(() => heard)
      .toEqual({
        owner: ['to the organization', 'to the owner'],
        recruiter: ['to the organization', 'to the recruiter'],
        manager: ['to the manager'],
      });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.manager).toEqual(['to the manager']);
  });
});

describe.each(testDatabases('both').filter((kind) => kind === 'postgres'))(
  'socket server, two nodes (%s)',
  () => {
    for (const socketCluster of [true, false]) {
      it(
        socketCluster
          ? 'with SOCKET_CLUSTER, delivers an event emitted on one node to the user on the other'
          : 'without SOCKET_CLUSTER, an event stays on the node that emitted it',
        async () => {
          const nodeA = await createTestApp('postgres', { config: { socketCluster } });
          const { pool } = nodeA.database.driver as { pool: pg.Pool };
          const sharedDatabase = fromPool(
            new pg.Pool({ connectionString: pool.options.connectionString, max: 2 }),
          );
          const nodeB = await buildApp({
            config: createTestConfig({ socketCluster }),
            database: sharedDatabase,
          });
          const sockets: ClientSocket[] = [];
          let nodeBClosed = false;
          try {
            const { db } = nodeA.database;
            const employerId = await addEmployer(db, `cluster-${socketCluster}@clinic.test`);
            const { token } = await createSession(db, employerId);
            const urlA = await nodeA.app.listen({ host: '127.0.0.1', port: 0 });
            await nodeB.listen({ host: '127.0.0.1', port: 0 });

            const onA = io(urlA, {
              path: '/socket.io',
              transports: ['websocket'],
              reconnection: false,
              forceNew: true,
              query: { uid: employerId },
              auth: { token },
            });
            sockets.push(onA);
            await new Promise<void>((resolve, reject) => {
              onA.once('connect', () => resolve());
              onA.once('connect_error', (error) => reject(error));
            });
            const received: unknown[] = [];
            onA.on('onMessage', (payload) => received.push(payload));

            const payload = messageEvent('c-cluster', 'From the other node');
            // The nodes find each other through the adapter's heartbeat; emit until one arrives or 3 s pass.
            const deadline = Date.now() + 3000;
            while (received.length === 0 && Date.now() < deadline) {
              nodeB.realtime.emit({ kind: 'employer', id: employerId }, 'onMessage', payload);
              await new Promise((resolve) => setTimeout(resolve, 250));
            }
            if (socketCluster) {
              expect(received[0]).toEqual(payload);
              // One node going away (a deploy, a restart) disconnects its own sockets only.
              await nodeB.close();
              nodeBClosed = true;
              await new Promise((resolve) => setTimeout(resolve, 300));
              expect(onA.connected).toBe(true);
            } else {
              expect(received).toEqual([]);
            }
          } finally {
            for (const socket of sockets) socket.disconnect();
            if (!nodeBClosed) await nodeB.close();
            await sharedDatabase.close();
            await nodeA.close();
          }
        },
      );
    }
  },
);

// Two API nodes sharing one Redis (REDIS_URL), as behind a load balancer: socket.io's Redis adapter carries an event
// emitted on one node to the user's socket on the other. (Both nodes use one in-process database here: the rooms
// are in Redis, whatever the database.)
describe.each(testRedis())('socket server, two nodes on %s', () => {
  it('with REDIS_URL, delivers an event emitted on one node to the user on the other, and only to them', async () => {
    const redis = testRedisConfig();
    const nodeA = await createTestApp('pglite', { config: redis });
    const nodeB = await buildApp({ config: createTestConfig(redis), database: nodeA.database });
    // A third node on another prefix: another deployment sharing the Redis server, which must hear nothing.
    const elsewhere = await buildApp({
      config: createTestConfig(testRedisConfig()),
      database: nodeA.database,
    });
    const sockets: ClientSocket[] = [];
    let nodeBClosed = false;
    try {
      const { db } = nodeA.database;
      const employerId = await addEmployer(db, 'redis-cluster@clinic.test');
      const { token } = await createSession(db, employerId);
      const urlA = await nodeA.app.listen({ host: '127.0.0.1', port: 0 });
      await nodeB.listen({ host: '127.0.0.1', port: 0 });
      await elsewhere.listen({ host: '127.0.0.1', port: 0 });

      const onA = io(urlA, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        query: { uid: employerId },
        auth: { token },
      });
      sockets.push(onA);
      await new Promise<void>((resolve, reject) => {
        onA.once('connect', () => resolve());
        onA.once('connect_error', (error) => reject(error));
      });
      const received: unknown[] = [];
      onA.on('onMessage', (payload) => received.push(payload));

      const stray = messageEvent('c-elsewhere', 'From another deployment');
      elsewhere.realtime.emit({ kind: 'employer', id: employerId }, 'onMessage', stray);
      const payload = messageEvent('c-redis', 'From the other node, through Redis');
      // Redis pub/sub needs no heartbeat: the subscription is up once the node is ready.
      const deadline = Date.now() + 3000;
      while (received.length === 0 && Date.now() < deadline) {
        nodeB.realtime.emit({ kind: 'employer', id: employerId }, 'onMessage', payload);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(received[0]).toEqual(payload);
      expect(received).not.toContainEqual(stray);

      // One node going away disconnects its own sockets only.
      await nodeB.close();
      nodeBClosed = true;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(onA.connected).toBe(true);
    } finally {
      for (const socket of sockets) socket.disconnect();
      if (!nodeBClosed) await nodeB.close();
      await elsewhere.close();
      await nodeA.close();
      await dropRedisKeys(redis.redisKeyPrefix);
    }
  });
});

// The sweep of one node's sockets, with its sockets and its database check stood in for.
describe('the sweep of ended sessions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function fakeSocket(kind: 'employer' | 'candidate', sessionId: string) {
    return { data: { session: { kind, id: sessionId } }, emit: vi.fn(), disconnect: vi.fn() };
  }

  function fakeServer(sockets: ReturnType<typeof fakeSocket>[]) {
    const byId = new Map(sockets.map((socket, index) => [`socket-${index}`, socket]));
    return { of: () => ({ sockets: byId }) } as unknown as Server;
  }

  const log = () => ({ error: vi.fn() });

  it('checks each kind once per tick, closes the sockets of ended sessions and no others', async () => {
    vi.useFakeTimers();
    const ended = [
      fakeSocket('employer', 'e-1'),
      fakeSocket('employer', 'e-1'),
      fakeSocket('candidate', 'c-1'),
    ];
    const live = [fakeSocket('employer', 'e-2'), fakeSocket('candidate', 'c-2')];
    const findEnded = vi.fn<FindEndedSessions>(async (kind) => (kind === 'employer' ? ['e-1'] : ['c-1']));
    const sweep = startSessionSweep(fakeServer([...ended, ...live]), { findEnded, log: log() });
    await vi.advanceTimersByTimeAsync(SESSION_SWEEP_INTERVAL_MS);
    await sweep.stop();

    expect(findEnded.mock.calls.map(([kind, ids]) => [kind, ids])).toEqual([
      ['employer', ['e-1', 'e-2']],
      ['candidate', ['c-1', 'c-2']],
    ]);
    for (const socket of ended) {
      expect(socket.emit).toHaveBeenCalledWith(SESSION_ENDED_EVENT, {
        message: 'Your session has ended. Please sign in again.',
      });
      expect(socket.disconnect).toHaveBeenCalledWith(true);
    }
    for (const socket of live) expect(socket.disconnect).not.toHaveBeenCalled();
  });

  it('asks the database nothing while no socket is open', async () => {
    vi.useFakeTimers();
    const findEnded = vi.fn<FindEndedSessions>(async () => []);
    const sweep = startSessionSweep(fakeServer([]), { findEnded, log: log() });
    await vi.advanceTimersByTimeAsync(SESSION_SWEEP_INTERVAL_MS * 10);
    await sweep.stop();
    expect(findEnded).not.toHaveBeenCalled();
  });

  it('skips a tick while the previous check runs, logs a failed check and tries again', async () => {
    vi.useFakeTimers();
    const socket = fakeSocket('employer', 'e-1');
    let release: (ids: string[]) => void = () => {};
    const findEnded = vi
      .fn<FindEndedSessions>()
      .mockRejectedValueOnce(new Error('the database went away'))
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValue(['e-1']);
    const logger = log();
    const sweep = startSessionSweep(fakeServer([socket]), { findEnded, log: logger });

    await vi.advanceTimersByTimeAsync(SESSION_SWEEP_INTERVAL_MS);
    expect(logger.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SESSION_SWEEP_INTERVAL_MS);
    expect(findEnded).toHaveBeenCalledTimes(2);
    // The second check is slow: three ticks pass without a third one starting.
    await vi.advanceTimersByTimeAsync(SESSION_SWEEP_INTERVAL_MS * 3);
    expect(findEnded).toHaveBeenCalledTimes(2);
    release([]);
    await vi.advanceTimersByTimeAsync(SESSION_SWEEP_INTERVAL_MS);
    expect(findEnded).toHaveBeenCalledTimes(3);
    expect(socket.disconnect).toHaveBeenCalledWith(true);

    // Stopped, it checks no more.
    await sweep.stop();
    await vi.advanceTimersByTimeAsync(SESSION_SWEEP_INTERVAL_MS * 4);
    expect(findEnded).toHaveBeenCalledTimes(3);
  });
});
