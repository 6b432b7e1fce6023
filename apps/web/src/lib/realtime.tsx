import { createContext, type ReactNode, use, useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSession } from './session';

interface RealtimeContextValue {
  /** The conversation the employer has open; a message there needs no toast. */
  setOpenConversation: (conversationId: string | null) => void;
  /** Set when a message arrived outside the open thread (the navigation's dot), cleared when Messages opens. */
  hasNewMessage: boolean;
  clearNewMessage: () => void;
}

const RealtimeContext = createContext<RealtimeContextValue>({
  setOpenConversation: () => {},
  hasNewMessage: false,
  clearNewMessage: () => {},
});

let openConversation: string | null = null;

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
