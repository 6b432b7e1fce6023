import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, mailOutbox } from '../db/schema.js';
import { call, insertCandidate, insertEmployer, insertJob } from '../modules/matches/test-support.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { testDatabases } from '../testing/database.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789abcdef';

/** The parts of a socket.io client socket this test uses. */
interface ClientSocket {
  once(event: string, listener: (...args: unknown[]) => void): ClientSocket;
  disconnect(): void;
}
// socket.io-client is a dependency of the web client packages; it is resolved from there.
const { io } = createRequire(new URL('../../../../packages/api-client/package.json', import.meta.url))(
  'socket.io-client',
) as { io: (url: string, options: Record<string, unknown>) => ClientSocket };

/** The value of one sample line (`name{labels} value`) of a scrape, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp('pglite');
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('does not exist', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: { message: 'Not found', code: 'NOT_FOUND' } });
  });
});

describe.each(testDatabases())('GET /metrics (%s)', (kind) => {
  let testApp: TestApp;
  let url: string;
  const sockets: ClientSocket[] = [];

  const scrape = async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      config: { metricsToken: METRICS_TOKEN, messageRateLimitPer10Seconds: 1 },
    });
    url = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await testApp.close();
  });

  it('answers only the metrics token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${METRICS_TOKEN}`]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        error: { message: 'The metrics token is missing or wrong.', code: 'UNAUTHORIZED' },
      });
    }
  });

  it('speaks the Prometheus text format, with the process metrics', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(response.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');

    // Prometheus asks for gzip: a scrape of tens of KB goes out compressed.
    const gzipped = await testApp.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}`, 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain(
      '# TYPE process_cpu_user_seconds_total counter',
    );
  });

  it('times HTTP answers by route pattern, never by raw URL', async () => {
    const id = randomUUID();
    await testApp.app.inject({ method: 'GET', url: `/employer/conversation/get-single-conversation/${id}` });
    await testApp.app.inject({ method: 'GET', url: `/nothing/here/${id}` });
    await testApp.app.inject({ method: 'GET', url: '/health' });
    const text = await scrape();
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/employer/conversation/get-single-conversation/:id",status_code="401"}',
      ),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/health",status_code="200"}'),
    ).toBe(1);
    expect(text).not.toContain(id);
  });

  it('counts messages sent and the sends a rate limit refused', async () => {
    const { db } = testApp.database;
    const employer = await insertEmployer(db);
    const jobId = await insertJob(db, employer.id);
    const candidateId = await insertCandidate(db, {
      email: `${randomUUID()}@doctors.test`,
      passwordHash: 'signs-in-by-session-in-these-tests',
    });
    const invited = await call(testApp.app, 'POST', '/employer/match/invite', employer.token, {
      jobId,
      candidateId,
    });
    const matchId = invited.json().data.match._id as string;
    const [conversation] = await db.select().from(conversations).where(eq(conversations.matchId, matchId));
    const send = (tempMsgId: number) =>
      call(testApp.app, 'POST', `/employer/conversation/send-message/${conversation?.id}`, employer.token, {
        body: `Hello ${tempMsgId}`,
        tempMsgId,
      });

    expect((await send(1)).statusCode).toBe(200);
    expect((await send(2)).statusCode).toBe(429);
    const text = await scrape();
    expect(sample(text, 'medhire_messages_sent_total{sender="employer"}')).toBe(1);
    expect(
      sample(
        text,
        'medhire_rate_limit_refusals_total{route="/employer/conversation/send-message/:id",code="RATE_LIMITED"}',
      ),
    ).toBe(1);
  });

  it('reports the open sockets and the database connections', async () => {
    const employer = await insertEmployer(testApp.database.db, { organizationName: 'Sockets Clinic' });
    expect(sample(await scrape(), 'medhire_open_sockets')).toBe(0);
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      query: { uid: employer.id },
      auth: { token: employer.token },
    });
    sockets.push(socket);
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const text = await scrape();
    expect(sample(text, 'medhire_open_sockets')).toBe(1);
    const total = sample(text, 'medhire_db_pool_connections{state="total"}');
    if (kind === 'pglite') expect(total).toBe(1);
    else expect(total).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'medhire_db_pool_connections{state="waiting"}')).toBe(0);
  });

  it('reports the mail waiting in the outbox and the age of the oldest', async () => {
    const db = testApp.database.db;
    await db.delete(mailOutbox);
    expect(sample(await scrape(), 'medhire_mail_outbox_depth')).toBe(0);
    const queued = (minutesAgo: number) => ({
      to: 'owner@lakeside.test',
      subject: 'Your MedHire code: [redacted]',
      text: 'Your code is [redacted].',
      status: 'pending' as const,
      nextAttemptAt: new Date(Date.now() + 3_600_000),
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await db.insert(mailOutbox).values([queued(10), queued(1)]);
    await db.insert(mailOutbox).values({ ...queued(60), status: 'sent', sentAt: new Date() });
    const text = await scrape();
    expect(sample(text, 'medhire_mail_outbox_depth')).toBe(2);
    const age = sample(text, 'medhire_mail_outbox_oldest_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(900);
    await db.delete(mailOutbox);
  });

  it('keeps each app’s figures to itself', async () => {
    const other = await createTestApp(kind, { config: { metricsToken: METRICS_TOKEN } });
    try {
      const response = await other.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(sample(response.body, 'medhire_messages_sent_total{sender="employer"}')).toBe(0);
      expect(sample(response.body, 'medhire_messages_sent_total{sender="candidate"}')).toBe(0);
      expect(response.body).not.toContain('route="/health"');
    } finally {
      await other.close();
    }
  });
});
