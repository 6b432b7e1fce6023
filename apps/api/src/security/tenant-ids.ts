import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  candidates,
  conversations,
  jobs,
  matches,
  messages,
  messageTemplates,
  notifications,
  savedSearches,
  subscriptions,
  uploads,
} from '../db/schema.js';

/** The kinds of ids an employer's data is reached by, each with the employer's own ids of that kind. */
export type TenantIds = Record<
  | 'employer'
  | 'job'
  | 'match'
  | 'conversation'
  | 'message'
  | 'notification'
  | 'subscription'
  | 'upload'
  | 'messageTemplate'
  | 'savedSearch',
  string[]
>;

/**
 * Every id of `employerId`'s own data, by kind, read from the database (so a suite never maps route
 * parameters to kinds by hand: it tries them all). At most `perKind` of each.
 */
export async function tenantIds(db: Db, employerId: string, perKind = 3): Promise<TenantIds> {
  const conversationRows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.employerId, employerId));
  const conversationIds = conversationRows.map((row) => row.id);
  const pick = (rows: { id: string }[]) => rows.slice(0, perKind).map((row) => row.id);
  return {
    employer: [employerId],
    job: pick(await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.employerId, employerId))),
    match: pick(await db.select({ id: matches.id }).from(matches).where(eq(matches.employerId, employerId))),
    conversation: conversationIds.slice(0, perKind),
    message: conversationIds.length
      ? pick(
          await db
            .select({ id: messages.id })
            .from(messages)
            .where(inArray(messages.conversationId, conversationIds)),
        )
      : [],
    notification: pick(
      await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.employerId, employerId)),
    ),
    subscription: pick(
      await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.employerId, employerId)),
    ),
    upload: (await db.select({ key: uploads.key }).from(uploads).where(eq(uploads.employerId, employerId)))
      .slice(0, perKind)
      .map((row) => row.key),
    messageTemplate: pick(
      await db
        .select({ id: messageTemplates.id })
        .from(messageTemplates)
        .where(eq(messageTemplates.employerId, employerId)),
    ),
    savedSearch: pick(
      await db
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(eq(savedSearches.employerId, employerId)),
    ),
  };
}

/** A few candidate ids (candidates belong to no employer: every employer may look at them). */
export async function someCandidateIds(db: Db, count = 3): Promise<string[]> {
  return (await db.select({ id: candidates.id }).from(candidates).limit(count)).map((row) => row.id);
}
