import { z } from 'zod';
import { pipelineCountsSchema } from './job';

/** `GET /employer/dashboard`: Home's numbers (open jobs, new applicants, interviews, hires, invites, funnel). */
export const dashboardSchema = z.object({
  openJobs: z.number().int(),
  newApplicants: z
    .number()
    .int()
    .describe('Accepted matches (applications and accepted invites) created in the last 7 days'),
  interviews: z.number().int().describe('Candidates now at the Interview step'),
  hires: z.number().int().describe('Candidates hired'),
  pendingInvites: z.number().int(),
  funnel: pipelineCountsSchema.describe('Accepted matches per pipeline step, over every job'),
});
/** Home's numbers. */
export type Dashboard = z.infer<typeof dashboardSchema>;
