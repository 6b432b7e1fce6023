import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The small candidate ("employee") API: sign in, see open jobs, apply, accept or decline an invite. */
export const employeeRoutes: FastifyPluginAsyncZod = async () => {};
