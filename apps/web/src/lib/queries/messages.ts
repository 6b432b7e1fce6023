import type { ConversationMessage, ConversationWithMessages } from '@medhire/api-client';
import { createThreadFeed, type RealtimeMessage, type ThreadFeed } from '@medhire/api-client/realtime';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { conversationApi } from '../api';
import { conversationKeys } from './conversations';
import { useInvalidate } from './invalidate';
import { queryErrorReporting, reporting } from './report';
import { withDeleted, withMessages, withNewestPage, withOlderPage } from './thread-messages';

// The messages of one conversation: its thread (kept current from the socket) and sending. Apart from
// `conversations.ts`, so what only lists or invalidates conversations never loads the socket's thread feed.

/**
 * One conversation with the newest page of its messages and the earlier pages the employer loaded; reading it
 * marks the employer's side read. Reading it again (a refresh, SWR revalidating) keeps the earlier pages.
 */
export function useConversation(conversationId: string | null) {
  const held = useRef<{ conversation: ConversationWithMessages } | undefined>(undefined);
  const thread = useSWR(
    conversationId ? conversationKeys.detail(conversationId) : null,
    async ([, , id]) => {
      const fresh = await conversationApi.getSingle(id);
      const current = held.current;
      return current && current.conversation._id === id ? withNewestPage(current, fresh) : fresh;
    },
    queryErrorReporting,
  );
  held.current = thread.data;
  return thread;
}

/**
 * The open conversation, kept current from the socket: a new message is appended by its seq, a gap (a message
 * missed while the socket was down) is read with `afterSeq`, and nothing is read twice. Returns the SWR state,
 * `receive` for the employer's own sent messages, `loadOlder` and the removal of a deleted message.
 */
export function useLiveConversation(
  conversationId: string,
  {
    followThread,
    onIncoming,
  }: {
    /** The realtime provider's `followThread`: the thread takes its messages from the socket. */
    followThread: (
      conversationId: string,
      follower: { receive: (message: RealtimeMessage) => void; catchUp: () => void },
    ) => () => void;
    onIncoming?: () => void;
  },
) {
  const thread = useConversation(conversationId);
  const invalidate = useInvalidate();
  const feed = useRef<ThreadFeed<ConversationMessage> | null>(null);
  const latest = useRef(thread.data);
  latest.current = thread.data;
  const incoming = useRef(onIncoming);
  incoming.current = onIncoming;
  const loaded = thread.data !== undefined;
  const { mutate } = thread;

  useEffect(() => {
    const first = latest.current;
    if (!first) return;
    const current = createThreadFeed<ConversationMessage>({
      lastSeq: first.conversation.messages.at(-1)?.seq ?? 0,
      // The largest page at a time: the feed reads on while the server has newer ones.
      fetchAfter: async (afterSeq) =>
        (await conversationApi.getSingle(conversationId, { afterSeq, pageSize: 100 })).conversation,
      onChange: (held) =>
        void mutate((data) => (data ? withMessages(data, held) : data), { revalidate: false }),
      onAppend: (message) => {
        if (message.sender === 'candidate') incoming.current?.();
      },
    });
    feed.current = current;
    const unfollow = followThread(conversationId, {
      // The socket carries the server's message view, the same shape as the HTTP one.
      receive: (message) => current.receive(message),
      catchUp: () => void current.catchUp(),
    });
    return () => {
      unfollow();
      current.stop();
      feed.current = null;
    };
  }, [conversationId, loaded, mutate, followThread]);

  return {
    thread,
    /** Reads the page of messages before the first one held and puts it in front (the user scrolled up). */
    loadOlder: reporting(async () => {
      const first = latest.current?.conversation.messages[0]?.seq;
      if (first === undefined) return;
      const { conversation } = await conversationApi.getSingle(conversationId, { beforeSeq: first });
      await mutate((data) => (data ? withOlderPage(data, conversation) : data), { revalidate: false });
    }),
    /** Deletes one of the employer's messages; it leaves the thread (whichever page holds it) and the inbox. */
    deleteMessage: reporting(async (messageId: string) => {
      await conversationApi.deleteMessage(conversationId, messageId);
      // It may sit in an earlier page, which reading the newest page again would not change.
      await mutate((data) => (data ? withDeleted(data, messageId) : data), { revalidate: false });
      await Promise.all([mutate(), invalidate(conversationKeys.lists())]);
    }),
    receive: (message: ConversationMessage) => feed.current?.receive(message),
    /** The seq of the last message the thread holds. */
    lastSeq: () => feed.current?.lastSeq() ?? latest.current?.conversation.messages.at(-1)?.seq ?? 0,
  };
}

/** Sends one message of the outbox; the caller decides how a failure is told (offline sends wait quietly). */
export function sendMessage(conversationId: string, body: string, tempMsgId: number) {
  return conversationApi.sendMessage(conversationId, { body, tempMsgId });
}
