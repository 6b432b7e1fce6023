import * as React from 'react';
import { type DeferredPartProps, useFocusOnMount } from '../../lib/deferred-part';
import { Popover, PopoverContent, PopoverTrigger } from '../../primitives/popover/popover';
import { NotificationList, type NotificationListProps } from './notification-list';

/** Props of {@link NotificationBellPopover}. */
export type NotificationBellPopoverProps = Omit<NotificationListProps, 'className'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Unread messages, shown as a second line in the panel when given. */
  unreadMessages?: number;
  /** The bell and its count. */
  trigger: React.ReactNode;
  triggerProps: { 'aria-label': string; className: string };
};

/** The bell's popover with the {@link NotificationList}: loaded when the user first reaches for the bell. */
export function NotificationBellPopover({
  open,
  onOpenChange,
  unreadMessages,
  trigger,
  triggerProps,
  onOpen,
  autoFocusTrigger,
  ...listProps
}: NotificationBellPopoverProps & DeferredPartProps) {
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  useFocusOnMount(triggerRef, autoFocusTrigger);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <button ref={triggerRef} type="button" data-slot="notification-bell" {...triggerProps}>
          {trigger}
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label="Notifications" align="end" className="w-[min(24rem,calc(100vw-1rem))] p-3">
        {unreadMessages !== undefined ? (
          <p className="mb-2 rounded-md bg-muted px-2 py-1.5 text-muted-foreground text-xs">
            {unreadMessages === 0
              ? 'No unread messages'
              : `${unreadMessages} unread ${unreadMessages === 1 ? 'message' : 'messages'}`}
          </p>
        ) : null}
        <NotificationList
          {...listProps}
          onOpen={(notification) => {
            onOpenChange(false);
            onOpen(notification);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
