import {
  IS_DELEGATE_STORAGE_KEY,
  MemberRole,
  SESSION_STORAGE_KEY,
  type Session,
  SHOW_PARAMS_STORAGE_KEY,
} from '@medhire/domain';

/**
 * The session lives in local storage under a versioned employer key. A stored value that no longer
 * matches the session shape (an older version, a hand-edited value) is treated as signed out.
 */
/**
 * A structural check, not the full zod schema: it runs before the first paint, and keeping zod out of the
 * start-up bundle keeps the sign-in screen fast. The server re-validates the user at the sync.
 */
function looksLikeSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user } = value as { token?: unknown; user?: unknown };
  if (typeof token !== 'string' || token === '' || typeof user !== 'object' || user === null) return false;
  const { _id, accountStatus } = user as { _id?: unknown; accountStatus?: unknown };
  return typeof _id === 'string' && _id !== '' && typeof accountStatus === 'string';
}

export function readStoredSession(storage: Storage = window.localStorage): Session | null {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return looksLikeSession(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Stores the session. A recruiter (the spec's delegate) also gets the `is-delegate` flag, which logout clears;
 * anyone else signed in has it removed.
 */
export function writeStoredSession(session: Session, storage: Storage = window.localStorage): void {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  if (session.viewer?.role === MemberRole.Recruiter) storage.setItem(IS_DELEGATE_STORAGE_KEY, 'true');
  else if (session.viewer) storage.removeItem(IS_DELEGATE_STORAGE_KEY);
}

/** Logout clears the session, the delegate flag and the one-time onboarding flag. */
export function clearStoredSession(storage: Storage = window.localStorage): void {
  storage.removeItem(SESSION_STORAGE_KEY);
  storage.removeItem(IS_DELEGATE_STORAGE_KEY);
  storage.removeItem(SHOW_PARAMS_STORAGE_KEY);
}

/**
 * Set after a v1 login (the spec's "show params") and after a payment: the next Home shows the onboarding
 * checklist once, then clears it.
 */
export function markShowParams(storage: Storage = window.localStorage): void {
  storage.setItem(SHOW_PARAMS_STORAGE_KEY, 'true');
}
