import { randomUUID } from 'node:crypto';
import { MessageStatus } from '@medhire/domain';
import { asc, eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.js';
import { conversations, matches, messages } from '../../db/schema.js';
import { createTestDatabase, testDatabases } from '../../testing/database.js';
import { insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';
import {
  createMatchConversations,
  SEND_ATTEMPTS_UNLOCKED,
  type SentMessage,
  sendMessage,
} from './service.js';

describe.each(testDatabases('both'))('sendMessage (%s)', (kind) => {
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
    return { id: conversation.id, employerId: employer.id, candidateId, jobId: conversation.jobId };
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
        status: MessageStatus.Sent,
        sentTime: stored?.sentTime.toISOString(),
        sender: 'candidate',
        senderId: conversation.candidateId,
        isDeleted: false,
        tempMsgId: 81234,
      },
      created: true,
      employerId: conversation.employerId,
      candidateId: conversation.candidateId,
      jobId: conversation.jobId,
    });
    expect(Date.parse(sent.message.sentTime)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(row).toMatchObject({ lastSeq: 1, candidateMessages: 1, candidateUnread: 0 });
    expect(row?.lastMessageAt?.toISOString()).toBe(sent.message.sentTime);
  });

  it.each([
    ['unlocked first', SEND_ATTEMPTS_UNLOCKED],
    ['behind the lock at once', 0],
  ])(
    'writes one message for copies of a retry sent at once, numbering the other senders’ in order (%s)',
    async (_, attemptsUnlocked) => {
      const conversation = await newConversation();
      const options = { attemptsUnlocked };
      const candidate = { kind: 'candidate' as const, id: conversation.candidateId };
      const employer = { kind: 'employer' as const, id: conversation.employerId };
      // On PostgreSQL these run on several connections at once (the first round also opens them): only the
      // conversation's lock keeps the copies of a retry from all writing.
      for (let round = 1; round <= 4; round += 1) {
        const sends: Promise<SentMessage>[] = [];
        for (let index = 0; index < 6; index += 1) {
          const late = { body: 'Running late', tempMsgId: round };
          sends.push(sendMessage(db, candidate, conversation.id, late, options));
          sends.push(
            sendMessage(
              db,
              employer,
              conversation.id,
              { body: `Update ${round}.${index}`, tempMsgId: 100 * round + index },
              options,
            ),
          );
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
      expect(row).toMatchObject({ lastSeq: 28, candidateMessages: 4, candidateUnread: 24 });
    },
  );

  it.each([
    ['unlocked first', SEND_ATTEMPTS_UNLOCKED],
    ['behind the lock at once', 0],
  ])('refuses a conversation of someone else, writing nothing (%s)', async (_, attemptsUnlocked) => {
    const conversation = await newConversation();
    const stranger = await insertEmployer(db);
    await expect(
      sendMessage(
        db,
        { kind: 'employer', id: stranger.id },
        conversation.id,
        { body: 'Hello', tempMsgId: 1 },
        { attemptsUnlocked },
      ),
    ).rejects.toMatchObject({ statusCode: 404 });
    const rows = await db.select().from(messages).where(eq(messages.conversationId, conversation.id));
    expect(rows).toHaveLength(0);
  });
});

// Only PostgreSQL has other connections: a copy of a retry committed by one while a send is on its way.
describe.each(testDatabases('both').filter((kind) => kind === 'postgres'))(
  'sendMessage racing a retry (%s)',
  (kind) => {
    let database: Database;
    let db: Db;
    let pool: pg.Pool;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      if (database.driver.kind !== 'postgres') throw new Error('PostgreSQL only');
      pool = database.driver.pool;
    });

    afterAll(async () => {
      await database?.close();
    });

    it.each([
      ['unlocked first', SEND_ATTEMPTS_UNLOCKED],
      ['behind the lock at once', 0],
    ])(
      'answers the copy committed while the send waited for the conversation (%s)',
      async (_, attemptsUnlocked) => {
        const employer = await insertEmployer(db);
        const jobId = await insertJob(db, employer.id);
        const candidateId = await insertCandidate(db, { email: `${randomUUID()}@doctors.test` });
        const [match] = await db
          .insert(matches)
          .values({
            jobId,
            employerId: employer.id,
            candidateId,
            requestStatus: 'accepted',
            origin: 'invite',
          })
          .returning({
            id: matches.id,
            employerId: matches.employerId,
            candidateId: matches.candidateId,
            jobId: matches.jobId,
          });
        if (!match) throw new Error('no match inserted');
        await createMatchConversations(db, [match]);
        const [conversation] = await db
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.matchId, match.id));
        if (!conversation) throw new Error('no conversation created');

        // The first copy, as a send writes it, in a transaction left open on another connection.
        const first = await pool.connect();
        try {
          await first.query('begin');
          await first.query(
            `with numbered as (update conversations set last_seq = last_seq + 1, candidate_messages = candidate_messages + 1
           where id = $1 returning last_seq)
         insert into messages (conversation_id, seq, sender_kind, sender_id, body, temp_msg_id)
         select $1, last_seq, 'candidate', $2, 'Running late', '77' from numbered`,
            [conversation.id, candidateId],
          );
          const second = sendMessage(
            db,
            { kind: 'candidate', id: candidateId },
            conversation.id,
            { body: 'Running late', tempMsgId: 77 },
            { attemptsUnlocked },
          );
          // The second copy waits for the conversation's row, then the first commits.
          await expect
            .poll(async () => {
              const { rows } = await pool.query(
                `select count(*)::int as waiting from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
              );
              return rows[0].waiting;
            })
            .toBe(1);
          await first.query('commit');
          const answered = await second;
          expect(answered).toMatchObject({ created: false, message: { seq: 1, tempMsgId: 77 } });
        } finally {
          first.release();
        }
        const rows = await db.select().from(messages).where(eq(messages.conversationId, conversation.id));
        expect(rows).toHaveLength(1);
        const [row] = await db.select().from(conversations).where(eq(conversations.id, conversation.id));
        expect(row).toMatchObject({ lastSeq: 1, candidateMessages: 1 });
      },
    );
  },
);
