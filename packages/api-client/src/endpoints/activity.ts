import type {
  ActivityResult,
  CandidateNote,
  CandidateNotePayload,
  CandidateNotesResult,
} from '@medhire/domain';
import type { ApiClient } from '../http/client';

const segment = (value: string) => encodeURIComponent(value);

/** Who did what (not in the spec: PRODUCT.md's Team): a job's activity, a candidate's timeline and notes. */
export function createActivityEndpoints(client: ApiClient) {
  return {
    getJobActivity: (jobId: string) =>
      client.get<ActivityResult>(`/employer/jobs/${segment(jobId)}/activity`),
    getCandidateActivity: (candidateId: string) =>
      client.get<ActivityResult>(`/employer/applicants/${segment(candidateId)}/activity`),
    getCandidateNotes: (candidateId: string) =>
      client.get<CandidateNotesResult>(`/employer/applicants/${segment(candidateId)}/notes`),
    addCandidateNote: (candidateId: string, payload: CandidateNotePayload) =>
      client.post<{ note: CandidateNote }>(`/employer/applicants/${segment(candidateId)}/notes`, payload),
  };
}

export type ActivityEndpoints = ReturnType<typeof createActivityEndpoints>;
