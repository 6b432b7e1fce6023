import { z } from 'zod';

/** `GET /health`: the server is up and its database reachable. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
/** The health answer. */
export type Health = z.infer<typeof healthSchema>;
