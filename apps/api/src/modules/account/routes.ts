import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The account module: registration, claims, passwords and email changes under `/employer/auth`. */
export const accountRoutes: FastifyPluginAsyncZod = async () => {};
