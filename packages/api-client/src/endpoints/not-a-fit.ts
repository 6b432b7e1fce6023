import {
  type NotAFitPayload,
  type NotAFitRemoved,
  type NotAFitResult,
  notAFitApiPaths,
} from '@medhire/domain';
import type { ApiClient } from '../http/client';

/**
 * "Not a fit for this job" (issue 17, not in the spec): pass on a candidate while exploring for a job (the
 * candidate is not told; Explore for the job leaves them out), and take it back.
 */
export function createNotAFitEndpoints(client: ApiClient) {
  return {
    mark: (jobId: string, payload: NotAFitPayload) =>
      client.post<NotAFitResult>(notAFitApiPaths.create(jobId), payload),
    remove: (jobId: string, candidateId: string) =>
      client.delete<NotAFitRemoved>(notAFitApiPaths.remove(jobId, candidateId)),
  };
}

export type NotAFitEndpoints = ReturnType<typeof createNotAFitEndpoints>;
