import { createRequire } from 'node:module';
import { MessageStatus, type RealtimeMessageEvent } from '@medhire/domain';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type Db, fromPool } from '../db/client.js';
import { candidates, employers, sessions } from '../db/schema.js';
import { SESSION_ENDED_MESSAGE } from '../modules/auth/authenticate.js';
import { hashPassword } from '../modules/auth/password.js';
import { createSession } from '../modules/auth/sessions.js';
import { seedPlans } from '../modules/billing/seed.js';
import { createCandidateSession } from '../modules/employee/sessions.js';
import { removedFromTeamMessage } from '../modules/team/service.js';
import { signedInMember } from '../modules/team/test-support.js';
import { otherActiveEmployer } from '../security/actors.js';
import { createTestApp, createTestConfig, type TestApp } from '../testing/app.js';
import { testDatabases } from '../testing/database.js';
import { dropRedisKeys, testRedis, testRedisConfig } from '../testing/redis.js';
import { SESSION_ENDED_EVENT } from './socket-server.js';

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

const PASSWORD = 'Correct-Horse-9';
const ADMIN_TOKEN = 'operator-token-operator-token-operator-token';
/** The promise under test: a socket of an ended session is closed within a second. */
const WITHIN_MS = 1000;

/** An open test socket and what it saw. */
interface Watched {
  socket: ClientSocket;
  messages: unknown[];
  ended: unknown[];
  /** When the server closed it (Date.now()), and why. */
  disconnect?: { at: number; reason: string };
}

const passwordHash = hashPassword(PASSWORD);
let accounts = 0;

async function addEmployer(db: Db): Promise<{ id: string; email: string }> {
  accounts += 1;
  const email = `revocation-${accounts}@clinic.test`;
  const [row] = await db
    .insert(employers)
    .values({ email, passwordHash: await passwordHash, accountStatus: 'approved' })
    .returning({ id: employers.id });
  if (!row) throw new Error('no employer inserted');
  return { id: row.id, email };
}

async function addCandidate(db: Db): Promise<string> {
  accounts += 1;
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
      email: `jordan.${accounts}@candidate.test`,
      passwordHash: await passwordHash,
    })
    .returning({ id: candidates.id });
  if (!row) throw new Error('no candidate inserted');
  return row.id;
}

const opened: ClientSocket[] = [];

