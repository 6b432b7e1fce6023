import type { HiringTeamPayload, JobListStatus, JobPayload } from '@medhire/domain';
import { useMemo } from 'react';
import useSWR from 'swr';
import { jobApi } from '../api';
import { activityKeys } from './activity';
import { withEarly } from './early';
import { useInvalidate } from './invalidate';
import { queryErrorReporting, reporting } from './report';

/** The SWR keys of the employer's jobs. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  /** `mine`: only the jobs whose hiring team the viewer is on. */
  list: (status: JobListStatus, mine = false) => [...jobKeys.lists(), status, mine] as const,
  details: () => [...jobKeys.all, 'detail'] as const,
  detail: (jobId: string) => [...jobKeys.details(), jobId] as const,
};

export const fetchJobs = ([, , value, onlyMine]: ReturnType<typeof jobKeys.list>) =>
  jobApi.listJobs(value, { mine: onlyMine });

/**
 * The employer's jobs with their applicant and pipeline counts, newest first; with `mine`, only the jobs whose
 * hiring team the viewer is on ("Only my jobs").
 */
export function useJobs(status: JobListStatus, { mine = false }: { mine?: boolean } = {}) {
  return useSWR(jobKeys.list(status, mine), withEarly(fetchJobs), queryErrorReporting);
}

/** One job of the employer. */
export function useJob(jobId: string | undefined) {
  return useSWR(jobId ? jobKeys.detail(jobId) : null, ([, , id]) => jobApi.getJob(id), queryErrorReporting);
}

/** Posts a job (spec §7 `create-job-v1`); every job list is read again. */
export function useCreateJob() {
  const invalidate = useInvalidate();
  return useMemo(
    () =>
      reporting(async (employerId: string, payload: JobPayload) => {
        const result = await jobApi.createJobV1(employerId, payload);
        await invalidate(jobKeys.all);
        return result;
      }),
    [invalidate],
  );
}

/** Saves a job's whole payload; its lists and the job itself are read again. */
export function useUpdateJob() {
  const invalidate = useInvalidate();
  return useMemo(
    () =>
      reporting(async (jobId: string, payload: JobPayload) => {
        const result = await jobApi.updateJob(jobId, payload);
        await invalidate(jobKeys.all);
        return result;
      }),
    [invalidate],
  );
}

/** Closes (`open: false`) or reopens a job; the jobs are read again. */
export function useSetJobOpen() {
  const invalidate = useInvalidate();
  return useMemo(
    () =>
      reporting(async (jobId: string, open: boolean) => {
        const result = await (open ? jobApi.reopenJob(jobId) : jobApi.closeJob(jobId));
        await invalidate(jobKeys.all);
        return result;
      }),
    [invalidate],
  );
}

/**
 * Sets a job's hiring team (who leads it, null for the owner, and its hiring managers); the jobs and the job's
 * activity are read again. A failure is toasted and rejects, for the form to show it.
 */
export function useSetHiringTeam() {
  const invalidate = useInvalidate();
  return useMemo(
    () =>
      reporting(async (jobId: string, payload: HiringTeamPayload) => {
        const result = await jobApi.setHiringTeam(jobId, payload);
        await invalidate(jobKeys.all, activityKeys.job(jobId));
        return result;
      }),
    [invalidate],
  );
}
