import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { conversations, employers, jobHiringManagers, messages } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { createCandidateSession } from '../employee/sessions.js';
import { call, insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';
import { signedInMember } from '../team/test-support.js';
import { replyTimeStats } from './reply-times.js';

const NEEDS_REPLY = '/employer/conversation/needs-reply';
const HOUR_MS = 60 * 60 * 1000;

interface Queued {
  _id: string;
  awaitingReplySince: string | null;
  overdue: boolean;
  lastMessage: { body: string } | null;
}

describe.each(testDatabases())('the needs-reply queue (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let owner: { id: string; token: string };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  /** A conversation of a new candidate invited to a job (a new one unless given) of the organization's. */
  async function newConversation(organization: { id: string; token: string }, jobId?: string) {
    const job = jobId ?? (await insertJob(db, organization.id));
    const candidateId = await insertCandidate(db, {
      email: `${randomUUID()}@doctors.test`,
      passwordHash: 'signs-in-by-session-in-these-tests',
    });
    const invited = await call(app, 'POST', '/employer/match/invite', organization.token, {
      jobId: job,
      candidateId,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const [conversation] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.matchId, invited.json().data.match._id));
    if (!conversation) throw new Error('the invite created no conversation');
    const { token: candidateToken } = await createCandidateSession(db, candidateId);
    return { id: conversation.id, jobId: job, candidateToken };
  }

  const candidateWrites = async (conversation: { id: string; candidateToken: string }, body: string) => {
    const sent = await call(
      app,
      'POST',
      `/employee/conversations/${conversation.id}/messages`,
      conversation.candidateToken,
      { body, tempMsgId: Math.floor(Math.random() * 100_000) },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    return sent.json().data.message as { _id: string; sentTime: string };
  };
  const teamWrites = async (conversationId: string, token: string, body: string) => {
    const sent = await call(app, 'POST', `/employer/conversation/send-message/${conversationId}`, token, {
      body,
      tempMsgId: Math.floor(Math.random() * 100_000),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return sent.json().data.message as { _id: string };
  };
  const queue = async (token: string, query = '') => {
    const response = await call(app, 'GET', `${NEEDS_REPLY}${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      conversations: Queued[];
      total: number;
      overdue: number;
      replyTargetMinutes: number;
    };
  };
  /** Moves a conversation's messages (and its wait) back in time: tests age a wait without a clock. */
  const age = async (conversationId: string, hours: number) => {
    const shift = sql`${hours} * interval '1 hour'`;
    await db
      .update(messages)
      .set({ sentTime: sql`${messages.sentTime} - ${shift}` })
      .where(eq(messages.conversationId, conversationId));
    await db
      .update(conversations)
      .set({ awaitingReplySince: sql`${conversations.awaitingReplySince} - ${shift}` })
      .where(eq(conversations.id, conversationId));
  };

  it('holds the conversations whose last message is the candidate’s, the longest waiting first', async () => {
    owner = await insertEmployer(db);
    const answered = await newConversation(owner);
    const recent = await newConversation(owner);
    const oldest = await newConversation(owner);
    const silent = await newConversation(owner);
    await candidateWrites(answered, 'Hello');
    await teamWrites(answered.id, owner.token, 'Hi, thanks for writing');
    await candidateWrites(recent, 'Is the job still open?');
    await candidateWrites(oldest, 'When could we talk?');
    await age(oldest.id, 3);

    const listed = await queue(owner.token);
    expect(listed.conversations.map((item) => item._id)).toEqual([oldest.id, recent.id]);
    expect(listed.total).toBe(2);
    expect(listed.overdue).toBe(0);
    expect(listed.replyTargetMinutes).toBe(24 * 60);
    expect(listed.conversations.map((item) => item._id)).not.toContain(silent.id);
  });

  it('counts the age from the candidate’s first message after the team’s last one', async () => {
    owner = await insertEmployer(db);
    const conversation = await newConversation(owner);
    await candidateWrites(conversation, 'First question');
    await teamWrites(conversation.id, owner.token, 'An answer');
    const first = await candidateWrites(conversation, 'A follow-up');
    await candidateWrites(conversation, 'And another one');

    const [item] = (await queue(owner.token)).conversations;
    expect(item?.awaitingReplySince).toBe(first.sentTime);
    expect(item?.lastMessage?.body).toBe('And another one');
  });

  it('flags a wait longer than the target as overdue, in the queue, the inbox and the thread', async () => {
    owner = await insertEmployer(db);
    const late = await newConversation(owner);
    const fresh = await newConversation(owner);
    await candidateWrites(late, 'Any news?');
    await candidateWrites(fresh, 'Hello');
    await age(late.id, 25);

    const listed = await queue(owner.token);
    expect(listed.overdue).toBe(1);
    expect(listed.conversations.map((item) => [item._id, item.overdue])).toEqual([
      [late.id, true],
      [fresh.id, false],
    ]);
    const inbox = await call(
      app,
      'GET',
      `/employer/conversation/get-all-conversation/${owner.id}`,
      owner.token,
    );
    const inInbox = (inbox.json().data.conversations as Queued[]).find((item) => item._id === late.id);
    expect(inInbox?.overdue).toBe(true);
    expect(inInbox?.awaitingReplySince).not.toBeNull();
    const thread = await call(
      app,
      'GET',
      `/employer/conversation/get-single-conversation/${late.id}`,
      owner.token,
    );
    expect(thread.json().data.conversation.overdue).toBe(true);

    // A longer target: nobody is overdue any more.
    await db
      .update(employers)
      .set({ replyTargetSeconds: 48 * 3600 })
      .where(eq(employers.id, owner.id));
    expect((await queue(owner.token)).overdue).toBe(0);
  });

  it('lets the team’s reply clear the wait, and a deleted reply bring it back', async () => {
    owner = await insertEmployer(db);
    const conversation = await newConversation(owner);
    const asked = await candidateWrites(conversation, 'Can I visit the clinic?');
    const reply = await teamWrites(conversation.id, owner.token, 'Of course');
    expect((await queue(owner.token)).total).toBe(0);

    const deleted = await call(
      app,
      'DELETE',
      `/employer/conversation/delete-message/${conversation.id}/${reply._id}`,
      owner.token,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data.conversation.awaitingReplySince).toBe(asked.sentTime);
    const listed = await queue(owner.token);
    expect(listed.conversations.map((item) => [item._id, item.awaitingReplySince])).toEqual([
      [conversation.id, asked.sentTime],
    ]);
  });

  it('is narrowed as the inbox is: one job, a text in the name or a message; the overdue count follows', async () => {
    owner = await insertEmployer(db);
    const first = await newConversation(owner);
    const sameJob = await newConversation(owner, first.jobId);
    const otherJob = await newConversation(owner);
    await candidateWrites(first, 'About the call schedule');
    await candidateWrites(sameJob, 'Is there a sign-on bonus?');
    await candidateWrites(otherJob, 'What about the call schedule?');
    await age(otherJob.id, 30);

    const ofJob = await queue(owner.token, `?jobId=${first.jobId}`);
    expect(new Set(ofJob.conversations.map((item) => item._id))).toEqual(new Set([first.id, sameJob.id]));
    expect(ofJob.total).toBe(2);
    expect(ofJob.overdue).toBe(0);

    const aboutCalls = await queue(owner.token, '?queryText=call%20schedule');
    expect(aboutCalls.conversations.map((item) => item._id)).toEqual([otherJob.id, first.id]);
    expect(aboutCalls.overdue).toBe(1);

    const none = await queue(owner.token, `?jobId=${first.jobId}&queryText=relocation`);
    expect(none).toMatchObject({ conversations: [], total: 0, overdue: 0, replyTargetMinutes: 24 * 60 });
    const pastTheEnd = await queue(owner.token, '?queryText=call%20schedule&pageNumber=5');
    expect(pastTheEnd).toMatchObject({ conversations: [], total: 2, overdue: 1 });
  });

  it('shows a hiring manager only their jobs’ waiting conversations', async () => {
    owner = await insertEmployer(db);
    const manager = await signedInMember(db, owner.id, 'hiring-manager', 'Dr. Lee');
    const theirs = await newConversation(owner);
    const others = await newConversation(owner);
    await db
      .insert(jobHiringManagers)
      .values({ jobId: theirs.jobId, memberId: manager.id, employerId: owner.id });
    await candidateWrites(theirs, 'Hello');
    await candidateWrites(others, 'Hello');

    expect((await queue(owner.token)).total).toBe(2);
    const listed = await queue(manager.token);
    expect(listed.conversations.map((item) => item._id)).toEqual([theirs.id]);
    expect(listed.total).toBe(1);
  });

  it('keeps another organization’s conversations out, and the candidate’s side sees no wait', async () => {
    owner = await insertEmployer(db);
    const other = await insertEmployer(db);
    const theirs = await newConversation(other);
    await candidateWrites(theirs, 'Hello');
    expect((await queue(owner.token)).total).toBe(0);
    expect((await queue(other.token)).total).toBe(1);

    const candidateView = await call(
      app,
      'GET',
      `/employee/conversations/${theirs.id}`,
      theirs.candidateToken,
    );
    expect(candidateView.json().data.conversation).toMatchObject({
      awaitingReplySince: null,
      overdue: false,
    });
  });

  it('refuses a page size out of range in words', async () => {
    owner = await insertEmployer(db);
    const response = await call(app, 'GET', `${NEEDS_REPLY}?pageSize=500`, owner.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: { message: expect.stringContaining('100') },
    });
  });

  it('computes the median first-reply time and the overdue waits of a period', async () => {
    owner = await insertEmployer(db);
    // Three waits, answered after 1 h, 3 h and 30 h (over the 24 h target), and a fourth never answered.
    const now = Date.now();
    const threads = [
      [
        ['candidate', 50],
        ['candidate', 49.5], // the same wait: it started at the first
        ['employer', 49],
        ['candidate', 10],
        ['employer', 7],
      ],
      [
        ['candidate', 40],
        ['employer', 10],
      ],
      [
        ['candidate', 30],
        ['employer', 20, 'deleted'], // a deleted message is no reply
      ],
    ] as const;
    for (const thread of threads) {
      const conversation = await newConversation(owner);
      await db.insert(messages).values(
        thread.map(([sender, hoursAgo, deleted], index) => ({
          conversationId: conversation.id,
          seq: index + 1,
          senderKind: sender,
          senderId: randomUUID(),
          body: `message ${index + 1}`,
          sentTime: new Date(now - hoursAgo * HOUR_MS),
          isDeleted: deleted === 'deleted',
        })),
      );
      await db
        .update(conversations)
        .set({ lastSeq: thread.length, lastMessageAt: new Date(now - (thread.at(-1)?.[1] ?? 0) * HOUR_MS) })
        .where(eq(conversations.id, conversation.id));
    }
    const stats = await replyTimeStats(db, owner.id, {
      from: new Date(now - 30 * 24 * HOUR_MS),
      to: new Date(now),
    });
    expect(stats).toEqual({ waits: 4, answered: 3, medianFirstReplyMinutes: 180, overdue: 2 });

    // The period counts the waits that started in it.
    const lastDay = await replyTimeStats(db, owner.id, {
      from: new Date(now - 24 * HOUR_MS),
      to: new Date(now),
    });
    expect(lastDay).toEqual({ waits: 1, answered: 1, medianFirstReplyMinutes: 180, overdue: 0 });

    const dashboard = await call(app, 'GET', '/employer/dashboard', owner.token);
    expect(dashboard.json().data.replies).toEqual(stats);
  });
});
