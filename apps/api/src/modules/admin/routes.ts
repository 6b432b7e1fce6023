import {
  AccountStatus,
  accountStatusChangeResultSchema,
  accountStatusChangeSchema,
  okSchema,
} from '@medhire/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { employers } from '../../db/schema.js';
import { OPERATOR_TOKEN_MESSAGE, requireBearerSecret } from '../../http/bearer-secret.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { revokeEmployerSessions } from '../auth/sessions.js';

/** The statuses an operator sets to end every session of the account. */
const ENDS_SESSIONS = new Set<AccountStatus>([AccountStatus.Block, AccountStatus.Rejected]);

/**
 * The operator API: the people who run MedHire approve, block or reject employer accounts. Blocking or rejecting
 * ends every session of the account (revoked, and its open sockets closed) and refuses its sign-in. Off unless
 * `ADMIN_TOKEN` is set; then every call needs `Authorization: Bearer <ADMIN_TOKEN>`. Not part of the
 * employer app's contract, and hidden from its OpenAPI document.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminToken } = app.config;
  if (!adminToken) return;

  const requireOperator = requireBearerSecret(adminToken, OPERATOR_TOKEN_MESSAGE);

  app.patch(
    '/admin/employers/account-status',
    {
      onRequest: [requireOperator],
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        hide: true,
        body: accountStatusChangeSchema,
        response: { 200: okSchema(accountStatusChangeResultSchema) },
      },
    },
    async (request) => {
      const { email, accountStatus } = request.body;
      const { db } = app.database;
      const [updated] = await db
        .update(employers)
        .set({ accountStatus })
        .where(eq(sql`lower(${employers.email})`, email.toLowerCase()))
        .returning({ id: employers.id, email: employers.email });
      if (!updated) throw new AppError(404, 'NOT_FOUND', 'No account uses this email.');
      if (ENDS_SESSIONS.has(accountStatus)) {
        // Revoked, not only refused by status: setting the account back later does not sign anyone in again.
        const ended = await revokeEmployerSessions(db, updated.id);
        for (const id of ended) app.realtime.endSession({ kind: 'employer', id });
      }
      return ok({ email: updated.email, accountStatus });
    },
  );
};