/** Connects a socket for `uid` with `token` and resolves once it is connected. */
async function openSocket(url: string, uid: string, token: string): Promise<Watched> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    query: { uid },
    auth: { token },
  });
  opened.push(socket);
  const watched: Watched = { socket, messages: [], ended: [] };
  socket.on('onMessage', (payload) => watched.messages.push(payload));
  socket.on(SESSION_ENDED_EVENT, (payload) => watched.ended.push(payload));
  socket.on('disconnect', (reason) => {
    watched.disconnect = { at: Date.now(), reason: String(reason) };
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return watched;
}

function closeOpenSockets(): void {
  for (const socket of opened.splice(0)) socket.disconnect();
}

/** Waits until the server closed the socket; fails unless that happened within a second of `since`. */
async function expectClosedSoon(watched: Watched, since: number): Promise<void> {
  await expect.poll(() => watched.disconnect, { timeout: WITHIN_MS + 500, interval: 20 }).toBeDefined();
  expect(watched.disconnect?.reason).toBe('io server disconnect');
  expect(watched.disconnect?.at ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(since + WITHIN_MS);
  expect(watched.ended).toEqual([{ message: SESSION_ENDED_MESSAGE }]);
}

/** Sends `onMessage` to the user; resolves once sockets that should get it have, and a stray one had time. */
async function sendAfterwards(
  testApp: TestApp,
  recipient: { kind: 'employer' | 'candidate'; id: string },
  stillOpen: Watched[],
): Promise<unknown> {
  const payload = messageEvent('after-the-end', 'Nobody signed out should see this');
  testApp.app.realtime.emit(recipient, 'onMessage', payload);
  for (const watched of stillOpen) await expect.poll(() => watched.messages).toEqual([payload]);
  await new Promise((resolve) => setTimeout(resolve, 150));
  return payload;
}

describe.each(testDatabases('both'))('open sockets end with their session (%s)', (kind) => {
  let testApp: TestApp;
  let url: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { config: { adminToken: ADMIN_TOKEN } });
    url = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(closeOpenSockets);
  afterAll(async () => testApp?.close());

  function inject(method: 'GET' | 'POST' | 'PATCH', path: string, token: string, payload?: object) {
    return testApp.app.inject({
      method,
      url: path,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  }

  /** An employer with two sessions, a socket on each, and another employer's socket. */
  async function employerWithTwoSockets() {
    const { db } = testApp.database;
    const employer = await addEmployer(db);
    const first = await createSession(db, employer.id);
    const second = await createSession(db, employer.id);
    const stranger = await addEmployer(db);
    const strangerToken = (await createSession(db, stranger.id)).token;
    return {
      employer,
      tokens: [first.token, second.token] as const,
      sessionIds: [first.session.id, second.session.id] as const,
      sockets: [
        await openSocket(url, employer.id, first.token),
        await openSocket(url, employer.id, second.token),
      ] as const,
      stranger: await openSocket(url, stranger.id, strangerToken),
      strangerId: stranger.id,
    };
  }

  it('logout closes the sockets of that session at once, and only those', async () => {
    const { employer, tokens, sockets } = await employerWithTwoSockets();
    const response = await inject('POST', '/employer/auth/logout', tokens[0]);
    expect(response.statusCode).toBe(200);
    await expectClosedSoon(sockets[0], Date.now());

    await sendAfterwards(testApp, { kind: 'employer', id: employer.id }, [sockets[1]]);
    expect(sockets[0].messages).toEqual([]);
    expect(sockets[1].socket.connected).toBe(true);
    expect(sockets[1].ended).toEqual([]);
  });

  it('removing a member closes their sockets at once, saying why', async () => {
    const { db } = testApp.database;
    await seedPlans(db);
    const organization = await otherActiveEmployer(db, { organizationName: 'Riverside Family Clinic' });
    const member = await signedInMember(db, organization.id, 'recruiter', 'Ana Ruiz');
    const socket = await openSocket(url, organization.id, member.token);
    const owner = (await createSession(db, organization.id)).token;
    const since = Date.now();
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/employer/team/${member.id}`,
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(removed.statusCode).toBe(200);
    await expect.poll(() => socket.disconnect, { timeout: WITHIN_MS + 500, interval: 20 }).toBeDefined();
    expect(socket.disconnect?.at ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(since + WITHIN_MS);
    expect(socket.ended).toEqual([
      { message: removedFromTeamMessage('Riverside Family Clinic'), explained: true },
    ]);
  });

  it('a password change closes the sockets of the other sessions; the current one stays', async () => {
    const { employer, tokens, sockets } = await employerWithTwoSockets();
    const response = await inject('POST', `/employer/auth/v1/reset-password/${employer.id}`, tokens[1], {
      oldPassword: PASSWORD,
      newPassword: 'Another-Horse-42',
    });
    expect(response.statusCode).toBe(200);
    await expectClosedSoon(sockets[0], Date.now());

    await sendAfterwards(testApp, { kind: 'employer', id: employer.id }, [sockets[1]]);
    expect(sockets[0].messages).toEqual([]);
    expect(sockets[1].socket.connected).toBe(true);
  });

  const endingsOfEveryone: {
    name: string;
    end: (employer: { id: string; email: string }, token: string) => Promise<{ statusCode: number }>;
  }[] = [
    {
      name: 'archiving the account',
      end: (employer, token) =>
        inject('PATCH', `/employer/auth/v1/archive-profile/${employer.id}`, token, { password: PASSWORD }),
    },
    {
      name: 'the operator blocking the account',
      end: (employer) =>
        inject('PATCH', '/admin/employers/account-status', ADMIN_TOKEN, {
          email: employer.email,
          accountStatus: 'block',
        }),
    },
    {
      name: 'the operator rejecting the account',
      end: (employer) =>
        inject('PATCH', '/admin/employers/account-status', ADMIN_TOKEN, {
          email: employer.email,
          accountStatus: 'rejected',
        }),
    },
  ];

  for (const { name, end } of endingsOfEveryone) {
    it(`${name} closes every socket of the account, and no one else's`, async () => {
      const { employer, tokens, sockets, stranger, strangerId } = await employerWithTwoSockets();
      expect((await end(employer, tokens[0])).statusCode).toBe(200);
      const since = Date.now();
      await expectClosedSoon(sockets[0], since);
      await expectClosedSoon(sockets[1], since);

      await sendAfterwards(testApp, { kind: 'employer', id: employer.id }, []);
      await sendAfterwards(testApp, { kind: 'employer', id: strangerId }, [stranger]);
      expect(sockets.map((watched) => watched.messages)).toEqual([[], []]);
      expect(stranger.socket.connected).toBe(true);
    });
  }

  it('a session that ends any other way (expiry, here) closes its sockets too', async () => {
    const { sessionIds, sockets } = await employerWithTwoSockets();
    await testApp.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIds[0]));
    await expectClosedSoon(sockets[0], Date.now());
    expect(sockets[1].socket.connected).toBe(true);
  });

  it('a candidate’s logout closes the sockets of that session, and only those', async () => {
    const { db } = testApp.database;
    const candidateId = await addCandidate(db);
    const first = await createCandidateSession(db, candidateId);
    const second = await createCandidateSession(db, candidateId);
    const sockets = [
      await openSocket(url, candidateId, first.token),
      await openSocket(url, candidateId, second.token),
    ] as const;
    const response = await inject('POST', '/employee/auth/logout', first.token);
    expect(response.statusCode).toBe(200);
    await expectClosedSoon(sockets[0], Date.now());

    await sendAfterwards(testApp, { kind: 'candidate', id: candidateId }, [sockets[1]]);
    expect(sockets[0].messages).toEqual([]);
    expect(sockets[1].socket.connected).toBe(true);
  });

  it('a blocked account cannot sign in, and its token answers 401 even once set back to approved', async () => {
    const { db } = testApp.database;
    const employer = await addEmployer(db);
    const signIn = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/employer/auth/login',
        payload: { email: employer.email, password: PASSWORD },
      });
    const { token } = (await signIn()).json().data;
    const sync = () =>
      inject('GET', `/employer/auth/sync-user-detail/${employer.id}`, token).then(
        (response) => response.statusCode,
      );
    const setStatus = (accountStatus: string) =>
      inject('PATCH', '/admin/employers/account-status', ADMIN_TOKEN, {
        email: employer.email,
        accountStatus,
      });
    expect(await sync()).toBe(200);

    expect((await setStatus('block')).statusCode).toBe(200);
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ACCOUNT_BLOCKED');
    expect(await sync()).toBe(401);

    expect((await setStatus('approved')).statusCode).toBe(200);
    expect(await sync()).toBe(401);
    expect((await signIn()).statusCode).toBe(200);
  });
});

