import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.js';
import { candidateSessions, candidates, employers, sessions } from '../../db/schema.js';
import { createTestDatabase, testDatabases } from '../../testing/database.js';
import {
  createCandidateSession,
  findActiveCandidateSession,
  findEndedCandidateSessionIds,
} from '../employee/sessions.js';
import { createSession, findActiveSession, findEndedSessionIds, revokeEmployerSessions } from './sessions.js';

let employerCount = 0;

async function addEmployer(db: Db, values: Partial<typeof employers.$inferInsert> = {}) {
  employerCount += 1;
  const [row] = await db
    .insert(employers)
    .values({
      email: `rules-${employerCount}@clinic.test`,
      passwordHash: 'not-used',
      accountStatus: 'approved',
      ...values,
    })
    .returning({ id: employers.id });
  if (!row) throw new Error('no employer inserted');
  return row.id;
}

async function addCandidate(db: Db, email: string) {
  const [row] = await db
    .insert(candidates)
    .values({
      firstName: 'Jordan',
      lastName: 'Rivera',
      providerType: 'MD',
      specialty: 'Sports Medicine',
      homeState: 'CO',
      latitude: 39.7,
      longitude: -104.9,
      boardStatus: 'board-certified',
      yearsOfExperience: 5,
      yearAvailable: 2026,
      email,
      passwordHash: 'not-used',
    })
    .returning({ id: candidates.id });
  if (!row) throw new Error('no candidate inserted');
  return row.id;
}

describe.each(testDatabases())('session rules, one token and many ids (%s)', (kind) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(async () => database?.close());

  /** Each way an employer session ends, applied to a fresh employer with one session. */
  const endings: { name: string; end: (employerId: string, sessionId: string) => Promise<unknown> }[] = [
    {
      name: 'revoked (logout)',
      end: (_, sessionId) =>
        db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId)),
    },
    {
      name: 'expired',
      end: (_, sessionId) =>
        db
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(sessions.id, sessionId)),
    },
    {
      name: 'started before a password change',
      end: (employerId) =>
        db
          .update(employers)
          .set({ passwordChangedAt: new Date(Date.now() + 1000) })
          .where(eq(employers.id, employerId)),
    },
    ...(['rejected', 'block', 'draft'] as const).map((accountStatus) => ({
      name: `of a ${accountStatus} account`,
      end: (employerId: string) =>
        db.update(employers).set({ accountStatus }).where(eq(employers.id, employerId)),
    })),
    {
      name: 'of an archived account',
      end: (employerId) =>
        db.update(employers).set({ archivedAt: new Date() }).where(eq(employers.id, employerId)),
    },
    {
      name: 'deleted',
      end: (_, sessionId) => db.delete(sessions).where(eq(sessions.id, sessionId)),
    },
  ];

  it('the batch check of many ids ends exactly the sessions the token lookup refuses', async () => {
    const live = await addEmployer(db);
    const liveSession = await createSession(db, live);
    const ended: { name: string; token: string; id: string }[] = [];
    for (const { name, end } of endings) {
      const employerId = await addEmployer(db);
      const { token, session } = await createSession(db, employerId);
      expect(await findActiveSession(db, token)).not.toBeNull();
      await end(employerId, session.id);
      ended.push({ name, token, id: session.id });
    }

    for (const { name, token } of ended) {
      expect(await findActiveSession(db, token), name).toBeNull();
    }
    expect(await findActiveSession(db, liveSession.token)).not.toBeNull();
    const unknown = randomUUID();
    const ids = [liveSession.session.id, ...ended.map((entry) => entry.id), unknown];
    expect(await findEndedSessionIds(db, ids)).toEqual([...ended.map((entry) => entry.id), unknown]);
    expect(await findEndedSessionIds(db, [])).toEqual([]);
  });

  it('a blocked account stays signed out when its status is set back: its sessions were revoked', async () => {
    const employerId = await addEmployer(db);
    const first = await createSession(db, employerId);
    const second = await createSession(db, employerId);
    await db.update(employers).set({ accountStatus: 'block' }).where(eq(employers.id, employerId));
    expect((await revokeEmployerSessions(db, employerId)).sort()).toEqual(
      [first.session.id, second.session.id].sort(),
    );
    await db.update(employers).set({ accountStatus: 'approved' }).where(eq(employers.id, employerId));
    expect(await findActiveSession(db, first.token)).toBeNull();
    expect(await findEndedSessionIds(db, [first.session.id, second.session.id])).toHaveLength(2);
  });

  it('candidate sessions: the batch check follows the token lookup', async () => {
    const candidateId = await addCandidate(db, 'rules.candidate@candidate.test');
    const live = await createCandidateSession(db, candidateId);
    const revoked = await createCandidateSession(db, candidateId);
    const expired = await createCandidateSession(db, candidateId);
    await db
      .update(candidateSessions)
      .set({ revokedAt: new Date() })
      .where(eq(candidateSessions.id, revoked.session.id));
    await db
      .update(candidateSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(candidateSessions.id, expired.session.id));
    expect(await findActiveCandidateSession(db, live.token)).not.toBeNull();
    expect(await findActiveCandidateSession(db, revoked.token)).toBeNull();
    expect(await findActiveCandidateSession(db, expired.token)).toBeNull();
    expect(
      await findEndedCandidateSessionIds(db, [live.session.id, revoked.session.id, expired.session.id]),
    ).toEqual([revoked.session.id, expired.session.id]);

    // A candidate without a password can no longer sign in: every session of theirs has ended.
    await db.update(candidates).set({ passwordHash: null }).where(eq(candidates.id, candidateId));
    expect(await findActiveCandidateSession(db, live.token)).toBeNull();
    expect(await findEndedCandidateSessionIds(db, [live.session.id])).toEqual([live.session.id]);
  });
});
