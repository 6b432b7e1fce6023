// The promise of the chat, proven against the real server: the built API (apps/api/dist/main.js) runs in its own
// process on an on-disk PGlite database (and on PostgreSQL when TEST_DATABASE_URL is set); the demo employer and the demo candidate write to each other through this
// package's clients (the HTTP endpoints, the message outbox, the realtime connection and the thread feed), while
// every connection between them and the server is cut every few seconds and the server is stopped and started
// again once. Every message must arrive exactly once, in order, on both sides.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Message as ConversationMessage, Session } from '@medhire/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, apiMain, apiProcess } from '../../../../tooling/api-process';
import { createConversationEndpoints } from '../endpoints/conversations';
import { createEmployeeEndpoints } from '../endpoints/employee';
import { createApiClient } from '../http/client';
import { createRealtimeConnection, type RealtimeConnection } from './connection';
import { createMessageOutbox, type MessageOutbox } from './outbox';
import { createThreadFeed, type ThreadFeed, type ThreadFeedPage } from './thread-feed';

/** Messages each side writes: 2 000 in all. */
const MESSAGES_PER_SIDE = 1000;
/** Each side writes at most this many messages a second, so the run lasts long enough for many cuts. */
const MESSAGES_PER_SECOND = 100;
/** Connections are cut at a random moment between these two delays, again and again. */
const CUT_EVERY_MS = [1000, 2500] as const;
/** The server is stopped and started again once the employer has written this many. */
const RESTART_AFTER = 400;

// Production mode seeds the demo only when told to, and never with the README's published password.
const demoEmployer = { email: 'demo@medhire.test', password: 'Reliability-Run-2026!' };
// With a DEMO_PASSWORD of one's own, the demo candidate signs in with it too.
const demoCandidate = { email: 'candidate@medhire.test', password: 'Reliability-Run-2026!' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('No free port');
  return address.port;
}

/**
 * Where the API keeps its data: PGlite on disk always, and a throwaway database on the PostgreSQL server of
 * `TEST_DATABASE_URL` when it is set (several connections there, so concurrent sends really race).
 */
