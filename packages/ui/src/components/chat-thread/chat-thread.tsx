import { type Message, MessageStatus, nextPipelineStatuses, PipelineStatus } from '@medhire/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  Archive,
  ArchiveRestore,
  ArrowDown,
  Check,
  ChevronDown,
  ChevronUp,
  LoaderCircle,
  SendHorizontal,
} from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { type LinkProps, renderAnchor } from '../../lib/link';
import { ConfirmAlertDialog } from '../../primitives/alert-dialog/alert-dialog';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../primitives/dropdown-menu/dropdown-menu';
import { Textarea } from '../../primitives/textarea/textarea';

/** One message of a thread: the server's MessageView, or a message the employer is still sending. */
export type ChatMessage = {
  _id: string;
  conversationId: string;
  seq?: number;
  /** The text as typed; always rendered as text. Empty when the message was deleted. */
  body: string;
  /** 1 sending, 2 sent, 3 failed (the server's messages are sent). */
  status: MessageStatus;
  /** ISO 8601. */
  sentTime: string;
  sender: 'employer' | 'candidate';
  senderId: string;
  /** True once deleted: the message keeps its place and shows a placeholder. */
  isDeleted?: boolean;
  /** The temporary id the employer's app drew when sending it (the wire's whole number). */
  tempMsgId?: Message['tempMsgId'];
};

/**
 * A message's key in the thread: its side and temporary id while sending and after (so it never remounts; both
 * sides draw ids from the same small range), else its id.
 */
function messageKey(message: ChatMessage): string {
  return message.tempMsgId === undefined ? message._id : `temp-${message.sender}-${message.tempMsgId}`;
}

/** The longest message a recruiter can send. */
export const MESSAGE_MAX_LENGTH = 5000;
const COUNTER_FROM = 4500;

// ---------------------------------------------------------------------------------------------------
// Text and dates

/** A piece of a message body: plain text, or an http(s) link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const urlPattern = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const trailingPunctuation = /[.,;:!?)\]}]+$/;

/**
 * Splits a message body into text and links. Only `http:` and `https:` URLs become links; anything
 * else (including `javascript:`) stays text.
 */
export function splitMessageBody(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of body.matchAll(urlPattern)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const trimmed = raw.replace(trailingPunctuation, '');
    let href: string | undefined;
    try {
      const url = new URL(trimmed);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = undefined;
    }
    if (href === undefined || trimmed.length === 0) continue;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', text: trimmed, href });
    last = start + trimmed.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

function dayKey(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** "Today", "Yesterday" or "Mon, Nov 23" (with the year when it is not the current one). */
export function dayLabel(sentTime: string, now: Date, timeZone?: string): string {
  const date = new Date(sentTime);
  const key = dayKey(date, timeZone);
  if (key === dayKey(now, timeZone)) return 'Today';
  if (key === dayKey(new Date(now.getTime() - 86_400_000), timeZone)) return 'Yesterday';
  const sameYear = key.slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: sameYear ? undefined : 'numeric',
  }).format(date);
}

function timeLabel(sentTime: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(sentTime),
  );
}

type Row =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'message'; key: string; message: ChatMessage };

