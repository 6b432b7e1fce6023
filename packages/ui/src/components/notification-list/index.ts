export {
  NotificationBell,
  type NotificationBellProps,
  NotificationList,
  type NotificationListItem,
  type NotificationListProps,
} from './notification-list';
