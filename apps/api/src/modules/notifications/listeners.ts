import { NotificationType, type NotificationView } from '@medhire/domain';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pushTokens } from '../../db/schema.js';
import type { RealtimeRecipient } from '../../realtime/realtime.js';
import { paymentFailedWords } from '../billing/mails.js';
import { hiringTeamRecipients, organizationRecipients } from '../jobs/hiring-team.js';
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

/** The room of one person's sockets: the owner's, or a member's. */
function personalRoom(employerId: string, memberId: string | null): RealtimeRecipient {
  return memberId === null ? { kind: 'owner', id: employerId } : { kind: 'member', id: memberId };
}

/**
 * Turns domain events into notifications for the people they concern: a job's news for the people on its hiring
 * team (its lead — the owner unless a recruiter leads it — and its hiring managers), the rest for the owner and
 * the recruiters. Each gets their own copy (their own unread state), live on their sockets (`onNotification`)
 * and, when a push sender is configured, on their own devices.
 */
export function registerNotificationListeners(app: FastifyInstance, push: PushSender | null): void {
  const { db } = app.database;

  async function pushTo(employerId: string, memberId: string | null, notification: NotificationView) {
    if (!push) return;
    const mine = and(
      eq(pushTokens.employerId, employerId),
      memberId === null ? isNull(pushTokens.memberId) : eq(pushTokens.memberId, memberId),
    );
    const rows = await db.select({ token: pushTokens.token }).from(pushTokens).where(mine);
    if (rows.length === 0) return;
    const data: Record<string, string> = { notificationId: notification._id, type: notification.data.type };
    for (const key of ['conversation', 'job', 'match', 'savedSearch'] as const) {
      const value = notification.data[key];
      if (value) data[key] = value;
    }
    const { staleTokens } = await push.send(
      rows.map((row) => row.token),
      { title: notification.title, body: notification.body, data },
    );
    if (staleTokens.length > 0) {
      await db.delete(pushTokens).where(and(mine, inArray(pushTokens.token, staleTokens)));
    }
  }

  async function notify(
    employerId: string,
    recipients: readonly (string | null)[],
    type: NotificationType,
    title: string | SQL<string>,
    body: string,
    links: NotificationLinks,
  ): Promise<void> {
    const copies = await createNotification(db, { employerId, recipients, type, title, body, links });
    for (const { memberId, notification } of copies) {
      app.realtime.emit(personalRoom(employerId, memberId), 'onNotification', notification);
    }
    await Promise.all(copies.map(({ memberId, notification }) => pushTo(employerId, memberId, notification)));
  }

  /** A job's news, for its hiring team. */
  async function notifyJobTeam(
    employerId: string,
    jobId: string,
    type: NotificationType,
    title: string | SQL<string>,
    body: string,
    links: NotificationLinks,
  ): Promise<void> {
    const recipients = await hiringTeamRecipients(db, employerId, jobId);
    await notify(employerId, recipients, type, title, body, links);
  }

  app.events.on('match.applied', async (event) => {
    const [name, title] = await Promise.all([
      candidateName(db, event.candidateId),
      jobTitle(db, event.jobId),
    ]);
    await notifyJobTeam(
      event.employerId,
      event.jobId,
      NotificationType.AppliedOnJob,
      `${name} applied to ${title}`,
      '',
      { job: event.jobId, match: event.matchId },
    );
  });

  app.events.on('match.accepted', async (event) => {
    const [name, title] = await Promise.all([
      candidateName(db, event.candidateId),
      jobTitle(db, event.jobId),
    ]);
    await notifyJobTeam(
      event.employerId,
      event.jobId,
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
    await notifyJobTeam(
      event.employerId,
      event.jobId,
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
    await notifyJobTeam(
      event.employerId,
      event.jobId,
      NotificationType.NewMessage,
      sql<string>`${'New message from '} || ${candidateNameSql(event.candidateId)}`,
      excerpt(event.message.body),
      {
        conversation: event.conversationId,
      },
    );
  });

  // Billing is the owner's: only the owner hears that a payment failed.
  app.events.on('billing.payment_failed', async (event) => {
    const { title, body } = paymentFailedWords(event);
    await notify(event.employerId, [null], NotificationType.PaymentFailed, title, body, {});
  });

  // A saved search is one person's: only they hear of its new candidates; a tap opens Explore with it applied.
  app.events.on('saved-search.matched', async (event) => {
    await notify(
      event.employerId,
      [event.memberId],
      NotificationType.SavedSearchMatch,
      sql<string>`${candidateNameSql(event.candidateId)} || ${` matches your saved search “${event.savedSearchName}”`}`,
      'A new candidate for your saved search.',
      { savedSearch: event.savedSearchId },
    );
  });

  app.events.on('employee.registered', async (event) => {
    const name = await candidateName(db, event.candidateId);
    await notify(
      event.employerId,
      await organizationRecipients(db, event.employerId),
      NotificationType.EmployeeRegistered,
      `${name} joined MedHire`,
      'A new candidate near your jobs.',
      {},
    );
  });
}
