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
 * The team's reply times over a period: each wait is a candidate's message that started one (the first message of
 * the conversation, or the first after a team message); the first reply is the team's next message.
 */
export const replyTimeStatsSchema = z.object({
  waits: z.number().int().describe('Waits that started in the period'),
  answered: z.number().int().describe('Of those, the ones the team has answered'),
  medianFirstReplyMinutes: z
    .number()
    .nullable()
    .describe('The median time to the first reply of the answered waits, in minutes; null without one'),
  overdue: z
    .number()
    .int()
    .describe('Waits answered later than the target reply time, or still unanswered past it'),
});
/** Reply times over a period. */
export type ReplyTimeStats = z.infer<typeof replyTimeStatsSchema>;

/** The period of Home's reply times. */
export const DASHBOARD_REPLY_DAYS = 30;

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
  replies: replyTimeStatsSchema.describe(`Reply times of the last ${DASHBOARD_REPLY_DAYS} days`),
});
/** Home's numbers. */
export type Dashboard = z.infer<typeof dashboardSchema>;
