import { MessageStatus } from '@medhire/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ChevronUp, LoaderCircle } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { groupByDay } from '../../lib/day-groups';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import { type ChatMessage, messageKey, type ThreadReader } from './chat-message';
import { DaySeparator } from './day-separator';
import { MessageRow } from './message-row';

/** Props of {@link ChatThread}. */
export type ChatThreadProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Messages in order (oldest first). The employer's own messages are those sent by `employer`. */
  messages: readonly ChatMessage[];
  /** The candidate's first name, for the empty state ("Say hello to Maya"). */
  candidateName: string;
  /**
   * Who reads the thread, in a team: their own messages say nothing more, a teammate's carry the teammate's name,
   * and "Delete" shows where the reader may delete. Without it every message of the employer's side is the reader's.
   */
  reader?: ThreadReader;
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
  reader,
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
  const rows = React.useMemo(
    () => groupByDay(messages, messageKey, now, timeZone),
    [messages, now, timeZone],
  );
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

  // The log's own height changes (a line appears above it, such as a failed "Load earlier messages", or the window is
  // resized): a reader at the newest message stays there instead of finding it cut off.
  const empty = messages.length === 0;
  React.useEffect(() => {
    const element = scrollRef.current;
    if (empty || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottomRef.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [empty]);

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
                    message={row.item}
                    candidateName={candidateName}
                    reader={reader}
                    timeZone={timeZone}
                    deleting={deleting.has(row.item._id)}
                    deleteError={deleteErrors[row.item._id]}
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
