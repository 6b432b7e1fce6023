/** A session as it may be found in storage: any part can be missing. */
export interface MaybeSession {
  readonly token?: string | null;
  readonly user?: unknown;
}

/**
 * Whether a session is signed in (spec §6): both a non-empty token and a user are present.
 * A token of only whitespace is as good as none.
 */
export function isSignedIn(session: MaybeSession | null | undefined): boolean {
  if (!session) {
    return false;
  }
  const hasToken = typeof session.token === 'string' && session.token.trim() !== '';
  const hasUser = typeof session.user === 'object' && session.user !== null;
  return hasToken && hasUser;
}
