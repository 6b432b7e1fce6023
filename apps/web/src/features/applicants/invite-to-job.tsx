import type { ApplicantMatch } from '@medhire/api-client';
import { paths } from '@medhire/domain';
import { lazy, Suspense } from 'react';
import { notifySuccess } from '../../lib/notify';
import { useJobs } from '../../lib/queries/jobs';
import { useInviteCandidate } from '../../lib/queries/matches';
import { renderRouterLink } from '../../lib/render-link';
import { useSession } from '../../lib/session';

// The dialog (and the dialog machinery under it) loads when an invite first opens, not with the list.
const InviteDialog = lazy(() =>
  import('@medhire/ui/invite-dialog').then((module) => ({ default: module.InviteDialog })),
);

export interface InviteTarget {
  _id: string;
  firstName: string;
  lastName: string;
  matches?: readonly ApplicantMatch[];
}

interface InviteToJobProps {
  /** The candidate being invited; the dialog is open while one is set. */
  candidate: InviteTarget | null;
  onClose: () => void;
  /** Preselected job (the one the scores are for). */
  jobId?: string;
}

/** The invite dialog wired to the employer's open jobs and the invite call. */
export function InviteToJob({ candidate, onClose, jobId }: InviteToJobProps) {
  const jobs = useJobs('open');
  const inviteCandidate = useInviteCandidate();
  const { session } = useSession();
  const name = candidate ? `${candidate.firstName} ${candidate.lastName}` : '';
  if (candidate === null) return null;
  return (
    <Suspense fallback={null}>
      <InviteDialog
        open={candidate !== null}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        candidateName={name}
        jobs={jobs.data?.jobs ?? []}
        matches={candidate?.matches ?? []}
        loading={jobs.isLoading}
        error={jobs.error instanceof Error ? jobs.error.message : null}
        onRetry={() => void jobs.mutate()}
        defaultJobId={jobId}
        createJobHref={paths.createJob()}
        renderLink={renderRouterLink}
        organizationName={session?.user.organizationName ?? undefined}
        onInvite={async (chosenJobId, note) => {
          await inviteCandidate(chosenJobId, candidate?._id ?? '', note);
          onClose();
          void notifySuccess(`${name} is invited. You will see their answer in Connections.`);
        }}
      />
    </Suspense>
  );
}
