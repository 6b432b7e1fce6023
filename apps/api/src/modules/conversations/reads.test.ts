import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Database, Db } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { conversationReads, conversations, members, messages } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { createTestDatabase, testDatabases } from '../../testing/database.js';
import { migrationsBefore } from '../../testing/migrations.js';
import { createCandidateSession } from '../employee/sessions.js';
import { call, insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';
import { signedInMember } from '../team/test-support.js';

/** What one person of the team sees of one conversation in their inbox: absent when it is not there. */
interface Listed {
  _id: string;
  employerCount: number;
  archived: boolean;
}

describe.each(testDatabases())('each person’s own read and archive state (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let owner: { id: string; token: string };
  let recruiter: { id: string; token: string };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    owner = await insertEmployer(db);
    recruiter = await signedInMember(db, owner.id, 'recruiter', 'Ana Ruiz');
  });

  afterAll(async () => {
    await testApp?.close();
  });

  /** A conversation of a new candidate invited to a new job of the organization's, and the candidate's session. */
  async function newConversation(organization = owner) {
    const jobId = await insertJob(db, organization.id);
    const candidateId = await insertCandidate(db, {
      email: `${randomUUID()}@doctors.test`,
      passwordHash: 'signs-in-by-session-in-these-tests',
    });
    const invited = await call(app, 'POST', '/employer/match/invite', organization.token, {
      jobId,
      candidateId,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const [conversation] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.matchId, invited.json().data.match._id));
    if (!conversation) throw new Error('the invite created no conversation');
    const { token: candidateToken } = await createCandidateSession(db, candidateId);
    return { id: conversation.id, jobId, candidateToken };
  }

  const candidateWrites = async (conversationId: string, candidateToken: string, body: string) => {
    const sent = await call(
      app,
      'POST',
      `/employee/conversations/${conversationId}/messages`,
      candidateToken,
      {
        body,
        tempMsgId: Math.floor(Math.random() * 100_000),
      },
    );
    expect(sent.statusCode, sent.body).toBe(200);
  };
  const inbox = async (token: string, query = '', organizationId = owner.id) => {
    const response = await call(
      app,
      'GET',
      `/employer/conversation/get-all-conversation/${organizationId}${query}`,
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { conversations: Listed[]; total: number };
  };
  const listed = async (token: string, conversationId: string, query = '', organizationId = owner.id) =>
    (await inbox(token, query, organizationId)).conversations.find((item) => item._id === conversationId);
  const open = async (token: string, conversationId: string) => {
    const response = await call(
      app,
      'GET',
      `/employer/conversation/get-single-conversation/${conversationId}`,
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.conversation as Listed;
  };
  const archive = async (token: string, conversationId: string, action: 'archive' | 'unarchive') => {
    const response = await call(app, 'POST', `/employer/conversation/${conversationId}/${action}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.conversation as Listed;
  };

  it('a candidate’s message is unread for the owner and the recruiter until each reads it', async () => {
    const { id, candidateToken } = await newConversation();
    await candidateWrites(id, candidateToken, 'Is the position still open?');
    expect(await listed(owner.token, id)).toMatchObject({ employerCount: 1 });
    expect(await listed(recruiter.token, id)).toMatchObject({ employerCount: 1 });

    // The recruiter opens the thread: read for them, still unread for the owner.
    expect(await open(recruiter.token, id)).toMatchObject({ employerCount: 0 });
    expect(await listed(recruiter.token, id)).toMatchObject({ employerCount: 0 });
    expect(await listed(owner.token, id)).toMatchObject({ employerCount: 1 });

    // A second message: one unread for the recruiter, two for the owner.
    await candidateWrites(id, candidateToken, 'I could start in March.');
    expect(await listed(recruiter.token, id)).toMatchObject({ employerCount: 1 });
    expect(await listed(owner.token, id)).toMatchObject({ employerCount: 2 });

    // The owner reads: theirs clears, the recruiter's stays.
    expect(await open(owner.token, id)).toMatchObject({ employerCount: 0 });
    expect(await listed(owner.token, id)).toMatchObject({ employerCount: 0 });
    expect(await listed(recruiter.token, id)).toMatchObject({ employerCount: 1 });

    // Reading again, or catching up on one message, keeps it read.
    await open(owner.token, id);
    const caughtUp = await call(
      app,
      'GET',
      `/employer/conversation/get-single-conversation/${id}?afterSeq=1&pageSize=1`,
      recruiter.token,
    );
    expect(caughtUp.json().data.conversation.employerCount).toBe(0);
    expect(await listed(owner.token, id)).toMatchObject({ employerCount: 0 });
    expect(await listed(recruiter.token, id)).toMatchObject({ employerCount: 0 });
  });

  it('archiving takes a conversation out of one person’s inbox, not the team’s', async () => {
    const { id, candidateToken } = await newConversation();
    await candidateWrites(id, candidateToken, 'Thank you for the invite.');

    expect(await archive(recruiter.token, id, 'archive')).toMatchObject({ archived: true, employerCount: 1 });
    expect(await listed(recruiter.token, id)).toBeUndefined();
    expect(await listed(recruiter.token, id, '?archived=true')).toMatchObject({ archived: true });
    expect(await listed(owner.token, id)).toMatchObject({ archived: false, employerCount: 1 });
    expect(await listed(owner.token, id, '?archived=true')).toBeUndefined();
    expect(await open(owner.token, id)).toMatchObject({ archived: false });
    expect(await open(recruiter.token, id)).toMatchObject({ archived: true });
    // The totals of each inbox follow, on a page past the end too.
    const recruiterTotal = (await inbox(recruiter.token)).total;
    expect((await inbox(owner.token)).total).toBe(recruiterTotal + 1);
    expect((await inbox(recruiter.token, '?pageNumber=9')).total).toBe(recruiterTotal);

    // Archiving again keeps it archived; the owner's archive is theirs alone too.
    expect(await archive(recruiter.token, id, 'archive')).toMatchObject({ archived: true });
    expect(await archive(owner.token, id, 'archive')).toMatchObject({ archived: true });
    expect(await archive(recruiter.token, id, 'unarchive')).toMatchObject({ archived: false });
    expect(await listed(recruiter.token, id)).toMatchObject({ archived: false });
    expect(await listed(owner.token, id)).toBeUndefined();
    expect(await listed(owner.token, id, '?archived=true')).toMatchObject({ archived: true });
    // Unarchiving what is not archived changes nothing.
    expect(await archive(recruiter.token, id, 'unarchive')).toMatchObject({
      archived: false,
      employerCount: 0,
    });
  });

  it('a new member has read nothing yet; a new conversation is unread for everyone', async () => {
    const { id, candidateToken } = await newConversation();
    await candidateWrites(id, candidateToken, 'Hello!');
    await open(owner.token, id);
    const joined = await signedInMember(db, owner.id, 'recruiter', 'Lee Chen');
    expect(await listed(joined.token, id)).toMatchObject({ employerCount: 1, archived: false });
    expect(await listed(owner.token, id)).toMatchObject({ employerCount: 0 });
  });

  it('the navigation badge and the inbox agree for each person: a hiring manager reads for themselves', async () => {
    // An organization of its own, so that its owner's badge counts this test's message alone.
    const clinic = await insertEmployer(db, { organizationName: 'Northside Pediatrics' });
    const manager = await signedInMember(db, clinic.id, 'hiring-manager', 'Sam Lee');
    const { id, jobId, candidateToken } = await newConversation(clinic);
    const team = await call(app, 'PUT', `/employer/jobs/${jobId}/hiring-team`, clinic.token, {
      recruiterMemberId: null,
      hiringManagerIds: [manager.id],
    });
    expect(team.statusCode, team.body).toBe(200);
    await candidateWrites(id, candidateToken, 'When could we talk?');
    const badge = async (token: string) =>
      (await call(app, 'GET', `/employer/notification/get-all-notification/${clinic.id}`, token)).json().data
        .unreadMessageCount as number;
    const count = async (token: string) => (await listed(token, id, '', clinic.id))?.employerCount;
    // The job's lead (the owner) and its hiring manager each hear of it.
    await expect.poll(() => badge(manager.token)).toBe(1);
    await expect.poll(() => badge(clinic.token)).toBe(1);
    expect(await count(manager.token)).toBe(1);
    expect(await count(clinic.token)).toBe(1);

    // The hiring manager opens the thread, as the messages screen does: the thread and its notifications.
    expect(await open(manager.token, id)).toMatchObject({ employerCount: 0 });
    const marked = await call(
      app,
      'PATCH',
      `/employer/notification/${clinic.id}/mark-as-read-conversation-notification/${id}`,
      manager.token,
    );
    expect(marked.json().data.unreadMessageCount).toBe(0);
    expect(await badge(manager.token)).toBe(0);
    expect(await count(manager.token)).toBe(0);
    // The owner's badge and count are untouched.
    expect(await badge(clinic.token)).toBe(1);
    expect(await count(clinic.token)).toBe(1);
    // A hiring manager still does not archive (nor write).
    const refused = await call(app, 'POST', `/employer/conversation/${id}/archive`, manager.token);
    expect(refused.statusCode).toBe(403);
  });

  it('tells the candidate how many of their messages no one of the team has read yet', async () => {
    const { id, candidateToken } = await newConversation();
    await candidateWrites(id, candidateToken, 'One');
    await candidateWrites(id, candidateToken, 'Two');
    const seen = async () =>
      (await call(app, 'GET', '/employee/conversations', candidateToken)).json().data
        .conversations[0] as Listed;
    expect(await seen()).toMatchObject({ employerCount: 2, archived: false });
    await open(recruiter.token, id);
    await candidateWrites(id, candidateToken, 'Three');
    expect(await seen()).toMatchObject({ employerCount: 1 });
    // The team's archives are not the candidate's to see.
    await archive(owner.token, id, 'archive');
    expect(await seen()).toMatchObject({ employerCount: 1, archived: false });
  });
});

describe.each(testDatabases('both'))(
  'the conversation_reads migration: the shared state becomes each person’s (%s)',
  (kind) => {
    let database: Database;
    let before: string;

    beforeAll(async () => {
      database = await createTestDatabase(kind, { empty: true });
      // The migrations before this one: the state was the team's, on the conversation.
      before = await migrationsBefore('_conversation_reads');
      await migrate(database, before);
    });

    afterAll(async () => {
      await database?.close();
      if (before) await rm(before, { recursive: true, force: true });
    });

    it('keeps every current person’s unread count and archive, and needs no row for the untouched', async () => {
      const { db } = database;
      /** An organization as the migrations before 0018 stored it (plain SQL: no later column). */
      const insertOrganization = async (organizationName: string) => {
        const { rows } = await db.execute<{ id: string }>(sql`
          insert into employers (email, password_hash, account_status, subscription_status, current_profile_step,
            organization_name)
          values (${`owner-${randomUUID()}@clinic.test`}, 'not-used', 'approved', 'active', 5, ${organizationName})
          returning id`);
        return { id: rows[0]?.id as string };
      };
      const owner = await insertOrganization('Lakeside Family Clinic');
      const [member, removed] = await db
        .insert(members)
        .values(
          [null, new Date()].map((removedAt, index) => ({
            employerId: owner.id,
            email: `member-${index}-${randomUUID()}@clinic.test`,
            role: 'recruiter',
            status: 'active',
            removedAt,
          })),
        )
        .returning({ id: members.id });
      const other = await insertOrganization('Riverbend Health');
      const jobId = await insertJob(db, owner.id);
      const otherJobId = await insertJob(db, other.id);

      /** A conversation as the migrations before 0018 stored it, with its messages from the candidate. */
      const conversation = async (
        employerId: string,
        job: string,
        state: { candidateMessages: number; unread: number; archivedAt?: string },
      ) => {
        const candidateId = await insertCandidate(db);
        // Plain SQL: this database is at the migration before conversation_reads, without later columns.
        const inserted = await db.execute<{ id: string }>(sql`
        insert into matches (job_id, employer_id, candidate_id, request_status, origin)
        values (${job}, ${employerId}, ${candidateId}, 'accepted', 'application') returning id`);
        const match = inserted.rows[0];
        const { rows } = await db.execute<{ id: string }>(sql`
        insert into conversations (match_id, employer_id, candidate_id, job_id, last_seq, employer_unread,
          employer_archived_at)
        values (${match?.id}, ${employerId}, ${candidateId}, ${job}, ${state.candidateMessages},
          ${state.unread}, ${state.archivedAt ?? null})
        returning id`);
        const id = rows[0]?.id as string;
        for (let seq = 1; seq <= state.candidateMessages; seq += 1) {
          await db.insert(messages).values({
            conversationId: id,
            seq,
            senderKind: 'candidate',
            senderId: candidateId,
            body: `m${seq}`,
          });
        }
        return id;
      };
      const archivedAt = '2026-03-01T10:00:00.000Z';
      const partlyRead = await conversation(owner.id, jobId, { candidateMessages: 3, unread: 1 });
      const unreadAll = await conversation(owner.id, jobId, { candidateMessages: 2, unread: 2 });
      const archived = await conversation(owner.id, jobId, { candidateMessages: 0, unread: 0, archivedAt });
      // A count the messages no longer explain carries over whole.
      const overCounted = await conversation(owner.id, jobId, { candidateMessages: 0, unread: 2 });
      const theirs = await conversation(other.id, otherJobId, { candidateMessages: 1, unread: 0 });

      await migrate(database);

      const counts = await db
        .select({ id: conversations.id, candidateMessages: conversations.candidateMessages })
        .from(conversations);
      expect(Object.fromEntries(counts.map((row) => [row.id, row.candidateMessages]))).toEqual({
        [partlyRead]: 3,
        [unreadAll]: 2,
        [archived]: 0,
        [overCounted]: 2,
        [theirs]: 1,
      });
      const reads = await db.select().from(conversationReads);
      const state = (conversationId: string) =>
        reads
          .filter((row) => row.conversationId === conversationId)
          .map((row) => ({
            memberId: row.memberId,
            read: row.candidateMessagesRead,
            archivedAt: row.archivedAt?.toISOString() ?? null,
          }))
          .sort((a, b) => String(a.memberId).localeCompare(String(b.memberId)));
      const forOwnerAndMember = (read: number, at: string | null) =>
        [
          { memberId: member?.id ?? '', read, archivedAt: at },
          { memberId: null, read, archivedAt: at },
        ].sort((a, b) => String(a.memberId).localeCompare(String(b.memberId)));
      expect(state(partlyRead)).toEqual(forOwnerAndMember(2, null));
      expect(state(archived)).toEqual(forOwnerAndMember(0, archivedAt));
      // Nothing read and nothing archived: no row needed. A removed member gets none.
      expect(state(unreadAll)).toEqual([]);
      expect(state(overCounted)).toEqual([]);
      expect(reads.some((row) => row.memberId === removed?.id)).toBe(false);
      expect(state(theirs)).toEqual([{ memberId: null, read: 1, archivedAt: null }]);
      const columns = await db.execute<{ column_name: string }>(
        sql`select column_name from information_schema.columns where table_name = 'conversations'`,
      );
      expect(columns.rows.map((row) => row.column_name)).not.toContain('employer_unread');
      expect(columns.rows.map((row) => row.column_name)).not.toContain('employer_archived_at');
    });
  },
);
