import { MemberStatus } from '@medhire/domain';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, type Person, people, pushTokens, sessions } from '../../db/schema.js';

/** The person who signs in with `email` (lower case), if any. */
export async function personOf(db: Db, email: string): Promise<Person | undefined> {
  const [person] = await db.select().from(people).where(eq(people.email, email)).limit(1);
  return person;
}

/**
 * Whether a person still belongs to an organization (joined, not removed): whether their password opens anything.
 * Someone whose every membership ended has no sign-in left to protect: an invitation mailed to them lets them
 * choose a new password, as a recovery would.
 */
export async function belongsAnywhere(db: Db, personId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(eq(members.personId, personId), eq(members.status, MemberStatus.Active), isNull(members.removedAt)),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * Stores a person's new password (a change or a reset): the sessions of every membership of theirs started before
 * now are void (and marked revoked) except `keepSessionId`, which is carried over the change, and their devices
 * get no more pushes until they sign in again. One transaction, so no reader sees the kept session voided.
 */
export async function setPersonPassword(
  db: Db,
  personId: string,
  passwordHash: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const theirs = tx.select({ id: members.id }).from(members).where(eq(members.personId, personId));
    await tx.update(people).set({ passwordHash, passwordChangedAt: now }).where(eq(people.id, personId));
    await tx.delete(pushTokens).where(inArray(pushTokens.memberId, theirs));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          inArray(sessions.memberId, theirs),
          isNull(sessions.revokedAt),
          ...(keepSessionId ? [ne(sessions.id, keepSessionId)] : []),
        ),
      );
    if (keepSessionId) {
      // Started "after" the change, so the new password does not void it; a logout that got there first stays.
      await tx
        .update(sessions)
        .set({ createdAt: now })
        .where(and(eq(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
    }
  });
}
