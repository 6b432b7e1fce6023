import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';

/**
 * `['redis']` when `TEST_REDIS_URL` is set (`.ci/run` sets it when Redis answers at 127.0.0.1:6379), else none:
 * the Redis tests then do not run, as the PostgreSQL ones without `TEST_DATABASE_URL` (see `testDatabases()`).
 * Use with `describe.each(testRedis())('… (%s)', () => …)`.
 */
export function testRedis(): 'redis'[] {
  return process.env.TEST_REDIS_URL ? ['redis'] : [];
}

/** The settings of a test app on TEST_REDIS_URL, with a key prefix of its own (pass the same one to share it). */
export function testRedisConfig(
  prefix = `medhire-test-${randomBytes(6).toString('hex')}:`,
): Pick<Config, 'redisUrl' | 'redisKeyPrefix'> {
  const url = process.env.TEST_REDIS_URL;
  if (!url) throw new Error('TEST_REDIS_URL is not set: Redis tests cannot run');
  return { redisUrl: url, redisKeyPrefix: prefix };
}

/** Runs `work` with a connection of its own to TEST_REDIS_URL, closed after. */
async function withRedis<T>(work: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? '', { maxRetriesPerRequest: 1 });
  try {
    return await work(redis);
  } finally {
    redis.disconnect();
  }
}

/** The keys written under a prefix. */
export function redisKeysUnder(prefix: string): Promise<string[]> {
  return withRedis((redis) => redis.keys(`${prefix}*`));
}

/** Deletes the keys written under a prefix (a test's own). */
export function dropRedisKeys(prefix: string): Promise<void> {
  return withRedis(async (redis) => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  });
}
