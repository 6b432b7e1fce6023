import type {
  ApplicantList,
  ApplicantListQuery,
  ApplicantPage,
  ApplicantQueryInput,
  ApplicantResult,
  SavedResult,
} from '@medhire/domain';
import type { ApiClient } from '../http/client';

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
      client.get<ApplicantList>('/employer/applicants/recommended', { query: { jobId, limit } }),
    saved: () => client.get<ApplicantList>('/employer/applicants/saved'),
    save: (candidateId: string) =>
      client.put<SavedResult>(`/employer/applicants/saved/${candidatePath(candidateId)}`),
    unsave: (candidateId: string) =>
      client.delete<SavedResult>(`/employer/applicants/saved/${candidatePath(candidateId)}`),
    /** The employer's applicants: one job, and the page. */
    applicants: (query: Partial<ApplicantListQuery> = {}) =>
      client.get<ApplicantPage>('/employer/applicants/applicants', { query: { ...query } }),
    applicant: (candidateId: string, jobId?: string) =>
      client.get<ApplicantResult>(`/employer/applicants/${candidatePath(candidateId)}`, {
        query: { jobId },
      }),
  };
}

export type ApplicantEndpoints = ReturnType<typeof createApplicantEndpoints>;
