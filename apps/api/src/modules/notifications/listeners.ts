import { NotificationType, type NotificationView } from '@medhire/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pushTokens } from '../../db/schema.js';
import type { PushSender } from './push.js';
import {
  candidateName,
  candidateNameSql,
  createNotification,
  jobTitle,
  type NotificationLinks,
} from './service.js';

/** The longest message excerpt a new-message notification carries. */
const EXCERPT_LENGTH = 140;

function excerpt(body: unknown): string {
  if (typeof body !== 'string') return '';
  const text = body.replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

/**
 * Turns domain events into the employer's notifications: stores one, emits it live (`onNotification` to the
 * employer's room) and, when a push sender is configured, pushes it to the employer's devices.
 */
export function registerNotificationListeners(app: FastifyInstance, push: PushSender | null): void {
  const { db } = app.database;

  async function deliver(employerId: string, notification: NotificationView): Promise<void> {
    app.realtime.emit({ kind: 'employer', id: employerId }, 'onNotification', notification);
    if (!push) return;
    const rows = await db
      .select({ token: pushTokens.token })
      .from(pushTokens)
      .where(eq(pushTokens.employerId, employerId));
    if (rows.length === 0) return;
    const data: Record<string, string> = { notificationId: notification._id, type: notification.data.type };
    for (const key of ['conversation', 'job', 'match'] as const) {
      const value = notification.data[key];
      if (value) data[key] = value;
    }
    const { staleTokens } = await push.send(
      rows.map((row) => row.token),
      { title: notification.title, body: notification.body, data },
    );
    if (staleTokens.length > 0) {
      await db
        .delete(pushTokens)
        .where(and(eq(pushTokens.employerId, employerId), inArray(pushTokens.token, staleTokens)));
    }
  }

  async function notify(
    employerId: string,
    type: NotificationType,
    title: string | SQL<string>,
    body: string,
    links: NotificationLinks,
  ): Promise<void> {
    const notification = await createNotification(db, { employerId, type, title, body, links });
    await deliver(employerId, notification);
  }

  app.events.on('match.applied', async (event) => {
    const [name, title] = await Promise.all([
      candidateName(db, event.candidateId),
      jobTitle(db, event.jobId),
    ]);
    await notify(event.employerId, NotificationType.AppliedOnJob, `${name} applied to ${title}`, '', {
      job: event.jobId,
      match: event.matchId,
    });
  });

  app.events.on('match.accepted', async (event) => {
    const [name, title] = await Promise.all([
      candidateName(db, event.candidateId),
      jobTitle(db, event.jobId),
    ]);
    await notify(
      event.employerId,
      NotificationType.InviteAccepted,
      `${name} accepted your invite to ${title}`,
      '',
      {
        job: event.jobId,
        match: event.matchId,
      },
    );
  });

  app.events.on('match.declined', async (event) => {
    const [name, title] = await Promise.all([
      candidateName(db, event.candidateId),
      jobTitle(db, event.jobId),
    ]);
    await notify(
      event.employerId,
      NotificationType.InviteRejected,
      `${name} declined your invite to ${title}`,
      '',
      {
        job: event.jobId,
        match: event.matchId,
      },
    );
  });

  app.events.on('message.sent', async (event) => {
    // The employer's own messages notify no one here; the candidate's side has no notifications module.
    if (event.senderKind !== 'candidate') return;
    // The most frequent event: the name is read by the statement that stores the notification.
    await notify(
      event.employerId,
      NotificationType.NewMessage,
      sql<string>`${'New message from '} || ${candidateNameSql(event.candidateId)}`,
      excerpt(event.message.body),
      {
        conversation: event.conversationId,
      },
    );
  });

  app.events.on('employee.registered', async (event) => {
    const name = await candidateName(db, event.candidateId);
    await notify(
      event.employerId,
      NotificationType.EmployeeRegistered,
      `${name} joined MedHire`,
      'A new candidate near your jobs.',
      {},
    );
  });
}
