import { randomUUID } from 'node:crypto';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Incoming `X-Request-Id` values are kept for tracing across proxies, if they look like an id. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * The id of a request (or a socket's handshake) in every log line about it: the `X-Request-Id` a proxy in front
 * sent, when it looks like an id, otherwise a new UUID. Fastify logs it as `requestId` and answers it in
 * `X-Request-Id`.
 */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** What replaces a secret in a log line. */
export const REDACTED = '[redacted]';

/**
 * Query parameters whose values are secrets: the claim link's `token`, recovery's `resetToken`, OAuth's
 * `code`, `state` and `code_verifier`, and anything named like a password, OTP or secret. Matched inside the
 * name, so `resetToken`, `access_token` and `otpCode` are caught too.
 */
const SECRET_PARAMETER = /token|code|state|verifier|secret|passw|otp/i;

/** Paths whose last segment is a secret: the Doximity code exchange, a team invitation's link. */
const SECRET_PATH_SEGMENT = /(\/exchange-code-with-token\/|\/employer\/team\/invitation\/)[^/?#]*/gi;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/**
 * A request URL fit for the log: the values of secret query parameters ({@link SECRET_PARAMETER}) and the
 * code in `/employee/auth/exchange-code-with-token/:code` become `[redacted]`; everything else is kept, so
 * the line still says which page or route was asked for.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathPart = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(
    SECRET_PATH_SEGMENT,
    `$1${REDACTED}`,
  );
  if (queryStart === -1) return pathPart;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_PARAMETER.test(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

/**
 * The `req` log serializer: Fastify's own fields (method, url, host, remote address), with the URL passed
 * through {@link redactUrl}. Headers are never logged, so neither is `authorization`.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Object paths pino replaces with `[redacted]` in any log line, in case a future `log.info({ ... })` passes a
 * body or headers: credentials and one-time secrets by the names the API uses for them.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'resetToken',
  'otp',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.resetToken',
  '*.otp',
];

/** Fastify's log lines about requests, with the one that writes the raw URL (a 404) redacted too. */
export class RedactingLogController extends LogController {
  override routeNotFound(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.raw.method}:${redactUrl(request.raw.url ?? '')} not found`);
  }
}
