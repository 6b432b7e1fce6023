import { type Capability, isSignedIn } from '@medhire/domain';
import { earlyAnswers } from './queries/early';
import { readStoredSession } from './session-storage';
import { capabilityRefusal } from './use-capability';

/**
 * The address's parameters when the page was opened at `pathname` by someone with a stored session whose member and
 * account may do `capability` (as that session last said), and this is that first load; null otherwise. A screen's
 * module (loaded beside the start-up sync, see `startupSync` in session.tsx) then asks for its first data at once
 * instead of after the sync and its own first render, and never asks for what the account may not see. A later
 * visit by the router (its module already loaded, or loaded before the address changes) asks when it renders, as
 * every screen does.
 */
export function firstOpenedAt(pathname: string, capability: Capability): URLSearchParams | null {
  if (typeof window === 'undefined' || window.location.pathname !== pathname) return null;
  const stored = readStoredSession();
  if (!isSignedIn(stored) || capabilityRefusal(stored, capability) !== null) return null;
  return new URLSearchParams(window.location.search);
}

/** Sends the request of a query's `key` now, for its query to take when the screen renders (queries/early.ts). */
export function startEarly<Key extends readonly unknown[]>(
  key: Key,
  fetch: (key: Key) => Promise<unknown>,
): void {
  const answer = fetch(key);
  answer.catch(() => {});
  earlyAnswers.set(JSON.stringify(key), [Date.now(), answer]);
}
