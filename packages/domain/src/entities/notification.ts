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
  }),
});
/** A notification. */
export type Notification = z.infer<typeof notificationSchema>;
