import { type JobPayload, PartnershipAnswer, PipelineStatus, pipelineOrder } from '@medhire/domain';
import { z } from 'zod';
import type { jobs } from '../../db/schema.js';

/** open | closed: a closed job keeps its matches but takes no new applications. */
export const JOB_STATUSES = ['open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Candidates per pipeline step of one job (accepted matches only). */
export type PipelineCounts = Record<PipelineStatus, number>;

/** What the matches of one job add to its view. */
export interface JobCounts {
  /** Accepted matches: candidates who applied, or accepted an invite. */
  applicantCount: number;
  pipelineCounts: PipelineCounts;
  /** Invites the candidate has not answered yet. */
  pendingInvites: number;
}

/** The fields of the job payload kept in `jobs.details` (everything but the column fields). */
export type JobDetails = Omit<JobPayload, 'title' | 'specialty' | 'subSpecialty' | 'locations'>;

type JobRow = typeof jobs.$inferSelect;

export function emptyPipelineCounts(): PipelineCounts {
  return Object.fromEntries(pipelineOrder.map((status) => [status, 0])) as PipelineCounts;
}

export function emptyJobCounts(): JobCounts {
  return { applicantCount: 0, pipelineCounts: emptyPipelineCounts(), pendingInvites: 0 };
}

/** A job as every jobs route answers it: the payload as stored, its status, dates and its match counts. */
export function toJobView(row: JobRow, counts: JobCounts = emptyJobCounts()) {
  const details = row.details as JobDetails;
  return {
    ...details,
    _id: row.id,
    status: row.status as JobStatus,
    title: row.title,
    specialty: row.specialty,
    ...(row.subSpecialty ? { subSpecialty: row.subSpecialty } : {}),
    locations: row.locations as JobPayload['locations'],
    applicantCount: counts.applicantCount,
    pipelineCounts: counts.pipelineCounts,
    pendingInvites: counts.pendingInvites,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.closedAt ? { closedAt: row.closedAt.toISOString() } : {}),
  };
}
export type JobView = ReturnType<typeof toJobView>;

// The response shape. Enum fields are plain text here: what is stored was checked by the domain's
// jobPayloadSchema when it was saved, and an answer must never fail because a list changed since.
const moneyRangeView = z.object({ min: z.number(), max: z.number() });
const count = z.number().int().min(0);

export const jobViewSchema = z.object({
  _id: z.string(),
  status: z.enum(JOB_STATUSES),
  title: z.string(),
  specialty: z.string().describe('A specialty id of the enums'),
  subSpecialty: z.string().optional().describe('A sub-specialty id of the specialty'),
  employmentType: z.string(),
  reasonForJobOpp: z.string().optional(),
  salaryRange: moneyRangeView.describe('Dollars per year'),
  signOnBonus: moneyRangeView.optional().describe('Dollars'),
  productiveBonus: z.string().optional(),
  stipendTraining: z.string().optional(),
  loanRepaymentAssistance: z.string().optional(),
  vacation: z.string().optional(),
  callSchedule: z.string().optional(),
  requiredTravel: z.string().optional(),
  additionalContext: z.string().optional(),
  halfDaysPerWeek: z
    .object({
      outpatient: count,
      inpatient: count,
      procedural: count,
      administrative: count,
      other: count,
    })
    .optional(),
  advancedTech: z.string().optional(),
  electronicMedRecord: z.string().optional(),
  scribeSupport: z.boolean().optional(),
  supportBenefitPerk: z.array(z.string()).optional().describe('Fringe benefit titles'),
  partnership: z
    .object({ value: z.enum(PartnershipAnswer), types: z.array(z.string()).optional() })
    .optional(),
  academicResearchOpportunity: z.boolean().optional(),
  mentorship: z.boolean().optional(),
  speakerShip: z.boolean().optional(),
  globalMissions: z.boolean().optional(),
  locations: z.array(
    z.object({
      city: z.string(),
      state: z.string(),
      description: z.string(),
      coords: z.object({ latitude: z.number(), longitude: z.number() }),
    }),
  ),
  applicantCount: count.describe('Accepted matches: candidates who applied or accepted an invite'),
  pipelineCounts: z
    .object({
      [PipelineStatus.Shortlisted]: count,
      [PipelineStatus.Submitted]: count,
      [PipelineStatus.Interview]: count,
      [PipelineStatus.Offer]: count,
      [PipelineStatus.Hired]: count,
      [PipelineStatus.Rejected]: count,
    })
    .describe('Accepted matches per pipeline step'),
  pendingInvites: count.describe('Invites the candidate has not answered yet'),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
  closedAt: z.string().optional().describe('ISO 8601; only while the job is closed'),
});
