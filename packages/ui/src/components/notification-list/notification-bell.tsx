import { Bell } from 'lucide-react';
import * as React from 'react';
import { classList, cn } from '../../lib/cn';
import { type DeferredPartProps, useDeferredPart } from '../../lib/deferred-part';
import { Badge } from '../../primitives/badge/badge';
import type { NotificationBellPopoverProps } from './notification-bell-popover';
import type { NotificationListProps } from './notification-list';

const loadBellPopover = () =>
  import('./notification-bell-popover').then(
    (module): React.ComponentType<NotificationBellPopoverProps & DeferredPartProps> =>
      module.NotificationBellPopover,
  );

/** Props of {@link NotificationBell}. */
export type NotificationBellProps = Omit<NotificationListProps, 'className'> & {
  /** Unread notifications (the badge). */
  unreadCount: number;
  /** Unread messages, shown as a second line in the panel when given. */
  unreadMessages?: number;
  /** Controlled open state of the panel. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Opens the panel on first render when uncontrolled. */
  defaultOpen?: boolean;
  className?: string;
};

/**
 * A bell icon button with the unread count ("Notifications, 3 unread") that opens the
 * {@link NotificationList} in a popover. Opening a notification closes the panel.
 */
export function NotificationBell({
  unreadCount,
  unreadMessages,
  open: openProp,
  onOpenChange,
  defaultOpen = false,
  onOpen,
  className,
  ...listProps
}: NotificationBellProps) {
  const [openState, setOpenState] = React.useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';
  // The popover (Radix, with its positioning and focus code) loads when the user first reaches for the bell.
  const popover = useDeferredPart(loadBellPopover, open);
  const Popover = popover.loaded?.Part;
  if (Popover)
    return (
      <Popover
        autoFocusTrigger={popover.loaded?.autoFocusTrigger ?? false}
        {...listProps}
        open={open}
        onOpenChange={setOpen}
        onOpen={onOpen}
        unreadMessages={unreadMessages}
        trigger={<BellButtonContent unreadCount={unreadCount} />}
        triggerProps={{ 'aria-label': label, className: cn(bellButtonClasses, className) }}
      />
    );
  return (
    <button
      type="button"
      {...popover.triggerProps}
      data-slot="notification-bell"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      onClick={() => setOpen(true)}
      className={cn(bellButtonClasses, className)}
    >
      <BellButtonContent unreadCount={unreadCount} />
    </button>
  );
}

const bellButtonClasses = classList(
  'relative inline-flex size-10 cursor-pointer items-center justify-center rounded-md text-foreground transition-colors',
  'hover:bg-accent focus-visible:focus-ring',
);

/** The bell and its unread count (the look-alike button before the popover's code loads, and the real one). */
function BellButtonContent({ unreadCount }: { unreadCount: number }) {
  return (
    <>
      <Bell aria-hidden="true" className="size-5" />
      {unreadCount > 0 ? (
        <Badge
          aria-hidden="true"
          count={unreadCount}
          className="pointer-events-none absolute -top-0.5 -right-0.5"
        />
      ) : null}
    </>
  );
}
