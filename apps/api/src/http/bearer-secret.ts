import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../modules/auth/authenticate.js';
import { AppError } from './errors.js';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * An `onRequest` hook that lets through only `Authorization: Bearer <secret>` (the operator API's
 * ADMIN_TOKEN, Prometheus' METRICS_TOKEN), else 401 with `message`. Digests are compared, not the tokens:
 * one length, so `timingSafeEqual` never throws and says nothing about the token's length.
 */
export function requireBearerSecret(secret: string, message: string) {
  const expected = digest(secret);
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token || !timingSafeEqual(digest(token), expected)) throw new AppError(401, 'UNAUTHORIZED', message);
  };
}

/** The operator API's guard (`/admin/*`, ADMIN_TOKEN). */
export const OPERATOR_TOKEN_MESSAGE = 'The operator token is missing or wrong.';
