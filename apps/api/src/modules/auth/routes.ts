import { normalizeIP } from '@fastify/rate-limit';
import {
  AccountStatus,
  Capability,
  loginPayloadSchema,
  PROFILE_PENDING_SESSION_CODE,
  SubscriptionStatus,
} from '@medhire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, ok, okSchema } from '../../http/envelope.js';
import { AppError, isAppError } from '../../http/errors.js';
import { formatWait } from '../../http/rate-limit-store.js';
import { userProfileResponseShape } from '../profile/view.js';
import { authenticate, currentEmployer, requireOwnEmployer } from './authenticate.js';
import { dummyPasswordHash, login, PROFILE_DONE_SESSION_CODE, toUser } from './service.js';
import { revokeSession } from './sessions.js';

export const TOO_MANY_SIGN_INS_MESSAGE = 'Too many sign-in attempts. Try again in a few minutes.';

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
 *   account from anywhere (`accountCeiling` an hour); past it every attempt for the account waits until the
 *   hour is over. Reaching it takes a sustained, distributed attack, and its lockout lasts at most an hour.
 * - **Per IP per minute** (`LOGIN_RATE_LIMIT_PER_MINUTE`) bounds one client's total rate.
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
};

/**
 * The user as sent: the shape of `userSchema` from @medhire/domain, without its input coercions (responses
 * are encoded through their schema, and a coercion cannot run backwards). The tests check that the domain's
 * `sessionSchema` accepts what the routes answer.
 */
export const userResponseSchema = z.object({
  _id: z.string(),
  email: z.string(),
  accountStatus: z.enum(AccountStatus),
  subscriptionStatus: z.enum(SubscriptionStatus).nullable().describe('Stripe’s status; null before payment'),
  preferenceProbe: z
    .array(z.object({ probeId: z.string(), choice: z.string() }))
    .describe('The would-you-rather answers (`{ probeId, choice }`); empty until answered'),
  currentProfileStep: z.number().int().min(1).max(5).describe('Where the wizard resumes; 5 means done'),
  // The organization profile (see src/modules/profile/view.ts); each field absent while unset.
  ...userProfileResponseShape,
});

// The session code: see sessionCode() in ./service.ts.
const loginResultSchema = z.object({
  token: z.string().describe('Send as `Authorization: Bearer <token>`. Valid 30 days from its last use.'),
  user: userResponseSchema,
  code: z
    .union([z.literal(PROFILE_DONE_SESSION_CODE), z.literal(PROFILE_PENDING_SESSION_CODE)])
    .describe('201 while the profile is still to be established (pending account, wizard not done)'),
});

const userResultSchema = z.object({ user: userResponseSchema });

const ownIdParams = z.object({
  id: z.string().describe('The signed-in employer’s own id (`user._id`); any other value is refused'),
});

const signedIn = [{ bearerAuth: [] }];

function tooManySignIns(reply: FastifyReply, retryAfterSeconds: number): AppError {
  reply.header('retry-after', Math.max(1, retryAfterSeconds));
  return new AppError(429, 'RATE_LIMITED', TOO_MANY_SIGN_INS_MESSAGE);
}

/**
 * The auth module: sign-in, session sync and logout under `/employer/auth`. Protected routes of every module
 * use `onRequest: [authenticate]` (and `requireOwnEmployer` for an `{id}` of the employer) from
 * ./authenticate.ts.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Shared by both login routes; see LOGIN_BACKOFF for the design.
  const counters = app.attemptCounters;
  const perIp = app.createRateLimit({
    max: config.loginRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `login:ip:${normalizeIP(request.ip, 64)}`,
  });
  // The first unknown email should not pay for making the dummy hash.
  dummyPasswordHash().catch((error: unknown) => app.log.error({ err: error }, 'No dummy password hash'));

  const limitPerIp = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await perIp(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManySignIns(reply, limit.ttlInSeconds);
  };
  const waitFor = (reply: FastifyReply, retryAfterMs: number) => {
    reply.header('retry-after', Math.max(1, Math.ceil(retryAfterMs / 1000)));
    return new AppError(429, 'RATE_LIMITED', tooManyFailedSignInsMessage(retryAfterMs));
  };

  const loginRoutes = [
    {
      url: '/employer/auth/login',
      summary: 'Sign in with email and password',
      description:
        'Starts a session. A wrong email or password answers 401 with one message for both; a rejected ' +
        'or blocked account 403; too many attempts 429.',
    },
    {
      url: '/employer/auth/v1/login',
      summary: 'Sign in with email and password (v1)',
      description:
        'The same as `/employer/auth/login`; the client also sets its flag to show the onboarding checklist.',
    },
  ];

  for (const { url, summary, description } of loginRoutes) {
    app.post(
      url,
      {
        onRequest: limitPerIp,
        schema: {
          tags: ['auth'],
          summary,
          description,
          body: loginPayloadSchema,
          response: {
            200: okSchema(loginResultSchema),
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
            429: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const email = request.body.email.toLowerCase();
        const pair = `${email}|${normalizeIP(request.ip, 64)}`;
        const account = await counters.read('login:account', email);
        if (account && account.count >= LOGIN_BACKOFF.accountCeiling) {
          throw waitFor(reply, account.resetAt - counters.now());
        }
        const slot = await counters.takeWithBackoff('login:pair', pair, {
          freeHits: LOGIN_BACKOFF.freeFailures,
          baseDelayMs: LOGIN_BACKOFF.baseDelayMs,
          maxDelayMs: LOGIN_BACKOFF.maxDelayMs,
          windowMs: LOGIN_BACKOFF.pairWindowMs,
        });
        if (!slot.allowed) throw waitFor(reply, slot.retryAfterMs);
        try {
          const result = await login(app.database.db, request.body);
          await counters.clear('login:pair', pair);
          return ok(result);
        } catch (error) {
          // Only a wrong password (401) stays counted; a right one (even for a refused account) clears it.
          if (isAppError(error) && error.statusCode === 401) {
            await counters.hit('login:account', email, LOGIN_BACKOFF.accountWindowMs);
          } else if (isAppError(error)) {
            await counters.clear('login:pair', pair);
          }
          throw error;
        }
      },
    );
  }

  app.get(
    '/employer/auth/sync-user-detail/:id',
    {
      onRequest: [authenticate, requireOwnEmployer],
      config: { capability: Capability.UseAccount },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in employer, fresh from the server',
        security: signedIn,
        params: ownIdParams,
        response: { 200: okSchema(userResultSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => ok({ user: toUser(currentEmployer(request)) }),
  );

  app.post(
    '/employer/auth/logout',
    {
      onRequest: authenticate,
      config: { capability: Capability.UseAccount },
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        description:
          'Revokes the token the request was sent with and closes its open sockets; other sessions stay signed in.',
        security: signedIn,
        response: { 200: okSchema(z.null()), 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      if (request.authSession) {
        await revokeSession(app.database.db, request.authSession.id);
        // Its open sockets close now, on every node (the socket server's sweep would within a second).
        app.realtime.endSession({ kind: 'employer', id: request.authSession.id });
      }
      return ok(null);
    },
  );
};
