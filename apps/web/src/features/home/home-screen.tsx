import { SHOW_PARAMS_STORAGE_KEY } from '@medhire/domain';
import { PageHeader } from '@medhire/ui/page-header';
import { useEffect, useState } from 'react';
import { useSession } from '../../lib/session';
import { AccountOverview } from './account-overview';
import { OnboardingChecklist } from './onboarding-checklist';

/** Reads and clears the one-time flag a v1 login sets: the checklist shows once per sign-in. */
function useShowOnboardingOnce(): [boolean, () => void] {
  const [show, setShow] = useState(() => window.localStorage.getItem(SHOW_PARAMS_STORAGE_KEY) === 'true');
  useEffect(() => {
    if (show) window.localStorage.removeItem(SHOW_PARAMS_STORAGE_KEY);
  }, [show]);
  return [show, () => setShow(false)];
}

/**
 * Home: a welcome, the organization at a glance and, once after a v1 login, the getting-started checklist.
 * The jobs slice adds the dashboard (open jobs, applicants, the pipeline).
 */
export function Component() {
  const { session } = useSession();
  const [showChecklist, hideChecklist] = useShowOnboardingOnce();
  const user = session?.user;
  if (!user) return null;
  const name = typeof user.organizationName === 'string' ? user.organizationName : undefined;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={name ? `Welcome, ${name}` : 'Welcome to MedHire'}
        description="Your jobs, candidates and conversations in one place."
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {showChecklist ? <OnboardingChecklist user={user} onDismiss={hideChecklist} /> : null}
        <AccountOverview user={user} />
      </div>
    </div>
  );
}
