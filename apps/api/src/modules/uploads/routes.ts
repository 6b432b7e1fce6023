import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The uploads module: `/uploader/*` and serving uploaded files. */
export const uploadRoutes: FastifyPluginAsyncZod = async () => {};
