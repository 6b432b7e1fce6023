import { getPostLoginRedirect, paths, routes, type Session, toSafeInternalPath } from '@medhire/domain';
import type { RouteAccess } from './route-access';

export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'logout' };

interface GuardInput {
  access: RouteAccess;
  session: Session | null;
  signedIn: boolean;
  /** The path (with query) the user asked for. */
  requestedPath: string;
  /** `redirectTo` from the query, kept when a signed-out user was sent to sign-in. */
  redirectTo: string | null;
}

/**
 * Route guards: signed-out users reach only public and static routes and are sent to sign-in, keeping
 * where they were going; signed-in users are sent away from the sign-in family to where they belong. A screen
 * the account may not use yet is gated by its route (./capability-gate.tsx).
 */
export function decideRouteAccess({
  access,
  session,
  signedIn,
  requestedPath,
  redirectTo,
}: GuardInput): GuardDecision {
  if (access === 'signed-in' && !signedIn) {
    return { kind: 'redirect', to: paths.signIn({ redirectTo: requestedPath }) };
  }
  if (access === 'signed-out' && signedIn && session) {
    const target = getPostLoginRedirect(session.user, session.code);
    if (target === 'logout') return { kind: 'logout' };
    // Only a finished account goes back to where it was heading; onboarding steps come first.
    if (target === routes.home && redirectTo)
      return { kind: 'redirect', to: toSafeInternalPath(redirectTo, paths.home()) };
    return { kind: 'redirect', to: target };
  }
  return { kind: 'render' };
}
