import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** The answer to a request carrying U+0000 anywhere. */
export const NUL_MESSAGE =
  'The text contains a character that cannot be saved (U+0000). Remove it and try again.';

/**
 * True when a string anywhere in `value` (a key or a value, at any depth) holds U+0000. Walks plain objects and
 * arrays only, with its own stack, so a deeply nested body cannot overflow the call stack and a long array cannot
 * overflow an argument list. Raw bodies (a Buffer: the payment webhook's signed bytes) are not text and are skipped:
 * walking one entry per byte would cost seconds per megabyte.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL `text` and `jsonb` cannot store U+0000: such a value fails the query and would answer 500. Every
 * route refuses it up front (body, query and path), with a 400 that says why, before its own validation.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new AppError(400, 'VALIDATION_ERROR', NUL_MESSAGE);
    }
  });
}
