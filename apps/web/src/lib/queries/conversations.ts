import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { conversationApi, notificationApi } from '../api';
import { withEarly } from './early';
import { keysUnder, useInvalidate } from './invalidate';
import { notificationKeys } from './notifications';
import { queryErrorReporting, reporting } from './report';

export interface InboxFilters {
  queryText: string;
  archived: boolean;
  jobId: string | null;
  /** Only the conversations of the jobs whose hiring team the viewer is on. */
  mine?: boolean;
}

/** The SWR keys of the employer's conversations: the inbox lists and the threads. */
/** What narrows the needs-reply queue: the inbox's filters but its reader's own archive. */
export type NeedsReplyFilters = Pick<InboxFilters, 'queryText' | 'jobId' | 'mine'>;

export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (employerId: string, filters: InboxFilters) =>
    [
      ...conversationKeys.lists(),
      employerId,
      filters.queryText,
      filters.archived,
      filters.jobId ?? '',
      filters.mine ?? false,
    ] as const,
  /**
   * The team's needs-reply queue, whole or narrowed as the inbox is: under the lists, so whatever makes the inbox
   * stale makes it stale too.
   */
  needsReply: (filters?: NeedsReplyFilters) =>
    filters
      ? ([
          ...conversationKeys.lists(),
          'needs-reply',
          filters.queryText,
          filters.jobId ?? '',
          filters.mine ?? false,
        ] as const)
      : ([...conversationKeys.lists(), 'needs-reply'] as const),
  details: () => [...conversationKeys.all, 'detail'] as const,
  detail: (conversationId: string) => [...conversationKeys.details(), conversationId] as const,
};

/**
 * The filter of what a socket event makes stale: the inbox and every cached thread except `followed`, the open
 * one that takes its messages from the socket itself.
 */
export function staleConversations(followed: string | undefined) {
  return keysUnder(
    [conversationKeys.lists(), conversationKeys.details()],
    followed ? [conversationKeys.detail(followed)] : [],
  );
}

/** Reads the inbox page of a {@link conversationKeys.list} key. */
export function fetchConversations([, , id, queryText, archived, jobId, mine]: ReturnType<
  typeof conversationKeys.list
>) {
  return conversationApi.getAll(id, {
    queryText: queryText || undefined,
    archived,
    jobId: jobId || undefined,
    mine,
  });
}

/** The employer's conversations, newest first (the spec's defaults: 100 a page, not archived). */
export function useConversations(employerId: string | undefined, filters: InboxFilters) {
  return useSWR(
    employerId ? conversationKeys.list(employerId, filters) : null,
    withEarly(fetchConversations),
    { keepPreviousData: true, ...queryErrorReporting },
  );
}

/** How often the queue is read again with nothing else happening: a wait turns overdue with time alone. */
const NEEDS_REPLY_REFRESH_MS = 60_000;

/**
 * The conversations waiting for the team's reply, the longest waiting first, with how many are overdue (the
 * navigation's count and the inbox's "Needs reply" view). `enabled: false` reads nothing.
 */
export function useNeedsReply(enabled = true, filters?: NeedsReplyFilters) {
  return useSWR(
    enabled ? conversationKeys.needsReply(filters) : null,
    () =>
      conversationApi.getNeedsReply(
        filters
          ? { queryText: filters.queryText, jobId: filters.jobId ?? undefined, mine: filters.mine }
          : {},
      ),
    { keepPreviousData: true, refreshInterval: NEEDS_REPLY_REFRESH_MS, ...queryErrorReporting },
  );
}

/**
 * Archives (`archived: true`) or unarchives a conversation in the signed-in person's inbox (not the team's); the
 * thread and the inbox are read again.
 */
export function useArchiveConversation() {
  const invalidate = useInvalidate();
  return useMemo(
    () =>
      reporting(async (conversationId: string, archived: boolean) => {
        const result = await (archived
          ? conversationApi.archive(conversationId)
          : conversationApi.unarchive(conversationId));
        await invalidate(conversationKeys.all);
        return result;
      }),
    [invalidate],
  );
}

/**
 * Marks a conversation read for the signed-in person (the rest of the team keeps their own unread state): its
 * new-message notifications, and with `afterSeq` its messages from there (reading the thread marks it read; one
 * message is enough). The notifications and the inbox are read again.
 */
export function useMarkConversationRead(employerId: string) {
  const invalidate = useInvalidate();
  return useMemo(
    () =>
      reporting(async (conversationId: string, { afterSeq }: { afterSeq?: number } = {}) => {
        await Promise.all([
          afterSeq === undefined
            ? undefined
            : conversationApi.getSingle(conversationId, { afterSeq, pageSize: 1 }),
          notificationApi.markConversationAsRead(employerId, conversationId),
        ]);
        await invalidate(notificationKeys.all, conversationKeys.lists());
      }),
    [employerId, invalidate],
  );
}

/** Reads the inbox again (a message went out). */
export function useRefreshInbox() {
  const { mutate } = useSWRConfig();
  return () => mutate(keysUnder([conversationKeys.lists()]));
}
