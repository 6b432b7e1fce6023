import type { ApplicantFiltersValue } from '@medhire/ui/applicant-filters';
import { useMemo } from 'react';
import useSWR from 'swr';
import { applicantApi } from '../api';
import { withEarly } from './early';
import { useInvalidate } from './invalidate';
import { queryErrorReporting, reporting } from './report';

export const APPLICANT_PAGE_SIZE = 20;

/** The SWR keys of candidates as the employer sees them (scored, saved, applied). */
export const applicantKeys = {
  all: ['applicants'] as const,
  explore: (filters: ApplicantFiltersValue, jobId: string, pageNumber: number) =>
    [...applicantKeys.all, 'explore', filters, jobId, pageNumber] as const,
  recommended: (jobId: string, limit: number | null) =>
    [...applicantKeys.all, 'recommended', jobId, limit] as const,
  saved: () => [...applicantKeys.all, 'saved'] as const,
  list: (pageNumber: number, mine = false) => [...applicantKeys.all, 'list', pageNumber, mine] as const,
  detail: (candidateId: string, jobId: string) =>
    [...applicantKeys.all, 'detail', candidateId, jobId] as const,
};

export const fetchExplore = ([, , value, job, page]: ReturnType<typeof applicantKeys.explore>) =>
  applicantApi.explore({
    ...value,
    jobId: job || undefined,
    pageNumber: page,
    pageSize: APPLICANT_PAGE_SIZE,
  });

/** Explore: every candidate matching the filters, by score (for a job when `jobId` is set), one page. */
export function useExplore(filters: ApplicantFiltersValue, jobId: string | undefined, pageNumber: number) {
  return useSWR(applicantKeys.explore(filters, jobId ?? '', pageNumber), withEarly(fetchExplore), {
    keepPreviousData: true,
    ...queryErrorReporting,
  });
}

export const fetchRecommended = ([, , job, most]: ReturnType<typeof applicantKeys.recommended>) =>
  applicantApi.recommended(job || undefined, most ?? undefined);

/**
 * The best candidates for the employer (or one job) not yet matched to it, at most `limit` when set. Pass
 * `enabled: false` when the account may not explore candidates: nothing is requested.
 */
export function useRecommended({
  jobId,
  limit,
  enabled = true,
}: {
  jobId?: string;
  limit?: number;
  enabled?: boolean;
} = {}) {
  return useSWR(
    enabled ? applicantKeys.recommended(jobId ?? '', limit ?? null) : null,
    withEarly(fetchRecommended),
    queryErrorReporting,
  );
}

/** The employer's saved candidates; nothing is requested when `enabled` is false. */
export function useSavedApplicants(enabled = true) {
  return useSWR(enabled ? applicantKeys.saved() : null, () => applicantApi.saved(), queryErrorReporting);
}

/**
 * Candidates who applied to or were invited to the employer's jobs, one page; with `mine`, only those of the
 * jobs whose hiring team the viewer is on.
 */
export function useApplicants(pageNumber: number, mine = false) {
  return useSWR(
    applicantKeys.list(pageNumber, mine),
    ([, , page, onlyMine]) =>
      applicantApi.applicants({
        pageNumber: page,
        pageSize: APPLICANT_PAGE_SIZE,
        ...(onlyMine ? { mine: true } : {}),
      }),
    queryErrorReporting,
  );
}

/** One candidate, scored for a job when `jobId` is set. */
export function useApplicant(candidateId: string | undefined, jobId?: string) {
  return useSWR(
    candidateId ? applicantKeys.detail(candidateId, jobId ?? '') : null,
    ([, , id, job]) => applicantApi.applicant(id, job || undefined),
    queryErrorReporting,
  );
}

/** Saves a candidate (`saved: true`) or takes them off the saved list; every candidate list is read again. */
export function useSaveApplicant() {
  const invalidate = useInvalidate();
  return useMemo(
    () =>
      reporting(async (candidateId: string, saved: boolean) => {
        const result = await (saved ? applicantApi.save(candidateId) : applicantApi.unsave(candidateId));
        await invalidate(applicantKeys.all);
        return result;
      }),
    [invalidate],
  );
}
