import { NEW_MESSAGE_TOAST } from '@medhire/domain';
import { createContext, type ReactNode, use, useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { authApi } from './api';
import { notifyError } from './notify';
import { startPush } from './push';
import { useSession } from './session';
import { readStoredSession } from './session-storage';

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
 * The socket of a signed-in employer: started 2 s after the user sync (spec §9), reconnecting 1–5 s forever.
 * A message refreshes the conversations and, outside the open thread, shows "New message recieved."; a
 * notification refreshes the list; a reconnect re-reads what may have been missed. Loaded on demand, so
 * socket.io never reaches the signed-out start-up bundle.
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
    const refreshConversations = () =>
      mutate((key) => Array.isArray(key) && (key[0] === 'conversations' || key[0] === 'conversation'));
    void import('@medhire/api-client/realtime').then(({ createRealtimeConnection }) => {
      if (stopped) return;
      const connection = createRealtimeConnection({
        baseUrl: window.location.origin,
        getUid: () => uid,
        getToken: () => readStoredSession()?.token,
        onMessage: ({ conversationId }) => {
          void refreshConversations();
          if (conversationId !== openConversation) {
            setHasNewMessage(true);
            void import('@medhire/ui/toast').then(({ toast }) => toast.info(NEW_MESSAGE_TOAST));
          }
        },
        onMessageDeleted: () => void refreshConversations(),
        onNotification: () => void mutate((key) => Array.isArray(key) && key[0] === 'notifications'),
        onReconnect: () => {
          void refreshConversations();
          void mutate((key) => Array.isArray(key) && key[0] === 'notifications');
        },
        onRefused: (message) => notifyError(new Error(message)),
      });
      connection.startAfterDelay();
      stop = () => connection.stop();
    });
    // Push, when configured: a foreground push shows its title, refreshes notifications and flags a message.
    let stopPush: (() => void) | undefined;
    void startPush({
      saveToken: (value) => authApi.saveFcmToken(uid, { value }),
      onForegroundMessage: ({ title }) => {
        void import('@medhire/ui/toast').then(({ toast }) => toast.info(title));
        void mutate((key) => Array.isArray(key) && key[0] === 'notifications');
        setHasNewMessage(true);
      },
    })
      .then((unsubscribe) => {
        if (stopped) unsubscribe();
        else stopPush = unsubscribe;
      })
      .catch(() => {});
    return () => {
      stopped = true;
      stop?.();
      stopPush?.();
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
