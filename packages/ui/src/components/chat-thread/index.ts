export {
  type ChatMessage,
  ChatThread,
  type ChatThreadProps,
  Composer,
  type ComposerProps,
  dayLabel,
  MESSAGE_MAX_LENGTH,
  type MessagePart,
  splitMessageBody,
  ThreadHeader,
  type ThreadHeaderConversation,
  type ThreadHeaderProps,
} from './chat-thread';
