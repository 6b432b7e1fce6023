import { AccountState, accountStateOf, type Capability, roleRefusal, type Session } from '@medhire/domain';
import { capabilityReasonOf } from './account-access';
import { useSession } from './session';

/**
 * Whether the signed-in member may do `capability` now (their role, then the account's state), and if not, the
 * sentence that says why and what to do. Screens use it to hide or disable what the server would refuse, and to
 * show the reason instead.
 */
export function useCapability(capability: Capability): { allowed: boolean; reason: string | null } {
  const { session } = useSession();
  const reason = capabilityRefusal(session, capability);
  return { allowed: reason === null, reason };
}

/** Why `session`'s member may not do `capability` (their role, then the account's state), or null when they may. */
export function capabilityRefusal(
  session: Session | null | undefined,
  capability: Capability,
): string | null {
  const role = session?.viewer?.role;
  return (
    (role ? (roleRefusal(role, capability)?.message ?? null) : null) ??
    capabilityReasonOf(session?.user, capability, role)
  );
}

/**
 * Whether the signed-in member's role ever does `capability`, whatever the account's state: what to leave out for
 * good (a hiring manager's Explore), where `useCapability` also refuses for a while (an account awaiting approval).
 */
export function useRoleAllows(capability: Capability): boolean {
  const role = useSession().session?.viewer?.role;
  return !role || roleRefusal(role, capability) === null;
}

/** The signed-in account's state (active while there is no session, so nothing is hidden by mistake). */
export function useAccountState(): AccountState {
  const { session } = useSession();
  return session ? accountStateOf(session.user) : AccountState.Active;
}
