import type { ConversationMessage, ConversationWithMessages } from '@medhire/api-client';

type Thread = { conversation: ConversationWithMessages };

const bySeq = (a: ConversationMessage, b: ConversationMessage) => a.seq - b.seq;

/** The thread's messages with those the feed took in, each seq once (a deleted one as the server now has it). */
export function withMessages(data: Thread, held: readonly ConversationMessage[]): Thread {
  const messages = new Map(data.conversation.messages.map((message) => [message.seq, message]));
  for (const message of held) if (!messages.has(message.seq)) messages.set(message.seq, message);
  return { conversation: { ...data.conversation, messages: [...messages.values()].sort(bySeq) } };
}

/**
 * The thread as the employer holds it, after reading its newest page again (a refresh, or SWR revalidating): the
 * fresh page and conversation win, and the earlier pages the employer had loaded stay, as long as they join the
 * fresh page. Pages that no longer join it (more messages came than a page holds) are dropped, never shown with a
 * hole in the middle: "Load earlier messages" reads them again.
 */
export function withNewestPage(held: Thread, fresh: Thread): Thread {
  const freshMessages = fresh.conversation.messages;
  const firstFresh = freshMessages[0]?.seq;
  const lastHeld = held.conversation.messages.at(-1)?.seq ?? 0;
  if (firstFresh !== undefined && lastHeld < firstFresh - 1) return fresh;
  const messages = new Map(held.conversation.messages.map((message) => [message.seq, message]));
  for (const message of freshMessages) messages.set(message.seq, message);
  const merged = [...messages.values()].sort(bySeq);
  const keptOlder = (merged[0]?.seq ?? 0) < (firstFresh ?? Number.POSITIVE_INFINITY);
  return {
    conversation: {
      ...fresh.conversation,
      messages: merged,
      hasOlder: keptOlder ? held.conversation.hasOlder : fresh.conversation.hasOlder,
    },
  };
}

/** The thread with a page of earlier messages (read with `beforeSeq`) in front; whether still older ones exist. */
export function withOlderPage(held: Thread, older: ConversationWithMessages): Thread {
  const messages = new Map(older.messages.map((message) => [message.seq, message]));
  for (const message of held.conversation.messages) messages.set(message.seq, message);
  return {
    conversation: {
      ...held.conversation,
      messages: [...messages.values()].sort(bySeq),
      hasOlder: older.hasOlder,
    },
  };
}

/** The thread with one message shown as deleted (the server answered the delete), wherever its page came from. */
export function withDeleted(held: Thread, messageId: string): Thread {
  return {
    conversation: {
      ...held.conversation,
      messages: held.conversation.messages.map((message) =>
        message._id === messageId ? { ...message, isDeleted: true, body: '' } : message,
      ),
    },
  };
}
