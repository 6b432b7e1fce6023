import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/** A route hook (onRequest or preHandler). */
export type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A rate-limit hook on the app's shared counters (Redis or the database, so every node counts together): the
 * counter `key(request)` may be hit `max` times in `windowMs`; past that the request is answered 429 with
 * `message` and a Retry-After.
 */
export function limitHook(
  app: FastifyInstance,
  {
    max,
    windowMs,
    key,
    message,
  }: {
    max: number;
    windowMs: number;
    key: (request: FastifyRequest) => string;
    message: string;
  },
): LimitHook {
  const check = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: key });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', Math.max(1, result.ttlInSeconds));
      throw new AppError(429, 'RATE_LIMITED', message);
    }
  };
}
