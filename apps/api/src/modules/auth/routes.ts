import { normalizeIP } from '@fastify/rate-limit';
import {
  Capability,
  errorEnvelopeSchema,
  loginAnswerSchema,
  loginPayloadSchema,
  loginResultSchema,
  okSchema,
  switchOrganizationPayloadSchema,
  syncResultSchema,
} from '@medhire/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { authenticate, currentEmployer, currentViewer, requireOwnEmployer } from './authenticate.js';
import { signInWithBackoff } from './login-backoff.js';
import {
  dummyPasswordHash,
  login,
  memberViewer,
  NOT_IN_ORGANIZATION_MESSAGE,
  openMembershipsOfMember,
  switchOrganization,
  toUser,
} from './service.js';
import { revokeSession } from './sessions.js';

export const TOO_MANY_SIGN_INS_MESSAGE = 'Too many sign-in attempts. Try again in a few minutes.';

export { LOGIN_BACKOFF, tooManyFailedSignInsMessage } from './login-backoff.js';

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
            200: okSchema(loginAnswerSchema),
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            403: errorEnvelopeSchema,
            429: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) =>
        ok(
          await signInWithBackoff(app, request, reply, { kind: 'employer', email: request.body.email }, () =>
            login(app.database.db, request.body),
          ),
        ),
    );
  }

  app.get(
    '/employer/auth/sync-user-detail/:id',
    {
      onRequest: [authenticate, requireOwnEmployer],
      config: { capability: Capability.UseAccount },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in employer, fresh from the server, and who is signed in',
        security: signedIn,
        params: ownIdParams,
        response: { 200: okSchema(syncResultSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const viewer = currentViewer(request);
      if (!viewer.memberId) return ok({ user: toUser(currentEmployer(request)), viewer });
      // A member of several teams: every organization they may open, for the account menu's switch.
      const open = await openMembershipsOfMember(app.database.db, viewer.memberId);
      return ok({
        user: toUser(currentEmployer(request)),
        viewer: memberViewer({ ...viewer, id: viewer.memberId }, open),
      });
    },
  );

  app.post(
    '/employer/auth/switch-organization',
    {
      onRequest: authenticate,
      config: { capability: Capability.UseAccount },
      schema: {
        tags: ['auth'],
        summary: 'Open another organization the signed-in member belongs to',
        description:
          'For a member of several teams (`viewer.organizations`): starts a session in the organization asked, as ' +
          'their sign-in would, and ends the session of this request (and its sockets). 403 for an organization ' +
          'they do not belong to or cannot sign in to, and for an owner.',
        security: signedIn,
        body: switchOrganizationPayloadSchema,
        response: { 200: okSchema(loginResultSchema), 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { memberId } = currentViewer(request);
      if (!memberId) throw new AppError(403, 'NOT_IN_ORGANIZATION', NOT_IN_ORGANIZATION_MESSAGE);
      const switched = await switchOrganization(app.database.db, memberId, request.body.organizationId);
      if (request.authSession) {
        await revokeSession(app.database.db, request.authSession.id);
        app.realtime.endSession({ kind: 'employer', id: request.authSession.id });
      }
      return ok(switched);
    },
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
