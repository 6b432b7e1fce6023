import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { conversations, messages } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { createCandidateSession } from '../employee/sessions.js';
import { call, insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';

type Page = { messages: { seq: number; body: string }[]; hasOlder: boolean; hasNewer: boolean };

/** 1…to, as a list. */
const seqs = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe.each(testDatabases())('thread pages (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let employer: { id: string; token: string };
  let thread: { id: string; candidateToken: string };
  let empty: { id: string };

  /** A conversation of the employer with a new candidate, holding `count` messages (seq 1…count). */
  async function conversationWith(count: number) {
    const jobId = await insertJob(db, employer.id);
    const candidateId = await insertCandidate(db, {
      email: `${randomUUID()}@doctors.test`,
      passwordHash: 'signs-in-by-session-in-these-tests',
    });
    const invited = await call(app, 'POST', '/employer/match/invite', employer.token, { jobId, candidateId });
    const matchId = invited.json().data.match._id as string;
    const [conversation] = await db.select().from(conversations).where(eq(conversations.matchId, matchId));
    if (!conversation) throw new Error('the invite created no conversation');
    if (count > 0) {
      const start = Date.now() - count * 60_000;
      await db.insert(messages).values(
        seqs(1, count).map((seq) => ({
          conversationId: conversation.id,
          seq,
          senderKind: seq % 2 ? 'candidate' : 'employer',
          senderId: seq % 2 ? candidateId : employer.id,
          body: `message ${seq}`,
          sentTime: new Date(start + seq * 60_000),
        })),
      );
      await db
        .update(conversations)
        .set({ lastSeq: count, lastVisibleSeq: count, lastMessageAt: new Date() })
        .where(eq(conversations.id, conversation.id));
    }
    const { token: candidateToken } = await createCandidateSession(db, candidateId);
    return { id: conversation.id, candidateToken };
  }

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    employer = await insertEmployer(db);
    thread = await conversationWith(120);
    empty = await conversationWith(0);
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
  });

  const employerRead = async (query = '', id = thread.id) => {
    const response = await call(
      app,
      'GET',
      `/employer/conversation/get-single-conversation/${id}${query}`,
      employer.token,
    );
    return { status: response.statusCode, body: response.json() };
  };
  const page = async (query = '', id = thread.id): Promise<Page> => {
    const { status, body } = await employerRead(query, id);
    expect(status, query).toBe(200);
    return body.data.conversation;
  };
  const pageSeqs = (read: Page) => read.messages.map((message) => message.seq);

  it('answers the newest 50 messages first, oldest first within the page, with the conversation’s fields', async () => {
    const newest = await page();
    expect(pageSeqs(newest)).toEqual(seqs(71, 120));
    expect(newest).toMatchObject({
      _id: thread.id,
      hasOlder: true,
      hasNewer: false,
      employerCount: 0,
      lastMessage: { seq: 120, body: 'message 120' },
    });
    expect(pageSeqs(await page('?pageSize=100'))).toEqual(seqs(21, 120));
    expect(pageSeqs(await page('?pageSize=1'))).toEqual([120]);
  });

  it('pages back through older history with beforeSeq', async () => {
    const older = await page('?beforeSeq=71');
    expect(pageSeqs(older)).toEqual(seqs(21, 70));
    expect(older).toMatchObject({ hasOlder: true, hasNewer: true });
    const oldest = await page('?beforeSeq=21');
    expect(pageSeqs(oldest)).toEqual(seqs(1, 20));
    expect(oldest).toMatchObject({ hasOlder: false, hasNewer: true });
    const before = await page('?beforeSeq=1');
    expect(before).toMatchObject({ messages: [], hasOlder: false, hasNewer: true });
  });

  it('catches up with afterSeq a bounded page at a time, saying whether more remain', async () => {
    const first = await page('?afterSeq=0&pageSize=100');
    expect(pageSeqs(first)).toEqual(seqs(1, 100));
    expect(first).toMatchObject({ hasOlder: false, hasNewer: true });
    const rest = await page('?afterSeq=100&pageSize=100');
    expect(pageSeqs(rest)).toEqual(seqs(101, 120));
    expect(rest).toMatchObject({ hasOlder: true, hasNewer: false });
    // Without a pageSize, 50 at a time.
    const fifty = await page('?afterSeq=10');
    expect(pageSeqs(fifty)).toEqual(seqs(11, 60));
    expect(fifty.hasNewer).toBe(true);
    expect(await page('?afterSeq=120')).toMatchObject({ messages: [], hasOlder: true, hasNewer: false });
  });

  it('answers an empty thread with no page either way', async () => {
    expect(await page('', empty.id)).toMatchObject({ messages: [], hasOlder: false, hasNewer: false });
    expect(await page('?afterSeq=0', empty.id)).toMatchObject({
      messages: [],
      hasOlder: false,
      hasNewer: false,
    });
  });

  it('refuses a page size over 100, under 1, and both cursors at once', async () => {
    for (const [query, message] of [
      ['?pageSize=101', 'The page size must be at most 100'],
      ['?pageSize=0', 'The page size must be at least 1'],
      ['?beforeSeq=0', 'Before seq: The seq must be at least 1'],
      ['?afterSeq=5&beforeSeq=10', 'Give afterSeq or beforeSeq, not both'],
    ] as const) {
      const { status, body } = await employerRead(query);
      expect(status, query).toBe(400);
      expect(body.success, query).toBe(false);
      expect(body.error.message, query).toContain(message);
    }
  });

  it('pages the candidate’s thread the same way', async () => {
    const read = async (query: string) => {
      const response = await call(
        app,
        'GET',
        `/employee/conversations/${thread.id}${query}`,
        thread.candidateToken,
      );
      expect(response.statusCode, query).toBe(200);
      return response.json().data.conversation as Page;
    };
    const newest = await read('');
    expect(pageSeqs(newest)).toEqual(seqs(71, 120));
    expect(newest.hasOlder).toBe(true);
    expect(pageSeqs(await read('?beforeSeq=71&pageSize=10'))).toEqual(seqs(61, 70));
    const caughtUp = await read('?afterSeq=110&pageSize=5');
    expect(pageSeqs(caughtUp)).toEqual(seqs(111, 115));
    expect(caughtUp.hasNewer).toBe(true);
    const refused = await call(
      app,
      'GET',
      `/employee/conversations/${thread.id}?pageSize=500`,
      thread.candidateToken,
    );
    expect(refused.statusCode).toBe(400);
  });

  it('shows the paging fields in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const path of [
      '/employer/conversation/get-single-conversation/{id}',
      '/employee/conversations/{id}',
    ]) {
      const names = (document.paths[path].get.parameters as { name: string; in: string }[])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
      expect(names, path).toEqual(expect.arrayContaining(['afterSeq', 'beforeSeq', 'pageSize']));
    }
  });
});
