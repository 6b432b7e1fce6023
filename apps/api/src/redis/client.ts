import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type { Redis } from 'ioredis';

/**
 * A connection to the Redis of REDIS_URL. It reconnects by itself when Redis goes away; a command sent meanwhile
 * is retried twice, then fails (a rate-limited request then answers 500 instead of hanging). Every connection
 * error is logged, never thrown: a Redis restart must not take the API node down.
 */
export function openRedis(url: string, log: Pick<FastifyBaseLogger, 'warn'>, name = 'medhire'): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'Redis connection error'));
  return redis;
}

/** Resolves once Redis answers a PING, else rejects with a line that names REDIS_URL. */
export async function pingRedis(redis: Redis): Promise<void> {
  try {
    await redis.ping();
  } catch (error) {
    throw new Error(`Redis does not answer at REDIS_URL: ${(error as Error).message}`, { cause: error });
  }
}

/** Closes a connection: politely (QUIT) when it is up, at once otherwise. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
