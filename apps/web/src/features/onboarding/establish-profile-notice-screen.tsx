import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';
import { SignedOutNotice } from './signed-out-notice';

const Wizard = lazy(() =>
  import('./establish-profile-screen').then((module) => ({ default: module.Component })),
);

/**
 * /establish-profile opened without a stored session (`screens.ts` picks this module then): the notice alone, without
 * the wizard's code (the profile steps, their forms and pickers). Someone who signs in later in the same tab gets the
 * wizard, loaded then.
 */
export function Component() {
  const { signedIn, session } = useSession();
  if (!signedIn || !session) return <SignedOutNotice />;
  return (
    <Suspense fallback={null}>
      <Wizard />
    </Suspense>
  );
}
