import { createRealtimeConnection, type RealtimeMessage } from '@medhire/api-client/realtime';
import { NEW_MESSAGE_TOAST, NotificationType } from '@medhire/domain';
import type { ScopedMutator } from 'swr';
import { authApi, notificationApi, reportSessionEnded } from './api';
import { notifyError, notifyInfo } from './notify';
import { startPush } from './push';
import { staleConversations } from './queries/conversations';
import { keysUnder } from './queries/invalidate';
import { notificationKeys } from './queries/notifications';
import { savedSearchKeys } from './queries/saved-search-keys';
import { readStoredSession } from './session-storage';

/** What the open thread does with the socket: take a message in, and read what it missed after a drop. */
export interface ThreadFollower {
  receive: (message: RealtimeMessage) => void;
  catchUp: () => void;
}

interface StartRealtimeOptions {
  uid: string;
  mutate: ScopedMutator;
  /** Whether the employer has this conversation open (then a message needs no toast). */
  isOpenConversation: (conversationId: string) => boolean;
  /** The open thread when it follows its messages itself (see `followThread`). */
  followedThread: () => (ThreadFollower & { conversationId: string }) | null;
  /** A message arrived outside the open thread (the navigation's flag). */
  onNewMessage: () => void;
}

/**
 * Whether a realtime message is news for this tab ("New message recieved." and the Messages dot): only a message
 * of the other side, outside the conversation the employer has open. The employer's own message, sent from
 * another tab or device, reaches every tab of the account so its threads stay current, but is no news.
 */
export function announcesMessage(
  message: Pick<RealtimeMessage, 'sender'>,
  conversationIsOpen: boolean,
): boolean {
  return isFromOtherSide(message.sender) && !conversationIsOpen;
}

function isFromOtherSide(sender: RealtimeMessage['sender']): boolean {
  switch (sender) {
    case 'candidate':
      return true;
    case 'employer':
      return false;
    default:
      return sender satisfies never;
  }
}

/**
 * Connects the employer's socket at once (RealtimeProvider calls this 2 s after the user sync, spec §9),
 * reconnecting 1–5 s forever, and push when configured. A message goes to the open thread when it follows the socket (else its cached thread is
 * re-read), refreshes the inbox and, when the candidate wrote it outside the open thread, toasts "New message
 * recieved." and lights the Messages dot (the employer's own, from another tab or device, does neither); a notification
 * refreshes the list; a reconnect has the open thread read what came after its last seq and re-reads the rest.
 * When the server ends the socket because the session ended anywhere, the tab is signed out as on a 401.
 * Returns what stops both.
 */
export function startRealtime({
  uid,
  mutate,
  isOpenConversation,
  followedThread,
  onNewMessage,
}: StartRealtimeOptions): () => void {
  // The inbox, and every cached thread except the one that follows the socket itself.
  const refreshConversations = () => {
    const followed = followedThread()?.conversationId;
    return mutate(staleConversations(followed));
  };
  const refreshNotifications = () => mutate(keysUnder([notificationKeys.all]));

  const connection = createRealtimeConnection({
    baseUrl: window.location.origin,
    getUid: () => uid,
    getToken: () => readStoredSession()?.token,
    onMessage: ({ conversationId, message }) => {
      const followed = followedThread();
      if (followed?.conversationId === conversationId) followed.receive(message);
      void refreshConversations();
      if (announcesMessage(message, isOpenConversation(conversationId))) {
        onNewMessage();
        void notifyInfo(NEW_MESSAGE_TOAST);
      }
    },
    onMessageDeleted: () => void mutate(staleConversations(undefined)),
    onNotification: (notification) => {
      // A new-message notification about the thread the employer is reading is read already.
      const followed = followedThread();
      if (followed && notification.data.conversation === followed.conversationId) {
        void notificationApi
          .markConversationAsRead(uid, followed.conversationId)
          .catch(() => {})
          .then(refreshNotifications);
      } else {
        void refreshNotifications();
      }
      // A saved search found someone: its "N new" changed.
      if (notification.data.type === NotificationType.SavedSearchMatch) void mutate(savedSearchKeys.all);
    },
    // The open thread was read over HTTP before the socket came up: read what came after it on every connect,
    // the first one included.
    onStatusChange: (connected) => {
      if (connected) followedThread()?.catchUp();
    },
    onReconnect: () => {
      void refreshConversations();
      void refreshNotifications();
    },
    onRefused: (message) => {
      notifyError(new Error(message));
      // A refusal usually means the session ended while the socket was away: asking the server settles it (its
      // 401 signs the tab out; a live session changes nothing).
      void authApi.syncUserDetail(uid).catch(() => {});
    },
    // The server closed the socket because the session ended: the tab signs out, as on a 401 (silently like it,
    // since the tab's own logout ends the session too), saying why when the server explains (a removal from the
    // team, a new role): the sign-in page that follows keeps the toast.
    onSessionEnded: (message, explained) => {
      if (explained && message) notifyInfo(message);
      reportSessionEnded();
    },
  });
  connection.start();

  let stopped = false;
  let stopPush: (() => void) | undefined;
  void startPush({
    saveToken: (value) => authApi.saveFcmToken(uid, { value }),
    onForegroundMessage: ({ title }) => {
      void notifyInfo(title);
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
