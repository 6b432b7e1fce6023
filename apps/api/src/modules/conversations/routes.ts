import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The conversations module: the four calls of §7, archive, and the candidate's side. */
export const conversationRoutes: FastifyPluginAsyncZod = async () => {};
