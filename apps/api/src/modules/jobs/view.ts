import type { HiringTeam, JobPayload, JobStatus, JobView, PipelineCounts } from '@medhire/domain';
import { jobCompleteness, pipelineOrder } from '@medhire/domain';
import type { jobs } from '../../db/schema.js';

/** What the matches of one job add to its view (the counts of the domain's `JobView`). */
export type JobCounts = Pick<JobView, 'applicantCount' | 'pipelineCounts' | 'pendingInvites'>;

/** The fields of the job payload kept in `jobs.details` (everything but the column fields). */
export type JobDetails = Omit<JobPayload, 'title' | 'specialty' | 'subSpecialty' | 'locations'>;

type JobRow = typeof jobs.$inferSelect;

export function emptyPipelineCounts(): PipelineCounts {
  return Object.fromEntries(pipelineOrder.map((status) => [status, 0])) as PipelineCounts;
}

export function emptyJobCounts(): JobCounts {
  return { applicantCount: 0, pipelineCounts: emptyPipelineCounts(), pendingInvites: 0 };
}

/**
 * A job as every jobs route answers it: the payload as stored, its status, dates, its hiring team, its match
 * counts and its completeness (the domain's rule, over the stored details).
 */
export function toJobView(
  row: JobRow,
  hiringTeam: HiringTeam | undefined,
  counts = emptyJobCounts(),
): JobView {
  if (!hiringTeam) throw new Error(`The hiring team of job ${row.id} was not read`);
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
    hiringTeam,
    completeness: jobCompleteness(details),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.closedAt ? { closedAt: row.closedAt.toISOString() } : {}),
  };
}