function buildRows(messages: readonly ChatMessage[], now: Date, timeZone?: string): Row[] {
  const rows: Row[] = [];
  let currentDay = '';
  for (const message of messages) {
    const key = dayKey(new Date(message.sentTime), timeZone);
    if (key !== currentDay) {
      currentDay = key;
      rows.push({ kind: 'day', key: `day-${key}`, label: dayLabel(message.sentTime, now, timeZone) });
    }
    rows.push({ kind: 'message', key: messageKey(message), message });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------
// ChatThread

/** Props of {@link ChatThread}. */
export type ChatThreadProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Messages in order (oldest first). The employer's own messages are those sent by `employer`. */
  messages: readonly ChatMessage[];
  /** The candidate's first name, for the empty state ("Say hello to Maya"). */
  candidateName: string;
  /** Sends a failed message again. */
  onRetry: (message: ChatMessage) => void;
  /** Deletes one of the employer's sent messages; reject and the error is shown by the message. */
  onDelete: (message: ChatMessage) => Promise<void>;
  /** The current time, for "Today" and "Yesterday" (fixed in stories and tests). */
  now?: Date | string;
  /** Time zone of dates and times (default: the browser's). */
  timeZone?: string;
  /** Accessible name of the thread (default "Messages"). */
  label?: string;
  /**
   * Earlier messages exist than the first one given: a "Load earlier messages" button shows above the thread, and
   * scrolling to the top reads them too.
   */
  hasOlder?: boolean;
  /** Reads the earlier messages and puts them in front of `messages`; reject and the error is shown. */
  onLoadOlder?: () => Promise<void>;
};

const BOTTOM_SLACK = 48;
/** How near the top (px) scrolling reads the earlier messages. */
const TOP_SLACK = 120;

type OlderState = { status: 'idle' | 'loading' } | { status: 'error'; message: string };

/**
 * The messages of one conversation, grouped by day, newest at the bottom. Only the rows in view are
 * rendered. The thread follows new messages while the reader is at the bottom; otherwise a "New
 * messages" button takes them there.
 */
export function ChatThread({
  messages,
  candidateName,
  onRetry,
  onDelete,
  now: nowProp,
  timeZone,
  label = 'Messages',
  hasOlder = false,
  onLoadOlder,
  className,
  ...props
}: ChatThreadProps) {
  const now = React.useMemo(() => (nowProp ? new Date(nowProp) : new Date()), [nowProp]);
  const rows = React.useMemo(() => buildRows(messages, now, timeZone), [messages, now, timeZone]);
  const scrollRef = React.useRef<HTMLDivElement>(null);
  const atBottomRef = React.useRef(true);
  const [hasUnseen, setHasUnseen] = React.useState(false);
  const [deleting, setDeleting] = React.useState<ReadonlySet<string>>(new Set());
  const [deleteErrors, setDeleteErrors] = React.useState<Readonly<Record<string, string>>>({});

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'day' ? 40 : 76),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 6,
  });

  const scrollToBottom = React.useCallback(() => {
    if (rows.length === 0) return;
    virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    atBottomRef.current = true;
    setHasUnseen(false);
  }, [rows.length, virtualizer]);

  const lastMessage = messages.at(-1);
  const lastKey = lastMessage ? messageKey(lastMessage) : undefined;
  const previousLastKey = React.useRef<string | undefined>(undefined);
  React.useLayoutEffect(() => {
    if (lastKey === previousLastKey.current) return;
    const first = previousLastKey.current === undefined;
    previousLastKey.current = lastKey;
    if (lastKey === undefined) return;
    const ownNew = lastMessage?.sender === 'employer' && lastMessage.status === MessageStatus.Sending;
    if (first || atBottomRef.current || ownNew) {
      scrollToBottom();
    } else {
      setHasUnseen(true);
    }
  }, [lastKey, lastMessage, scrollToBottom]);

  // Earlier messages put in front: the rows the reader was looking at stay where they were on screen.
  const firstMessage = messages[0];
  const firstKey = firstMessage ? messageKey(firstMessage) : undefined;
  const anchor = React.useRef<{ key: string; start: number } | null>(null);
  React.useLayoutEffect(() => {
    const startOf = (key: string | undefined) => {
      const index = rows.findIndex((row) => row.key === key);
      return index < 0 ? undefined : virtualizer.measurementsCache[index]?.start;
    };
    const previous = anchor.current;
    if (previous && previous.key !== firstKey && scrollRef.current) {
      const start = startOf(previous.key);
      if (start !== undefined && start > previous.start)
        scrollRef.current.scrollTop += start - previous.start;
    }
    const start = startOf(firstKey);
    anchor.current = firstKey !== undefined && start !== undefined ? { key: firstKey, start } : null;
  }, [firstKey, rows, virtualizer]);

  const [older, setOlder] = React.useState<OlderState>({ status: 'idle' });
  const [olderAnnouncement, setOlderAnnouncement] = React.useState('');
  const loadingOlder = React.useRef(false);
  // At the start of the conversation the button goes: keyboard focus on it moves to the messages, not the page.
  const olderButtonRef = React.useCallback((button: HTMLButtonElement | null) => {
    if (!button) return;
    return () => {
      if (document.activeElement === button) scrollRef.current?.focus();
    };
  }, []);
  const loadOlder = async () => {
    if (!onLoadOlder || loadingOlder.current) return;
    loadingOlder.current = true;
    setOlder({ status: 'loading' });
    setOlderAnnouncement('Loading earlier messages…');
    try {
      await onLoadOlder();
      setOlder({ status: 'idle' });
      setOlderAnnouncement('Earlier messages loaded.');
    } catch (error) {
      const text = messageOf(error, 'Try again in a moment.');
      setOlder({ status: 'error', message: `Could not load earlier messages. ${text}` });
      setOlderAnnouncement('');
    } finally {
      loadingOlder.current = false;
    }
  };

  const handleDelete = async (message: ChatMessage) => {
    setDeleting((current) => new Set(current).add(message._id));
    setDeleteErrors(({ [message._id]: _, ...rest }) => rest);
    try {
      await onDelete(message);
    } catch (error) {
      const text = messageOf(error, 'Try again in a moment.');
      setDeleteErrors((current) => ({ ...current, [message._id]: `Could not delete the message. ${text}` }));
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(message._id);
        return next;
      });
    }
  };

  if (messages.length === 0) {
    return (
      <div
        data-slot="chat-thread"
        data-state="empty"
        className={cn('grid h-96 place-items-center p-6 text-center', className)}
        {...props}
      >
        <div className="grid max-w-xs gap-1">
          <p className="font-semibold text-foreground">{`Say hello to ${candidateName}`}</p>
          <p className="text-muted-foreground text-sm">
            No messages yet. Write a short note below to start the conversation.
          </p>
        </div>
      </div>
    );
  }

  return (
    <div
      data-slot="chat-thread"
      data-state="filled"
      className={cn('relative flex h-96 flex-col', className)}
      {...props}
    >
      {hasOlder && onLoadOlder ? (
        <div
          data-slot="chat-thread-older"
          data-state={older.status}
          className="flex flex-col items-center gap-1 border-border border-b px-3 py-2"
        >
          <Button
            ref={olderButtonRef}
            variant="outline"
            size="sm"
            aria-disabled={older.status === 'loading' || undefined}
            aria-busy={older.status === 'loading' || undefined}
            onClick={() => void loadOlder()}
          >
            {older.status === 'loading' ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <ChevronUp aria-hidden="true" />
            )}
            {older.status === 'loading' ? 'Loading earlier messages…' : 'Load earlier messages'}
          </Button>
          {older.status === 'error' ? (
            <p role="alert" className="text-danger text-xs">
              {older.message}
            </p>
          ) : null}
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {olderAnnouncement}
      </p>
      <div
        ref={scrollRef}
        role="log"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain focus-visible:focus-ring"
        onScroll={(event) => {
          const element = event.currentTarget;
          const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < BOTTOM_SLACK;
          atBottomRef.current = atBottom;
          if (atBottom) setHasUnseen(false);
          // Scrolled up to the first message held: read the earlier ones (an error waits for the button).
          if (element.scrollTop < TOP_SLACK && hasOlder && older.status === 'idle') void loadOlder();
        }}
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((virtualRow) => {
            const row = rows[virtualRow.index];
            if (row === undefined) return null;
            return (
              <div
                key={virtualRow.key}
                ref={virtualizer.measureElement}
                data-index={virtualRow.index}
                className="absolute top-0 left-0 w-full px-3 py-1.5 sm:px-4"
                style={{ transform: `translateY(${virtualRow.start}px)` }}
              >
                {row.kind === 'day' ? (
                  <DaySeparator label={row.label} />
                ) : (
                  <MessageRow
                    message={row.message}
                    candidateName={candidateName}
                    timeZone={timeZone}
                    deleting={deleting.has(row.message._id)}
                    deleteError={deleteErrors[row.message._id]}
                    onRetry={onRetry}
                    onDelete={handleDelete}
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>
      {hasUnseen ? (
        <Button
          size="sm"
          className="-translate-x-1/2 absolute bottom-3 left-1/2 gap-1.5 rounded-full shadow-md"
          onClick={scrollToBottom}
        >
          <ArrowDown aria-hidden="true" />
          New messages
        </Button>
      ) : null}
    </div>
  );
}

function DaySeparator({ label }: { label: string }) {
  return (
    <div data-slot="chat-day" className="flex items-center gap-3 py-1 text-muted-foreground text-xs">
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      <span className="font-medium">{label}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  );
}

type MessageRowProps = {
  message: ChatMessage;
  candidateName: string;
  timeZone?: string;
  deleting: boolean;
  deleteError?: string;
  onRetry: (message: ChatMessage) => void;
  onDelete: (message: ChatMessage) => void;
};

function MessageRow({
  message,
  candidateName,
  timeZone,
  deleting,
  deleteError,
  onRetry,
  onDelete,
}: MessageRowProps) {
  const own = message.sender === 'employer';
  const time = timeLabel(message.sentTime, timeZone);
  const canDelete = own && !message.isDeleted && message.status === MessageStatus.Sent;
  return (
    <article
      data-slot="chat-message"
      data-own={own || undefined}
      data-status={message.isDeleted ? 'deleted' : message.status}
      aria-label={`${own ? 'You' : candidateName}, ${time}`}
      className={cn('flex flex-col gap-1', own ? 'items-end' : 'items-start')}
    >
      {message.isDeleted ? (
        <p className="max-w-[85%] rounded-2xl border border-border border-dashed px-3 py-2 text-muted-foreground text-sm italic sm:max-w-[70%]">
          This message was deleted
        </p>
      ) : (
        <p
          className={cn(
            'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm [overflow-wrap:anywhere] sm:max-w-[70%]',
            own
              ? 'rounded-br-sm bg-primary text-primary-foreground'
              : 'rounded-bl-sm bg-muted text-foreground',
            own && message.status === MessageStatus.Failed && 'ring-2 ring-danger ring-offset-1',
          )}
        >
          {splitMessageBody(message.body).map((part, index) =>
            part.kind === 'link' ? (
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: parts of one body never reorder
                key={index}
                href={part.href}
                target="_blank"
                rel="noopener noreferrer"
                className="rounded-sm underline underline-offset-2 focus-visible:focus-ring"
              >
                {part.text}
              </a>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts of one body never reorder
              <React.Fragment key={index}>{part.text}</React.Fragment>
            ),
          )}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-2 text-muted-foreground text-xs">
        <time dateTime={message.sentTime}>{time}</time>
        {own && !message.isDeleted ? <StatusLine message={message} onRetry={onRetry} /> : null}
        {canDelete ? (
          <ConfirmAlertDialog
            title="Delete this message?"
            description={`${candidateName} will see "This message was deleted" instead. This cannot be undone.`}
            actionLabel="Delete"
            onConfirm={() => onDelete(message)}
            trigger={
              <Button
                variant="ghost"
                size="sm"
                disabled={deleting}
                className="h-6 px-1.5 text-muted-foreground text-xs"
              >
                {deleting ? 'Deleting…' : 'Delete'}
                <span className="sr-only">{` message sent at ${time}`}</span>
              </Button>
            }
          />
        ) : null}
      </div>
      {deleteError ? (
        <p role="alert" className="text-danger text-xs">
          {deleteError}
        </p>
      ) : null}
    </article>
  );
}

function StatusLine({ message, onRetry }: { message: ChatMessage; onRetry: (message: ChatMessage) => void }) {
  if (message.status === MessageStatus.Sending) {
    return (
      <span className="flex items-center gap-1">
        <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />
        Sending…
      </span>
    );
  }
  if (message.status === MessageStatus.Failed) {
    return (
      <>
        <span className="font-medium text-danger">Not sent</span>
        <Button variant="link" size="sm" className="h-6 px-1 text-xs" onClick={() => onRetry(message)}>
          Retry
        </Button>
      </>
    );
  }
  return (
    <span className="flex items-center gap-0.5">
      <Check aria-hidden="true" className="size-3.5" />
      <span className="sr-only">Sent</span>
    </span>
  );
}

// ---------------------------------------------------------------------------------------------------
// Composer

/** Props of {@link Composer}. */
export type ComposerProps = Omit<React.ComponentProps<'form'>, 'children' | 'onSubmit'> & {
  /** Sends the text (trimmed of surrounding blank lines). The box is cleared at once. */
  onSend: (body: string) => void | Promise<void>;
  /** When set, the composer is disabled and this reason is shown ("This conversation is archived."). */
  disabledReason?: string;
  /** Placeholder (default "Write a message…"). */
  placeholder?: string;
};

/** The message box under a thread: Enter sends, Shift+Enter starts a new line. */
export function Composer({
  onSend,
  disabledReason,
  placeholder = 'Write a message…',
  className,
  ...props
}: ComposerProps) {
  const id = React.useId();
  const [body, setBody] = React.useState('');
  const disabled = disabledReason !== undefined;
  const text = body.trim();
  const nearLimit = body.length >= COUNTER_FROM;

  const send = () => {
    if (disabled || text.length === 0 || body.length > MESSAGE_MAX_LENGTH) return;
    setBody('');
    void Promise.resolve(onSend(text)).catch(() => undefined);
  };

  return (
    <form
      data-slot="composer"
      data-state={disabled ? 'disabled' : 'ready'}
      className={cn('grid gap-1.5 border-border border-t bg-background p-3', className)}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      {...props}
    >
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Textarea
            id={id}
            autoGrow
            rows={1}
            value={body}
            maxLength={MESSAGE_MAX_LENGTH}
            placeholder={placeholder}
            disabled={disabled}
            aria-describedby={[disabled && `${id}-reason`, nearLimit && `${id}-count`, `${id}-hint`]
              .filter(Boolean)
              .join(' ')}
            className="min-h-10 w-full resize-none [field-sizing:content]"
            onChange={(event) => setBody(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                send();
              }
            }}
          />
        </div>
        <Button type="submit" size="icon" disabled={disabled || text.length === 0} aria-label="Send message">
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 text-muted-foreground text-xs">
        {disabled ? (
          <p id={`${id}-reason`} className="text-foreground">
            {disabledReason}
          </p>
        ) : (
          <p id={`${id}-hint`} className="hidden sm:block">
            Enter to send, Shift+Enter for a new line
          </p>
        )}
        {nearLimit ? (
          <p
            id={`${id}-count`}
            className={cn(
              'ml-auto tabular-nums',
              body.length >= MESSAGE_MAX_LENGTH && 'font-medium text-danger',
            )}
          >
            {`${body.length.toLocaleString('en-US')} / ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`}
          </p>
        ) : null}
      </div>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------
// ThreadHeader

/** The conversation, as the header needs it (a ConversationView has more). */
export type ThreadHeaderConversation = {
  _id: string;
  match: { _id: string; pipelineStatus: PipelineStatus };
  job: { _id: string; title: string };
  candidate: { _id: string; firstName: string; lastName: string };
  archived: boolean;
};

/** Props of {@link ThreadHeader}. */
export type ThreadHeaderProps = Omit<React.ComponentProps<'header'>, 'children'> & {
  conversation: ThreadHeaderConversation;
  /** Moves the candidate to another pipeline step; reject with an `Error` and its message is shown. */
  onStageChange: (status: PipelineStatus) => Promise<void>;
  /** Archives (`true`) or restores (`false`) the conversation; reject and the message is shown. */
  onArchiveChange: (archived: boolean) => Promise<void>;
  /** Renders links (the app passes the router's `Link`); a plain `<a>` by default. */
  renderLink?: (props: LinkProps) => React.ReactElement;
};

/** The top of a thread: who the candidate is, for which job, their pipeline step and archiving. */
export function ThreadHeader({
  conversation,
  onStageChange,
  onArchiveChange,
  renderLink = renderAnchor,
  className,
  ...props
}: ThreadHeaderProps) {
  const { candidate, job, match, archived } = conversation;
  const name = `${candidate.firstName} ${candidate.lastName}`.trim();
  const [pending, setPending] = React.useState<'stage' | 'archive' | null>(null);
  const [pendingStage, setPendingStage] = React.useState<PipelineStatus | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const targets = nextPipelineStatuses(match.pipelineStatus);

  const changeStage = async (status: PipelineStatus) => {
    setPending('stage');
    setPendingStage(status);
    setError(null);
    try {
      await onStageChange(status);
    } catch (caught) {
      setError(messageOf(caught, `Could not move ${name} to ${status}. Try again.`));
    } finally {
      setPending(null);
      setPendingStage(null);
    }
  };

  const toggleArchive = async () => {
    setPending('archive');
    setError(null);
    try {
      await onArchiveChange(!archived);
    } catch (caught) {
      setError(messageOf(caught, archived ? 'Could not restore the conversation.' : 'Could not archive it.'));
    } finally {
      setPending(null);
    }
  };

  return (
    <header
      data-slot="thread-header"
      className={cn('grid gap-2 border-border border-b bg-background px-3 py-3 sm:px-4', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 className="min-w-0 font-semibold text-base text-foreground">
            {renderLink({
              href: `/applicants/${encodeURIComponent(candidate._id)}`,
              'data-slot': 'thread-header-candidate',
              className: 'rounded-sm break-words underline-offset-4 hover:underline focus-visible:focus-ring',
              children: name,
            })}
          </h2>
          <p className="break-words text-muted-foreground text-sm">{job.title}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={match.pipelineStatus === PipelineStatus.Rejected ? 'danger' : 'brand'}>
            {pendingStage ? `Moving to ${pendingStage}…` : match.pipelineStatus}
          </Badge>
          {archived ? <Badge variant="outline">Archived</Badge> : null}
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="outline"
                size="sm"
                disabled={pending !== null || targets.length === 0}
                className="gap-1"
              >
                Change stage
                <ChevronDown aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>{`Move ${name} to`}</DropdownMenuLabel>
              {targets.map((target) => (
                <DropdownMenuItem
                  key={target}
                  variant={target === PipelineStatus.Rejected ? 'destructive' : 'default'}
                  onSelect={() => void changeStage(target)}
                >
                  {target}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
          <Button
            variant="ghost"
            size="sm"
            disabled={pending !== null}
            className="gap-1"
            onClick={() => void toggleArchive()}
          >
            {pending === 'archive' ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : archived ? (
              <ArchiveRestore aria-hidden="true" />
            ) : (
              <Archive aria-hidden="true" />
            )}
            {archived ? 'Unarchive' : 'Archive'}
          </Button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-danger text-sm">
          {error}
        </p>
      ) : null}
    </header>
  );
}
