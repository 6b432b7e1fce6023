import {
  MailStatus,
  type OutboxMail,
  okSchema,
  outboxMailListSchema,
  outboxMailQuerySchema,
  outboxMailRetryResultSchema,
} from '@medhire/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MailRecord, mailOutbox } from '../../db/schema.js';
import { OPERATOR_TOKEN_MESSAGE, requireBearerSecret } from '../../http/bearer-secret.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';

const mailParams = z.object({ id: z.uuid('No mail has this id.') });

/** The operator's view of a row: never the sealed clear copy, and in production the redacted columns only. */
function outboxMail(row: MailRecord): OutboxMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/**
 * The operator API of the mail outbox: list mails by status (parked ones, which failed every attempt, by
 * default) and send a parked one again. Off unless `ADMIN_TOKEN` is set, like the rest of the operator API
 * (./routes.ts), and hidden from the OpenAPI document.
 */
export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminToken } = app.config;
  if (!adminToken) return;
  const { db } = app.database;

  const requireOperator = requireBearerSecret(adminToken, OPERATOR_TOKEN_MESSAGE);
  const operator = {
    onRequest: [requireOperator],
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  };

  app.get(
    '/admin/mail',
    {
      ...operator,
      schema: {
        hide: true,
        querystring: outboxMailQuerySchema,
        response: { 200: okSchema(outboxMailListSchema) },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.status, request.query.status))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(100);
      return ok({ mails: rows.map(outboxMail) });
    },
  );

  app.post(
    '/admin/mail/:id/retry',
    {
      ...operator,
      schema: { hide: true, params: mailParams, response: { 200: okSchema(outboxMailRetryResultSchema) } },
    },
    async (request) => {
      const { id } = request.params;
      if (!app.mailWorker) {
        throw new AppError(
          409,
          'CONFLICT',
          'Mail delivery is off (SMTP_URL is not set): nothing would send it.',
        );
      }
      const [retried] = await db
        .update(mailOutbox)
        .set({ status: MailStatus.Pending, attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, MailStatus.Parked)))
        .returning();
      if (!retried) {
        const [existing] = await db
          .select({ status: mailOutbox.status })
          .from(mailOutbox)
          .where(eq(mailOutbox.id, id));
        if (!existing) throw new AppError(404, 'NOT_FOUND', 'No mail has this id.');
        throw new AppError(
          409,
          'CONFLICT',
          `Only a parked mail can be retried; this one is ${existing.status}.`,
        );
      }
      app.mailWorker.wake();
      return ok({ mail: outboxMail(retried) });
    },
  );
};
