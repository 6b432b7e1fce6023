import { randomUUID } from 'node:crypto';
import { type InvitableRole, MemberStatus } from '@medhire/domain';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema.js';
import { createSession } from '../auth/sessions.js';

/** A joined member of `employerId`'s team with `role`, signed in: their id, email and session token. */
export async function signedInMember(db: Db, employerId: string, role: InvitableRole, name: string) {
  const [row] = await db
    .insert(members)
    .values({
      employerId,
      email: `${role}-${randomUUID()}@clinic.test`,
      name,
      role,
      status: MemberStatus.Active,
      passwordHash: 'signs-in-by-session-in-these-tests',
      joinedAt: new Date(),
    })
    .returning({ id: members.id, email: members.email });
  if (!row) throw new Error('no member inserted');
  return { ...row, token: (await createSession(db, employerId, new Date(), row.id)).token };
}
