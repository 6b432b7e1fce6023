import { z } from 'zod';

/** `GET /health`: the server is up and its database reachable. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
/** The health answer. */
export type Health = z.infer<typeof healthSchema>;

/**
 * `GET /ready`: the server can take traffic — its database answers and every migration of this build has been
 * applied. A load balancer or orchestrator sends traffic only while it answers 200; `/health` stays liveness.
 */
export const readinessSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  /** The migrations of this build, all applied: how many, and the last one's name. */
  migrations: z.object({
    applied: z.number().int().min(0),
    latest: z.string().nullable(),
  }),
});
/** The readiness answer. */
export type Readiness = z.infer<typeof readinessSchema>;
