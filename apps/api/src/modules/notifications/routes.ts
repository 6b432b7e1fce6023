import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The notifications module: the four calls of §7 and unread counts. */
export const notificationRoutes: FastifyPluginAsyncZod = async () => {};
