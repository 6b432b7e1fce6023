import {
  accountStateOf,
  type Capability,
  capabilityRefusal,
  getPostLoginRedirect,
  type Session,
  toSafeInternalPath,
  unlockPathOf,
} from '@medhire/domain';
import type { RouteAccess } from './route-access';

export type GuardDecision =
  | { kind: 'render' }
  | {
      kind: 'redirect';
      to: string /** Why, in the server's words, when the account may not use the screen. */;
      notice?: string;
    }
  | { kind: 'logout' };

interface GuardInput {
  access: RouteAccess;
  /** What the screen is for, when not every account state may use it. */
  capability?: Capability;
  session: Session | null;
  signedIn: boolean;
  /** The path (with query) the user asked for. */
  requestedPath: string;
  /** `redirectTo` from the query, kept when a signed-out user was sent to sign-in. */
  redirectTo: string | null;
}

/**
 * Route guards: signed-out users reach only public and static routes and are sent to sign-in, keeping
 * where they were going; signed-in users are sent away from the sign-in family to where they belong, and
 * away from a screen their account may not use yet (a plan to choose, approval pending, a lapsed payment)
 * to the step that unlocks it, with the account-state table's sentence.
 */
export function decideRouteAccess({
  access,
  capability,
  session,
  signedIn,
  requestedPath,
  redirectTo,
}: GuardInput): GuardDecision {
  if (access === 'signed-in' && !signedIn) {
    return { kind: 'redirect', to: `/signIn?redirectTo=${encodeURIComponent(requestedPath)}` };
  }
  if (access === 'signed-out' && signedIn && session) {
    const target = getPostLoginRedirect(session.user, session.code);
    if (target === 'logout') return { kind: 'logout' };
    // Only a finished account goes back to where it was heading; onboarding steps come first.
    if (target === '/home' && redirectTo)
      return { kind: 'redirect', to: toSafeInternalPath(redirectTo, '/home') };
    return { kind: 'redirect', to: target };
  }
  if (access === 'signed-in' && signedIn && session && capability) {
    const state = accountStateOf(session.user);
    const refusal = capabilityRefusal(state, capability);
    if (refusal) return { kind: 'redirect', to: unlockPathOf(state), notice: refusal.message };
  }
  return { kind: 'render' };
}
