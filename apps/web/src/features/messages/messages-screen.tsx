import { Capability, MemberRole, MessageStatus, paths } from '@medhire/domain';
import { Button } from '@medhire/ui/button';
import { ChatThread, Composer, ThreadHeader } from '@medhire/ui/chat-thread';
import { ConversationList } from '@medhire/ui/conversation-list';
import { EmptyState } from '@medhire/ui/empty-state';
import { ErrorState } from '@medhire/ui/error-state';
import { MyJobsSwitch } from '@medhire/ui/my-jobs-switch';
import { Skeleton } from '@medhire/ui/skeleton';
import { ArrowLeft, MessagesSquare, WifiOff } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { firstOpenedAt, startEarly } from '../../lib/first-opened-at';
import { notifySuccess } from '../../lib/notify';
import {
  conversationKeys,
  fetchConversations,
  type InboxFilters,
  useArchiveConversation,
  useConversations,
  useMarkConversationRead,
  useNeedsReply,
  useRefreshInbox,
} from '../../lib/queries/conversations';
import { useJobs } from '../../lib/queries/jobs';
import { useUpdateMatchStatus } from '../../lib/queries/matches';
import { useMessageTemplates } from '../../lib/queries/message-templates';
import { useLiveConversation } from '../../lib/queries/messages';
import { useRealtime } from '../../lib/realtime';
import { renderRouterLink } from '../../lib/render-link';
import { useSession, useViewer } from '../../lib/session';
import { readStoredSession } from '../../lib/session-storage';
import { useCapability } from '../../lib/use-capability';
import { useOnlyMyJobs } from '../../lib/use-only-my-jobs';
import { ThreadInterview } from './thread-interview';
import { mergeMessages, useOutbox } from './use-outbox';

// The offer under the header, for a candidate at Offer or Hired: its code loads only for those threads.
const ThreadOffer = lazy(() => import('./thread-offer').then((module) => ({ default: module.ThreadOffer })));

// Opened here: the inbox is asked for with this code, beside the start-up sync (the list as it first shows).
const opened = firstOpenedAt('/messages', Capability.ReadOwnData);
const openedBy = opened ? readStoredSession() : null;
if (opened && openedBy) {
  const mine = opened.get('mine') === 'true' && openedBy.viewer?.role !== MemberRole.HiringManager;
  startEarly(
    conversationKeys.list(openedBy.user._id, { queryText: '', archived: false, jobId: null, mine }),
    fetchConversations,
  );
}

/**
 * /messages and /messages?conversationId=…: the inbox beside the open thread (one or the other on a phone).
 * Messages arrive live over the socket; what the employer sends shows at once and is never lost.
 */
