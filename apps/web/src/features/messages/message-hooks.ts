import type { ConversationMessage, ConversationWithMessages } from '@medhire/api-client';
import { createThreadFeed, type ThreadFeed } from '@medhire/api-client/realtime';
import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { conversationApi, jobApi } from '../../lib/api';
import { useRealtime } from '../../lib/realtime';
import { withMessages, withNewestPage, withOlderPage } from './thread-messages';

export interface InboxFilters {
  queryText: string;
  archived: boolean;
  jobId: string | null;
}

/** The employer's conversations, newest first (the spec's defaults: 100 a page, not archived). */
export function useConversations(employerId: string | undefined, filters: InboxFilters) {
  return useSWR(
    employerId
      ? ['conversations', employerId, filters.queryText, filters.archived, filters.jobId ?? '']
      : null,
    ([, id, queryText, archived, jobId]) =>
      conversationApi.getAll(id, { queryText: queryText || undefined, archived, jobId: jobId || undefined }),
    { keepPreviousData: true },
  );
}

/**
 * One conversation with the newest page of its messages and the earlier pages the employer loaded; reading it
 * marks the employer's side read. Reading it again (a refresh, SWR revalidating) keeps the earlier pages.
 */
export function useConversation(conversationId: string | null) {
  const held = useRef<{ conversation: ConversationWithMessages } | undefined>(undefined);
  const thread = useSWR(conversationId ? ['conversation', conversationId] : null, async ([, id]) => {
    const fresh = await conversationApi.getSingle(id);
    const current = held.current;
    return current && current.conversation._id === id ? withNewestPage(current, fresh) : fresh;
  });
  held.current = thread.data;
  return thread;
}

/** Every job of the employer, for the inbox's job filter. */
export function useAllJobs() {
  return useSWR(['jobs', 'all'], () => jobApi.listJobs('all'));
}

/**
 * The open conversation, kept current from the socket: a new message is appended by its seq, a gap (a message
 * missed while the socket was down) is read with `afterSeq`, and nothing is read twice. Returns the SWR state and
 * `receive` for the employer's own sent messages.
 */
export function useLiveConversation(
  conversationId: string,
  { onIncoming }: { onIncoming?: () => void } = {},
) {
  const thread = useConversation(conversationId);
  const { followThread } = useRealtime();
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
    loadOlder: async () => {
      const first = latest.current?.conversation.messages[0]?.seq;
      if (first === undefined) return;
      const { conversation } = await conversationApi.getSingle(conversationId, { beforeSeq: first });
      await mutate((data) => (data ? withOlderPage(data, conversation) : data), { revalidate: false });
    },
    receive: (message: ConversationMessage) => feed.current?.receive(message),
    /** The seq of the last message the thread holds. */
    lastSeq: () => feed.current?.lastSeq() ?? latest.current?.conversation.messages.at(-1)?.seq ?? 0,
  };
}
