import { getPostLoginRedirect, paths, routes } from '@medhire/domain';
import { ErrorState } from '@medhire/ui/error-state';
import { type PreferenceProbeAnswer, PreferenceProbeCard } from '@medhire/ui/preference-probe-card';
import { Skeleton } from '@medhire/ui/skeleton';
import { useLocation, useNavigate } from 'react-router-dom';
import { notifySuccess } from '../../lib/notify';
import { profileCalls, usePreferenceProbes } from '../../lib/queries/profile';
import { useSession } from '../../lib/session';

function storedAnswers(value: unknown): PreferenceProbeAnswer[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (answer): answer is PreferenceProbeAnswer =>
      typeof answer?.probeId === 'string' && typeof answer?.choice === 'string',
  );
}

/**
 * /would-you-rather (after the profile wizard) and /edit-profile/would-you-rather (answer again): one
 * either-or question at a time. The answers weight the candidates' match scores. After onboarding the
 * login rules send the employer on (payment, then home); from the profile, back to the profile.
 */
export function Component() {
  const { session, updateUser } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: probes, error, isLoading, mutate } = usePreferenceProbes();
  const editing = pathname.startsWith(routes.editProfile);
  if (!session) return null;
  const user = session.user;

  if (error) {
    return (
      <ErrorState
        title="The questions did not load"
        message={error instanceof Error ? error.message : undefined}
        onRetry={() => void mutate()}
      />
    );
  }
  if (isLoading || !probes) {
    return (
      <div role="status" aria-label="Loading the questions" className="flex flex-col gap-4">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-8 w-3/4" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      </div>
    );
  }

  return (
    <PreferenceProbeCard
      probes={probes}
      answers={storedAnswers(user.preferenceProbe)}
      finishLabel={editing ? 'Save answers' : 'Finish'}
      onFinish={async (answers) => {
        const { user: saved } = await profileCalls.updatePreferenceProbes(user._id, answers);
        updateUser(saved);
        if (editing) {
          void notifySuccess('Your answers are saved. Recommendations now follow them.');
          navigate(paths.editProfile());
          return;
        }
        const target = getPostLoginRedirect(saved, session.code);
        navigate(target === 'logout' ? paths.signIn() : target, { replace: true });
      }}
    />
  );
}
