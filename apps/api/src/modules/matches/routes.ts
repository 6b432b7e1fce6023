import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The matches module: invite, cancel, move through the pipeline, matches by job and all matches. */
export const matchRoutes: FastifyPluginAsyncZod = async () => {};
