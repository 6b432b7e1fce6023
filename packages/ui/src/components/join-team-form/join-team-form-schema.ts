import { teamAcceptPayloadSchema } from '@medhire/domain';
import type { z } from 'zod';

/**
 * The rules of the join form: the contract's accept payload without the link's token, which the app
 * adds. {@link JoinTeamForm} loads this on demand.
 */
export const joinTeamFormSchema = teamAcceptPayloadSchema.omit({ token: true });

/** The name and password once they pass. */
export type JoinTeamFormValues = z.output<typeof joinTeamFormSchema>;
