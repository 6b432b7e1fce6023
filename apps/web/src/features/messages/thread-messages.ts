import type { ConversationMessage, ConversationWithMessages } from '@medhire/api-client';

/** The thread's messages with those the feed took in, each seq once (a deleted one as the server now has it). */
export function withMessages(
  data: { conversation: ConversationWithMessages },
  held: readonly ConversationMessage[],
): { conversation: ConversationWithMessages } {
  const bySeq = new Map(data.conversation.messages.map((message) => [message.seq, message]));
  for (const message of held) if (!bySeq.has(message.seq)) bySeq.set(message.seq, message);
  const messages = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  return { conversation: { ...data.conversation, messages } };
}
