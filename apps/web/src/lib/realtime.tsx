import { createContext, type ReactNode, use, useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
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
  const { mutate } = useSWRConfig();
  const [hasNewMessage, setHasNewMessage] = useState(false);
  const uid = session?.user._id;

  useEffect(() => {
    if (!signedIn || status !== 'ready' || !uid) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    // The socket and push code load on demand, so neither reaches the start-up bundle.
    void import('./realtime-start').then(({ startRealtime }) => {
      if (stopped) return;
      stop = startRealtime({
        uid,
        mutate,
        isOpenConversation: (conversationId) => conversationId === openConversation,
        followedThread: () => followedThread,
        onNewMessage: () => setHasNewMessage(true),
      });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [signedIn, status, uid, mutate]);

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
