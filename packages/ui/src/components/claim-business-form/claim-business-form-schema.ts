import { claimPayloadSchema } from '@medhire/domain';

/** The rules of the claim form: the domain's claim payload. {@link ClaimBusinessForm} loads this on demand. */
export const claimBusinessFormSchema = claimPayloadSchema;
