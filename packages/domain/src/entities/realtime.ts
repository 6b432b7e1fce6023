import { z } from 'zod';
import { messageSchema } from './conversation';
import { notificationViewSchema } from './notification';

/**
 * The socket (socket.io, path `/socket.io`): what a client sends to connect, and every event the server emits.
 * The server types its `Server` and the api-client its socket with {@link ServerToClientEvents}, so an event
 * or a payload that drifts fails the build on both sides.
 */

import { RealtimeEvent } from '../enums/realtime-event';

export { RealtimeEvent };

/**
 * What a client sends to connect: the signed-in user's id as the `uid` query (spec §7) and the session token
 * as `auth.token` (or an `Authorization: Bearer` header). Without a live session of that uid the connection
 * is refused.
 */
export const socketHandshakeSchema = z.object({
  uid: z.string({ error: 'The socket needs the user id (uid)' }).min(1, 'The socket needs the user id (uid)'),
  token: z
    .string({ error: 'The socket needs the session token' })
    .min(1, 'The socket needs the session token'),
});
export type SocketHandshake = z.infer<typeof socketHandshakeSchema>;

/** `onMessage`: a new message of a conversation, to both sides (the sender's other devices too). */
export const messageEventSchema = z.object({ conversationId: z.string(), message: messageSchema });
export type RealtimeMessageEvent = z.infer<typeof messageEventSchema>;

/** `onMessageDeleted`: a message of a conversation was deleted (it keeps its place with an empty body). */
export const messageDeletedEventSchema = z.object({ conversationId: z.string(), messageId: z.string() });
export type RealtimeMessageDeletedEvent = z.infer<typeof messageDeletedEventSchema>;

/** `onNotification`: a stored notification of the employer, pushed live (the notification list's shape). */
export const notificationEventSchema = notificationViewSchema;
export type RealtimeNotification = z.infer<typeof notificationEventSchema>;

/**
 * `session-ended`: sent just before the server closes the socket because its session ended (logout, password
 * change, block…), with the server's sentence: the client signs out instead of reconnecting.
 */
export const sessionEndedEventSchema = z.object({
  message: z.string(),
  /**
   * The sentence says why, and the person did not ask for it (removed from the team, a new role): the app shows it.
   * Absent when the session ended as expected (a logout, a password change) and the sign-in page says enough.
   */
  explained: z.boolean().optional(),
});
export type RealtimeSessionEndedEvent = z.infer<typeof sessionEndedEventSchema>;

/** Every event the server emits, with its payload: socket.io's `ServerToClientEvents`. */
export interface ServerToClientEvents {
  onMessage: (event: RealtimeMessageEvent) => void;
  onMessageDeleted: (event: RealtimeMessageDeletedEvent) => void;
  onNotification: (notification: RealtimeNotification) => void;
  'session-ended': (event: RealtimeSessionEndedEvent) => void;
}

/** The events the server accepts from a client: none (a client only listens; it writes over HTTP). */
export type ClientToServerEvents = Record<never, never>;

/** The payload of one server event. */
export type RealtimePayload<Event extends RealtimeEvent> = Parameters<ServerToClientEvents[Event]>[0];