export function Component() {
  const { session } = useSession();
  const viewer = useViewer();
  const employerId = session?.user._id;
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const selectedId = searchParams.get('conversationId');
  const [filters, setFilters] = useState<InboxFilters>({ queryText: '', archived: false, jobId: null });
  // The needs-reply view (`?view=needs-reply`, so a link can open it): the team's waiting conversations.
  const needsReplyView = searchParams.get('view') === 'needs-reply';
  const onlyMine = useOnlyMyJobs();
  const inbox = useConversations(employerId, { ...filters, mine: onlyMine.mine });
  // The whole team's queue gives the view's overdue count (as the navigation's); the list is narrowed by the same
  // filters as the inbox.
  const needsReply = useNeedsReply(Boolean(employerId));
  const waiting = useNeedsReply(Boolean(employerId) && needsReplyView, {
    queryText: filters.queryText,
    jobId: filters.jobId,
    mine: onlyMine.mine,
  });
  const shown = needsReplyView ? waiting : inbox;
  const setNeedsReplyView = (on: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (on) next.set('view', 'needs-reply');
    else next.delete('view');
    navigate({ search: next.toString() }, { replace: true });
  };
  const jobs = useJobs('all', { mine: onlyMine.mine });
  const { setOpenConversation, clearNewMessage } = useRealtime();

  useEffect(() => {
    clearNewMessage();
  }, [clearNewMessage]);
  useEffect(() => {
    setOpenConversation(selectedId);
    return () => setOpenConversation(null);
  }, [selectedId, setOpenConversation]);

  if (!employerId) return null;
  return (
    <div className="grid h-[calc(100dvh-9rem)] min-h-[32rem] gap-4 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <h1 className="sr-only">Messages</h1>
      <div
        className={selectedId ? 'hidden min-h-0 gap-2 lg:flex lg:flex-col' : 'flex min-h-0 flex-col gap-2'}
      >
        {onlyMine.available ? (
          <MyJobsSwitch checked={onlyMine.mine} onCheckedChange={onlyMine.setMine} className="self-start" />
        ) : null}
        <ConversationList
          className="min-h-0 flex-1"
          conversations={(shown.data?.conversations ?? []).map((item) => ({
            ...item,
            sentTime: item.sentTime ?? '',
          }))}
          selectedId={selectedId}
          onSelect={(conversation) => {
            const next = new URLSearchParams(searchParams);
            next.set('conversationId', conversation._id);
            navigate(
              needsReplyView
                ? { search: next.toString() }
                : paths.messages(conversation._id, { mine: onlyMine.mine }),
            );
          }}
          needsReply={needsReplyView}
          onNeedsReplyChange={setNeedsReplyView}
          overdueCount={needsReply.data?.overdue ?? 0}
          query={filters.queryText}
          onQueryChange={(queryText) => setFilters((current) => ({ ...current, queryText }))}
          archived={filters.archived}
          onArchivedChange={(archived) => setFilters((current) => ({ ...current, archived }))}
          jobs={(jobs.data?.jobs ?? []).map((job) => ({ _id: job._id, title: job.title }))}
          jobId={filters.jobId}
          onJobChange={(jobId) => setFilters((current) => ({ ...current, jobId }))}
          loading={shown.isLoading}
          error={shown.error instanceof Error ? shown.error.message : null}
          onRetry={() => void shown.mutate()}
          readerMemberId={viewer?.memberId ?? null}
        />
      </div>
      <div className={selectedId ? 'flex min-h-0 flex-col' : 'hidden min-h-0 lg:flex lg:flex-col'}>
        {selectedId ? (
          <>
            {/* On a phone the thread replaces the inbox: a way back to it. */}
            <Button asChild variant="ghost" size="sm" className="mb-2 self-start lg:hidden">
              <Link to={paths.messages(null, { mine: onlyMine.mine })}>
                <ArrowLeft aria-hidden="true" />
                All conversations
              </Link>
            </Button>
            <Thread key={selectedId} conversationId={selectedId} employerId={employerId} />
          </>
        ) : (
          <EmptyState
            icon={<MessagesSquare aria-hidden="true" />}
            title="Choose a conversation"
            description="Each match has its own conversation with the candidate."
          />
        )}
      </div>
    </div>
  );
}

// The template menu loads beside an open thread's composer, not with the inbox.
const LazyTemplatePicker = lazy(() =>
  import('@medhire/ui/template-picker').then((module) => ({ default: module.TemplatePicker })),
);

