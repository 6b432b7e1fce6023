import type { JobPayload, JobPayloadInput, PipelineStatus } from '@medhire/domain';
import type { ApiClient } from '../http/client';

/** open | closed: a closed job keeps its matches but takes no new applications. */
export type JobStatus = 'open' | 'closed';

/** Candidates per pipeline step of one job (accepted matches only). */
export type PipelineCounts = Record<PipelineStatus, number>;

/**
 * A job as the server answers it: the job payload as stored (salary and bonus as `{ min, max }`), its status,
 * dates (ISO 8601) and its match counts.
 */
export type JobView = JobPayload & {
  _id: string;
  status: JobStatus;
  /** Accepted matches: candidates who applied, or accepted an invite. */
  applicantCount: number;
  /** Accepted matches per pipeline step. */
  pipelineCounts: PipelineCounts;
  /** Invites the candidate has not answered yet. */
  pendingInvites: number;
  createdAt: string;
  updatedAt: string;
  /** Only while the job is closed. */
  closedAt?: string;
};

export interface JobResult {
  job: JobView;
}

/** Which jobs `listJobs` asks for; the server lists all when none is given. */
export type JobListStatus = JobStatus | 'all';

const path = (id: string) => encodeURIComponent(id);

/** The employer's jobs: post (spec §7 `create-job-v1`), list with counts, read, edit, close and reopen. */
export function createJobEndpoints(client: ApiClient) {
  return {
    /** The payload as the form builds it: salaryRange and signOnBonus may be JSON text. */
    createJobV1: (employerId: string, payload: JobPayloadInput) =>
      client.post<JobResult>(`/employer/auth/v1/create-job-v1/${path(employerId)}`, payload),
    /** Newest first. */
    listJobs: (status?: JobListStatus) =>
      client.get<{ jobs: JobView[] }>('/employer/jobs', { query: { status } }),
    getJob: (jobId: string) => client.get<JobResult>(`/employer/jobs/${path(jobId)}`),
    /** The whole payload: it replaces the stored one. */
    updateJob: (jobId: string, payload: JobPayloadInput) =>
      client.patch<JobResult>(`/employer/jobs/${path(jobId)}`, payload),
    closeJob: (jobId: string) => client.post<JobResult>(`/employer/jobs/${path(jobId)}/close`),
    reopenJob: (jobId: string) => client.post<JobResult>(`/employer/jobs/${path(jobId)}/reopen`),
  };
}

export type JobEndpoints = ReturnType<typeof createJobEndpoints>;
