export {
  ConversationList,
  type ConversationListItem,
  type ConversationListJob,
  type ConversationListMessage,
  type ConversationListProps,
  conversationPreview,
} from './conversation-list';
export { formatRelativeTime } from './relative-time';
