import {
  accountStateOf,
  Capability,
  capabilityRefusal,
  paths,
  roleRefusal,
  type Session,
  unlockPathOf,
} from '@medhire/domain';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { notifyInfo } from '../lib/notify';
import { useSession } from '../lib/session';

/**
 * Where a signed-in account goes instead of a screen it may not use (the account-state table of @medhire/domain,
 * with its role axis): the step that unlocks it, or Home for a member whose role may not, with the sentence the
 * server would answer. Null when it may.
 */
export function decideCapability(
  session: Session | null,
  capability: Capability,
): { to: string; notice: string } | null {
  if (!session) return null;
  // A team member whose role may not: Home, with the server's sentence (who may).
  const forbidden = session.viewer ? roleRefusal(session.viewer.role, capability) : null;
  if (forbidden) return { to: paths.home(), notice: forbidden.message };
  const state = accountStateOf(session.user);
  const refusal = capabilityRefusal(state, capability, session.viewer?.role);
  if (!refusal) return null;
  const unlock = unlockPathOf(state);
  // The fix is billing's (a plan, a card), which only the owner may do: a member waits on Home.
  const billingFix = unlock === paths.payment() || unlock === paths.manageSubscriptions();
  const mayFix = !session.viewer || roleRefusal(session.viewer.role, Capability.ManageBilling) === null;
  return { to: billingFix && !mayFix ? paths.home() : unlock, notice: refusal.message };
}

function Refused({ to, notice }: { to: string; notice: string }) {
  useEffect(() => {
    void notifyInfo(notice);
  }, [notice]);
  return <Navigate to={to} replace />;
}

/**
 * Wraps a screen that needs a capability. Loaded with those screens only, so signed-out pages never carry the
 * table; the server refuses the calls anyway, this only sends the user where the way forward is.
 */
export function gated(capability: Capability, Screen: React.ComponentType): React.ComponentType {
  function GatedScreen() {
    const { session } = useSession();
    const refused = decideCapability(session, capability);
    return refused ? <Refused {...refused} /> : <Screen />;
  }
  GatedScreen.displayName = `Gated(${Screen.displayName ?? Screen.name ?? 'Screen'})`;
  return GatedScreen;
}
