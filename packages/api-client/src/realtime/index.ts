// `@medhire/api-client/realtime`: apart from the main entry, so the start-up bundle never carries socket.io.
export type {
  RealtimeMessageDeletedEvent,
  RealtimeMessageEvent,
  RealtimeNotification,
  RealtimeSessionEndedEvent,
} from '@medhire/domain';
export type { RealtimeConnection, RealtimeConnectionOptions, RealtimeMessage } from './connection';
export { createRealtimeConnection } from './connection';
export type { MessageOutbox, MessageOutboxOptions, OutboxMessage } from './outbox';
export { createMessageOutbox, flushWhenOnline } from './outbox';
export type { SequencedMessage, ThreadFeed, ThreadFeedOptions, ThreadFeedPage } from './thread-feed';
export { createThreadFeed } from './thread-feed';
