import { type Conversation, describeWait, type JobView, type Message } from '@medhire/domain';
import { CheckCheck, Clock, MessagesSquare, Search } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Avatar } from '../../primitives/avatar/avatar';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Field } from '../../primitives/field/field';
import { Input } from '../../primitives/input/input';
import { OptionSelect } from '../../primitives/select/option-select';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { VirtualList } from '../../primitives/virtual-list/virtual-list';
import { formatFullTime, formatRelativeTime, moveRowFocus } from './relative-time';

/** The last message of a conversation, as far as the list needs it (a `Message` has more). */
export type ConversationListMessage = Pick<Message, '_id' | 'body' | 'sentTime'> & {
  /** A deleted message keeps its place with an empty body. */
  isDeleted?: Message['isDeleted'];
  /** `'employer'` for the employer's side (the reader's own shown as "You: …", a teammate's with their name). */
  sender: string;
  /** The teammate who wrote it (see `Message`), for a team's inbox. */
  senderName?: Message['senderName'];
  senderMemberId?: Message['senderMemberId'];
};

/** One conversation of the list (a `Conversation` of the API, as far as the list needs it). */
export type ConversationListItem = Pick<Conversation, '_id' | 'job' | 'employerCount' | 'archived'> & {
  candidate: Pick<Conversation['candidate'], '_id' | 'firstName' | 'lastName'> & {
    specialty?: string | null;
  };
  lastMessage: ConversationListMessage | null;
  /** When the last message was sent (ISO). */
  sentTime: string;
  /** When the candidate started waiting for the team's reply (ISO); null or absent when nobody waits. */
  awaitingReplySince?: Conversation['awaitingReplySince'];
  /** The candidate has waited longer than the organization's target reply time. */
  overdue?: Conversation['overdue'];
};

/** A job of the employer, offered by the job filter. */
export type ConversationListJob = Pick<JobView, '_id' | 'title'>;

/** Props of {@link ConversationList}. */
export type ConversationListProps = {
  conversations: readonly ConversationListItem[];
  /** The open conversation, marked with `aria-current`. */
  selectedId?: string | null;
  onSelect: (conversation: ConversationListItem) => void;
  /** The search text; the box keeps what is typed and follows changes made by the page (a cleared search). */
  query?: string;
  /** Called with the search text once typing pauses for `debounceMs`. */
  onQueryChange: (query: string) => void;
  /** Delay before `onQueryChange` fires (default 300 ms). */
  debounceMs?: number;
  /** `true` shows the archived conversations, `false` the inbox. */
  archived: boolean;
  onArchivedChange: (archived: boolean) => void;
  /**
   * `true` shows the needs-reply queue (the conversations waiting for the team's reply, the longest waiting first,
   * each with how long): offered as a third "Show" option when `onNeedsReplyChange` is given.
   */
  needsReply?: boolean;
  onNeedsReplyChange?: (needsReply: boolean) => void;
  /** How many conversations of the queue are overdue, shown on its option ("Needs reply, 3 overdue"). */
  overdueCount?: number;
  /** The employer's jobs, offered by the job filter. */
  jobs: readonly ConversationListJob[];
  /** The job filtered on; `null` for every job. */
  jobId?: string | null;
  onJobChange: (jobId: string | null) => void;
  /** Shows skeleton rows while the conversations load. */
  loading?: boolean;
  /** Shows an error with a Retry button instead of the rows. */
  error?: string | null;
  onRetry?: () => void;
  /** "Now" for the relative times (default: the current time). */
  now?: Date;
  /**
   * The member of the team reading (null for the owner): previews say "You:" for their own messages and the
   * teammate's first name for the others'. Without it every message of the employer's side is "You".
   */
  readerMemberId?: string | null;
  className?: string;
};

const allJobs = 'all';

/**
 * Plain-text preview of the last message: the candidate's as it is, the reader's own after "You:", a teammate's
 * after their first name. `readerMemberId` is the member reading (null for the owner); without it every message of
 * the employer's side is the reader's.
 */
export function conversationPreview(
  message: ConversationListMessage | null,
  readerMemberId?: string | null,
): string {
  if (!message) return 'No messages yet';
  if (message.isDeleted) return 'This message was deleted';
  const text = message.body.replace(/\s+/g, ' ').trim();
  if (message.sender !== 'employer') return text;
  const own = readerMemberId === undefined || (message.senderMemberId ?? null) === readerMemberId;
  if (own) return `You: ${text}`;
  const firstName = message.senderName?.trim().split(/\s+/)[0];
  return `${firstName || 'Your team'}: ${text}`;
}

function candidateName(conversation: ConversationListItem): string {
  return `${conversation.candidate.firstName} ${conversation.candidate.lastName}`.trim();
}

