import { NotificationType, type NotificationView } from '@medhire/domain';
import { Bell, BellOff, CheckCheck, FileText, MailCheck, MailX, MessageSquare, UserPlus } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { formatFullTime, formatRelativeTime, moveRowFocus } from '../conversation-list/relative-time';

/** One notification (`{ _id, title, body, data: { type, markAsRead, … }, createdAt }`). */
export type NotificationListItem = Pick<NotificationView, '_id' | 'title' | 'createdAt'> & {
  body?: NotificationView['body'];
  data: Pick<NotificationView['data'], 'type' | 'markAsRead'> & {
    conversation?: string | null;
    job?: string | null;
    match?: string | null;
    savedSearch?: string | null;
  };
};

/** Props of {@link NotificationList}. */
export type NotificationListProps = {
  notifications: readonly NotificationListItem[];
  /** Called when a notification is chosen; the app opens its target. */
  onOpen: (notification: NotificationListItem) => void;
  /** Marks every notification read; the button shows busy while it runs. */
  onMarkAllRead: () => void | Promise<void>;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** "Now" for the relative times (default: the current time). */
  now?: Date;
  className?: string;
};

const typeIcons: Record<NotificationType, { icon: React.ReactNode; className: string; label: string }> = {
  [NotificationType.EmployeeRegistered]: {
    icon: <UserPlus />,
    className: 'bg-secondary text-secondary-foreground',
    label: 'New candidate',
  },
  [NotificationType.AppliedOnJob]: {
    icon: <FileText />,
    className: 'bg-secondary text-secondary-foreground',
    label: 'Application',
  },
  [NotificationType.InviteAccepted]: {
    icon: <MailCheck />,
    className: 'bg-success-subtle text-success-700',
    label: 'Invite accepted',
  },
  [NotificationType.InviteRejected]: {
    icon: <MailX />,
    className: 'bg-danger-subtle text-danger-700',
    label: 'Invite declined',
  },
  [NotificationType.NewMessage]: {
    icon: <MessageSquare />,
    className: 'bg-secondary text-secondary-foreground',
    label: 'Message',
  },
  // The invoice's icon, in danger colours: an icon of its own would add to every signed-in screen's scripts.
  [NotificationType.PaymentFailed]: {
    icon: <FileText />,
    className: 'bg-danger-subtle text-danger-700',
    label: 'Payment failed',
  },
  // A new candidate, found by one of your saved searches: the new candidate's icon, in the success colours.
  [NotificationType.SavedSearchMatch]: {
    icon: <UserPlus />,
    className: 'bg-success-subtle text-success-700',
    label: 'Saved search',
  },
};

/**
 * The employer's notifications: an icon per type, the title, a relative time and a dot on the unread
 * ones. Arrow keys move between them, Enter opens one (`onOpen`); "Mark all as read" clears the dots.
 */
export function NotificationList({
  notifications,
  onOpen,
  onMarkAllRead,
  loading = false,
  error = null,
  onRetry,
  now,
  className,
}: NotificationListProps) {
  const titleId = React.useId();
  const [marking, setMarking] = React.useState(false);
  const unread = notifications.filter((notification) => !notification.data.markAsRead).length;
  const reference = now ?? new Date();

  async function markAll() {
    setMarking(true);
    try {
      await onMarkAllRead();
    } catch {
      // The caller reports the failure; the dots stay as they are.
    } finally {
      setMarking(false);
    }
  }

  let body: React.ReactNode;
  if (error) {
    body = (
      <ErrorState
        headingLevel={3}
        title="Notifications could not be loaded"
        message={error}
        onRetry={onRetry}
        className="py-6"
      />
    );
  } else if (loading) {
    body = (
      <div role="status" aria-label="Loading notifications" className="flex flex-col gap-4 py-2">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-start gap-3">
            <Skeleton className="size-8 shrink-0 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-3 w-1/4" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (notifications.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        icon={<BellOff />}
        title="You're all caught up"
        description="New applications, invite replies and messages show up here."
        className="py-6"
      />
    );
  } else {
    body = (
      <ul
        aria-label="Notifications"
        onKeyDown={moveRowFocus}
        className="-mx-1 flex max-h-96 flex-col overflow-y-auto"
      >
        {notifications.map((notification) => {
          const isUnread = !notification.data.markAsRead;
          const type = typeIcons[notification.data.type] ?? {
            icon: <Bell />,
            className: 'bg-muted text-foreground',
            label: 'Notification',
          };
          return (
            <li key={notification._id}>
              <button
                type="button"
                data-row-button=""
                data-unread={isUnread || undefined}
                onClick={() => onOpen(notification)}
                className={cn(
                  'flex w-full cursor-pointer items-start gap-3 rounded-md px-2 py-2.5 text-start transition-colors',
                  'hover:bg-accent focus-visible:focus-ring',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-8 shrink-0 items-center justify-center rounded-full [&_svg]:size-4',
                    type.className,
                  )}
                >
                  {type.icon}
                </span>
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="sr-only">{`${type.label}${isUnread ? ', unread' : ''}: `}</span>
                  <span
                    className={cn('text-sm', isUnread ? 'font-semibold text-foreground' : 'text-foreground')}
                  >
                    {notification.title}
                  </span>
                  {notification.body ? (
                    <span className="line-clamp-2 text-muted-foreground text-xs">{notification.body}</span>
                  ) : null}
                  <time
                    dateTime={notification.createdAt}
                    title={formatFullTime(notification.createdAt)}
                    className="text-muted-foreground text-xs"
                  >
                    {formatRelativeTime(notification.createdAt, reference)}
                  </time>
                </span>
                {isUnread ? (
                  <span className="mt-1.5 flex shrink-0 items-center">
                    <span aria-hidden="true" className="size-2.5 rounded-full bg-primary" />
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section
      data-slot="notification-list"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-2', className)}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-base">
          Notifications
        </h2>
        {!loading && !error && notifications.length > 0 ? (
          <Button variant="ghost" size="sm" loading={marking} disabled={unread === 0} onClick={markAll}>
            {marking ? null : <CheckCheck aria-hidden="true" />}
            Mark all as read
          </Button>
        ) : null}
      </div>
      {body}
    </section>
  );
}