function Thread({ conversationId, employerId }: { conversationId: string; employerId: string }) {
  const viewer = useViewer();
  const practiceName = useSession().session?.user.organizationName;
  const messaging = useCapability(Capability.MessageCandidates);
  // Templates are for those who write to candidates; a hiring manager is never offered them.
  const templates = useMessageTemplates(messaging.allowed);
  const moving = useCapability(Capability.MovePipeline);
  const refreshInbox = useRefreshInbox();
  const markRead = useMarkConversationRead(employerId);
  const updateMatchStatus = useUpdateMatchStatus();
  const archiveConversation = useArchiveConversation();
  const readTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A message the candidate writes into the open thread is read at once: its unread count and its notification.
  const markIncomingRead = () => {
    if (readTimer.current) clearTimeout(readTimer.current);
    readTimer.current = setTimeout(() => {
      readTimer.current = null;
      // A failure is a toast (the data layer); nothing else to do.
      void markRead(conversationId, { afterSeq: lastSeq() }).catch(() => {});
    }, 300);
  };
  useEffect(
    () => () => {
      if (readTimer.current) clearTimeout(readTimer.current);
    },
    [],
  );
  const { followThread } = useRealtime();
  const { thread, receive, lastSeq, loadOlder, deleteMessage } = useLiveConversation(conversationId, {
    followThread,
    onIncoming: markIncomingRead,
  });
  const { outbox, pending } = useOutbox(
    conversationId,
    (message) => {
      receive(message);
      void refreshInbox();
    },
    () =>
      new Set(
        (thread.data?.conversation.messages ?? [])
          .filter((message) => message.sender === 'employer')
          .map((message) => message.tempMsgId),
      ),
  );

  // Opening the thread reads its messages (the server marks them read) and its notifications.
  useEffect(() => {
    void markRead(conversationId).catch(() => {});
    void refreshInbox();
  }, [conversationId, employerId]);

  if (thread.error) {
    return (
      <ErrorState
        title="This conversation did not load"
        message={thread.error instanceof Error ? thread.error.message : undefined}
        onRetry={() => void thread.mutate()}
      />
    );
  }
  const conversation = thread.data?.conversation;
  if (!conversation) {
    return (
      <div role="status" aria-label="Loading the conversation" className="flex flex-col gap-3">
        <Skeleton className="h-14" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  // Written while offline: they wait in the outbox and go out by themselves once the browser is back online.
  const waiting = pending.filter(
    (message) => message.waiting && message.status === MessageStatus.Sending,
  ).length;
  const candidateName = `${conversation.candidate.firstName} ${conversation.candidate.lastName}`;
  // A state that may not write reads the thread, the composer giving the server's reason; one that may not move
  // candidates is not offered "Change stage".
  const messageRefusal = messaging.reason;
  return (
    <section aria-label={`Conversation with ${candidateName}`} className="flex min-h-0 flex-1 flex-col gap-3">
      <ThreadHeader
        conversation={conversation}
        renderLink={renderRouterLink}
        rejectionTemplates={templates.data?.templates}
        practiceName={practiceName}
        onStageChange={
          moving.allowed
            ? async (status, rejection) => {
                await updateMatchStatus(conversation.match._id, status, rejection);
                void notifySuccess(`${candidateName} moved to ${status}.`);
              }
            : undefined
        }
        onArchiveChange={async (archived) => {
          await archiveConversation(conversationId, archived);
        }}
      />
      {/* The interview and the offer sit above the messages but never take their place: past a share of the height
          they scroll on their own, and the messages keep room to be read. */}
      <div
        data-slot="thread-panels"
        className="flex max-h-[38%] min-h-0 shrink-0 flex-col gap-3 overflow-y-auto"
      >
        {conversation.match.pipelineStatus === 'Offer' || conversation.match.pipelineStatus === 'Hired' ? (
          <Suspense fallback={null}>
            <ThreadOffer matchId={conversation.match._id} jobTitle={conversation.job.title} />
          </Suspense>
        ) : null}
        <ThreadInterview
          matchId={conversation.match._id}
          candidateName={candidateName}
          lastSeq={conversation.messages.at(-1)?.seq ?? 0}
          closed={
            conversation.match.requestStatus !== 'accepted' ||
            // Past the interviews (an offer made, hired, rejected): no empty "propose times" card.
            conversation.match.pipelineStatus === 'Offer' ||
            conversation.match.pipelineStatus === 'Rejected' ||
            conversation.match.pipelineStatus === 'Hired'
          }
        />
      </div>
      <ChatThread
        className="min-h-40 flex-1"
        reader={{
          memberId: viewer?.memberId ?? null,
          deletesTeamMessages: viewer?.role === MemberRole.Owner,
        }}
        messages={mergeMessages(conversation.messages, pending, employerId)}
        hasOlder={conversation.hasOlder}
        onLoadOlder={loadOlder}
        candidateName={candidateName}
        onRetry={(message) => {
          if (message.tempMsgId !== undefined) outbox.retry(message.tempMsgId);
        }}
        onDelete={async (message) => {
          if (messageRefusal) throw new Error(messageRefusal);
          await deleteMessage(message._id);
        }}
      />
      {waiting > 0 ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {waiting === 1
            ? 'You are offline. Your message will be sent when the connection returns.'
            : `You are offline. Your ${waiting} messages will be sent when the connection returns.`}
        </p>
      ) : null}
      <Composer
        onSend={(body) => void outbox.queue(body)}
        placeholder={`Write to ${candidateName}`}
        disabledReason={messageRefusal ?? undefined}
        renderTools={
          messaging.allowed
            ? (insert) => (
                <Suspense fallback={null}>
                  <LazyTemplatePicker
                    templates={templates.data?.templates ?? []}
                    loading={templates.isLoading}
                    values={{
                      firstName: conversation.candidate.firstName,
                      jobTitle: conversation.job.title,
                      practice: practiceName,
                    }}
                    onInsert={insert}
                    manageHref={paths.messageTemplates()}
                    renderLink={renderRouterLink}
                  />
                </Suspense>
              )
            : undefined
        }
      />
    </section>
  );
}
