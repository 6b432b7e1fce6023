import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { RealtimeProvider } from '../lib/realtime';
import { SessionProvider } from '../lib/session';
import { createRouter } from './router';

// The toast region loads right after the first paint instead of inside it: nothing toasts before then.
const Toaster = lazy(() => import('@medhire/ui/toast').then((module) => ({ default: module.Toaster })));

/** Session, data fetching defaults, the realtime socket, the router and the toast region (top right, 4 s). */
export function Providers() {
  const [router] = useState(createRouter);
  return (
    <SessionProvider>
      <SWRConfig value={{ revalidateOnFocus: true, shouldRetryOnError: false }}>
        <RealtimeProvider>
          <RouterProvider router={router} />
        </RealtimeProvider>
      </SWRConfig>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </SessionProvider>
  );
}
