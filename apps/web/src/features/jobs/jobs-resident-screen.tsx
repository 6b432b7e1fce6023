import { PageHeader } from '@medhire/ui/page-header';
import { JobsList } from './jobs-list';

/** /jobs-resident: every job with its pipeline counts; "View pipeline" opens one job's board. */
export function Component() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Pipeline" description="Choose a job to see its candidates, step by step." />
      <JobsList />
    </div>
  );
}
