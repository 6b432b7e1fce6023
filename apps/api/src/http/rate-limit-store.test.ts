import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { rateLimitHits } from '../db/schema.js';
import { createTestConfig, removeTestDataDir } from '../testing/app.js';
import { createTestDatabase, testDatabases } from '../testing/database.js';
import { dropRedisKeys, redisKeysUnder, testRedis, testRedisConfig } from '../testing/redis.js';
import { AttemptCounters, backoffDelayMs, formatWait } from './rate-limit-store.js';

/** An app with two limited test routes: one by route config, one by `app.createRateLimit`. */
async function limitedApp(config: ReturnType<typeof createTestConfig>, database: Database): Promise<App> {
  const app = await buildApp({ config, database });
  app.get('/test/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({
    ok: true,
  }));
  const perIp = app.createRateLimit({ max: 2, timeWindow: 60_000 });
  app.get('/test/created', async (request, reply) => {
    const limit = await perIp(request);
    if (!limit.isAllowed && limit.isExceeded) return reply.code(429).send({ limited: true });
    return { ok: true };
  });
  await app.ready();
  return app;
}

const call = (app: App, url: string, ip = '192.0.2.1') =>
  app.inject({ method: 'GET', url, remoteAddress: ip }).then((response) => response.statusCode);

// With REDIS_URL the limits count in Redis: two nodes on two different databases still share them, since the
// only thing they share is Redis (and nothing is written to `rate_limit_hits`).
describe.each(testRedis())('the Redis rate limit store (%s)', () => {
  const redis = testRedisConfig();
  const configs = [createTestConfig(redis), createTestConfig(redis)];
  const databases: Database[] = [];
  let first: App;
  let second: App;

  beforeAll(async () => {
    databases.push(await createTestDatabase('pglite'), await createTestDatabase('pglite'));
    first = await limitedApp(configs[0] as ReturnType<typeof createTestConfig>, databases[0] as Database);
    second = await limitedApp(configs[1] as ReturnType<typeof createTestConfig>, databases[1] as Database);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    for (const database of databases) await database.close();
    for (const config of configs) await removeTestDataDir(config);
    await dropRedisKeys(redis.redisKeyPrefix);
  });

  it('shares counts between two API nodes through Redis, each limiter and client apart', async () => {
    expect(await call(first, '/test/limited')).toBe(200);
    expect(await call(second, '/test/limited')).toBe(200);
    expect(await call(first, '/test/limited')).toBe(429);
    expect(await call(second, '/test/limited')).toBe(429);
    expect(await call(second, '/test/limited', '192.0.2.2')).toBe(200);
    expect(await call(first, '/test/created')).toBe(200);
    expect(await call(second, '/test/created')).toBe(200);
    expect(await call(first, '/test/created')).toBe(429);

    for (const database of databases) {
      expect(await database.db.select().from(rateLimitHits)).toEqual([]);
    }
    // Keys under this deployment's prefix, none holding the client's address in clear.
    const keys = await redisKeysUnder(redis.redisKeyPrefix);
    expect(keys.length).toBeGreaterThanOrEqual(3);
    expect(keys.join(' ')).not.toContain('192.0.2');
  });

  it('sends Retry-After from the window left, which Redis expires', async () => {
    const ip = '192.0.2.9';
    await call(first, '/test/limited', ip);
    await call(second, '/test/limited', ip);
    const limited = await first.inject({ method: 'GET', url: '/test/limited', remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe.each(testDatabases('both'))('the database rate limit store (%s)', (kind) => {
  const config = createTestConfig();
  let database: Database;
  let first: App;
  let second: App;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    first = await limitedApp(config, database);
    second = await limitedApp(config, database);
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
    await removeTestDataDir(config);
  });

  it('shares counts between two app instances on one database (two API nodes)', async () => {
    expect(await call(first, '/test/limited')).toBe(200);
    expect(await call(second, '/test/limited')).toBe(200);
    expect(await call(first, '/test/limited')).toBe(429);
    expect(await call(second, '/test/limited')).toBe(429);
    // Another client, and another limiter, count apart.
    expect(await call(second, '/test/limited', '192.0.2.2')).toBe(200);
    expect(await call(first, '/test/created')).toBe(200);
    expect(await call(second, '/test/created')).toBe(200);
    expect(await call(first, '/test/created')).toBe(429);
  });

  it('keeps the counts when the app is rebuilt (a restart)', async () => {
    const ip = '192.0.2.3';
    expect(await call(first, '/test/limited', ip)).toBe(200);
    expect(await call(first, '/test/limited', ip)).toBe(200);
    const rebuilt = await limitedApp(config, database);
    try {
      expect(await call(rebuilt, '/test/limited', ip)).toBe(429);
      expect(await call(rebuilt, '/test/created', '192.0.2.1')).toBe(429);
    } finally {
      await rebuilt.close();
    }
  });

  it('sends Retry-After from the window left', async () => {
    const ip = '192.0.2.4';
    await call(first, '/test/limited', ip);
    await call(first, '/test/limited', ip);
    const limited = await first.inject({ method: 'GET', url: '/test/limited', remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(55);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts exactly under concurrent hits, starts a new window once one ends, and keeps the table small', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const counters = new AttemptCounters(database.db, () => now);
    const states = await Promise.all(Array.from({ length: 8 }, () => counters.hit('test', 'busy', 60_000)));
    expect(states.map((state) => state.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Racing conditional hits never share the last slots.
    const taken = await Promise.all(
      Array.from({ length: 6 }, () => counters.take('test', 'slots', 3, 60_000)),
    );
    expect(taken.filter((result) => result.allowed)).toHaveLength(3);

    now += 61_000;
    expect(await counters.read('test', 'busy')).toBeUndefined();
    expect((await counters.hit('test', 'busy', 60_000)).count).toBe(1);
    // The hit after the window swept the rows whose window had ended.
    const rows = await database.db.select().from(rateLimitHits);
    expect(rows.every((row) => row.resetAt.getTime() > now)).toBe(true);
    // Keys are hashed: neither the IP nor an email is stored.
    expect(rows.some((row) => row.key.includes('busy'))).toBe(false);
  });

  it('backs off: free hits, then a doubling wait up to the cap; clear() ends it', async () => {
    let now = Date.parse('2026-02-01T00:00:00Z');
    const counters = new AttemptCounters(database.db, () => now);
    const options = { freeHits: 2, baseDelayMs: 1000, maxDelayMs: 4000, windowMs: 3_600_000 };
    expect((await counters.takeWithBackoff('test', 'pair', options)).allowed).toBe(true);
    expect((await counters.takeWithBackoff('test', 'pair', options)).allowed).toBe(true);
    expect(await counters.takeWithBackoff('test', 'pair', options)).toEqual({
      allowed: false,
      retryAfterMs: 1000,
    });
    now += 1000;
    expect((await counters.takeWithBackoff('test', 'pair', options)).allowed).toBe(true);
    expect(await counters.takeWithBackoff('test', 'pair', options)).toEqual({
      allowed: false,
      retryAfterMs: 2000,
    });
    now += 2000;
    expect((await counters.takeWithBackoff('test', 'pair', options)).allowed).toBe(true);
    now += 4000;
    expect((await counters.takeWithBackoff('test', 'pair', options)).allowed).toBe(true);
    expect(await counters.takeWithBackoff('test', 'pair', options)).toEqual({
      allowed: false,
      retryAfterMs: 4000,
    });
    await counters.clear('test', 'pair');
    expect((await counters.takeWithBackoff('test', 'pair', options)).allowed).toBe(true);
  });
});

describe('backoff and waits in words', () => {
  it('doubles from the base after the free hits, capped', () => {
    const options = { freeHits: 5, baseDelayMs: 1000, maxDelayMs: 15 * 60_000 };
    expect([4, 5, 6, 7, 14, 15, 500].map((count) => backoffDelayMs(count, options))).toEqual([
      0, 1000, 2000, 4000, 512_000, 900_000, 900_000,
    ]);
  });

  it('says a wait in seconds, minutes or hours, rounded up', () => {
    expect([1, 999, 1001, 59_000, 60_000, 61_000, 3_600_000, 7_300_000].map(formatWait)).toEqual([
      '1 second',
      '1 second',
      '2 seconds',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '60 minutes',
      '3 hours',
    ]);
  });
});
