import { jobPayloadSchema } from '@medhire/domain';
import { preparedSchema } from '../../lib/prepared-schema';
import { type JobFormValues, toPayloadInput } from './job-form-schema';

// Its own module, loaded by the form when the user first reaches for the page: zod and the job's rules stay out
// of the page's first load.

/**
 * The job form's checks: the domain's `jobPayloadSchema` (the server's own rules and messages) applied
 * to {@link toPayloadInput} of the values. Its output is the payload, ready to send.
 */
export const jobFormSchema = preparedSchema<JobFormValues, typeof jobPayloadSchema>(
  toPayloadInput,
  jobPayloadSchema,
);
