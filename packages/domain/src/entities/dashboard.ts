import { z } from 'zod';
import { pipelineCountsSchema } from './job';

/**
 * The steps of Home's getting-started list that only the organization's data can tell (the others come with the
 * user: profile step, probes, subscription).
 */
export const gettingStartedSchema = z.object({
  jobPosted: z.boolean().describe('The organization has posted a job (open or closed since)'),
  candidatesExplored: z
    .boolean()
    .describe('The organization has saved a candidate or invited one to a job (from Explore, a profile …)'),
});
/** What the organization has already done of Home's getting-started list. */
export type GettingStarted = z.infer<typeof gettingStartedSchema>;

/**
 * `GET /employer/dashboard`: Home's numbers (open jobs, new applicants, interviews, hires, invites, funnel), and
 * the getting-started steps the organization has done.
 */
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
  gettingStarted: gettingStartedSchema.describe('Of the whole organization, whatever jobs the viewer is on'),
});
/** Home's numbers. */
export type Dashboard = z.infer<typeof dashboardSchema>;
