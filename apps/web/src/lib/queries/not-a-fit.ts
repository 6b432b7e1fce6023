import type { RejectionReason } from '@medhire/domain';
import { useMemo } from 'react';
import { notAFitApi } from '../api';
import { applicantKeys } from './applicants';
import { useInvalidate } from './invalidate';

/**
 * "Not a fit for this job" (from Explore scored for a job): `mark` passes on a candidate with a reason, `remove`
 * takes it back; the candidate lists are read again (Explore for the job leaves the candidate out). Failures are
 * not toasted here: the caller reports them (one result per candidate in a bulk run).
 */
export function useNotAFit() {
  const invalidate = useInvalidate();
  return useMemo(
    () => ({
      mark: async (jobId: string, candidateId: string, rejectionReason: RejectionReason) => {
        const result = await notAFitApi.mark(jobId, { candidateId, rejectionReason });
        await invalidate(applicantKeys.all);
        return result;
      },
      remove: async (jobId: string, candidateId: string) => {
        const result = await notAFitApi.remove(jobId, candidateId);
        await invalidate(applicantKeys.all);
        return result;
      },
    }),
    [invalidate],
  );
}
