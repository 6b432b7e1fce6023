import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { employers } from '../db/schema.js';
import { SESSION_ENDED_MESSAGE } from '../modules/auth/authenticate.js';
import { createSession } from '../modules/auth/sessions.js';
import { createTestConfig, removeTestDataDir } from '../testing/app.js';
import { createTestDatabase, testDatabases } from '../testing/database.js';
import { REDACTED, redactUrl } from './request-log.js';

/** The parts of a socket.io client socket these tests use. */
interface ClientSocket {
  once(event: string, listener: (...args: unknown[]) => void): ClientSocket;
  disconnect(): void;
}
// socket.io-client is a dependency of the web client packages; it is resolved from there.
const { io } = createRequire(new URL('../../../../packages/api-client/package.json', import.meta.url))(
  'socket.io-client',
) as { io: (url: string, options: Record<string, unknown>) => ClientSocket };

describe('redactUrl', () => {
  it.each([
    ['/set-up-password?token=abc123&email=a%40b.co', '/set-up-password?token=[redacted]&email=a%40b.co'],
    ['/setupPassword?email=a%40b.co&token=abc123', '/setupPassword?email=a%40b.co&token=[redacted]'],
    [
      '/employee/auth/exchange-code-with-token/dox-code-1',
      '/employee/auth/exchange-code-with-token/[redacted]',
    ],
    [
      '/employee/auth/exchange-code-with-token/dox-code-1?x=1',
      '/employee/auth/exchange-code-with-token/[redacted]?x=1',
    ],
    ['//employee/auth/Exchange-Code-With-Token/dox', '//employee/auth/Exchange-Code-With-Token/[redacted]'],
    ['/employer/team/invitation/invite-token-1', '/employer/team/invitation/[redacted]'],
    ['/auth/doximity/success?code=c1&state=s1', '/auth/doximity/success?code=[redacted]&state=[redacted]'],
    ['/reset?resetToken=r1&otp=123456', '/reset?resetToken=[redacted]&otp=[redacted]'],
    ['/x?%74oken=t1', '/x?%74oken=[redacted]'],
    ['/x?TOKEN', '/x?TOKEN=[redacted]'],
    ['/x?token=a=b=c&page=2', '/x?token=[redacted]&page=2'],
    ['/employer/jobs?page=2&pageSize=10', '/employer/jobs?page=2&pageSize=10'],
    ['/health', '/health'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe.each(testDatabases())('the request log (%s)', (kind) => {
  const lines: string[] = [];
  let app: App;
  let database: Database;
  const config = createTestConfig({ logLevel: 'trace' });
  let sessionToken: string;
  let employerId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({ config, database, logStream: { write: (line: string) => lines.push(line) } });
    const [row] = await database.db
      .insert(employers)
      .values({ email: 'owner@clinic.test', passwordHash: 'not-used' })
      .returning({ id: employers.id });
    employerId = row?.id ?? '';
    sessionToken = (await createSession(database.db, employerId)).token;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await removeTestDataDir(config);
  });

  it('carries no claim token, Doximity code, reset token, OTP, password or authorization header', async () => {
    const secrets = {
      claimToken: 'claim-token-4f1d9a',
      legacyClaimToken: 'legacy-claim-token-77c2',
      doximityCode: 'doximity-code-b81e0c',
      resetToken: 'reset-token-0c9e55',
      otp: '731942',
      malformedOtp: '86420x',
      password: 'Sup3r-Secret-Passw0rd',
      newPassword: 'An0ther-Secret-Passw0rd',
    };
    await app.inject({ method: 'GET', url: `/set-up-password?token=${secrets.claimToken}&email=a%40b.co` });
    await app.inject({ method: 'GET', url: `/setupPassword?token=${secrets.legacyClaimToken}` });
    await app.inject({
      method: 'GET',
      url: `/employee/auth/exchange-code-with-token/${secrets.doximityCode}`,
    });
    await app.inject({
      method: 'POST',
      url: '/employer/auth/v1/verify-otp-password-recovery',
      payload: { email: 'nobody@clinic.test', otp: secrets.otp },
    });
    // A refused one too: the validation failure is logged, never the value.
    const malformed = await app.inject({
      method: 'POST',
      url: '/employer/auth/v1/verify-otp',
      payload: { email: 'nobody@clinic.test', otp: secrets.malformedOtp },
    });
    expect(malformed.statusCode).toBe(400);
    await app.inject({
      method: 'POST',
      url: '/employer/auth/v1/update-password-by-otp',
      payload: { email: 'nobody@clinic.test', password: secrets.newPassword, resetToken: secrets.resetToken },
    });
    await app.inject({
      method: 'POST',
      url: '/employer/auth/v1/login',
      payload: { email: 'owner@clinic.test', password: secrets.password },
    });
    const signedIn = await app.inject({
      method: 'GET',
      url: `/employer/auth/sync-user-detail/${employerId}?token=${secrets.resetToken}`,
      headers: { authorization: `Bearer ${sessionToken}` },
    });

    expect(signedIn.statusCode).toBe(200);
    const log = lines.join('');
    for (const [name, secret] of Object.entries({ ...secrets, sessionToken })) {
      expect(log, name).not.toContain(secret);
    }
    expect(log.toLowerCase()).not.toContain('authorization');
    // The requests were logged all the same, with their paths.
    expect(log).toContain('/set-up-password?token=[redacted]&email=a%40b.co');
    expect(log).toContain('/setupPassword?token=[redacted]');
    expect(log).toContain(`/employee/auth/exchange-code-with-token/${REDACTED}`);
    expect(log).toContain('/employer/auth/v1/verify-otp-password-recovery');
  });
});

describe.each(testDatabases())('request ids in the log (%s)', (kind) => {
  const lines: string[] = [];
  let app: App;
  let database: Database;
  let url: string;
  const config = createTestConfig({ logLevel: 'trace' });
  let sessionToken: string;
  let employerId: string;
  const sockets: ClientSocket[] = [];

  /** The log lines written while `action` ran, parsed. */
  async function linesDuring(action: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
    const start = lines.length;
    await action();
    // Fastify writes "request completed" when the answer is out: let that line land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return lines.slice(start).map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({ config, database, logStream: { write: (line: string) => lines.push(line) } });
    const [row] = await database.db
      .insert(employers)
      .values({ email: 'ids@clinic.test', passwordHash: 'not-used', accountStatus: 'approved' })
      .returning({ id: employers.id });
    employerId = row?.id ?? '';
    sessionToken = (await createSession(database.db, employerId)).token;
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app?.close();
    await database?.close();
    await removeTestDataDir(config);
  });

  it('writes the proxy’s X-Request-Id in every line about the request, its own lines included', async () => {
    const logged = await linesDuring(() =>
      app.inject({
        method: 'POST',
        url: '/employer/auth/v1/verify-otp',
        headers: { 'x-request-id': 'edge-7f3a.1' },
        payload: { email: 'nobody@clinic.test', otp: 'not-a-code' },
      }),
    );
    expect(logged.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'Request validation failed', 'request completed']),
    );
    for (const line of logged) expect(line.requestId, String(line.msg)).toBe('edge-7f3a.1');
  });

  it('makes up an id when none came, answers it, and writes it in every line', async () => {
    let answered: unknown;
    const logged = await linesDuring(async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/nothing-here',
        headers: { 'x-request-id': 'bad id!' },
      });
      answered = response.headers['x-request-id'];
    });
    expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    for (const line of logged) expect(line.requestId, String(line.msg)).toBe(answered);
  });

  it('writes a socket’s handshake request id in the lines about that socket', async () => {
    const connect = (token: string, requestId: string) => {
      const socket = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        query: { uid: employerId },
        auth: { token },
        extraHeaders: { 'x-request-id': requestId },
      });
      sockets.push(socket);
      return new Promise<string>((resolve) => {
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve((error as Error).message));
      });
    };
    const logged = await linesDuring(async () => {
      expect(await connect('not-a-session', 'socket-refused-1')).toBe(SESSION_ENDED_MESSAGE);
      expect(await connect(sessionToken, 'socket-accepted-2')).toBe('connected');
    });
    expect(logged.find((line) => line.msg === 'Socket refused: no live session for its uid')).toMatchObject({
      requestId: 'socket-refused-1',
    });
    expect(logged.find((line) => line.msg === 'Socket connected')).toMatchObject({
      requestId: 'socket-accepted-2',
    });
  });
});
