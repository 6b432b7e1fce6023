import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The profile module: organization details, locations, candidate preferences, probes, profile step. */
export const profileRoutes: FastifyPluginAsyncZod = async () => {};
