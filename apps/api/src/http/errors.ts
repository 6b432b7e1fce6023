/**
 * An error the client is meant to see: its status, a stable machine code and a short human message that
 * is safe to show in a toast. Anything else thrown from a route becomes a generic 500.
 *
 * @example throw new AppError(403, 'FORBIDDEN', 'You cannot access this resource');
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** True for errors raised on purpose with a client-facing message. */
export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
