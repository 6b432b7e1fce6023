import {
  type NotificationPage,
  NotificationType,
  type NotificationView,
  type UnreadCounts,
} from '@medhire/domain';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { candidates, jobs, type NotificationRow, notifications } from '../../db/schema.js';

/**
 * Whose notifications: one person of an organization's team, the owner (`memberId` null) or a member. Each has
 * their own notifications and unread state.
 */
export interface NotificationRecipient {
  employerId: string;
  memberId: string | null;
}

/** The rows of one person. */
function ownedBy({ employerId, memberId }: NotificationRecipient): SQL {
  return and(
    eq(notifications.employerId, employerId),
    memberId === null ? isNull(notifications.memberId) : eq(notifications.memberId, memberId),
  ) as SQL;
}

/** What a new notification links to; stored in `notifications.data`. */
export interface NotificationLinks {
  conversation?: string;
  job?: string;
  match?: string;
  savedSearch?: string;
}

export function toNotificationView(row: NotificationRow): NotificationView {
  const data = row.data as NotificationLinks;
  return {
    _id: row.id,
    title: row.title,
    body: row.body,
    data: {
      type: row.type as NotificationType,
      markAsRead: row.markAsRead,
      ...(typeof data.conversation === 'string' ? { conversation: data.conversation } : {}),
      ...(typeof data.job === 'string' ? { job: data.job } : {}),
      ...(typeof data.match === 'string' ? { match: data.match } : {}),
      ...(typeof data.savedSearch === 'string' ? { savedSearch: data.savedSearch } : {}),
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores one notification for each of its recipients (the people of one organization) in one statement, and
 * returns each person's copy. The title may be an expression of the statement (see {@link candidateNameSql}), so
 * that what it names is read in the same round trip.
 */
export async function createNotification(
  db: Db,
  input: {
    employerId: string;
    /** The members it is for; null for the owner. */
    recipients: readonly (string | null)[];
    type: NotificationType;
    title: string | SQL<string>;
    body?: string;
    links?: NotificationLinks;
  },
): Promise<{ memberId: string | null; notification: NotificationView }[]> {
  if (input.recipients.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      input.recipients.map((memberId) => ({
        employerId: input.employerId,
        memberId,
        type: input.type,
        title: input.title,
        body: input.body ?? '',
        data: { ...input.links },
      })),
    )
    .returning();
  return rows.map((row) => ({ memberId: row.memberId, notification: toNotificationView(row) }));
}

/** The candidate's full name, or a neutral word when the candidate is gone. */
export async function candidateName(db: Db, candidateId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: candidates.firstName, lastName: candidates.lastName })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : 'A candidate';
}

/** {@link candidateName} as an expression of a statement: the same text, read where it is used. */
export function candidateNameSql(candidateId: string): SQL<string> {
  return sql<string>`coalesce((select trim(${candidates.firstName} || ' ' || ${candidates.lastName})
    from ${candidates} where ${candidates.id} = ${candidateId}), 'A candidate')`;
}

/** The job's title, or a neutral phrase when the job is gone. */
export async function jobTitle(db: Db, jobId: string): Promise<string> {
  const [row] = await db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  return row?.title ?? 'your job';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isMessage = eq(notifications.type, NotificationType.NewMessage);
const isNotMessage = sql`${notifications.type} <> ${NotificationType.NewMessage}`;

/** Unread notifications of one person: messages counted apart from the rest (spec §4). */
export async function unreadCounts(db: Db, recipient: NotificationRecipient): Promise<UnreadCounts> {
  const [counts] = await db
    .select({
      unreadCount: sql<number>`count(*) filter (where ${isNotMessage})`.mapWith(Number),
      unreadMessageCount: sql<number>`count(*) filter (where ${isMessage})`.mapWith(Number),
    })
    .from(notifications)
    .where(and(ownedBy(recipient), eq(notifications.markAsRead, false)));
  return { unreadCount: counts?.unreadCount ?? 0, unreadMessageCount: counts?.unreadMessageCount ?? 0 };
}

/** One page of one person's notifications, newest first, and their unread counts. */
export async function listNotifications(
  db: Db,
  recipient: NotificationRecipient,
  page: { pageNumber: number; pageSize: number },
): Promise<NotificationPage> {
  // The unread counts ride on the page as window aggregates over all the person's notifications (computed
  // before LIMIT/OFFSET): one statement instead of two. A page past the end has no row to carry them.
  const isUnread = eq(notifications.markAsRead, false);
  const rows = await db
    .select({
      notification: notifications,
      unreadCount: sql<number>`count(*) filter (where ${and(isUnread, isNotMessage)}) over ()`.mapWith(
        Number,
      ),
      unreadMessageCount: sql<number>`count(*) filter (where ${and(isUnread, isMessage)}) over ()`.mapWith(
        Number,
      ),
    })
    .from(notifications)
    .where(ownedBy(recipient))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
  const [first] = rows;
  const counts = first
    ? { unreadCount: first.unreadCount, unreadMessageCount: first.unreadMessageCount }
    : await unreadCounts(db, recipient);
  return { notifications: rows.map((row) => toNotificationView(row.notification)), ...counts };
}

/** Marks one of the person's notifications read; null when it is not theirs (or does not exist). */
export async function markNotificationRead(
  db: Db,
  recipient: NotificationRecipient,
  notificationId: string,
): Promise<NotificationView | null> {
  if (!UUID.test(notificationId)) return null;
  const [row] = await db
    .update(notifications)
    .set({ markAsRead: true })
    .where(and(eq(notifications.id, notificationId), ownedBy(recipient)))
    .returning();
  return row ? toNotificationView(row) : null;
}

/** Marks every notification of the person read. */
export async function markAllRead(db: Db, recipient: NotificationRecipient): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ markAsRead: true })
    .where(and(ownedBy(recipient), eq(notifications.markAsRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks the person's new-message notifications of one conversation read. */
export async function markConversationRead(
  db: Db,
  recipient: NotificationRecipient,
  conversationId: string,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ markAsRead: true })
    .where(
      and(
        ownedBy(recipient),
        eq(notifications.markAsRead, false),
        isMessage,
        sql`${notifications.data}->>'conversation' = ${conversationId}`,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
