import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.js';
import { conversations, matches, messages } from '../../db/schema.js';
import { createTestDatabase, testDatabases } from '../../testing/database.js';
import { insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';
import { createMatchConversations, type SentMessage, sendMessage } from './service.js';

describe.each(testDatabases())('sendMessage (%s)', (kind) => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });

  afterAll(async () => {
    await database?.close();
  });

  /** An accepted match of a new employer and candidate, and its conversation. */
  async function newConversation() {
    const employer = await insertEmployer(db);
    const jobId = await insertJob(db, employer.id);
    const candidateId = await insertCandidate(db, { email: `${randomUUID()}@doctors.test` });
    const created = await db
      .insert(matches)
      .values({ jobId, employerId: employer.id, candidateId, requestStatus: 'accepted', origin: 'invite' })
      .returning({
        id: matches.id,
        employerId: matches.employerId,
        candidateId: matches.candidateId,
        jobId: matches.jobId,
      });
    await createMatchConversations(db, created);
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.employerId, employer.id));
    if (!conversation) throw new Error('no conversation created');
    return { id: conversation.id, employerId: employer.id, candidateId };
  }

  it('answers with the stored message, its seq and both sides', async () => {
    const conversation = await newConversation();
    const before = Date.now();
    const sent = await sendMessage(db, { kind: 'candidate', id: conversation.candidateId }, conversation.id, {
      body: 'I can start in March.',
      tempMsgId: 81234,
    });
    const [stored] = await db.select().from(messages).where(eq(messages.conversationId, conversation.id));
    expect(sent).toEqual({
      message: {
        _id: stored?.id,
        conversationId: conversation.id,
        seq: 1,
        body: 'I can start in March.',
        status: 2,
        sentTime: stored?.sentTime.toISOString(),
        sender: 'candidate',
        senderId: conversation.candidateId,
        isDeleted: false,
        tempMsgId: '81234',
      },
      created: true,
      employerId: conversation.employerId,
      candidateId: conversation.candidateId,
    });
    expect(Date.parse(sent.message.sentTime)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(row).toMatchObject({ lastSeq: 1, employerUnread: 1, candidateUnread: 0 });
    expect(row?.lastMessageAt?.toISOString()).toBe(sent.message.sentTime);
  });

  it('writes one message for copies of a retry sent at once, numbering the other senders’ in order', async () => {
    const conversation = await newConversation();
    const candidate = { kind: 'candidate' as const, id: conversation.candidateId };
    const employer = { kind: 'employer' as const, id: conversation.employerId };
    // On PostgreSQL these run on several connections at once (the first round also opens them): only the
    // conversation's lock keeps the copies of a retry from all writing.
    for (let round = 1; round <= 4; round += 1) {
      const sends: Promise<SentMessage>[] = [];
      for (let index = 0; index < 6; index += 1) {
        sends.push(sendMessage(db, candidate, conversation.id, { body: 'Running late', tempMsgId: round }));
        sends.push(sendMessage(db, employer, conversation.id, { body: `Update ${round}.${index}` }));
      }
      const copies = (await Promise.all(sends)).filter((result) => result.message.sender === 'candidate');
      expect(new Set(copies.map((copy) => copy.message._id)).size).toBe(1);
      expect(copies.filter((copy) => copy.created)).toHaveLength(1);
    }
    const rows = await db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation.id))
      .orderBy(asc(messages.seq));
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 28 }, (_, index) => index + 1));
    expect(rows.filter((row) => row.body === 'Running late')).toHaveLength(4);
    const [row] = await db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(row).toMatchObject({ lastSeq: 28, employerUnread: 4, candidateUnread: 24 });
  });

  it('refuses a conversation of someone else, writing nothing', async () => {
    const conversation = await newConversation();
    const stranger = await insertEmployer(db);
    await expect(
      sendMessage(db, { kind: 'employer', id: stranger.id }, conversation.id, { body: 'Hello' }),
    ).rejects.toMatchObject({ statusCode: 404 });
    const rows = await db.select().from(messages).where(eq(messages.conversationId, conversation.id));
    expect(rows).toHaveLength(0);
  });
});
