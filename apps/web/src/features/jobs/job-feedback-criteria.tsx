import { Capability } from '@medhire/domain';
import { FeedbackCriteriaCard } from '@medhire/ui/interview-feedback';
import { useJobCriteria, useSetJobCriteria } from '../../lib/queries/feedback';
import { useCapability } from '../../lib/use-capability';

/** Beside a job's hiring team: the criteria its interviewers rate, changed by those who may post jobs. */
export function JobFeedbackCriteria({ jobId }: { jobId: string | undefined }) {
  const criteria = useJobCriteria(jobId);
  const setCriteria = useSetJobCriteria();
  const postJobs = useCapability(Capability.PostJobs);
  return (
    <FeedbackCriteriaCard
      criteria={criteria.data ?? null}
      canEdit={postJobs.allowed}
      onSave={async (payload) => {
        if (!jobId) return;
        await setCriteria(jobId, payload);
      }}
    />
  );
}
