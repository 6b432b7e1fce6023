import { Capability, paths } from '@medhire/domain';
import { JobList, type JobStatusFilter } from '@medhire/ui/job-card';
import { useSearchParams } from 'react-router-dom';
import { notifySuccess } from '../../lib/notify';
import { useJobs, useSetJobOpen } from '../../lib/queries/jobs';
import { renderRouterLink } from '../../lib/render-link';
import { useCapability } from '../../lib/use-capability';

const filters: JobStatusFilter[] = ['open', 'closed', 'all'];

/**
 * The employer's jobs with a status filter kept in the address (`?status=`), and close / reopen when the
 * account may post jobs.
 */
export function JobsList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status') as JobStatusFilter | null;
  const status: JobStatusFilter = requested && filters.includes(requested) ? requested : 'open';
  const { data, error, isLoading, mutate } = useJobs(status);
  const canPost = useCapability(Capability.PostJobs).allowed;
  const setJobOpen = useSetJobOpen();

  const change = async (jobId: string, open: boolean, message: (title: string) => string) => {
    const { job } = await setJobOpen(jobId, open);
    void notifySuccess(message(job.title));
  };

  return (
    <JobList
      jobs={data?.jobs ?? []}
      status={status}
      onStatusChange={(next) => setSearchParams({ status: next }, { replace: true })}
      loading={isLoading}
      error={error instanceof Error ? error.message : null}
      onRetry={() => void mutate()}
      createJobHref={paths.createJob()}
      renderLink={renderRouterLink}
      onClose={canPost ? (job) => change(job._id, false, (title) => `“${title}” is closed.`) : undefined}
      onReopen={canPost ? (job) => change(job._id, true, (title) => `“${title}” is open again.`) : undefined}
    />
  );
}
