// Without zod: the socket client reads it at runtime, and a module that builds schemas would bring zod into the
// socket's chunk.

/** The socket event names the server emits. */
export const RealtimeEvent = {
  Message: 'onMessage',
  MessageDeleted: 'onMessageDeleted',
  Notification: 'onNotification',
  SessionEnded: 'session-ended',
} as const;
export type RealtimeEvent = (typeof RealtimeEvent)[keyof typeof RealtimeEvent];
