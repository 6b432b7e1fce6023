import type { ErrorEnvelope, SuccessEnvelope } from '@medhire/domain';

// The envelope's schemas and types are the contract's, in @medhire/domain (entities/envelope.ts); re-exported
// here so a route can take them with `ok`.
export { type ErrorEnvelope, errorEnvelopeSchema, okSchema, type SuccessEnvelope } from '@medhire/domain';

/** Wraps a route's result in the success envelope. */
export function ok<T>(data: T): SuccessEnvelope<T> {
  return { success: true, data };
}

/** Builds the error envelope (the error handler uses it; routes throw {@link AppError} instead). */
export function fail(code: string, message: string): ErrorEnvelope {
  return { success: false, error: { message, code } };
}
