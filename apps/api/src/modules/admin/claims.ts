import {
  claimApprovedResultSchema,
  claimRejectedResultSchema,
  okSchema,
  pendingClaimSchema,
} from '@medhire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPERATOR_TOKEN_MESSAGE, requireBearerSecret } from '../../http/bearer-secret.js';
import { ok } from '../../http/envelope.js';
import { type AccountContext, approveClaim, listPendingClaims, rejectClaim } from '../account/service.js';

const claimParams = z.object({ id: z.uuid('Unknown claim') });

/**
 * The operator API for claims that wait for review (a directory entry without a contact email on file): list
 * them, approve one (the set-password link then goes to the typed address, which the operator checked by
 * other means) or reject it (the claimant is told). Off unless `ADMIN_TOKEN` is set, like the rest of the
 * operator API (./routes.ts), and hidden from the OpenAPI document.
 */
export const adminClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminToken } = app.config;
  if (!adminToken) return;
  const context: AccountContext = {
    db: app.database.db,
    mailer: app.mailer,
    config: app.config,
    counters: app.attemptCounters,
  };

  const requireOperator = requireBearerSecret(adminToken, OPERATOR_TOKEN_MESSAGE);
  const operator = {
    onRequest: [requireOperator],
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  };

  app.get(
    '/admin/claims',
    { ...operator, schema: { hide: true, response: { 200: okSchema(z.array(pendingClaimSchema)) } } },
    async () => ok(await listPendingClaims(context.db)),
  );

  app.post(
    '/admin/claims/:id/approve',
    {
      ...operator,
      schema: {
        hide: true,
        params: claimParams,
        response: { 200: okSchema(claimApprovedResultSchema) },
      },
    },
    async (request) => {
      await approveClaim(context, request.params.id);
      return ok({ approved: true as const });
    },
  );

  app.post(
    '/admin/claims/:id/reject',
    {
      ...operator,
      schema: {
        hide: true,
        params: claimParams,
        response: { 200: okSchema(claimRejectedResultSchema) },
      },
    },
    async (request) => {
      await rejectClaim(context, request.params.id);
      return ok({ rejected: true as const });
    },
  );
};
