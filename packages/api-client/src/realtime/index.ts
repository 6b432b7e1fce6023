// `@medhire/api-client/realtime`: apart from the main entry, so the start-up bundle never carries socket.io.
export type {
  RealtimeConnection,
  RealtimeConnectionOptions,
  RealtimeMessage,
  RealtimeMessageDeletedEvent,
  RealtimeMessageEvent,
  RealtimeNotification,
  RealtimeSessionEndedEvent,
} from './connection';
export { createRealtimeConnection, REALTIME_EVENTS } from './connection';
export type { MessageOutbox, MessageOutboxOptions, OutboxMessage } from './outbox';
export { createMessageOutbox, flushWhenOnline } from './outbox';
export type { SequencedMessage, ThreadFeed, ThreadFeedOptions, ThreadFeedPage } from './thread-feed';
export { createThreadFeed } from './thread-feed';
