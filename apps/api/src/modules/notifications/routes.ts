import {
  Capability,
  NOTIFICATION_PAGE_SIZE,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationReadResultSchema,
  notificationsUpdatedResultSchema,
  okSchema,
} from '@medhire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { authenticate, currentEmployer, currentViewer, requireOwnEmployer } from '../auth/authenticate.js';
import { registerNotificationListeners } from './listeners.js';
import { pushFromEnvironment } from './push.js';
import {
  listNotifications,
  markAllRead,
  markConversationRead,
  markNotificationRead,
  type NotificationRecipient,
  unreadCounts,
} from './service.js';

export const NOTIFICATION_NOT_FOUND_MESSAGE = 'This notification no longer exists.';
/** A page holds this many notifications unless the client asks otherwise (the domain's constant). */
export const DEFAULT_NOTIFICATION_PAGE_SIZE = NOTIFICATION_PAGE_SIZE;

const security = [{ bearerAuth: [] }];
const tags = ['notifications'];

/**
 * The notifications module: the four calls of spec §7 (list with unread counts, mark one, mark all, mark a
 * conversation's), and the listeners that store a notification for each domain event and send it live.
 */
/** The signed-in person, whose notifications these calls read and mark: each has their own. */
function recipientOf(request: FastifyRequest): NotificationRecipient {
  return { employerId: currentEmployer(request).id, memberId: currentViewer(request).memberId };
}

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerNotificationListeners(app, pushFromEnvironment());
  const { db } = app.database;

  app.get(
    '/employer/notification/get-all-notification/:id',
    {
      onRequest: [authenticate, requireOwnEmployer],
      config: { capability: Capability.UseAccount },
      schema: {
        tags,
        security,
        summary: 'The employer’s notifications, newest first, with unread counts (messages counted apart)',
        params: z.object({ id: z.string() }),
        querystring: notificationPageQuerySchema,
        response: {
          200: okSchema(notificationPageSchema),
        },
      },
    },
    async (request) => ok(await listNotifications(db, recipientOf(request), request.query)),
  );

  app.patch(
    '/employer/notification/mark-as-read-notification/:id',
    {
      onRequest: [authenticate],
      config: { capability: Capability.UseAccount },
      schema: {
        tags,
        security,
        summary: 'Marks one notification read ({id} is the notification)',
        params: z.object({ id: z.string() }),
        response: { 200: okSchema(notificationReadResultSchema) },
      },
    },
    async (request) => {
      const recipient = recipientOf(request);
      const notification = await markNotificationRead(db, recipient, request.params.id);
      if (!notification) throw new AppError(404, 'NOT_FOUND', NOTIFICATION_NOT_FOUND_MESSAGE);
      return ok({ notification, ...(await unreadCounts(db, recipient)) });
    },
  );

  app.patch(
    '/employer/notification/:id/mark-as-read-notification',
    {
      onRequest: [authenticate, requireOwnEmployer],
      config: { capability: Capability.UseAccount },
      schema: {
        tags,
        security,
        summary: 'Marks every notification of the employer read',
        params: z.object({ id: z.string() }),
        response: { 200: okSchema(notificationsUpdatedResultSchema) },
      },
    },
    async (request) => {
      const recipient = recipientOf(request);
      const updated = await markAllRead(db, recipient);
      return ok({ updated, ...(await unreadCounts(db, recipient)) });
    },
  );

  app.patch(
    '/employer/notification/:id/mark-as-read-conversation-notification/:conversationId',
    {
      onRequest: [authenticate, requireOwnEmployer],
      config: { capability: Capability.UseAccount },
      schema: {
        tags,
        security,
        summary: 'Marks the new-message notifications of one conversation read',
        params: z.object({ id: z.string(), conversationId: z.string() }),
        response: { 200: okSchema(notificationsUpdatedResultSchema) },
      },
    },
    async (request) => {
      const recipient = recipientOf(request);
      const updated = await markConversationRead(db, recipient, request.params.conversationId);
      return ok({ updated, ...(await unreadCounts(db, recipient)) });
    },
  );
};
