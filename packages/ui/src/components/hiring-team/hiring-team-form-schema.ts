import { z } from 'zod';

/** The rules of the hiring team form. {@link HiringTeamForm} loads this on demand. */
export const hiringTeamFormSchema = z.object({
  lead: z.string({ error: 'Choose who leads the job' }).min(1, 'Choose who leads the job'),
  hiringManagerIds: z.array(z.string()),
});
