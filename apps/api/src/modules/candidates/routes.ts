import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The candidates module: explore, recommended, saved, applicants and one applicant, each with its score. */
export const candidateRoutes: FastifyPluginAsyncZod = async () => {};
