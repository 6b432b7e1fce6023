/** A rejected call: the message is safe to show in a toast. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer (transport failure or timeout). */
  readonly status: number;
  /** The server's machine-readable code, when it sent one. */
  readonly code: string | undefined;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
