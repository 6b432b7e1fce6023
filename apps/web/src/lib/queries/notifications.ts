import { useMemo } from 'react';
import useSWR from 'swr';
import { notificationApi } from '../api';
import { withEarly } from './early';
import { useInvalidate } from './invalidate';
import { queryErrorReporting, reporting } from './report';

/** The SWR keys of the employer's notifications, read again when one arrives live. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (employerId: string) => [...notificationKeys.all, 'list', employerId] as const,
};

/** The employer's notifications and unread counts (messages counted apart). */
export function useNotifications(employerId: string | undefined) {
  return useSWR(
    employerId ? notificationKeys.list(employerId) : null,
    withEarly(fetchNotifications),
    queryErrorReporting,
  );
}

/** Reads the notifications of a {@link notificationKeys.list} key. */
export function fetchNotifications([, , id]: ReturnType<typeof notificationKeys.list>) {
  return notificationApi.getAll(id);
}

/** Marks one notification read (the employer opened it); the list is read again. */
export function useMarkNotificationRead() {
  const invalidate = useInvalidate();
  return useMemo(
    () =>
      reporting(async (notificationId: string) => {
        const result = await notificationApi.markAsRead(notificationId);
        await invalidate(notificationKeys.all);
        return result;
      }),
    [invalidate],
  );
}

/** Marks every notification of the employer read; the list is read again. */
export function useMarkAllNotificationsRead() {
  const invalidate = useInvalidate();
  return useMemo(
    () =>
      reporting(async (employerId: string) => {
        const result = await notificationApi.markAllAsRead(employerId);
        await invalidate(notificationKeys.all);
        return result;
      }),
    [invalidate],
  );
}