// Two API nodes on one PostgreSQL database with SOCKET_CLUSTER, as behind a load balancer: a logout handled by one
// node closes the session's socket on the other.
describe.each(testDatabases('both').filter((kind) => kind === 'postgres'))(
  'open sockets end on every node (%s)',
  () => {
    it('a logout on node A closes the socket of that session on node B', async () => {
      const nodeA = await createTestApp('postgres', { config: { socketCluster: true } });
      const { pool } = nodeA.database.driver as { pool: pg.Pool };
      const sharedDatabase = fromPool(
        new pg.Pool({ connectionString: pool.options.connectionString, max: 2 }),
      );
      const nodeB = await buildApp({
        config: createTestConfig({ socketCluster: true }),
        database: sharedDatabase,
      });
      try {
        const { db } = nodeA.database;
        const employer = await addEmployer(db);
        const { token } = await createSession(db, employer.id);
        await nodeA.app.listen({ host: '127.0.0.1', port: 0 });
        const urlB = await nodeB.listen({ host: '127.0.0.1', port: 0 });
        const onB = await openSocket(urlB, employer.id, token);

        const response = await nodeA.app.inject({
          method: 'POST',
          url: '/employer/auth/logout',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode).toBe(200);
        await expectClosedSoon(onB, Date.now());
      } finally {
        closeOpenSockets();
        await nodeB.close();
        await sharedDatabase.close();
        await nodeA.close();
      }
    });
  },
);

// Two API nodes sharing one Redis (REDIS_URL): the nodes' server-to-server events go through socket.io's Redis
// adapter, so a session ended on one node closes its sockets on the other at once, not at that node's next sweep.
describe.each(testRedis())('open sockets end on every node (%s)', () => {
  it('a logout on node A closes the socket of that session on node B', async () => {
    const redis = testRedisConfig();
    const nodeA = await createTestApp('pglite', { config: redis });
    const nodeB = await buildApp({ config: createTestConfig(redis), database: nodeA.database });
    try {
      const { db } = nodeA.database;
      const employer = await addEmployer(db);
      const { token } = await createSession(db, employer.id);
      await nodeA.app.listen({ host: '127.0.0.1', port: 0 });
      const urlB = await nodeB.listen({ host: '127.0.0.1', port: 0 });
      const onB = await openSocket(urlB, employer.id, token);

      const response = await nodeA.app.inject({
        method: 'POST',
        url: '/employer/auth/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      await expectClosedSoon(onB, Date.now());
    } finally {
      closeOpenSockets();
      await nodeB.close();
      await nodeA.close();
      await dropRedisKeys(redis.redisKeyPrefix);
    }
  });

  it('the end-session event itself crosses nodes: node A ends a session whose socket is on node B', async () => {
    const redis = testRedisConfig();
    const nodeA = await createTestApp('pglite', { config: redis });
    const nodeB = await buildApp({ config: createTestConfig(redis), database: nodeA.database });
    try {
      const { db } = nodeA.database;
      const employer = await addEmployer(db);
      const { token, session } = await createSession(db, employer.id);
      await nodeA.app.listen({ host: '127.0.0.1', port: 0 });
      const urlB = await nodeB.listen({ host: '127.0.0.1', port: 0 });
      const onB = await openSocket(urlB, employer.id, token);
      const other = await openSocket(urlB, employer.id, (await createSession(db, employer.id)).token);

      // The session stays active in the database, so node B's own sweep would never close it: only the
      // server-to-server event can.
      const since = Date.now();
      nodeA.app.realtime.endSession({ kind: 'employer', id: session.id });
      await expectClosedSoon(onB, since);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(other.disconnect).toBeUndefined();
    } finally {
      closeOpenSockets();
      await nodeB.close();
      await nodeA.close();
      await dropRedisKeys(redis.redisKeyPrefix);
    }
  });
});
