import { teamInvitePayloadSchema } from '@medhire/domain';
import type { z } from 'zod';

/** The rules of the invite form: the contract's invite payload. {@link TeamInviteForm} loads this on demand. */
export const teamInviteFormSchema = teamInvitePayloadSchema;

/** What the invite form holds while it is typed. */
export type TeamInviteFormInput = z.input<typeof teamInviteFormSchema>;
/** The invite once it passes (the email trimmed and lower-cased). */
export type TeamInviteFormValues = z.output<typeof teamInviteFormSchema>;
