import { z } from 'zod';

/** Every successful response: `{ success: true, data }`. */
export interface SuccessEnvelope<T> {
  success: true;
  data: T;
}

/** The response schema of a route answering `{ success: true, data }`, for the route's `response: { 200: … }`. */
export function okSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** Every failed response: `{ success: false, error: { message, code } }`; `message` is worded for the user. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.object({ message: z.string(), code: z.string() }),
});
/** Every failed response. */
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** What any response of the server may be: the success envelope around `T`, or the error envelope. */
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
