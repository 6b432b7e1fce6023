import useSWR from 'swr';
import { notificationApi } from './api';

/** The SWR key of the employer's notifications, refreshed when one arrives live. */
export const notificationsKey = (employerId: string) => ['notifications', employerId] as const;

/** The employer's notifications and unread counts (messages counted apart). */
export function useNotifications(employerId: string | undefined) {
  return useSWR(employerId ? notificationsKey(employerId) : null, ([, id]) => notificationApi.getAll(id));
}
