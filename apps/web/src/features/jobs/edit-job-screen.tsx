import { paths } from '@medhire/domain';
import { EmptyState } from '@medhire/ui/empty-state';
import { ErrorState } from '@medhire/ui/error-state';
import { JobForm } from '@medhire/ui/job-form';
import { PageHeader } from '@medhire/ui/page-header';
import { Skeleton } from '@medhire/ui/skeleton';
import { useNavigate, useParams } from 'react-router-dom';
import { notifySuccess } from '../../lib/notify';
import { useJob, useUpdateJob } from '../../lib/queries/jobs';
import { searchJobLocations } from '../../lib/queries/profile';

/** /edit-job/{id}: the job form with the saved job; saving replaces the post. */
export function Component() {
  const { id } = useParams();
  const navigate = useNavigate();
  const updateJob = useUpdateJob();
  const { data, error, isLoading, mutate: reload } = useJob(id);

  if (error) {
    return (
      <ErrorState
        title="This job did not load"
        message={error instanceof Error ? error.message : undefined}
        onRetry={() => void reload()}
      />
    );
  }
  if (isLoading || !data || !id) {
    return (
      <div role="status" aria-label="Loading the job" className="flex flex-col gap-4">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  const { job } = data;
  if (!job) return <EmptyState title="This job was not found." />;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={`Edit “${job.title}”`} description="Candidates see the changes at once." />
      <JobForm
        mode="edit"
        submitLabel="Save changes"
        defaultValues={job}
        onSearchLocations={searchJobLocations}
        onSubmit={async (payload) => {
          const { job: saved } = await updateJob(id, payload);
          void notifySuccess(`“${saved.title}” is saved.`);
          navigate(paths.jobs());
        }}
      />
    </div>
  );
}
