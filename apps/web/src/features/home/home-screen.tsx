import { Capability, paths, SHOW_PARAMS_STORAGE_KEY } from '@medhire/domain';
import { ApplicantCard, ApplicantCardSkeleton } from '@medhire/ui/applicant-card';
import { Button } from '@medhire/ui/button';
import { Callout } from '@medhire/ui/callout';
import { DashboardStats, PipelineFunnel, ReplyTimes } from '@medhire/ui/dashboard-stats';
import { EmptyState } from '@medhire/ui/empty-state';
import { PageHeader } from '@medhire/ui/page-header';
import { Skeleton } from '@medhire/ui/skeleton';
import { Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { firstOpenedAt, startEarly } from '../../lib/first-opened-at';
import { applicantKeys, fetchRecommended, useRecommended } from '../../lib/queries/applicants';
import { dashboardKeys, fetchDashboard, useDashboard } from '../../lib/queries/dashboard';
import { renderRouterLink } from '../../lib/render-link';
import { useSession } from '../../lib/session';
import { useCapability, useRoleAllows } from '../../lib/use-capability';
import { AccountNotice } from './account-notice';
import { AccountOverview } from './account-overview';
import { checklistItems, hasStepsToDo } from './checklist-items';
import { OnboardingChecklist } from './onboarding-checklist';

/** How many of the best candidates Home shows. */
const HOME_RECOMMENDED = 3;

// Opened here: the numbers and the best candidates are asked for with this code, beside the start-up sync; each only
// when the stored session may see it.
if (firstOpenedAt('/home', Capability.ReadOwnData)) startEarly(dashboardKeys.all, fetchDashboard);
if (firstOpenedAt('/home', Capability.ExploreCandidates))
  startEarly(applicantKeys.recommended('', HOME_RECOMMENDED), fetchRecommended);

/**
 * Reads and clears the one-time flag a v1 login (the spec's "show params") or a payment sets: the checklist shows
 * on the first Home after either.
 */
function useShowOnboardingOnce(): [boolean, () => void] {
  const [show, setShow] = useState(() => window.localStorage.getItem(SHOW_PARAMS_STORAGE_KEY) === 'true');
  useEffect(() => {
    if (show) window.localStorage.removeItem(SHOW_PARAMS_STORAGE_KEY);
  }, [show]);
  return [show, () => setShow(false)];
}

/**
 * Home, the dashboard: what the account's state means (awaiting approval, a plan to choose, a lapsed
 * payment), open jobs, new applicants, interviews and hires, the pipeline funnel, the organization at a
 * glance (or, on the first Home after a v1 login or a payment, the getting-started checklist while a step is left
 * to do) and the top recommendations, fetched only when the account may explore candidates.
 */
export function Component() {
  const { session } = useSession();
  const [checklistFlagged, hideChecklist] = useShowOnboardingOnce();
  const dashboard = useDashboard();
  const explore = useCapability(Capability.ExploreCandidates);
  const explores = useRoleAllows(Capability.ExploreCandidates);
  const recommended = useRecommended({ limit: HOME_RECOMMENDED, enabled: explore.allowed });
  const user = session?.user;
  if (!user) return null;
  const name = typeof user.organizationName === 'string' ? user.organizationName : undefined;
  // Each step's state comes from the server: the user, and the dashboard's `gettingStarted`.
  const gettingStarted = dashboard.data?.gettingStarted;
  const checklist = gettingStarted ? checklistItems(user, gettingStarted) : undefined;
  const checklistSlot = !checklistFlagged ? null : checklist ? (
    hasStepsToDo(checklist) ? (
      <OnboardingChecklist items={checklist} onDismiss={hideChecklist} />
    ) : null
  ) : dashboard.isLoading ? (
    <div role="status" aria-label="Loading the getting started list">
      <Skeleton className="h-80" />
    </div>
  ) : null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={name ? `Welcome, ${name}` : 'Welcome to MedHire'}
        description="Your jobs, candidates and conversations in one place."
      />
      <AccountNotice />
      <DashboardStats
        stats={dashboard.data ?? null}
        loading={dashboard.isLoading}
        renderLink={renderRouterLink}
      />
      <ReplyTimes
        stats={dashboard.data?.replies ?? null}
        loading={dashboard.isLoading}
        renderLink={renderRouterLink}
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <PipelineFunnel
          counts={dashboard.data?.funnel ?? null}
          loading={dashboard.isLoading}
          explores={explores}
        />
        {checklistSlot ?? <AccountOverview user={user} />}
      </div>
      {/* A role that never explores (a hiring manager) has no recommendations to wait for. */}
      {explores ? (
        <section aria-labelledby="top-recommendations" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="top-recommendations" className="font-semibold text-lg">
              Top recommendations
            </h2>
            {explore.allowed ? (
              <Button asChild variant="outline" size="sm">
                <Link to={paths.applicants({ tab: 'recommended' })}>See all recommendations</Link>
              </Button>
            ) : null}
          </div>
          {explore.reason ? (
            <Callout
              headingLevel={3}
              icon={<Lock />}
              title="Recommendations appear here once you can explore candidates"
              description={explore.reason}
            />
          ) : recommended.isLoading ? (
            <ApplicantCardSkeleton />
          ) : (recommended.data?.items.length ?? 0) === 0 ? (
            <EmptyState
              title="No recommendations yet"
              description="Set who you hope to hire in your profile, and the best fits appear here."
              headingLevel={3}
            />
          ) : (
            <ul className="grid gap-4 xl:grid-cols-3">
              {recommended.data?.items.map((applicant) => (
                <li key={applicant._id}>
                  <ApplicantCard
                    applicant={applicant}
                    saved={applicant.saved}
                    renderLink={renderRouterLink}
                    maxReasons={2}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
