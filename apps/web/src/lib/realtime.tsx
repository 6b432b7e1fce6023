import { SOCKET_START_DELAY_MS } from '@medhire/domain';
import { createContext, type ReactNode, use, useEffect, useMemo, useState } from 'react';
import type { ThreadFollower } from './realtime-start';
import { useSession } from './session';

interface RealtimeContextValue {
  /** The conversation the employer has open; a message there needs no toast. */
  setOpenConversation: (conversationId: string | null) => void;
  /**
   * The open thread takes its conversation's messages from the socket itself (appended by seq, gaps read with
   * `afterSeq`) instead of re-reading the whole conversation. Returns what stops it.
   */
  followThread: (conversationId: string, follower: ThreadFollower) => () => void;
  /** Set when a message arrived outside the open thread (the navigation's dot), cleared when Messages opens. */
  hasNewMessage: boolean;
  clearNewMessage: () => void;
}

const RealtimeContext = createContext<RealtimeContextValue>({
  setOpenConversation: () => {},
  followThread: () => () => {},
  hasNewMessage: false,
  clearNewMessage: () => {},
});

let openConversation: string | null = null;
let followedThread: (ThreadFollower & { conversationId: string }) | null = null;

function followThread(conversationId: string, follower: ThreadFollower): () => void {
  const entry = { conversationId, ...follower };
  followedThread = entry;
  return () => {
    if (followedThread === entry) followedThread = null;
  };
}

/**
 * Realtime for a signed-in employer: the socket and push (`./realtime-start.ts`, loaded on demand so socket.io and
 * Firebase never reach the start-up bundle), and which conversation is open, so a message there needs no toast.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { session, signedIn, status } = useSession();
  const [hasNewMessage, setHasNewMessage] = useState(false);
  const uid = session?.user._id;

  useEffect(() => {
    if (!signedIn || status !== 'ready' || !uid) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    // The socket starts 2 s after the sync (spec §9), and its code (socket.io, the event schemas, push) loads
    // then too: the first screen's own scripts and data come first on a slow phone.
    const timer = setTimeout(() => {
      // SWR's own `mutate` reaches the one cache every query reads (the app sets no other cache provider).
      void Promise.all([import('./realtime-start'), import('swr')]).then(
        ([{ startRealtime }, { mutate }]) => {
          if (stopped) return;
          stop = startRealtime({
            uid,
            mutate,
            isOpenConversation: (conversationId) => conversationId === openConversation,
            followedThread: () => followedThread,
            onNewMessage: () => setHasNewMessage(true),
          });
        },
      );
    }, SOCKET_START_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      stop?.();
    };
  }, [signedIn, status, uid]);

  const value = useMemo<RealtimeContextValue>(
    () => ({
      setOpenConversation: (conversationId) => {
        openConversation = conversationId;
      },
      followThread,
      hasNewMessage,
      clearNewMessage: () => setHasNewMessage(false),
    }),
    [hasNewMessage],
  );
  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}

export function useRealtime(): RealtimeContextValue {
  return use(RealtimeContext);
}
