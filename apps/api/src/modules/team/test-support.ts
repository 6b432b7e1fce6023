import { randomUUID } from 'node:crypto';
import { type InvitableRole, MemberStatus } from '@medhire/domain';
import type { Db } from '../../db/client.js';
import { members, people } from '../../db/schema.js';
import { createSession } from '../auth/sessions.js';

/**
 * A person who signs in with `email` (lower case) and the password whose hash is given (a placeholder where the
 * tests sign in by session): their id, for a joined member's `personId`.
 */
export async function addPerson(db: Db, email: string, passwordHash = 'signs-in-by-session-in-these-tests') {
  const [row] = await db.insert(people).values({ email, passwordHash }).returning({ id: people.id });
  if (!row) throw new Error('no person inserted');
  return row.id;
}

/** A joined member of `employerId`'s team with `role`, signed in: their id, email and session token. */
export async function signedInMember(db: Db, employerId: string, role: InvitableRole, name: string) {
  const email = `${role}-${randomUUID()}@clinic.test`;
  const [row] = await db
    .insert(members)
    .values({
      employerId,
      email,
      name,
      role,
      status: MemberStatus.Active,
      personId: await addPerson(db, email),
      joinedAt: new Date(),
    })
    .returning({ id: members.id, email: members.email });
  if (!row) throw new Error('no member inserted');
  return { ...row, token: (await createSession(db, employerId, new Date(), row.id)).token };
}
