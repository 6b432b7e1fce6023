import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The jobs module: create (`create-job-v1`), list, read, update, close and reopen the employer's jobs. */
export const jobRoutes: FastifyPluginAsyncZod = async () => {};
