import { errorEnvelopeSchema, healthSchema, okSchema } from '@medhire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { checkHealth } from './service.js';

/** `GET /health`: liveness and database reachability, for load balancers and the start script. */
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
};
