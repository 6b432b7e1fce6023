import useSWR from 'swr';
import { conversationApi, jobApi } from '../../lib/api';

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

/** One conversation with its messages; reading it marks the employer's side read. */
export function useConversation(conversationId: string | null) {
  return useSWR(conversationId ? ['conversation', conversationId] : null, ([, id]) =>
    conversationApi.getSingle(id),
  );
}

/** Every job of the employer, for the inbox's job filter. */
export function useAllJobs() {
  return useSWR(['jobs', 'all'], () => jobApi.listJobs('all'));
}
