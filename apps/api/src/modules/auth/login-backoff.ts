import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../../http/errors.js';
import { formatWait } from '../../http/rate-limit-store.js';

/** "Too many failed sign-ins. Try again in 8 seconds.": the answer of login's backoff and ceiling. */
export function tooManyFailedSignInsMessage(retryAfterMs: number): string {
  return `Too many failed sign-ins. Try again in ${formatWait(retryAfterMs)}.`;
}

/**
 * Failed sign-ins slow the guesser down without locking the owner out.
 *
 * - **Backoff per account and client IP.** Every attempt for an email from one IP (its /64 for IPv6) is
 *   counted; after `freeFailures` failures in a row the next attempt from that IP must wait `baseDelayMs`,
 *   doubling with each further failure up to `maxDelayMs` (5 failures: 1 s, then 2 s, 4 s … 15 min). A
 *   correct password clears the pair's count; the count is otherwise forgotten a day after the last try.
 *   Waiting attempts answer 429 with `Retry-After` and the wait in words, and the password is not checked.
 *   Because the backoff is per pair, someone failing from other IPs does not slow the owner down.
 * - **A ceiling per account.** A guesser with many IPs is stopped by a much higher count of failures per
 *   account from anywhere (`accountCeiling` an hour); past it attempts for the account wait until the hour is
 *   over, except from an address that signed in to it before (`knownWindowMs`): the owner at their usual desk
 *   is never held out by someone else's guessing, who cannot claim that address (TRUST_PROXY never trusts the
 *   client's own X-Forwarded-For).
 * - **Per IP per minute** (`LOGIN_RATE_LIMIT_PER_MINUTE`, on the routes) bounds one client's total rate.
 *
 * Every count lives in the database (src/http/rate-limit-store.ts), so it survives restarts and holds across
 * API nodes. Unknown emails are counted exactly like known ones, so the limits never tell which exist.
 */
export const LOGIN_BACKOFF = {
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  pairWindowMs: 24 * 60 * 60 * 1000,
  accountCeiling: 100,
  accountWindowMs: 60 * 60 * 1000,
  knownWindowMs: 90 * 24 * 60 * 60 * 1000,
};

/**
 * Runs one password sign-in under {@link LOGIN_BACKOFF}: `kind` keeps employers' and candidates' counts apart.
 * A wrong password (the sign-in throws a 401) stays counted; any other answer, even a refused account's,
 * proves the password and clears the pair.
 */
export async function signInWithBackoff<Result>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { kind, email }: { kind: 'employer' | 'candidate'; email: string },
  signIn: () => Promise<Result>,
): Promise<Result> {
  const counters = app.attemptCounters;
  const accountKey = `${kind}:${email.toLowerCase()}`;
  const pair = `${accountKey}|${normalizeIP(request.ip, 64)}`;
  const waitFor = (retryAfterMs: number) => {
    reply.header('retry-after', Math.max(1, Math.ceil(retryAfterMs / 1000)));
    return new AppError(429, 'RATE_LIMITED', tooManyFailedSignInsMessage(retryAfterMs));
  };
  const account = await counters.read('login:account', accountKey);
  if (
    account &&
    account.count >= LOGIN_BACKOFF.accountCeiling &&
    !(await counters.read('login:known', pair))
  ) {
    throw waitFor(account.resetAt - counters.now());
  }
  const slot = await counters.takeWithBackoff('login:pair', pair, {
    freeHits: LOGIN_BACKOFF.freeFailures,
    baseDelayMs: LOGIN_BACKOFF.baseDelayMs,
    maxDelayMs: LOGIN_BACKOFF.maxDelayMs,
    windowMs: LOGIN_BACKOFF.pairWindowMs,
  });
  if (!slot.allowed) throw waitFor(slot.retryAfterMs);
  try {
    const result = await signIn();
    await counters.clear('login:pair', pair);
    await counters.hit('login:known', pair, LOGIN_BACKOFF.knownWindowMs);
    return result;
  } catch (error) {
    if (isAppError(error) && error.statusCode === 401) {
      await counters.hit('login:account', accountKey, LOGIN_BACKOFF.accountWindowMs);
    } else if (isAppError(error)) {
      await counters.clear('login:pair', pair);
    }
    throw error;
  }
}
