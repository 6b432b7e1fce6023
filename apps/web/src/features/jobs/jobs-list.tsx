import { Capability, paths } from '@medhire/domain';
import { JobList, type JobStatusFilter } from '@medhire/ui/job-card';
import { MyJobsSwitch } from '@medhire/ui/my-jobs-switch';
import { useSearchParams } from 'react-router-dom';
import { notifySuccess } from '../../lib/notify';
import { useJobs, useSetJobOpen } from '../../lib/queries/jobs';
import { renderRouterLink } from '../../lib/render-link';
import { useCapability } from '../../lib/use-capability';
import { useOnlyMyJobs } from '../../lib/use-only-my-jobs';

const filters: JobStatusFilter[] = ['open', 'closed', 'all'];

/**
 * The employer's jobs with a status filter and "Only my jobs" kept in the address (`?status=`, `?mine=true`), and
 * edit, close and reopen when the account may post jobs.
 */
export function JobsList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status') as JobStatusFilter | null;
  const status: JobStatusFilter = requested && filters.includes(requested) ? requested : 'open';
  const onlyMine = useOnlyMyJobs();
  const { data, error, isLoading, mutate } = useJobs(status, { mine: onlyMine.mine });
  const canPost = useCapability(Capability.PostJobs).allowed;
  const setJobOpen = useSetJobOpen();

  const change = async (jobId: string, open: boolean, message: (title: string) => string) => {
    const { job } = await setJobOpen(jobId, open);
    void notifySuccess(message(job.title));
  };

  return (
    <div className="flex flex-col gap-3">
      {onlyMine.available ? (
        <MyJobsSwitch checked={onlyMine.mine} onCheckedChange={onlyMine.setMine} className="self-start" />
      ) : null}
      <JobList
        jobs={data?.jobs ?? []}
        status={status}
        onStatusChange={(next) =>
          setSearchParams(
            (current) => {
              const params = new URLSearchParams(current);
              params.set('status', next);
              return params;
            },
            { replace: true },
          )
        }
        loading={isLoading}
        error={error instanceof Error ? error.message : null}
        onRetry={() => void mutate()}
        createJobHref={paths.createJob()}
        scope={onlyMine.mine ? 'mine' : onlyMine.available ? 'all' : 'assigned'}
        onShowAll={() => onlyMine.setMine(false)}
        renderLink={renderRouterLink}
        canEdit={canPost}
        onClose={canPost ? (job) => change(job._id, false, (title) => `“${title}” is closed.`) : undefined}
        onReopen={
          canPost ? (job) => change(job._id, true, (title) => `“${title}” is open again.`) : undefined
        }
      />
    </div>
  );
}
