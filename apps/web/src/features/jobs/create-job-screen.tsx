import { paths } from '@medhire/domain';
import { JobForm } from '@medhire/ui/job-form';
import { PageHeader } from '@medhire/ui/page-header';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifySuccess } from '../../lib/notify';
import { useCreateJob } from '../../lib/queries/jobs';
import { searchJobLocations } from '../../lib/queries/profile';
import { useSession } from '../../lib/session';
import { readJobDraft, writeJobDraft } from './job-draft';

/**
 * /create-job: the long job form. What is typed is kept as a draft on this device, so a reload or a
 * closed tab loses nothing; posting clears it.
 */
export function Component() {
  const { session } = useSession();
  const navigate = useNavigate();
  const createJob = useCreateJob();
  const employerId = session?.user._id ?? '';
  const [draft] = useState(() => readJobDraft(employerId));
  const [formKey, setFormKey] = useState(0);
  if (!session) return null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Post a job"
        description="Detailed posts get better matches: candidates are scored against every field you fill."
      />
      <JobForm
        key={formKey}
        mode="create"
        submitLabel="Post job"
        defaultValues={formKey === 0 ? draft : undefined}
        onSearchLocations={searchJobLocations}
        onDraftChange={(values) => writeJobDraft(employerId, values)}
        // Offered only over a restored draft; the form says it restored one only then.
        onDiscardDraft={
          formKey === 0 && draft
            ? () => {
                writeJobDraft(employerId, null);
                setFormKey((key) => key + 1);
              }
            : undefined
        }
        onSubmit={async (payload) => {
          const { job } = await createJob(employerId, payload);
          writeJobDraft(employerId, null);
          void notifySuccess(`“${job.title}” is posted.`);
          navigate(paths.jobs());
        }}
      />
    </div>
  );
}
