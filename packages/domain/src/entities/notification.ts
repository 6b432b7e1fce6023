import { z } from 'zod';
import { NotificationType } from '../enums/notification-type';
import { idText } from './fields';

/** A notification. `data.conversation` is set for new messages. Other fields the server adds are kept. */
export const notificationSchema = z.looseObject({
  _id: idText('The notification has no id'),
  title: z.string({ error: 'The notification title is missing' }),
  data: z.looseObject({
    type: z.enum(NotificationType, { error: 'The notification type is not one we know' }),
    markAsRead: z.boolean({ error: 'Read must be true or false' }),
    conversation: idText('The conversation id is missing').nullish(),
    savedSearch: idText('The saved search id is missing').nullish(),
  }),
});
/** A notification. */
export type Notification = z.infer<typeof notificationSchema>;

/** A notification as the server answers it (list, mark read; `onNotification` over the socket). */
export const notificationViewSchema = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  data: z.object({
    type: z.enum(NotificationType),
    markAsRead: z.boolean(),
    conversation: z
      .string()
      .optional()
      .describe('Set for new messages: where a click leads (`/messages?conversationId=…`)'),
    job: z.string().optional(),
    match: z.string().optional(),
    savedSearch: z
      .string()
      .optional()
      .describe('Set for a saved search’s new match: where a click leads (`/explore?savedSearch=…`)'),
  }),
  createdAt: z.string().describe('ISO 8601'),
});
/** A notification as the server sends it. */
export type NotificationView = z.infer<typeof notificationViewSchema>;

/** Unread notifications: new-message ones are counted apart from the others. */
export const unreadCountsSchema = z.object({
  unreadCount: z.number().int(),
  unreadMessageCount: z.number().int(),
});
/** Unread notification counts. */
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** `get-all-notification`: one page, newest first, and the unread counts of all of them. */
export const notificationPageSchema = unreadCountsSchema.extend({
  notifications: z.array(notificationViewSchema),
});
/** A page of notifications. */
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** `mark-as-read-notification/{id}`: the notification, now read, and the unread counts. */
export const notificationReadResultSchema = unreadCountsSchema.extend({
  notification: notificationViewSchema,
});
/** Marking one notification read answers this. */
export type NotificationReadResult = z.infer<typeof notificationReadResultSchema>;

/** Marking all, or a conversation's, notifications read: how many changed, and the unread counts. */
export const notificationsUpdatedResultSchema = unreadCountsSchema.extend({ updated: z.number().int() });
/** Marking several notifications read answers this. */
export type NotificationsUpdatedResult = z.infer<typeof notificationsUpdatedResultSchema>;

/** A page of notifications holds this many unless the client asks otherwise. */
export const NOTIFICATION_PAGE_SIZE = 50;

/** `get-all-notification?pageNumber&pageSize`: the page to read (from 1; 50 a page by default, at most 100). */
export const notificationPageQuerySchema = z.object({
  pageNumber: z.coerce
    .number({ error: 'The page number must be a number' })
    .int()
    .min(1)
    .max(100_000, 'The page number must be a whole number from 1 to 100000')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'The page size must be a number' })
    .int()
    .min(1)
    .max(100)
    .default(NOTIFICATION_PAGE_SIZE),
});
/** The page of notifications to read, as the client asks for it (either part may be left out). */
// Not `z.input`: the coercions take anything in; the client sends numbers.
export type NotificationPageQuery = Partial<z.infer<typeof notificationPageQuerySchema>>;
