import { z } from 'zod';

/** Every successful response: `{ success: true, data }`. */
export interface SuccessEnvelope<T> {
  success: true;
  data: T;
}

/** Every failed response: `{ success: false, error: { message, code } }`. */
export interface ErrorEnvelope {
  success: false;
  error: { message: string; code: string };
}

/** Wraps a route's result in the success envelope. */
export function ok<T>(data: T): SuccessEnvelope<T> {
  return { success: true, data };
}

/** Builds the error envelope (the error handler uses it; routes throw {@link AppError} instead). */
export function fail(code: string, message: string): ErrorEnvelope {
  return { success: false, error: { message, code } };
}

/** The response schema of a route answering `ok(data)`, for the route's `response: { 200: … }`. */
export function okSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** The response schema of every error answer. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.object({ message: z.string(), code: z.string() }),
});
