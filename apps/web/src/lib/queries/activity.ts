import type { CandidateNotePayload } from '@medhire/domain';
import useSWR, { useSWRConfig } from 'swr';
import { activityApi } from '../api';
import { queryErrorReporting, reporting } from './report';

/** The SWR keys of who did what. */
export const activityKeys = {
  job: (jobId: string) => ['activity', 'job', jobId] as const,
  candidate: (candidateId: string) => ['activity', 'candidate', candidateId] as const,
  notes: (candidateId: string) => ['notes', candidateId] as const,
};

/** A job's activity list (none while there is no job id). */
export function useJobActivity(jobId: string | undefined) {
  return useSWR(
    jobId ? activityKeys.job(jobId) : null,
    ([, , id]) => activityApi.getJobActivity(id),
    queryErrorReporting,
  );
}

/** A candidate's timeline with the organization. */
export function useCandidateActivity(candidateId: string | undefined) {
  return useSWR(
    candidateId ? activityKeys.candidate(candidateId) : null,
    ([, , id]) => activityApi.getCandidateActivity(id),
    queryErrorReporting,
  );
}

/** The team's notes on a candidate. */
export function useCandidateNotes(candidateId: string | undefined) {
  return useSWR(
    candidateId ? activityKeys.notes(candidateId) : null,
    ([, id]) => activityApi.getCandidateNotes(id),
    queryErrorReporting,
  );
}

const addNoteCall = reporting(activityApi.addCandidateNote);

/** Adds a note on a candidate; the notes and the timeline read again. A failure is toasted and rejects. */
export function useAddCandidateNote() {
  const { mutate } = useSWRConfig();
  return async (candidateId: string, payload: CandidateNotePayload) => {
    await addNoteCall(candidateId, payload);
    await Promise.all([mutate(activityKeys.notes(candidateId)), mutate(activityKeys.candidate(candidateId))]);
  };
}
