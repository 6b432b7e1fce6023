import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadToastsWithFirstInput, subscribeToaster, toasterWanted } from '../lib/notify';
import { RealtimeProvider } from '../lib/realtime';
import { SessionProvider } from '../lib/session';
import { AppRouter, AppRoutes } from './router';

const Toaster = lazy(() => import('@medhire/ui/toast').then((module) => ({ default: module.Toaster })));

/**
 * The toast region (top right, 4 s), mounted with the first toast; its code loads with the user's first input, so
 * a toast can show when the connection is gone by then.
 */
function ToastRegion() {
  const wanted = useSyncExternalStore(subscribeToaster, toasterWanted, () => false);
  useEffect(loadToastsWithFirstInput, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * Session, the realtime socket, the router and the toast region. The data layer (SWR) takes its options from each
 * query (`queryErrorReporting`), so it loads with the screens that read data, not with a signed-out page.
 */
export function Providers() {
  return (
    <SessionProvider>
      <RealtimeProvider>
        <AppRouter>
          <AppRoutes />
        </AppRouter>
      </RealtimeProvider>
      <ToastRegion />
    </SessionProvider>
  );
}
