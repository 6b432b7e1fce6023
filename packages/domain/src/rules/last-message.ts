/** The parts of a message that decide which one is last. */
export interface DeletableMessage {
  readonly _id: string;
  readonly sentTime: string;
  readonly isDeleted?: boolean | null;
}

/** The parts of a conversation that a deletion changes. */
export interface ConversationWithMessages<Message extends DeletableMessage> {
  readonly messages: readonly Message[];
  readonly lastMessage?: Message | null;
}

function sentTimeOf(message: DeletableMessage): number {
  const time = Date.parse(message.sentTime);
  // An unreadable time sorts first rather than hiding a message with a good time.
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * The latest message that is not deleted, or null when none is left. "Latest" is by `sentTime`, so the
 * order of the list (newest first or oldest first, as pages arrive) does not matter; for equal times
 * the one further down the list wins.
 */
export function getLastVisibleMessage<Message extends DeletableMessage>(
  messages: readonly Message[],
): Message | null {
  let latest: Message | null = null;
  for (const message of messages) {
    if (message.isDeleted === true) {
      continue;
    }
    if (latest === null || sentTimeOf(message) >= sentTimeOf(latest)) {
      latest = message;
    }
  }
  return latest;
}

/**
 * Deletes a message in a conversation (spec §4): the message is marked `isDeleted` and, when it was the
 * conversation's last message, `lastMessage` falls back to the previous one that is not deleted (null
 * when none). Returns a new conversation and never mutates the given one; an unknown message id
 * changes nothing.
 */
export function applyMessageDeletion<
  Message extends DeletableMessage,
  Conversation extends ConversationWithMessages<Message>,
>(conversation: Conversation, messageId: string): Conversation {
  const isInMessages = conversation.messages.some((message) => message._id === messageId);
  const isLastMessage = conversation.lastMessage?._id === messageId;
  if (!isInMessages && !isLastMessage) {
    return conversation;
  }
  const messages = conversation.messages.map((message) =>
    message._id === messageId ? { ...message, isDeleted: true } : message,
  );
  // Only a deleted last message moves lastMessage: the loaded page may not hold the newest message,
  // so recomputing it otherwise could move it backwards.
  const lastMessage = isLastMessage ? getLastVisibleMessage(messages) : (conversation.lastMessage ?? null);
  return { ...conversation, messages, lastMessage };
}
