import type { JobListStatus } from '@medhire/api-client';
import useSWR from 'swr';
import { jobApi, matchApi } from '../../lib/api';

/** The employer's jobs with their applicant and pipeline counts, newest first. */
export function useJobs(status: JobListStatus) {
  return useSWR(['jobs', status], ([, value]) => jobApi.listJobs(value));
}

/** One job of the employer. */
export function useJob(jobId: string | undefined) {
  return useSWR(jobId ? ['job', jobId] : null, ([, id]) => jobApi.getJob(id));
}

/** The matches of one job: its pipeline and pending invites. */
export function useJobMatches(jobId: string | undefined) {
  return useSWR(jobId ? ['job-matches', jobId] : null, ([, id]) => matchApi.byJob(id));
}
