import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, ok, okSchema } from '../../http/envelope.js';
import { checkHealth } from './service.js';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

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
