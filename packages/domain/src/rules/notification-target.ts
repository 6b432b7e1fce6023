import { NotificationType } from '../enums/notification-type';
import { paths } from '../routes';

/** The parts of a notification that decide where a click leads. */
export interface NotificationTargetInput {
  readonly data: {
    readonly type: NotificationType;
    readonly conversation?: string | null;
    readonly savedSearch?: string | null;
  };
}

/**
 * Where a click on a notification leads (spec §2, "Notification click targets"). A new message opens its
 * conversation (`/messages?conversationId=…`, URL-encoded) or the message list when it has none; a saved search's
 * new match opens Explore with that search applied (`/explore?savedSearch=…`), or Explore when it has none.
 */
export function getNotificationTarget(notification: NotificationTargetInput): string {
  const { type: notificationType, conversation, savedSearch } = notification.data;
  switch (notificationType) {
    case NotificationType.EmployeeRegistered:
      return paths.home();
    case NotificationType.AppliedOnJob:
      return paths.jobsResident();
    case NotificationType.InviteAccepted:
      return paths.messages();
    case NotificationType.NewMessage:
      return paths.messages(conversation);
    case NotificationType.InviteRejected:
      return paths.jobsResident();
    case NotificationType.PaymentFailed:
      return paths.manageSubscriptions();
    case NotificationType.SavedSearchMatch:
      return paths.explore({ savedSearch });
    default:
      notificationType satisfies never;
      // A type the client does not know yet (a newer server) still leads somewhere sensible.
      return paths.home();
  }
}
