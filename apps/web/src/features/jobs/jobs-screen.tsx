import { Capability, paths } from '@medhire/domain';
import { Button } from '@medhire/ui/button';
import { PageHeader } from '@medhire/ui/page-header';
import { Link } from 'react-router-dom';
import { CapabilityNotice } from '../../lib/capability-notice';
import { useCapability } from '../../lib/use-capability';
import { JobsList } from './jobs-list';

/**
 * /jobs: the employer's job posts, open and closed, with their applicants and pipeline at a glance. An
 * account that may not post jobs reads them, with the reason in place of "Post a job".
 */
export function Component() {
  const postJobs = useCapability(Capability.PostJobs);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Jobs"
        description="Your posts, their applicants and where each candidate stands."
        actions={
          postJobs.allowed ? (
            <Button asChild>
              <Link to={paths.createJob()}>Post a job</Link>
            </Button>
          ) : undefined
        }
      />
      {postJobs.reason ? <CapabilityNotice reason={postJobs.reason} /> : null}
      <JobsList />
    </div>
  );
}
