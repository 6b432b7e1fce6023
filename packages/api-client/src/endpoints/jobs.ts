import type { JobListResult, JobListStatus, JobPayloadInput, JobResult } from '@medhire/domain';
import type { ApiClient } from '../http/client';

const path = (id: string) => encodeURIComponent(id);

/** The employer's jobs: post (spec §7 `create-job-v1`), list with counts, read, edit, close and reopen. */
export function createJobEndpoints(client: ApiClient) {
  return {
    /** The payload as the form builds it: salaryRange and signOnBonus may be JSON text. */
    createJobV1: (employerId: string, payload: JobPayloadInput) =>
      client.post<JobResult>(`/employer/auth/v1/create-job-v1/${path(employerId)}`, payload),
    /** Newest first; all jobs when no status is given. */
    listJobs: (status?: JobListStatus) => client.get<JobListResult>('/employer/jobs', { query: { status } }),
    getJob: (jobId: string) => client.get<JobResult>(`/employer/jobs/${path(jobId)}`),
    /** The whole payload: it replaces the stored one. */
    updateJob: (jobId: string, payload: JobPayloadInput) =>
      client.patch<JobResult>(`/employer/jobs/${path(jobId)}`, payload),
    closeJob: (jobId: string) => client.post<JobResult>(`/employer/jobs/${path(jobId)}/close`),
    reopenJob: (jobId: string) => client.post<JobResult>(`/employer/jobs/${path(jobId)}/reopen`),
  };
}

export type JobEndpoints = ReturnType<typeof createJobEndpoints>;
