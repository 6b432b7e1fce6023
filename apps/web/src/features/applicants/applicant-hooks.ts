import type { ApplicantFiltersValue } from '@medhire/ui/applicant-filters';
import useSWR from 'swr';
import { applicantApi, jobApi } from '../../lib/api';

export const APPLICANT_PAGE_SIZE = 20;

/** Explore: every candidate matching the filters, by score (for a job when `jobId` is set), one page. */
export function useExplore(filters: ApplicantFiltersValue, jobId: string | undefined, pageNumber: number) {
  return useSWR(
    ['explore', filters, jobId ?? '', pageNumber],
    ([, value, job, page]) =>
      applicantApi.explore({
        ...value,
        jobId: job || undefined,
        pageNumber: page,
        pageSize: APPLICANT_PAGE_SIZE,
      }),
    { keepPreviousData: true },
  );
}

/**
 * The best candidates for the employer (or one job) not yet matched to it. Pass `enabled: false` when the
 * account may not explore candidates: nothing is requested.
 */
export function useRecommended(jobId?: string, enabled = true) {
  return useSWR(enabled ? ['recommended', jobId ?? ''] : null, ([, job]) =>
    applicantApi.recommended(job || undefined),
  );
}

/** The employer's saved candidates; nothing is requested when `enabled` is false. */
export function useSavedApplicants(enabled = true) {
  return useSWR(enabled ? 'saved-applicants' : null, () => applicantApi.saved());
}

/** Candidates who applied to or were invited to the employer's jobs, one page. */
export function useApplicants(pageNumber: number) {
  return useSWR(['applicants', pageNumber], ([, page]) =>
    applicantApi.applicants({ pageNumber: page, pageSize: APPLICANT_PAGE_SIZE }),
  );
}

/** One candidate, scored for a job when `jobId` is set. */
export function useApplicant(candidateId: string | undefined, jobId?: string) {
  return useSWR(candidateId ? ['applicant', candidateId, jobId ?? ''] : null, ([, id, job]) =>
    applicantApi.applicant(id, job || undefined),
  );
}

/** The employer's open jobs: what a candidate can be invited to, and what explore can score for. */
export function useOpenJobs() {
  return useSWR(['jobs', 'open'], () => jobApi.listJobs('open'));
}