/**
 * The employer's conversations: a search box, Inbox / Archived, a job filter and a virtualized list of
 * rows (initials, candidate, job, last message, time, unread count). Arrow keys move between rows,
 * Enter opens one; the open one carries `aria-current`.
 */
export function ConversationList({
  conversations,
  selectedId = null,
  onSelect,
  query = '',
  onQueryChange,
  debounceMs = 300,
  archived,
  onArchivedChange,
  needsReply = false,
  onNeedsReplyChange,
  overdueCount = 0,
  jobs,
  jobId = null,
  onJobChange,
  loading = false,
  error = null,
  onRetry,
  now,
  readerMemberId,
  className,
}: ConversationListProps) {
  const [text, setText] = React.useState(query);
  const onQueryChangeRef = React.useRef(onQueryChange);
  onQueryChangeRef.current = onQueryChange;
  const lastSent = React.useRef(query);
  const searchRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    if (query === lastSent.current) return;
    lastSent.current = query;
    setText(query);
  }, [query]);

  React.useEffect(() => {
    if (text === lastSent.current) return;
    const timer = window.setTimeout(() => {
      lastSent.current = text;
      onQueryChangeRef.current(text);
    }, debounceMs);
    return () => window.clearTimeout(timer);
  }, [text, debounceMs]);

  const reference = now ?? new Date();

  function clearFilters() {
    if (text !== '' || lastSent.current !== '') {
      setText('');
      lastSent.current = '';
      onQueryChange('');
    }
    if (jobId !== null) onJobChange(null);
    searchRef.current?.focus();
  }
  const filtered = text.trim() !== '' || jobId !== null;
  // What an empty list offers when a search or a job narrowed it, in the inbox and in the needs-reply queue alike.
  const clearAction = (
    <Button variant="outline" onClick={clearFilters}>
      Clear search and filters
    </Button>
  );

  let body: React.ReactNode;
  if (error) {
    body = (
      <ErrorState
        headingLevel={3}
        title="Conversations could not be loaded"
        message={error}
        onRetry={onRetry}
        className="mx-3 py-8"
      />
    );
  } else if (loading) {
    body = (
      <div role="status" aria-label="Loading conversations" className="flex flex-col">
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className="flex items-center gap-3 border-border border-b px-3 py-3">
            <Skeleton className="size-10 shrink-0 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-3 w-3/5" />
              <Skeleton className="h-3 w-4/5" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (conversations.length === 0 && needsReply && filtered) {
    body = (
      <EmptyState
        headingLevel={3}
        icon={<Search />}
        title="Nobody waiting matches"
        description="No one waits for a reply in this job or search. Others may be waiting elsewhere."
        action={clearAction}
        className="mx-3 py-8"
      />
    );
  } else if (conversations.length === 0 && needsReply) {
    body = (
      <EmptyState
        headingLevel={3}
        icon={<CheckCheck />}
        title="Nobody is waiting for a reply"
        description="Conversations whose last message is the candidate's appear here, the longest waiting first."
        className="mx-3 py-8"
      />
    );
  } else if (conversations.length === 0) {
    body = filtered ? (
      <EmptyState
        headingLevel={3}
        icon={<Search />}
        title="No conversations match"
        description="Try another name, or show every job."
        action={clearAction}
        className="mx-3 py-8"
      />
    ) : (
      <EmptyState
        headingLevel={3}
        icon={<MessagesSquare />}
        title={archived ? 'No archived conversations' : 'No conversations yet'}
        description={
          archived
            ? 'Conversations you archive appear here.'
            : 'They start when a candidate accepts an invite or applies.'
        }
        className="mx-3 py-8"
      />
    );
  } else {
    body = (
      <div className="min-h-0 flex-1">
        <VirtualList
          onKeyDown={moveRowFocus}
          items={conversations}
          label={
            needsReply
              ? 'Conversations needing a reply'
              : archived
                ? 'Archived conversations'
                : 'Conversations'
          }
          estimateSize={() => 84}
          getKey={(conversation) => conversation._id}
          className="h-full rounded-none border-0 border-border border-t"
          renderItem={(conversation) => (
            <ConversationRow
              conversation={conversation}
              selected={conversation._id === selectedId}
              onSelect={onSelect}
              now={reference}
              readerMemberId={readerMemberId}
              showWait={needsReply}
            />
          )}
        />
      </div>
    );
  }

  return (
    <section
      data-slot="conversation-list"
      aria-label="Conversations"
      className={cn('flex h-full min-h-0 flex-col gap-3 bg-card', className)}
    >
      <div className="flex flex-col gap-3 px-3 pt-3">
        <Field label="Search conversations">
          <Input
            ref={searchRef}
            type="search"
            value={text}
            placeholder="Candidate name"
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <div className="flex flex-wrap items-end gap-3">
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 font-medium text-sm">Show</legend>
            <div className="inline-flex rounded-md border border-border bg-muted p-0.5">
              {[
                { value: false, label: 'Inbox' },
                { value: true, label: 'Archived' },
              ].map((option) => (
                <button
                  key={option.label}
                  type="button"
                  aria-pressed={!needsReply && archived === option.value}
                  onClick={() => {
                    if (needsReply) onNeedsReplyChange?.(false);
                    onArchivedChange(option.value);
                  }}
                  className={cn(
                    'h-8 cursor-pointer rounded-sm px-3 font-medium text-muted-foreground text-sm transition-colors',
                    'focus-visible:focus-ring aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-xs',
                  )}
                >
                  {option.label}
                </button>
              ))}
              {onNeedsReplyChange ? (
                <button
                  type="button"
                  aria-pressed={needsReply}
                  onClick={() => onNeedsReplyChange(true)}
                  className={cn(
                    'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-sm px-3 font-medium text-muted-foreground text-sm transition-colors',
                    'focus-visible:focus-ring aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-xs',
                  )}
                >
                  Needs reply
                  {overdueCount > 0 ? (
                    <>
                      <span
                        aria-hidden="true"
                        className="rounded-full bg-danger px-1.5 text-danger-foreground text-xs"
                      >
                        {overdueCount}
                      </span>
                      {/* Read as "Needs reply, 3 overdue"; the visible number is the same count. */}
                      <span className="sr-only">, {overdueCount} overdue</span>
                    </>
                  ) : null}
                </button>
              ) : null}
            </div>
          </fieldset>
          <Field label="Job" className="min-w-40 flex-1">
            <OptionSelect
              options={[
                { value: allJobs, label: 'All jobs' },
                ...jobs.map((job) => ({ value: job._id, label: job.title })),
              ]}
              value={jobId ?? allJobs}
              onValueChange={(value) => onJobChange(value === allJobs ? null : value)}
            />
          </Field>
        </div>
      </div>
      <div className="flex min-h-0 flex-1 flex-col">{body}</div>
    </section>
  );
}

function ConversationRow({
  conversation,
  selected,
  onSelect,
  now,
  readerMemberId,
  showWait,
}: {
  conversation: ConversationListItem;
  selected: boolean;
  onSelect: (conversation: ConversationListItem) => void;
  now: Date;
  readerMemberId: string | null | undefined;
  /** Says how long the candidate has waited (the needs-reply queue). */
  showWait: boolean;
}) {
  const waitingSince = conversation.awaitingReplySince ?? null;
  const name = candidateName(conversation);
  const unread = conversation.employerCount > 0;
  const preview = conversationPreview(conversation.lastMessage, readerMemberId);
  return (
    <button
      type="button"
      data-row-button=""
      data-unread={unread || undefined}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(conversation)}
      className={cn(
        'flex w-full cursor-pointer items-start gap-3 border-border border-b px-3 py-3 text-start transition-colors',
        'hover:bg-accent focus-visible:focus-ring focus-visible:-outline-offset-2',
        'aria-[current=true]:bg-secondary aria-[current=true]:shadow-[inset_3px_0_0_var(--color-primary)]',
      )}
    >
      <span aria-hidden="true" className="contents">
        <Avatar name={name} size="md" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cn('truncate text-foreground', unread ? 'font-bold' : 'font-medium')}>{name}</span>
          <time
            dateTime={conversation.sentTime}
            title={formatFullTime(conversation.sentTime)}
            className={cn(
              'shrink-0 text-xs',
              unread ? 'font-semibold text-foreground' : 'text-muted-foreground',
            )}
          >
            {formatRelativeTime(conversation.sentTime, now)}
          </time>
        </span>
        <span className="truncate text-muted-foreground text-xs">{conversation.job.title}</span>
        <span className="flex items-center justify-between gap-2">
          <span
            className={cn(
              'truncate text-sm',
              conversation.lastMessage?.isDeleted && 'italic',
              unread ? 'font-semibold text-foreground' : 'text-muted-foreground',
            )}
          >
            {preview}
          </span>
          <Badge count={conversation.employerCount} variant="brand" countLabel="unread" />
        </span>
        {conversation.overdue || (showWait && waitingSince) ? (
          <span
            data-slot="conversation-wait"
            data-overdue={conversation.overdue || undefined}
            className={cn(
              'flex items-center gap-1 text-xs',
              conversation.overdue ? 'font-semibold text-danger' : 'text-muted-foreground',
            )}
          >
            <Clock aria-hidden="true" className="size-3.5 shrink-0" />
            {conversation.overdue ? 'Overdue' : null}
            {conversation.overdue && waitingSince ? ' · ' : null}
            {waitingSince ? `waiting ${describeWait(waitingSince, now)}` : null}
          </span>
        ) : null}
      </span>
    </button>
  );
}
