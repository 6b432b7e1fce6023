import { ApiError } from '@medhire/api-client';
import {
  isPublicRoute,
  isSignedIn,
  isStaticRoute,
  MemberRole,
  paths,
  SESSION_STORAGE_KEY,
  type Session,
  type User,
  type Viewer,
} from '@medhire/domain';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { authApi, onUnauthorized } from './api';
import { notifyError } from './notify';
import { forgetPushToken, readPushToken } from './push-token';
import {
  endServerSession,
  rememberLogoutFailure,
  syncSignedInSession,
  takeLogoutFailure,
} from './session-flow';
import { clearStoredSession, readStoredSession, writeStoredSession } from './session-storage';

export type SessionStatus = 'syncing' | 'ready' | 'logging-out';

type SyncAnswer = Awaited<ReturnType<typeof authApi.syncUserDetail>>;

/**
 * The start-up sync of a stored session, sent as soon as this module runs (with the start-up chunk) rather than
 * when the first screen's code has loaded and React has rendered: the user's answer and the screen's code travel
 * side by side. {@link SessionProvider} takes it once; a provider mounted later syncs on its own.
 */
let startupSync: { token: string; answer: Promise<SyncAnswer> } | null = startSync();

function startSync(): typeof startupSync {
  if (typeof window === 'undefined') return null;
  const stored = readStoredSession();
  if (!stored || !isSignedIn(stored)) return null;
  const answer = authApi.syncUserDetail(stored.user._id);
  // Taken (and its failure handled) by the provider's first render; never an unhandled rejection before that.
  answer.catch(() => {});
  return { token: stored.token, answer };
}

/**
 * The sync of `session`: the one under way since start-up when it was sent for this very session (another tab may
 * have signed someone else in since; team members share the organization's user id), or a new one.
 */
function syncOf(session: Session): Promise<SyncAnswer> {
  const started = startupSync;
  startupSync = null;
  return started?.token === session.token ? started.answer : authApi.syncUserDetail(session.user._id);
}

interface SessionContextValue {
  session: Session | null;
  signedIn: boolean;
  status: SessionStatus;
  /**
   * Every way of signing in ends here: stores the fresh session, syncs the user with the server and only then
   * signs the app in (the realtime's 2 s delay starts from there). Resolves the synced session; rejects with the
   * server's message when the session is refused (401), for the form to show.
   */
  signIn: (session: Session) => Promise<Session>;
  /** Replaces the signed-in user after the server changed it. */
  updateUser: (user: User) => void;
  /** Marks the profile as established: the session code leaves 201, so the main layout and rules apply. */
  completeProfile: (user: User) => void;
  /**
   * Deletes this browser's push token, ends the session on the server, then clears it (even when the server
   * call fails) and reloads the app at sign-in, where a failure's message shows as a toast.
   */
  logout: () => Promise<void>;
  /** Ends a session the server already ended (an archived account): clears it and reloads at `path`. */
  endSession: (path: string) => void;
}

/** The login code of an account whose profile is established (the server's non-201 answer). */
const PROFILE_DONE_SESSION_CODE = 200;

const SessionContext = createContext<SessionContextValue | null>(null);

interface SessionProviderProps {
  children: ReactNode;
  /** Where the page goes after logout; a full reload so no state of the last user survives. */
  reload?: (path: string) => void;
}

/**
 * Restores the session from local storage at start, syncs the user with the server while the logo
 * loading screen shows, and owns logout.
 */
