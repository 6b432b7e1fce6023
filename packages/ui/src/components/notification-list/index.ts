export { NotificationBell, type NotificationBellProps } from './notification-bell';
export {
  NotificationList,
  type NotificationListItem,
  type NotificationListProps,
} from './notification-list';
