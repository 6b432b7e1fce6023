import { Button } from '@medhire/ui/button';
import { PageHeader } from '@medhire/ui/page-header';
import { Link } from 'react-router-dom';
import { JobsList } from './jobs-list';

/** /jobs: the employer's job posts, open and closed, with their applicants and pipeline at a glance. */
export function Component() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Jobs"
        description="Your posts, their applicants and where each candidate stands."
        actions={
          <Button asChild>
            <Link to="/create-job">Post a job</Link>
          </Button>
        }
      />
      <JobsList />
    </div>
  );
}
