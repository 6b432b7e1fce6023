import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { employers } from '../../db/schema.js';
import { createTestConfig, removeTestDataDir } from '../../testing/app.js';
import { createTestDatabase, testDatabases } from '../../testing/database.js';
import { hashPassword } from './password.js';
import { LOGIN_BACKOFF, tooManyFailedSignInsMessage } from './routes.js';

const PASSWORD = 'Correct-Horse-9';

function signIn(app: App, email: string, password: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/employer/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}

describe.each(testDatabases('both'))('login backoff (%s)', (kind) => {
  const config = createTestConfig({ loginRateLimitPerMinute: 1000 });
  let database: Database;
  let app: App;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({ config, database });
    const passwordHash = await hashPassword(PASSWORD);
    await database.db.insert(employers).values([
      { email: 'owner@clinic.test', passwordHash, accountStatus: 'approved' },
      { email: 'target@clinic.test', passwordHash, accountStatus: 'approved' },
      { email: 'besieged@clinic.test', passwordHash, accountStatus: 'approved' },
      { email: 'restart@clinic.test', passwordHash, accountStatus: 'approved' },
      { email: 'usual-desk@clinic.test', passwordHash, accountStatus: 'approved' },
    ]);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await removeTestDataDir(config);
  });

  /** A clock the test moves: `at(ms)` sets it `ms` after the test began (the counters read `Date.now()`). */
  function clock() {
    const start = Date.now();
    return { at: (ms: number) => vi.spyOn(Date, 'now').mockImplementation(() => start + ms) };
  }

  it('after five failures the next attempt from that IP waits 1 s, then 2 s: 429, Retry-After, the wait in words', async () => {
    const { at } = clock();
    const ip = '203.0.113.10';
    for (let failure = 1; failure <= LOGIN_BACKOFF.freeFailures; failure += 1) {
      expect((await signIn(app, 'target@clinic.test', `wrong-${failure}`, ip)).statusCode).toBe(401);
    }
    // Even the right password waits: it is not checked while the pair backs off.
    const waiting = await signIn(app, 'target@clinic.test', PASSWORD, ip);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json()).toEqual({
      success: false,
      error: { code: 'RATE_LIMITED', message: 'Too many failed sign-ins. Try again in 1 second.' },
    });

    at(5_000);
    expect((await signIn(app, 'target@clinic.test', 'wrong-6', ip)).statusCode).toBe(401);
    const doubled = await signIn(app, 'target@clinic.test', PASSWORD, ip);
    expect(doubled.statusCode).toBe(429);
    expect(doubled.headers['retry-after']).toBe('2');
    expect(doubled.json().error.message).toBe(tooManyFailedSignInsMessage(2000));

    // Once the wait is over the owner signs in, which clears the backoff of this IP.
    at(8_000);
    expect((await signIn(app, 'target@clinic.test', PASSWORD, ip)).statusCode).toBe(200);
    expect((await signIn(app, 'target@clinic.test', 'wrong-again', ip)).statusCode).toBe(401);
    expect((await signIn(app, 'target@clinic.test', PASSWORD, ip)).statusCode).toBe(200);
  });

  it('caps the wait at 15 minutes', async () => {
    const { at } = clock();
    const ip = '203.0.113.11';
    let elapsed = 0;
    for (let failure = 1; failure <= 20; failure += 1) {
      at(elapsed);
      expect((await signIn(app, 'ghost-capped@clinic.test', 'wrong', ip)).statusCode).toBe(401);
      elapsed += Math.min(1000 * 2 ** Math.max(0, failure - LOGIN_BACKOFF.freeFailures), 15 * 60_000) + 10;
    }
    at(elapsed - 20);
    const waiting = await signIn(app, 'ghost-capped@clinic.test', 'wrong', ip);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(waiting.json().error.message).toMatch(/^Too many failed sign-ins\. Try again in \d+ seconds?\.$/);
    at(elapsed);
    expect((await signIn(app, 'ghost-capped@clinic.test', 'wrong', ip)).statusCode).toBe(401);
  });

  it('does not slow the owner on another IP: failures from elsewhere do not lock them out', async () => {
    for (let failure = 1; failure <= 10; failure += 1) {
      await signIn(app, 'owner@clinic.test', `guess-${failure}`, '198.51.100.66');
    }
    expect((await signIn(app, 'owner@clinic.test', 'guess-11', '198.51.100.66')).statusCode).toBe(429);
    const owner = await signIn(app, 'owner@clinic.test', PASSWORD, '192.0.2.44');
    expect(owner.statusCode).toBe(200);
  });

  it('answers an unknown email exactly like a known one', async () => {
    const answers = [];
    for (const email of ['target@clinic.test', 'nobody-here@clinic.test']) {
      const ip = email.startsWith('target') ? '203.0.113.20' : '203.0.113.21';
      for (let failure = 1; failure <= LOGIN_BACKOFF.freeFailures; failure += 1) {
        await signIn(app, email, 'wrong', ip);
      }
      const waiting = await signIn(app, email, 'wrong', ip);
      answers.push({
        status: waiting.statusCode,
        retryAfter: waiting.headers['retry-after'],
        body: waiting.json(),
      });
    }
    expect(answers[0]?.status).toBe(429);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('stops a guesser with many IPs at a much higher ceiling per account, for the rest of the hour', async () => {
    const { at } = clock();
    for (let failure = 1; failure <= LOGIN_BACKOFF.accountCeiling; failure += 1) {
      const ip = `10.77.${failure >> 8}.${failure & 255}`;
      expect((await signIn(app, 'besieged@clinic.test', 'wrong', ip)).statusCode).toBe(401);
    }
    const stopped = await signIn(app, 'besieged@clinic.test', PASSWORD, '192.0.2.99');
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(55 * 60);
    expect(stopped.json().error.message).toMatch(
      /^Too many failed sign-ins\. Try again in (59|60) minutes\.$/,
    );
    at(LOGIN_BACKOFF.accountWindowMs + 1000);
    expect((await signIn(app, 'besieged@clinic.test', PASSWORD, '192.0.2.99')).statusCode).toBe(200);
  });

  it('never holds the owner out at an address they signed in from before, even past the ceiling', async () => {
    const owner = '192.0.2.120';
    expect((await signIn(app, 'usual-desk@clinic.test', PASSWORD, owner)).statusCode).toBe(200);
    for (let failure = 1; failure <= LOGIN_BACKOFF.accountCeiling; failure += 1) {
      const ip = `10.78.${failure >> 8}.${failure & 255}`;
      expect((await signIn(app, 'usual-desk@clinic.test', 'wrong', ip)).statusCode).toBe(401);
    }
    expect((await signIn(app, 'usual-desk@clinic.test', PASSWORD, '192.0.2.121')).statusCode).toBe(429);
    expect((await signIn(app, 'usual-desk@clinic.test', PASSWORD, owner)).statusCode).toBe(200);
  });

  it('keeps the backoff across a restart of the API (the counts are in the database)', async () => {
    const ip = '203.0.113.30';
    for (let failure = 1; failure <= LOGIN_BACKOFF.freeFailures; failure += 1) {
      await signIn(app, 'restart@clinic.test', 'wrong', ip);
    }
    const rebuilt = await buildApp({ config, database });
    try {
      expect((await signIn(rebuilt, 'restart@clinic.test', PASSWORD, ip)).statusCode).toBe(429);
    } finally {
      await rebuilt.close();
    }
  });
});
