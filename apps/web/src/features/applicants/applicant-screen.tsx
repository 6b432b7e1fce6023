import { Capability } from '@medhire/domain';
import { ApplicantProfile } from '@medhire/ui/applicant-profile';
import { lazy, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useApplicant, useSaveApplicant } from '../../lib/queries/applicants';
import { useJobs } from '../../lib/queries/jobs';
import { renderRouterLink } from '../../lib/render-link';
import { useCapability } from '../../lib/use-capability';
import { WhenVisible } from '../../lib/when-visible';
import { type InviteTarget, InviteToJob } from './invite-to-job';

// The team's notes and the timeline sit below the profile: their code loads as they come into view.
const ApplicantNotes = lazy(() =>
  import('./applicant-notes').then((module) => ({ default: module.ApplicantNotes })),
);
// So do the interview feedback and the offers.
const ApplicantFeedback = lazy(() =>
  import('./applicant-feedback').then((module) => ({ default: module.ApplicantFeedback })),
);

/**
 * /applicants/{id}: one candidate's full profile and the reasons for the score, for `?jobId=` when set, else for the
 * preferences; a select switches between them and each open job. Save and Invite show only to someone who may
 * explore and invite candidates.
 */
export function Component() {
  const { id } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const jobId = searchParams.get('jobId') ?? undefined;
  const { data, error, isLoading, mutate } = useApplicant(id, jobId);
  const saveApplicant = useSaveApplicant();
  const canSave = useCapability(Capability.ExploreCandidates).allowed;
  const canInvite = useCapability(Capability.InviteCandidates).allowed;
  const [inviting, setInviting] = useState<InviteTarget | null>(null);
  // The score's context switches between the preferences and each open job (the same list the invite offers).
  const openJobs = useJobs('open');
  const applicant = data?.applicant ?? null;

  return (
    <>
      <ApplicantProfile
        applicant={applicant}
        loading={isLoading}
        error={error instanceof Error ? error.message : null}
        onRetry={() => void mutate()}
        saved={applicant?.saved}
        headingLevel={1}
        renderLink={renderRouterLink}
        scoreJobs={openJobs.data?.jobs ?? []}
        onScoredForChange={(next) =>
          setSearchParams(
            (params) => {
              const updated = new URLSearchParams(params);
              if (next === undefined) updated.delete('jobId');
              else updated.set('jobId', next);
              return updated;
            },
            { replace: true },
          )
        }
        onSaveChange={
          canSave
            ? async (next) => {
                if (!id) return;
                await saveApplicant(id, next);
              }
            : undefined
        }
        onInvite={canInvite ? () => setInviting(applicant) : undefined}
      />
      {applicant && id ? (
        <WhenVisible>
          <ApplicantFeedback candidateId={id} />
        </WhenVisible>
      ) : null}
      {applicant && id ? (
        <WhenVisible>
          <ApplicantNotes candidateId={id} />
        </WhenVisible>
      ) : null}
      <InviteToJob candidate={inviting} onClose={() => setInviting(null)} jobId={jobId} />
    </>
  );
}
