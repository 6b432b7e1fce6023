import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The enums module: `/enums/*` searches and the whole set, plus `generate-location`. */
export const enumRoutes: FastifyPluginAsyncZod = async () => {};
