import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';
import { currentCandidate } from '../employee/authenticate.js';

/** The answer to a sender over the message rate limit. */
export const SENDING_TOO_FAST_MESSAGE = 'You are sending messages too quickly. Please wait a moment.';

/** A refused send: how long until the sender may send again. */
export type SendRefusal = { retryAfterSeconds: number };

type CountSend = (request: FastifyRequest) => Promise<SendRefusal | null>;

/** How many people's hourly sends the whole team may make in an hour. */
export const TEAM_LIMIT_FACTOR = 5;

// One pair of limiters per app, whichever plugin asks first: each `createRateLimit` counts in a namespace of its own,
// so a second pair would count apart. Keyed by the app's config, the one object every plugin context shares.
const limitsOfApp = new WeakMap<object, CountSend>();

/**
 * The message limits per sender (a person of the team, or the candidate, by id, from any device): a short window
 * that stops a flood at once and an hourly one that stops a slow, steady stream, counted by the app's rate-limit
 * store (the database or Redis, by key: the same counts on every node and in every plugin). Each person of a team
 * counts apart, so one recruiter's bulk message never silences the owner's replies; the organization as a whole
 * has a ceiling of {@link TEAM_LIMIT_FACTOR} people's worth. Every way a message is sent counts here (the send
 * route, a rejection's message to the candidate), so no path sends around them. Answers null while the sender is
 * within every limit, else the refusal.
 */
export function sendLimits(app: FastifyInstance): CountSend {
  const known = limitsOfApp.get(app.config);
  if (known) return known;
  const { config } = app;
  const senderKey = (request: FastifyRequest) =>
    request.employer
      ? `employer:${request.employer.id}:${request.viewer?.memberId ?? 'owner'}`
      : `candidate:${currentCandidate(request).id}`;
  const per10Seconds = app.createRateLimit({
    max: config.messageRateLimitPer10Seconds,
    timeWindow: 10_000,
    keyGenerator: (request) => `messages:10s:${senderKey(request)}`,
  });
  const perHour = app.createRateLimit({
    max: config.messageRateLimitPerHour,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `messages:hour:${senderKey(request)}`,
  });
  const teamPerHour = app.createRateLimit({
    max: config.messageRateLimitPerHour * TEAM_LIMIT_FACTOR,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) =>
      `messages:team-hour:${request.employer ? request.employer.id : `candidate:${currentCandidate(request).id}`}`,
  });
  const count: CountSend = async (request) => {
    let refused = await per10Seconds(request);
    if (refused.isAllowed || !refused.isExceeded) refused = await perHour(request);
    if ((refused.isAllowed || !refused.isExceeded) && request.employer) refused = await teamPerHour(request);
    if (refused.isAllowed || !refused.isExceeded) return null;
    return { retryAfterSeconds: Math.max(1, refused.ttlInSeconds) };
  };
  limitsOfApp.set(app.config, count);
  return count;
}

/** The 429 of a refused send, with Retry-After. */
export function tooFast(reply: FastifyReply, refusal: SendRefusal): AppError {
  reply.header('retry-after', refusal.retryAfterSeconds);
  return new AppError(429, 'RATE_LIMITED', SENDING_TOO_FAST_MESSAGE);
}
