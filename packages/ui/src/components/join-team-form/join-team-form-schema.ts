import { teamJoinSchema } from '@medhire/domain';
import type { z } from 'zod';

/**
 * The rules of the join form: the contract's accept payload without the link's token, which the app adds — a new
 * password for someone new to MedHire, the one they have for someone who already signs in elsewhere.
 * {@link JoinTeamForm} loads this on demand.
 */
export const joinTeamFormSchema = teamJoinSchema(false);
/** The rules when the invited email already has a MedHire sign-in (the invitation's `hasAccount`). */
export const joinWithAccountFormSchema = teamJoinSchema(true);

/** The name and password once they pass. */
export type JoinTeamFormValues = z.output<typeof joinTeamFormSchema>;
