import { Toaster } from '@medhire/ui/toast';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { SessionProvider } from '../lib/session';
import { createRouter } from './router';

/** Session, data fetching defaults, the router and the toast region (top right, 4 s). */
export function Providers() {
  const [router] = useState(createRouter);
  return (
    <SessionProvider>
      <SWRConfig value={{ revalidateOnFocus: true, shouldRetryOnError: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
      <Toaster />
    </SessionProvider>
  );
}