export function SessionProvider({
  children,
  reload = (path) => window.location.assign(path),
}: SessionProviderProps) {
  const [session, setSession] = useState<Session | null>(() => readStoredSession());
  const [status, setStatus] = useState<SessionStatus>(() =>
    isSignedIn(readStoredSession()) ? 'syncing' : 'ready',
  );

  const store = useCallback((next: Session | null) => {
    if (next) writeStoredSession(next);
    else clearStoredSession();
    setSession(next);
  }, []);

  // Sync once at start: the stored user may be stale (status, subscription, probes changed elsewhere).
  useEffect(() => {
    const restored = readStoredSession();
    if (!restored || !isSignedIn(restored)) {
      startupSync = null;
      return;
    }
    let cancelled = false;
    syncOf(restored)
      .then(({ user, viewer }) => {
        if (!cancelled) store({ ...restored, user, viewer });
      })
      .catch((error: unknown) => {
        // A 401 means the session is over (expired, revoked, or the account was rejected or archived): the
        // user is logged out and, outside the open pages, sent to sign in with the way back kept. Anything
        // else keeps the cached user so the app still opens.
        if (cancelled || !(error instanceof ApiError) || error.status !== 401) return;
        const { pathname, search } = window.location;
        if (isStaticRoute(pathname) || isPublicRoute(pathname)) store(null);
        else {
          clearStoredSession();
          reload(paths.signIn({ redirectTo: `${pathname}${search}` }));
        }
      })
      .finally(() => {
        if (!cancelled) setStatus('ready');
      });
    return () => {
      cancelled = true;
    };
  }, []);

  // This tab's session ended (a 401, or its socket told so). When another tab has meanwhile signed in or switched
  // organization, the stored session is that one: this tab follows it (a fresh start) instead of wiping it.
  const token = session?.token;
  useEffect(
    () =>
      onUnauthorized(() => {
        const stored = readStoredSession();
        if (token && stored?.token && stored.token !== token)
          reload(`${window.location.pathname}${window.location.search}`);
        else store(null);
      }),
    [store, token, reload],
  );

  // Another tab signed in as someone else, switched organization or signed out: this one follows at once, so it
  // never shows one organization while its requests (which read the stored token) speak for another.
  useEffect(() => {
    const followOtherTab = (event: StorageEvent) => {
      if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
      const stored = readStoredSession();
      if ((stored?.token ?? null) === (token ?? null)) return;
      if (stored) reload(`${window.location.pathname}${window.location.search}`);
      else if (token) store(null);
    };
    window.addEventListener('storage', followOtherTab);
    return () => window.removeEventListener('storage', followOtherTab);
  }, [store, token, reload]);

  // A logout that failed on the server cleared the session and reloaded here: its message shows now, when it
  // can be read (spec §8: "Logout failure: session cleared locally; error shown").
  useEffect(() => {
    const failure = takeLogoutFailure();
    if (failure) notifyError(new Error(failure));
  }, []);

  const signIn = useCallback(async (fresh: Session) => {
    const synced = await syncSignedInSession(fresh, {
      syncUserDetail: authApi.syncUserDetail,
      writeStoredSession: (next) => writeStoredSession(next),
      clearStoredSession: () => clearStoredSession(),
    });
    setSession(synced);
    return synced;
  }, []);

  const logout = useCallback(async () => {
    setStatus('logging-out');
    try {
      const failure = await endServerSession({
        employerId: readStoredSession()?.user._id,
        pushToken: readPushToken(),
        deleteFcmToken: authApi.deleteFcmToken,
        // Only a browser that saved a push token loads the push code here.
        forgetDevicePush: () => import('./push').then(({ forgetDevicePush }) => forgetDevicePush()),
        forgetPushToken: () => forgetPushToken(),
        logout: authApi.logout,
      });
      if (failure) rememberLogoutFailure(failure.message);
    } finally {
      clearStoredSession();
      reload(paths.signIn());
    }
  }, [reload]);

  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      signedIn: isSignedIn(session),
      status,
      signIn,
      updateUser: (user) => {
        if (session) store({ ...session, user });
      },
      completeProfile: (user) => {
        if (session) store({ ...session, user, code: PROFILE_DONE_SESSION_CODE });
      },
      logout,
      endSession: (path) => {
        clearStoredSession();
        reload(path);
      },
    }),
    [session, status, store, signIn, logout, reload],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/**
 * Who is signed in: the owner or a team member, with their role (the session's `viewer`). A session stored before
 * teams has none: it was the owner's.
 */
export function useViewer(): Viewer | null {
  const { session } = useSession();
  if (!session) return null;
  return session.viewer ?? { memberId: null, name: null, email: session.user.email, role: MemberRole.Owner };
}
