import type {
  NotificationPage,
  NotificationPageQuery,
  NotificationReadResult,
  NotificationsUpdatedResult,
} from '@medhire/domain';
import type { ApiClient } from '../http/client';

const path = (id: string) => encodeURIComponent(id);

/** Notifications (spec §7): the list with unread counts, and the three ways to mark them read. */
export function createNotificationEndpoints(client: ApiClient) {
  return {
    /** `employerId` is the signed-in employer's own id. */
    getAll: (employerId: string, query: NotificationPageQuery = {}) =>
      client.get<NotificationPage>(`/employer/notification/get-all-notification/${path(employerId)}`, {
        query: { pageNumber: query.pageNumber, pageSize: query.pageSize },
      }),
    /** Marks one notification read; rejects (404) when it is not the employer's. */
    markAsRead: (notificationId: string) =>
      client.patch<NotificationReadResult>(
        `/employer/notification/mark-as-read-notification/${path(notificationId)}`,
      ),
    /** Marks every notification of the employer read. */
    markAllAsRead: (employerId: string) =>
      client.patch<NotificationsUpdatedResult>(
        `/employer/notification/${path(employerId)}/mark-as-read-notification`,
      ),
    /** Marks the new-message notifications of one conversation read (when the employer opens it). */
    markConversationAsRead: (employerId: string, conversationId: string) =>
      client.patch<NotificationsUpdatedResult>(
        `/employer/notification/${path(employerId)}/mark-as-read-conversation-notification/${path(conversationId)}`,
      ),
  };
}

export type NotificationEndpoints = ReturnType<typeof createNotificationEndpoints>;
