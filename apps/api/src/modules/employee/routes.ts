import { normalizeIP } from '@fastify/rate-limit';
import {
  candidateMatchListSchema,
  candidateMatchResultSchema,
  candidateRegistrationSchema,
  candidateSessionSchema,
  loginPayloadSchema,
  MatchRequestStatus,
  openJobListSchema,
} from '@medhire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, ok, okSchema } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../account/routes.js';
import { signInWithBackoff } from '../auth/login-backoff.js';
import { TOO_MANY_SIGN_INS_MESSAGE } from '../auth/routes.js';
import { authenticateCandidate, currentCandidate } from './authenticate.js';
import {
  answerInvite,
  applyToJob,
  candidateMatches,
  listOpenJobs,
  loginCandidate,
  registerCandidate,
} from './service.js';
import { revokeCandidateSession } from './sessions.js';

const signedIn = [{ bearerAuth: [] }];

const sessionResultSchema = okSchema(candidateSessionSchema);
const matchResultSchema = okSchema(candidateMatchResultSchema);
const errors = { 401: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

/** The small candidate ("employee") API: sign in, see open jobs, apply, accept or decline an invite. */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const db = () => app.database.db;
  // Encapsulated in this plugin: only employee routes read these.
  app.decorateRequest('candidate', null);
  app.decorateRequest('candidateSession', null);

  // The employer sign-in's limits, counted apart from it: attempts per client IP, and the backoff of failed
  // attempts (auth/login-backoff.ts) instead of a lock an attacker could set off.
  const perIp = app.createRateLimit({ max: config.loginRateLimitPerMinute, timeWindow: 60_000 });
  const tooManySignIns = (reply: FastifyReply, retryAfterSeconds: number) => {
    reply.header('retry-after', Math.max(1, retryAfterSeconds));
    return new AppError(429, 'RATE_LIMITED', TOO_MANY_SIGN_INS_MESSAGE);
  };
  const limitPerIp = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await perIp(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManySignIns(reply, limit.ttlInSeconds);
  };

  // New accounts per client IP, counted apart from sign-ins, with the same allowance per minute.
  const registrationsPerIp = app.createRateLimit({
    max: config.loginRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `employee-register:${normalizeIP(request.ip, 64)}`,
  });

  app.post(
    '/employee/auth/register',
    {
      onRequest: async (request, reply) => {
        const limit = await registrationsPerIp(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', Math.max(1, limit.ttlInSeconds));
          throw new AppError(429, 'RATE_LIMITED', TOO_MANY_ATTEMPTS_MESSAGE);
        }
      },
      schema: {
        tags: ['employee'],
        summary: 'A candidate creates an account and is signed in',
        description:
          'Creates the candidate with a scrypt-hashed password (8–128 characters, not a common password, not ' +
          'the email) and answers like login, so the candidate app is signed in at once. The email is ' +
          'lower-cased; one already used by a candidate answers 409. Coordinates come from the offline ' +
          'gazetteer (`generate-location`) for homeCity in homeState, else the centre of homeState. Then every ' +
          'employer with an open job in the candidate’s specialty that has a location in the home state gets ' +
          'one “employee registered” notification: one per employer, not per job, however many such jobs it ' +
          'has. Too many attempts from one IP answer 429.',
        body: candidateRegistrationSchema,
        response: {
          200: sessionResultSchema,
          400: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await registerCandidate(db(), request.body, app.events)),
  );

  app.post(
    '/employee/auth/login',
    {
      onRequest: limitPerIp,
      schema: {
        tags: ['employee'],
        summary: 'A candidate signs in with email and password',
        description:
          'Starts a candidate session (the same token rules as employer sessions). A wrong email or password, ' +
          'and a candidate without a password, answer the same 401; too many attempts 429.',
        body: loginPayloadSchema,
        response: {
          200: sessionResultSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) =>
      ok(
        await signInWithBackoff(app, request, reply, { kind: 'candidate', email: request.body.email }, () =>
          loginCandidate(db(), request.body),
        ),
      ),
  );

  app.post(
    '/employee/auth/logout',
    {
      onRequest: authenticateCandidate,
      schema: {
        tags: ['employee'],
        summary: 'End the candidate’s current session',
        security: signedIn,
        response: { 200: okSchema(z.null()), 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      if (request.candidateSession) {
        await revokeCandidateSession(db(), request.candidateSession.id);
        app.realtime.endSession({ kind: 'candidate', id: request.candidateSession.id });
      }
      return ok(null);
    },
  );

  app.get(
    '/employee/jobs',
    {
      onRequest: authenticateCandidate,
      schema: {
        tags: ['employee'],
        summary: 'Open jobs of every employer',
        description: 'Newest first.',
        security: signedIn,
        response: { 200: okSchema(openJobListSchema), 401: errorEnvelopeSchema },
      },
    },
    async () => ok({ jobs: await listOpenJobs(db()) }),
  );

  app.get(
    '/employee/matches',
    {
      onRequest: authenticateCandidate,
      schema: {
        tags: ['employee'],
        summary: 'The candidate’s invites and applications',
        description: 'Newest first; pending invites are the ones to accept or decline.',
        security: signedIn,
        response: {
          200: okSchema(candidateMatchListSchema),
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ok({ matches: await candidateMatches(db(), currentCandidate(request).id) }),
  );

  app.post(
    '/employee/match/apply/:jobId',
    {
      onRequest: authenticateCandidate,
      schema: {
        tags: ['employee'],
        summary: 'Apply to an open job',
        description:
          'Creates an accepted match (origin `application`, Shortlisted). 404 for a missing job; 409 for a ' +
          'closed job or one the candidate is already matched to.',
        security: signedIn,
        params: z.object({ jobId: z.string() }),
        response: { 200: matchResultSchema, ...errors },
      },
    },
    async (request) =>
      ok({ match: await applyToJob(db(), currentCandidate(request).id, request.params.jobId, app.events) }),
  );

  for (const [action, answer] of [
    ['accept', MatchRequestStatus.Accepted],
    ['decline', MatchRequestStatus.Declined],
  ] as const) {
    app.post(
      `/employee/match/:matchId/${action}`,
      {
        onRequest: authenticateCandidate,
        schema: {
          tags: ['employee'],
          summary: `${action === 'accept' ? 'Accept' : 'Decline'} a pending invite`,
          description:
            'Only the candidate’s own pending invites: another candidate’s answers 404 like a missing one; an ' +
            'invite already answered or cancelled answers 409.',
          security: signedIn,
          params: z.object({ matchId: z.string() }),
          response: { 200: matchResultSchema, ...errors },
        },
      },
      async (request) =>
        ok({
          match: await answerInvite(
            db(),
            currentCandidate(request).id,
            request.params.matchId,
            answer,
            app.events,
          ),
        }),
    );
  }
};
