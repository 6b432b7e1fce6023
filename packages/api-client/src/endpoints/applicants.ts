import type { ApplicantQueryInput } from '@medhire/domain';
import type { ApiClient } from '../http/client';
import type { ScoredCandidate } from './candidate';

/** One of the employer's matches of a candidate. */
export interface ApplicantMatch {
  _id: string;
  jobId: string;
  jobTitle: string;
  requestStatus: 'pending' | 'accepted' | 'declined' | 'cancelled';
  pipelineStatus: 'Shortlisted' | 'Submitted' | 'Interview' | 'Offer' | 'Hired' | 'Rejected';
}

/** A candidate as the employer sees it, with the match score and its reasons, and the employer's matches. */
export interface Applicant extends ScoredCandidate {
  matches: ApplicantMatch[];
}

/** A page of applicants (pageNumber from 1). */
export interface ApplicantPage {
  items: Applicant[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

/** The employer's applicants query: one job, and the page. */
export interface ApplicantListQuery {
  jobId?: string;
  pageNumber?: number;
  pageSize?: number;
}

const candidatePath = (candidateId: string) => encodeURIComponent(candidateId);

/**
 * Explore, recommended, saved, applicants and one applicant (PRODUCT.md decides the paths; the spec does not
 * show them). Empty filters are left out of the query string.
 */
export function createApplicantEndpoints(client: ApiClient) {
  return {
    explore: (query: ApplicantQueryInput = {}) =>
      client.get<ApplicantPage>('/employer/applicants/explore', {
        query: query as Record<string, string | number | undefined>,
      }),
    recommended: (jobId?: string, limit?: number) =>
      client.get<{ items: Applicant[] }>('/employer/applicants/recommended', { query: { jobId, limit } }),
    saved: () => client.get<{ items: Applicant[] }>('/employer/applicants/saved'),
    save: (candidateId: string) =>
      client.put<{ saved: boolean }>(`/employer/applicants/saved/${candidatePath(candidateId)}`),
    unsave: (candidateId: string) =>
      client.delete<{ saved: boolean }>(`/employer/applicants/saved/${candidatePath(candidateId)}`),
    applicants: (query: ApplicantListQuery = {}) =>
      client.get<ApplicantPage>('/employer/applicants/applicants', { query: { ...query } }),
    applicant: (candidateId: string, jobId?: string) =>
      client.get<{ applicant: Applicant }>(`/employer/applicants/${candidatePath(candidateId)}`, {
        query: { jobId },
      }),
  };
}

export type ApplicantEndpoints = ReturnType<typeof createApplicantEndpoints>;
