export { MESSAGE_MAX_LENGTH } from '@medhire/domain';
export { dayLabel } from '../../lib/day-groups';
export { type MessagePart, splitMessageBody } from '../../lib/message-body';
export type { ChatMessage, ThreadReader } from './chat-message';
export { ChatThread, type ChatThreadProps } from './chat-thread';
export { Composer, type ComposerProps } from './composer';
export { ThreadHeader, type ThreadHeaderConversation, type ThreadHeaderProps } from './thread-header';
