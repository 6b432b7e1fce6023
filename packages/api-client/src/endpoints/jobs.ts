import type {
  HiringTeamPayload,
  JobListResult,
  JobListStatus,
  JobPayloadInput,
  JobResult,
} from '@medhire/domain';
import type { ApiClient } from '../http/client';

const path = (id: string) => encodeURIComponent(id);

/** The employer's jobs: post (spec §7 `create-job-v1`), list with counts, read, edit, close and reopen. */
export function createJobEndpoints(client: ApiClient) {
  return {
    /** The payload as the form builds it: salaryRange and signOnBonus may be JSON text. */
    createJobV1: (employerId: string, payload: JobPayloadInput) =>
      client.post<JobResult>(`/employer/auth/v1/create-job-v1/${path(employerId)}`, payload),
    /**
     * Newest first; all jobs when no status is given; with `mine`, the jobs whose hiring team the signed-in person
     * is on.
     */
    listJobs: (status?: JobListStatus, options: { mine?: boolean } = {}) =>
      client.get<JobListResult>('/employer/jobs', { query: { status, mine: options.mine || undefined } }),
    getJob: (jobId: string) => client.get<JobResult>(`/employer/jobs/${path(jobId)}`),
    /** The whole payload: it replaces the stored one. */
    updateJob: (jobId: string, payload: JobPayloadInput) =>
      client.patch<JobResult>(`/employer/jobs/${path(jobId)}`, payload),
    closeJob: (jobId: string) => client.post<JobResult>(`/employer/jobs/${path(jobId)}/close`),
    reopenJob: (jobId: string) => client.post<JobResult>(`/employer/jobs/${path(jobId)}/reopen`),
    /** Who leads the job (null: the owner) and its hiring managers; answers the job with its new team. */
    setHiringTeam: (jobId: string, payload: HiringTeamPayload) =>
      client.put<JobResult>(`/employer/jobs/${path(jobId)}/hiring-team`, payload),
  };
}

export type JobEndpoints = ReturnType<typeof createJobEndpoints>;
