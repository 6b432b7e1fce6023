import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail } from './envelope.js';
import { isAppError } from './errors.js';
import { formatValidationMessage, type ValidationProblem } from './validation-message.js';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NOT_FOUND_MESSAGE = 'Not found';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  410: 'GONE',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

/** Fastify's own 4xx messages, reworded for people. */
const MESSAGE_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but should be JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its declared length.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

type ErrorLike = Partial<FastifyError> & { message?: string; validation?: unknown };

function send(reply: FastifyReply, statusCode: number, code: string, message: string): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(fail(code, message));
}

function inputOf(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}

/**
 * The one error handler: every failure leaves as the error envelope.
 * - schema validation → 400 VALIDATION_ERROR naming the field;
 * - {@link AppError} and other 4xx errors → their status and message;
 * - anything else → 500 with a generic message; the stack goes to the log, never to the client.
 */
export function handleError(error: ErrorLike, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const context = error.validationContext;

  if (hasZodFastifySchemaValidationErrors(error) || Array.isArray(error.validation)) {
    const problems = (error.validation ?? []) as ValidationProblem[];
    const message = formatValidationMessage(problems, context, inputOf(request, context));
    request.log.info({ validation: problems, context }, 'Request validation failed');
    return send(reply, 400, 'VALIDATION_ERROR', message);
  }

  if (isAppError(error) && error.statusCode < 500) {
    request.log.info({ code: error.code, statusCode: error.statusCode }, error.message);
    return send(reply, error.statusCode, error.code, error.message);
  }

  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    const message = (error.code && MESSAGE_BY_FASTIFY_CODE[error.code]) || error.message || 'Bad request';
    request.log.info({ code: error.code, statusCode }, message);
    return send(reply, statusCode, CODE_BY_STATUS[statusCode] ?? 'BAD_REQUEST', message);
  }

  if (isAppError(error)) {
    // A deliberate 5xx (e.g. 503 "The database is not reachable"): its message is written for people.
    request.log.error({ err: error }, error.message);
    return send(reply, error.statusCode, error.code, error.message);
  }

  request.log.error({ err: error }, 'Unhandled error');
  return send(
    reply,
    statusCode >= 500 && statusCode < 600 ? statusCode : 500,
    'INTERNAL',
    INTERNAL_ERROR_MESSAGE,
  );
}

/** Installs {@link handleError} on the app (children inherit it). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