function databases(): ('pglite' | 'postgres')[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** A new empty database on TEST_DATABASE_URL's server; `drop` removes it. */
async function throwawayPostgres() {
  const admin = new URL(process.env.TEST_DATABASE_URL ?? '');
  const name = `medhire_reliability_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** The API as `npm start` runs it, in its own process, on an on-disk PGlite or the given PostgreSQL database. */
function apiFor(port: number, dataDir: string, databaseUrl: string) {
  return apiProcess({
    port,
    env: {
      DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
      LOG_LEVEL: 'warn',
      // Production mode, with the settings it requires (a local trial: plain http on 127.0.0.1, no proxy in
      // front, test payments, no mail).
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: 'false',
      TEST_PAYMENTS: 'true',
      MAIL_DELIVERY: 'off',
      SEED_DEMO: 'true',
      DEMO_PASSWORD: demoEmployer.password,
      PGLITE_DATA_DIR: join(dataDir, 'pglite'),
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // Each side writes up to 100 messages a second here, far past a person's pace that the default limits
      // (30 in 10 s, 600 an hour per sender) allow: this test is about delivery, so it lifts them.
      MESSAGE_RATE_LIMIT_PER_10_SECONDS: '100000',
      MESSAGE_RATE_LIMIT_PER_HOUR: '100000',
      DATABASE_URL: databaseUrl,
    },
  });
}

/**
 * A TCP proxy in front of the API: every HTTP request and socket of the test goes through it, and `cut()` destroys
 * every connection it carries at that instant (as a network drop would), in-flight requests included.
 */
async function cuttableProxy(targetPort: number) {
  const open = new Set<Socket>();
  let cuts = 0;
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    const close = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    open.add(client);
    open.add(upstream);
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    upstream.connect(targetPort, '127.0.0.1', () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut() {
      cuts += 1;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    cuts: () => cuts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

interface Side {
  name: 'employer' | 'candidate';
  outbox: MessageOutbox<ConversationMessage>;
  feed: ThreadFeed<ConversationMessage>;
  connection: RealtimeConnection;
  /** Bodies in the order this side wrote them. */
  written: string[];
  /** Sends that failed and were retried with the same tempMsgId. */
  retries: number;
  live: number;
  caughtUp: number;
}

describe.each(databases())('chat reliability against the real server (%s)', (kind) => {
  let dataDir = '';
  let api: ApiProcess;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let postgres: Awaited<ReturnType<typeof throwawayPostgres>> | null = null;

  beforeAll(async () => {
    if (!existsSync(apiMain)) throw new Error(`Build the API first (pnpm build): ${apiMain} is missing`);
    dataDir = mkdtempSync(join(tmpdir(), 'medhire-reliability-'));
    if (kind === 'postgres') postgres = await throwawayPostgres();
    const port = await freePort();
    api = apiFor(port, dataDir, postgres?.url ?? '');
    await api.start();
    proxy = await cuttableProxy(port);
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await api?.stop();
    await postgres?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers 1 000 messages from each side exactly once and in order, through drops and a restart', async () => {
    const direct = createApiClient({ baseUrl: proxy.url, getToken: () => null });
    const employerSession = await direct.post<Session>('/employer/auth/login', demoEmployer);
    const candidateLogin = await createEmployeeEndpoints(direct).login(demoCandidate);

    const employerApi = createConversationEndpoints(
      createApiClient({ baseUrl: proxy.url, getToken: () => employerSession.token, timeoutMs: 10_000 }),
    );
    const candidateApi = createEmployeeEndpoints(
      createApiClient({ baseUrl: proxy.url, getToken: () => candidateLogin.token, timeoutMs: 10_000 }),
    );
    const [first] = (await candidateApi.conversations()).conversations;
    if (!first) throw new Error('The demo candidate has no conversation');
    const conversationId = first._id;
    const before = (await employerApi.getSingle(conversationId)).conversation.messages;
    const startSeq = before.at(-1)?.seq ?? 0;

    function side(
      name: Side['name'],
      uid: string,
      token: string,
      send: (body: string, tempMsgId: number) => Promise<ConversationMessage>,
      fetchAfter: (afterSeq: number) => Promise<ThreadFeedPage<ConversationMessage>>,
    ): Side {
      const self = {
        name,
        written: [] as string[],
        retries: 0,
        live: 0,
        caughtUp: 0,
      } as Side;
      self.feed = createThreadFeed<ConversationMessage>({
        fetchAfter,
        lastSeq: startSeq,
        retryDelayMs: 250,
        onAppend: (_message, via) => {
          if (via === 'live') self.live += 1;
          else self.caughtUp += 1;
        },
      });
      self.outbox = createMessageOutbox<ConversationMessage>({ send, isOnline: () => true });
      self.connection = createRealtimeConnection({
        baseUrl: proxy.url,
        getUid: () => uid,
        getToken: () => token,
        startDelayMs: 0,
        onMessage: ({ conversationId: id, message }) => {
          if (id === conversationId) self.feed.receive(message as ConversationMessage);
        },
        onReconnect: () => void self.feed.catchUp(),
      });
      self.connection.start();
      return self;
    }

    const employer = side(
      'employer',
      employerSession.user._id,
      employerSession.token,
      async (body, tempMsgId) => (await employerApi.sendMessage(conversationId, { body, tempMsgId })).message,
      async (afterSeq) =>
        (await employerApi.getSingle(conversationId, { afterSeq, pageSize: 100 })).conversation,
    );
    const candidate = side(
      'candidate',
      candidateLogin.candidate._id,
      candidateLogin.token,
      async (body, tempMsgId) =>
        (await candidateApi.sendMessage(conversationId, { body, tempMsgId })).message,
      async (afterSeq) =>
        (await candidateApi.conversation(conversationId, { afterSeq, pageSize: 100 })).conversation,
    );

    /** Writes one message and waits until the server has it, resending a failed send with the same tempMsgId. */
    async function write(writer: Side, body: string): Promise<void> {
      writer.written.push(body);
      const { tempMsgId } = writer.outbox.queue(body);
      for (;;) {
        const entry = writer.outbox.messages().find((item) => item.tempMsgId === tempMsgId);
        if (entry?.status === 2 && entry.message) {
          writer.feed.receive(entry.message);
          writer.outbox.discard(tempMsgId);
          return;
        }
        if (entry?.status === 3) {
          await sleep(50 + Math.random() * 150);
          writer.retries += 1;
          writer.outbox.retry(tempMsgId);
        }
        await sleep(2);
      }
    }

    let restarted: Promise<void> | null = null;
    let cutting = true;
    try {
      const cutter = (async () => {
        while (cutting) {
          await sleep(CUT_EVERY_MS[0] + Math.random() * (CUT_EVERY_MS[1] - CUT_EVERY_MS[0]));
          if (cutting) proxy.cut();
        }
      })();

      async function writeAll(writer: Side): Promise<void> {
        const started = Date.now();
        for (let index = 0; index < MESSAGES_PER_SIDE; index += 1) {
          const due = started + (index * 1000) / MESSAGES_PER_SECOND;
          if (Date.now() < due) await sleep(due - Date.now());
          await write(writer, `${writer.name} #${index + 1}`);
          if (writer === employer && index + 1 === RESTART_AFTER) restarted = api.stop().then(api.start);
        }
      }
      await Promise.all([writeAll(employer), writeAll(candidate)]);
      await restarted;
      cutting = false;
      await cutter;

      // The server's thread is the truth: every message once, the seqs contiguous, each side's in its own order.
      const total = 2 * MESSAGES_PER_SIDE;
      // Read a bounded page at a time (at most 100), from where the test started, until nothing is newer.
      const stored: ConversationMessage[] = [];
      for (let more = true; more; ) {
        const { conversation } = await employerApi.getSingle(conversationId, {
          afterSeq: stored.at(-1)?.seq ?? startSeq,
          pageSize: 100,
        });
        stored.push(...conversation.messages);
        more = conversation.hasNewer;
      }
      expect(stored).toHaveLength(total);
      expect(stored.map((message) => message.seq)).toEqual(
        Array.from({ length: total }, (_, index) => startSeq + index + 1),
      );
      expect(
        stored.filter((message) => message.sender === 'employer').map((message) => message.body),
      ).toEqual(employer.written);
      expect(
        stored.filter((message) => message.sender === 'candidate').map((message) => message.body),
      ).toEqual(candidate.written);

      // Each side holds exactly the server's thread: nothing missing, nothing twice, the same order.
      for (const reader of [employer, candidate]) {
        await expect
          .poll(() => reader.feed.messages().length, { timeout: 30_000, interval: 100 })
          .toBe(total);
        expect(reader.feed.messages().map((message) => message._id)).toEqual(
          stored.map((message) => message._id),
        );
      }

      // The faults really happened, and the socket really carried messages live.
      expect(api.starts()).toBe(2);
      expect(proxy.cuts()).toBeGreaterThanOrEqual(3);
      expect(employer.retries + candidate.retries).toBeGreaterThan(0);
      expect(employer.live + candidate.live).toBeGreaterThan(0);
      console.info(
        `reliability: ${total} messages, ${proxy.cuts()} cuts, ${api.starts() - 1} restart; resends ${employer.retries} employer / ` +
          `${candidate.retries} candidate; arrived live ${employer.live} / ${candidate.live}, ` +
          `read back after a gap ${employer.caughtUp} / ${candidate.caughtUp}`,
      );
    } finally {
      // Whatever happened, nothing keeps running after the test.
      cutting = false;
      for (const side of [employer, candidate]) {
        side.connection.stop();
        side.feed.stop();
      }
    }
  }, 300_000);
});
