import { ApplicantProfile } from '@medhire/ui/applicant-profile';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { applicantApi } from '../../lib/api';
import { renderRouterLink } from '../../lib/render-link';
import { useApplicant } from './applicant-hooks';
import { type InviteTarget, InviteToJob } from './invite-to-job';

/** /applicants/{id}: one candidate's full profile and the reasons for the score (for `?jobId=` when set). */
export function Component() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const jobId = searchParams.get('jobId') ?? undefined;
  const { data, error, isLoading, mutate } = useApplicant(id, jobId);
  const { mutate: mutateKeys } = useSWRConfig();
  const [inviting, setInviting] = useState<InviteTarget | null>(null);
  const applicant = data?.applicant ?? null;

  const refresh = () =>
    Promise.all([
      mutate(),
      mutateKeys(
        (key) => Array.isArray(key) && ['explore', 'recommended', 'applicants'].includes(String(key[0])),
      ),
      mutateKeys('saved-applicants'),
    ]);

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
        onSaveChange={async (next) => {
          if (!id) return;
          await (next ? applicantApi.save(id) : applicantApi.unsave(id));
          await refresh();
        }}
        onInvite={() => setInviting(applicant)}
      />
      <InviteToJob candidate={inviting} onClose={() => setInviting(null)} onInvited={refresh} jobId={jobId} />
    </>
  );
}
