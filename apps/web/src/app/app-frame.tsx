import { isSignedIn, LOGGING_OUT_MESSAGE, selectLayout } from '@medhire/domain';
import { LogoLoader } from '@medhire/ui/logo-loader';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useSession } from '../lib/session';
import { readStoredSession } from '../lib/session-storage';
import { decideRouteAccess } from './guard';
import { PublicLayout } from './layouts/public-layout';
import type { RouteHandle } from './route-access';

// The sign-in family's layout ships with the start-up chunk; the others (AppShell with its menus and
// drawer, the static and focus layouts) load on demand, so signed-out visitors never download them.
const loadMainLayout = () => import('./layouts/main-layout');
const MainLayout = lazy(() => loadMainLayout().then((module) => ({ default: module.MainLayout })));
// A stored session opens on the signed-in shell nearly always: its code loads beside the start-up sync, not after.
if (typeof window !== 'undefined' && isSignedIn(readStoredSession())) void loadMainLayout().catch(() => {});
const OnboardingLayout = lazy(() =>
  import('./layouts/onboarding-layout').then((module) => ({ default: module.OnboardingLayout })),
);
const StaticLayout = lazy(() =>
  import('./layouts/static-layout').then((module) => ({ default: module.StaticLayout })),
);
const WouldYouRatherLayout = lazy(() =>
  import('./layouts/would-you-rather-layout').then((module) => ({ default: module.WouldYouRatherLayout })),
);

/** The page itself, re-mounted per path so each screen enters with the 300 ms page transition. */
function PageOutlet({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} data-slot="page-transition" className="min-h-0 flex-1">
      {children}
    </div>
  );
}

/**
 * The frame of every page (`handle`: its row of the route table, `children`: its screen): waits for the user sync,
 * applies the route guards, sets the page title and picks one of the five layouts with `selectLayout`.
 */
export function AppFrame({ handle, children }: { handle: RouteHandle; children: ReactNode }) {
  const { session, signedIn, status, logout } = useSession();
  const location = useLocation();
  const [searchParams] = useSearchParams();

  useEffect(() => {
    document.title = `${handle.title} · MedHire`;
  }, [handle.title]);

  const decision = decideRouteAccess({
    access: handle.access,
    session,
    signedIn,
    requestedPath: `${location.pathname}${location.search}`,
    redirectTo: searchParams.get('redirectTo'),
  });

  useEffect(() => {
    if (decision.kind === 'logout' && status !== 'logging-out') void logout();
  }, [decision.kind, status, logout]);

  if (status === 'syncing') return <LogoLoader />;
  if (status === 'logging-out' || decision.kind === 'logout')
    return <LogoLoader message={LOGGING_OUT_MESSAGE} />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  const layout = selectLayout({ pathname: location.pathname, signedIn, sessionCode: session?.code });
  return (
    <Suspense fallback={<LogoLoader />}>{renderLayout(layout, <PageOutlet>{children}</PageOutlet>)}</Suspense>
  );
}

function renderLayout(layout: ReturnType<typeof selectLayout>, page: React.ReactNode) {
  switch (layout) {
    case 'static':
      return <StaticLayout>{page}</StaticLayout>;
    case 'would-you-rather':
      return <WouldYouRatherLayout>{page}</WouldYouRatherLayout>;
    case 'onboarding':
      return <OnboardingLayout>{page}</OnboardingLayout>;
    case 'main':
      return <MainLayout>{page}</MainLayout>;
    case 'public':
      return <PublicLayout>{page}</PublicLayout>;
    default:
      return layout satisfies never;
  }
}
