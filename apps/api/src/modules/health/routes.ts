import { errorEnvelopeSchema, healthSchema, okSchema, readinessSchema } from '@medhire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { checkReadiness, type JournalEntry, readJournal } from './readiness.js';
import { checkHealth } from './service.js';

/**
 * `GET /health`: liveness and database reachability, for load balancers and the start script.
 * `GET /ready`: readiness — the database answers and has every migration of this build.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Is the server up and its database reachable?',
        response: { 200: okSchema(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async () => ok(await checkHealth(app.database)),
  );

  // The build's migrations do not change while it runs: read once, at the first call.
  let journal: JournalEntry[] | undefined;
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Can the server take traffic?',
        description:
          '200 when the database answers a query and every migration of this build is applied; otherwise 503 ' +
          'with DATABASE_UNAVAILABLE or MIGRATIONS_PENDING. `/health` is the liveness check.',
        response: { 200: okSchema(readinessSchema), 503: errorEnvelopeSchema },
      },
    },
    async () => {
      journal ??= readJournal();
      return ok(await checkReadiness(app.database, journal));
    },
  );
};
