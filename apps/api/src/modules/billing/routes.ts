import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The billing module: plans, the subscription, payment and the Stripe webhook. */
export const billingRoutes: FastifyPluginAsyncZod = async () => {};
