import { createRealtimeConnection } from '@medhire/api-client/realtime';
import { NEW_MESSAGE_TOAST } from '@medhire/domain';
import type { ScopedMutator } from 'swr';
import { authApi } from './api';
import { notifyError } from './notify';
import { startPush } from './push';
import { readStoredSession } from './session-storage';

interface StartRealtimeOptions {
  uid: string;
  mutate: ScopedMutator;
  /** Whether the employer has this conversation open (then a message needs no toast). */
  isOpenConversation: (conversationId: string) => boolean;
  /** A message arrived outside the open thread (the navigation's flag). */
  onNewMessage: () => void;
}

function toast(message: string) {
  void import('@medhire/ui/toast').then(({ toast: show }) => show.info(message));
}

/**
 * Connects the employer's socket, started 2 s after the user sync (spec §9) and reconnecting 1–5 s forever, and
 * push when configured. A message refreshes the conversations and, outside the open thread, toasts
 * "New message recieved."; a notification refreshes the list; a reconnect re-reads what may have been missed.
 * Returns what stops both.
 */
export function startRealtime({
  uid,
  mutate,
  isOpenConversation,
  onNewMessage,
}: StartRealtimeOptions): () => void {
  const refreshConversations = () =>
    mutate((key) => Array.isArray(key) && (key[0] === 'conversations' || key[0] === 'conversation'));
  const refreshNotifications = () => mutate((key) => Array.isArray(key) && key[0] === 'notifications');

  const connection = createRealtimeConnection({
    baseUrl: window.location.origin,
    getUid: () => uid,
    getToken: () => readStoredSession()?.token,
    onMessage: ({ conversationId }) => {
      void refreshConversations();
      if (!isOpenConversation(conversationId)) {
        onNewMessage();
        toast(NEW_MESSAGE_TOAST);
      }
    },
    onMessageDeleted: () => void refreshConversations(),
    onNotification: () => void refreshNotifications(),
    onReconnect: () => {
      void refreshConversations();
      void refreshNotifications();
    },
    onRefused: (message) => notifyError(new Error(message)),
  });
  connection.startAfterDelay();

  let stopped = false;
  let stopPush: (() => void) | undefined;
  void startPush({
    saveToken: (value) => authApi.saveFcmToken(uid, { value }),
    onForegroundMessage: ({ title }) => {
      toast(title);
      void refreshNotifications();
      onNewMessage();
    },
  })
    .then((unsubscribe) => {
      if (stopped) unsubscribe();
      else stopPush = unsubscribe;
    })
    .catch(() => {});

  return () => {
    stopped = true;
    connection.stop();
    stopPush?.();
  };
}
