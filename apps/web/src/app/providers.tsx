import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { SWRConfig } from 'swr';
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

/** Session, data fetching defaults, the realtime socket, the router and the toast region. */
export function Providers() {
  return (
    <SessionProvider>
      <SWRConfig value={{ revalidateOnFocus: true, shouldRetryOnError: false }}>
        <RealtimeProvider>
          <AppRouter>
            <AppRoutes />
          </AppRouter>
        </RealtimeProvider>
      </SWRConfig>
      <ToastRegion />
    </SessionProvider>
  );
}
