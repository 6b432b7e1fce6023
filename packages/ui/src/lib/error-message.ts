/**
 * The text to show for a failed call: the error's own message (the server's `error.message`, which the
 * api-client puts on the `ApiError` it throws), a non-blank string thrown as is, or the caller's fallback.
 */
export function messageOf(error: unknown, fallback: string): string {
  if (typeof error === 'string') return error.trim() === '' ? fallback : error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    if (error.message.trim() !== '') return error.message;
  }
  return fallback;
}
