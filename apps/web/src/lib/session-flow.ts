import { ApiError } from '@medhire/api-client';
import type { Session, User, Viewer } from '@medhire/domain';

/** What {@link syncSignedInSession} needs: the sync call and the session storage. */
export interface SyncSignedInSessionOptions {
  syncUserDetail: (employerId: string) => Promise<{ user: User; viewer?: Viewer }>;
  writeStoredSession: (session: Session) => void;
  clearStoredSession: () => void;
}

/**
 * Every way of signing in (the sign-in form, the mailed code, set-password, Doximity) ends here, before the app
 * treats the user as signed in (spec §4: "after login it is synced with the server"). The new session is stored
 * first, so the sync call carries its token; then the user is read from sync-user-detail and the synced session
 * is stored and resolved. A 401 means the session is over already: it is cleared and the error rejects, for the
 * form to show. Any other failure keeps the user the sign-in answered (the server's, a moment old), as the
 * start-up sync keeps the cached user.
 */
export async function syncSignedInSession(
  session: Session,
  { syncUserDetail, writeStoredSession, clearStoredSession }: SyncSignedInSessionOptions,
): Promise<Session> {
  writeStoredSession(session);
  try {
    const { user, viewer } = await syncUserDetail(session.user._id);
    const synced = { ...session, user, ...(viewer ? { viewer } : {}) };
    writeStoredSession(synced);
    return synced;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearStoredSession();
      throw error;
    }
    return session;
  }
}

/** What {@link endServerSession} needs: the signed-in employer, this browser's push token and the calls. */
export interface EndServerSessionOptions {
  employerId: string | undefined;
  /** The push token this browser saved with save-fcm-token, if any. */
  pushToken: string | null;
  deleteFcmToken: (employerId: string, payload: { value: string }) => Promise<unknown>;
  /** Has Firebase forget this browser's token (nothing when push was not registered). */
  forgetDevicePush: () => Promise<void>;
  forgetPushToken: () => void;
  logout: () => Promise<unknown>;
}

/**
 * The server side of logout. First the device's push token is deleted with delete-fcm-token (it needs the
 * session, so before the logout call), or the next person on this browser would get this account's pushes;
 * Firebase forgets the token too. Neither failing stops the logout. Then the logout call ends the session.
 * Resolves the logout call's failure, for the caller to show once the session is cleared, or null: a 401 is no
 * failure, the session is over as asked.
 */
export async function endServerSession({
  employerId,
  pushToken,
  deleteFcmToken,
  forgetDevicePush,
  forgetPushToken,
  logout,
}: EndServerSessionOptions): Promise<Error | null> {
  if (pushToken) {
    if (employerId) await deleteFcmToken(employerId, { value: pushToken }).catch(() => {});
    await forgetDevicePush().catch(() => {});
    forgetPushToken();
  }
  try {
    await logout();
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** Where a logout failure waits for the page the logout reloads (session storage: this tab only). */
export const LOGOUT_FAILURE_STORAGE_KEY = 'medhire:employer:logout-failure';

/** Keeps a logout failure's message across the reload that follows logout. */
export function rememberLogoutFailure(message: string, storage: Storage = window.sessionStorage): void {
  storage.setItem(LOGOUT_FAILURE_STORAGE_KEY, message);
}

/** The message of the logout that failed just before this page loaded, once (it is forgotten as it is read). */
export function takeLogoutFailure(storage: Storage = window.sessionStorage): string | null {
  const message = storage.getItem(LOGOUT_FAILURE_STORAGE_KEY);
  storage.removeItem(LOGOUT_FAILURE_STORAGE_KEY);
  return message || null;
}
