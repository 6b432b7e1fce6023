import { randomUUID } from 'node:crypto';
import { MessageStatus } from '@medhire/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { conversationReads, conversations, matches, messages } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { answerInvite, applyToJob } from '../employee/service.js';
import { createCandidateSession } from '../employee/sessions.js';
import { seedDemoMatches } from '../matches/seed.js';
import { call, insertCandidate, insertEmployer, insertJob } from '../matches/test-support.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const conversationNotFound = {
  success: false,
  error: { message: 'This conversation was not found.', code: 'NOT_FOUND' },
};

describe.each(testDatabases('both'))('conversations routes (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let employer: { id: string; token: string };
  let other: { id: string; token: string };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    employer = await insertEmployer(db);
    other = await insertEmployer(db, { organizationName: 'Riverbend Health' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** An invite of a new candidate to a new job of the employer: the match's conversation, via the API. */
  async function newConversation(
    options: { firstName?: string; lastName?: string; jobId?: string; owner?: typeof employer } = {},
  ) {
    const owner = options.owner ?? employer;
    const jobId = options.jobId ?? (await insertJob(db, owner.id));
    const candidateId = await insertCandidate(db, {
      firstName: options.firstName ?? 'Ana',
      lastName: options.lastName ?? 'Okafor',
      email: `${randomUUID()}@doctors.test`,
      passwordHash: 'signs-in-by-session-in-these-tests',
    });
    const invited = await call(app, 'POST', '/employer/match/invite', owner.token, { jobId, candidateId });
    expect(invited.statusCode).toBe(200);
    const matchId = invited.json().data.match._id as string;
    const [conversation] = await db.select().from(conversations).where(eq(conversations.matchId, matchId));
    if (!conversation) throw new Error('the invite created no conversation');
    const { token: candidateToken } = await createCandidateSession(db, candidateId);
    return { id: conversation.id, matchId, jobId, candidateId, candidateToken };
  }

  const send = (conversationId: string, body: unknown, token = employer.token) =>
    call(app, 'POST', `/employer/conversation/send-message/${conversationId}`, token, body);
  const single = (conversationId: string, token = employer.token, query = '') =>
    call(app, 'GET', `/employer/conversation/get-single-conversation/${conversationId}${query}`, token);
  const list = (query = '', token = employer.token, id = employer.id) =>
    call(app, 'GET', `/employer/conversation/get-all-conversation/${id}${query}`, token);

  it('documents its routes in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    for (const [path, method] of [
      ['/employer/conversation/get-all-conversation/{id}', 'get'],
      ['/employer/conversation/get-single-conversation/{id}', 'get'],
      ['/employer/conversation/send-message/{id}', 'post'],
      ['/employer/conversation/delete-message/{conversationId}/{messageId}', 'delete'],
      ['/employer/conversation/{id}/archive', 'post'],
      ['/employer/conversation/{id}/unarchive', 'post'],
      ['/employee/conversations', 'get'],
      ['/employee/conversations/{id}', 'get'],
      ['/employee/conversations/{id}/messages', 'post'],
    ] as const) {
      expect(document.paths[path]?.[method]?.responses?.['200'], `${method} ${path}`).toBeDefined();
    }
  });

  it('creates the conversation with the match (invite and application)', async () => {
    const { id, matchId } = await newConversation();
    const response = await single(id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.conversation).toMatchObject({
      _id: id,
      match: { _id: matchId, requestStatus: 'pending' },
      lastMessage: null,
      employerCount: 0,
      archived: false,
      messages: [],
    });

    const jobId = await insertJob(db, employer.id, { title: 'Applied Job' });
    const candidateId = await insertCandidate(db, {
      email: 'applicant@doctors.test',
      passwordHash: 'signs-in-by-session-in-these-tests',
    });
    const { token } = await createCandidateSession(db, candidateId);
    const applied = await call(app, 'POST', `/employee/match/apply/${jobId}`, token);
    expect(applied.statusCode).toBe(200);
    const mine = await call(app, 'GET', '/employee/conversations', token);
    expect(mine.json().data.conversations.map((c: { job: { title: string } }) => c.job.title)).toEqual([
      'Applied Job',
    ]);
  });

  describe('send-message', () => {
    it('numbers messages in order, counts them unread for the candidate and tells both sides', async () => {
      const { id, candidateId } = await newConversation();
      const emit = vi.spyOn(app.realtime, 'emit');
      const sent = vi.fn();
      app.events.on('message.sent', sent);

      const first = await send(id, { body: '  Hello Dr. Okafor  ', tempMsgId: 11 });
      expect(first.statusCode).toBe(200);
      expect(first.json().data.message).toMatchObject({
        conversationId: id,
        seq: 1,
        body: 'Hello Dr. Okafor',
        status: 2,
        sender: 'employer',
        senderId: employer.id,
        isDeleted: false,
        tempMsgId: 11,
      });
      const second = await send(id, { body: 'Are you free on Friday?', tempMsgId: 12 });
      expect(second.json().data.message.seq).toBe(2);

      const message = first.json().data.message;
      expect(emit).toHaveBeenCalledWith({ kind: 'candidate', id: candidateId }, 'onMessage', {
        conversationId: id,
        message,
      });
      expect(emit).toHaveBeenCalledWith({ kind: 'employer', id: employer.id }, 'onMessage', {
        conversationId: id,
        message,
      });
      await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
      expect(sent.mock.calls[0]?.[0]).toMatchObject({
        employerId: employer.id,
        candidateId,
        conversationId: id,
        senderKind: 'employer',
      });

      const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
      expect(row).toMatchObject({ lastSeq: 2, candidateUnread: 2, candidateMessages: 0 });
      expect(row?.lastMessageAt).not.toBeNull();
    });

    it('answers a retry with the original message, also when both arrive at once', async () => {
      const { id } = await newConversation();
      const emit = vi.spyOn(app.realtime, 'emit');
      const first = await send(id, { body: 'Hello', tempMsgId: 7 });
      const retry = await send(id, { body: 'Hello', tempMsgId: 7 });
      expect(retry.statusCode).toBe(200);
      expect(retry.json().data.message).toEqual(first.json().data.message);
      expect(emit).toHaveBeenCalledTimes(2); // one message, two recipients

      const [a, b] = await Promise.all([
        send(id, { body: 'Twice', tempMsgId: 123_455 }),
        send(id, { body: 'Twice', tempMsgId: 123_455 }),
      ]);
      expect(a?.statusCode).toBe(200);
      expect(b?.statusCode).toBe(200);
      expect(a?.json().data.message._id).toBe(b?.json().data.message._id);
      expect(a?.json().data.message.seq).toBe(2);
      const rows = await db.select().from(messages).where(eq(messages.conversationId, id));
      expect(rows).toHaveLength(2);
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
      expect(row).toMatchObject({ lastSeq: 2, candidateUnread: 2 });
    });

    it('writes a new message when a tempMsgId comes back with another body, or after the retry window', async () => {
      // A tempMsgId is one of 123 456 random numbers: a long conversation draws the same one again.
      const { id } = await newConversation();
      const first = await send(id, { body: 'See you Monday', tempMsgId: 4242 });
      const reused = await send(id, { body: 'Bring your license, please', tempMsgId: 4242 });
      expect(reused.statusCode).toBe(200);
      expect(reused.json().data.message).toMatchObject({ seq: 2, body: 'Bring your license, please' });
      expect(reused.json().data.message._id).not.toBe(first.json().data.message._id);

      // The same text and id a day later is a new message too, not a retry of the old one.
      await db
        .update(messages)
        .set({ sentTime: new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000) })
        .where(eq(messages.id, first.json().data.message._id));
      const dayLater = await send(id, { body: 'See you Monday', tempMsgId: 4242 });
      expect(dayLater.json().data.message.seq).toBe(3);
      const rows = await db.select().from(messages).where(eq(messages.conversationId, id));
      expect(rows.map((row) => row.body)).toEqual([
        'See you Monday',
        'Bring your license, please',
        'See you Monday',
      ]);
    });

    it('gives concurrent senders distinct seqs', async () => {
      const { id, candidateToken } = await newConversation();
      const results = await Promise.all([
        send(id, { body: 'one', tempMsgId: 1 }),
        call(app, 'POST', `/employee/conversations/${id}/messages`, candidateToken, {
          body: 'two',
          tempMsgId: 2,
        }),
        send(id, { body: 'three', tempMsgId: 3 }),
        call(app, 'POST', `/employee/conversations/${id}/messages`, candidateToken, {
          body: 'four',
          tempMsgId: 4,
        }),
      ]);
      const seqs = results.map((response) => response.json().data.message.seq).sort();
      expect(seqs).toEqual([1, 2, 3, 4]);
    });

    it('refuses an empty or too long body with a clear message', async () => {
      const { id } = await newConversation();
      const empty = await send(id, { body: '   ', tempMsgId: 1 });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toContain('Type a message before sending');
      const long = await send(id, { body: 'x'.repeat(5001), tempMsgId: 2 });
      expect(long.statusCode).toBe(400);
      expect(long.json().error.message).toContain('A message can be at most 5000 characters');
      expect((await send(id, { body: 'x'.repeat(5000), tempMsgId: 3 })).statusCode).toBe(200);
    });

    it.each([
      ['as text', 'tmp-12', 'The temporary message id must be a number'],
      ['of 123456', 123_456, 'The temporary message id must be from 0 to 123455'],
      ['below 0', -1, 'The temporary message id must be from 0 to 123455'],
      ['with a fraction', 1.5, 'The temporary message id must be a whole number'],
      ['missing', undefined, 'is required'],
    ])(
      'refuses a temporary id %s with a clear message, writing nothing',
      async (_name, tempMsgId, expected) => {
        const { id, candidateToken } = await newConversation();
        const refused = await send(id, { body: 'Hello', tempMsgId });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error.message).toContain(expected);
        const fromCandidate = await call(
          app,
          'POST',
          `/employee/conversations/${id}/messages`,
          candidateToken,
          {
            body: 'Hello',
            tempMsgId,
          },
        );
        expect(fromCandidate.statusCode).toBe(400);
        expect(fromCandidate.json().error.message).toContain(expected);
        expect(await db.select().from(messages).where(eq(messages.conversationId, id))).toEqual([]);
      },
    );

    it('answers the temporary id as the whole number the client drew, on the wire and the socket', async () => {
      const { id } = await newConversation();
      const emit = vi.spyOn(app.realtime, 'emit');
      const sent = await send(id, { body: 'Hello', tempMsgId: 0 });
      expect(sent.json().data.message).toMatchObject({ tempMsgId: 0, status: MessageStatus.Sent });
      const [, , payload] = emit.mock.calls[0] ?? [];
      expect(payload).toMatchObject({
        conversationId: id,
        message: { tempMsgId: 0, status: MessageStatus.Sent },
      });
    });
  });

  describe('get-single-conversation', () => {
    it('lists messages in seq order, catches up after a seq and marks the employer’s side read', async () => {
      const { id, candidateToken } = await newConversation();
      for (const body of ['one', 'two', 'three']) {
        await call(app, 'POST', `/employee/conversations/${id}/messages`, candidateToken, {
          body,
          tempMsgId: body.length,
        });
      }
      const [before] = await db.select().from(conversations).where(eq(conversations.id, id));
      expect(before?.candidateMessages).toBe(3);
      const listed = await list();
      const listedConversation = listed.json().data.conversations.find((c: { _id: string }) => c._id === id);
      expect(listedConversation).toMatchObject({ employerCount: 3, lastMessage: { body: 'three', seq: 3 } });
      expect(listedConversation.sentTime).toBe(listedConversation.lastMessage.sentTime);

      const response = await single(id);
      const conversation = response.json().data.conversation;
      expect(conversation.messages.map((m: { body: string; seq: number }) => [m.seq, m.body])).toEqual([
        [1, 'one'],
        [2, 'two'],
        [3, 'three'],
      ]);
      expect(conversation.employerCount).toBe(0);
      expect(conversation.messages[0]).toMatchObject({ sender: 'candidate', status: 2 });
      expect(
        (await list()).json().data.conversations.find((c: { _id: string }) => c._id === id),
      ).toMatchObject({
        employerCount: 0,
      });

      const caughtUp = await single(id, employer.token, '?afterSeq=2');
      expect(caughtUp.json().data.conversation.messages.map((m: { seq: number }) => m.seq)).toEqual([3]);
    });
  });

  describe('delete-message', () => {
    it('deletes softly, falls back to the previous visible message and tells both sides', async () => {
      const { id, candidateId } = await newConversation();
      const first = (await send(id, { body: 'first', tempMsgId: 1 })).json().data.message;
      const second = (await send(id, { body: 'second', tempMsgId: 2 })).json().data.message;
      const emit = vi.spyOn(app.realtime, 'emit');

      const response = await call(
        app,
        'DELETE',
        `/employer/conversation/delete-message/${id}/${second._id}`,
        employer.token,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data.conversation.lastMessage).toMatchObject({ _id: first._id, body: 'first' });
      const payload = { conversationId: id, messageId: second._id };
      expect(emit).toHaveBeenCalledWith({ kind: 'candidate', id: candidateId }, 'onMessageDeleted', payload);
      expect(emit).toHaveBeenCalledWith({ kind: 'employer', id: employer.id }, 'onMessageDeleted', payload);

      const thread = (await single(id)).json().data.conversation.messages;
      expect(thread[1]).toMatchObject({ _id: second._id, seq: 2, body: '', isDeleted: true });
      await call(app, 'DELETE', `/employer/conversation/delete-message/${id}/${first._id}`, employer.token);
      expect((await single(id)).json().data.conversation.lastMessage).toBeNull();
    });

    it('keeps the list’s last message in step: a send, a delete of the last one, of an earlier one, of all', async () => {
      const owner = await insertEmployer(db);
      const { id, candidateToken } = await newConversation({ owner });
      const listed = async () => {
        const page = (await list('', owner.token, owner.id)).json().data;
        expect(page.total).toBe(1);
        return page.conversations[0];
      };
      const remove = (messageId: string) =>
        call(app, 'DELETE', `/employer/conversation/delete-message/${id}/${messageId}`, owner.token);
      expect(await listed()).toMatchObject({ lastMessage: null, sentTime: null });

      const first = (await send(id, { body: 'first', tempMsgId: 1 }, owner.token)).json().data.message;
      const answer = (
        await call(app, 'POST', `/employee/conversations/${id}/messages`, candidateToken, {
          body: 'an answer',
          tempMsgId: 2,
        })
      ).json().data.message;
      const third = (await send(id, { body: 'third', tempMsgId: 3 }, owner.token)).json().data.message;
      expect((await listed()).lastMessage).toEqual(third);

      // The last one deleted: the list falls back to the one before, the candidate's, and its time.
      expect((await remove(third._id)).statusCode).toBe(200);
      const afterLast = await listed();
      expect(afterLast.lastMessage).toEqual(answer);
      expect(afterLast.sentTime).toBe(answer.sentTime);
      // An earlier one deleted: the last stays.
      expect((await remove(first._id)).statusCode).toBe(200);
      expect((await listed()).lastMessage).toEqual(answer);
      // A new message after deleted ones is the last again; the needs-reply queue and the thread agree.
      const fourth = (await send(id, { body: 'fourth', tempMsgId: 4 }, owner.token)).json().data.message;
      expect((await listed()).lastMessage).toEqual(fourth);
      expect((await single(id, owner.token)).json().data.conversation.lastMessage).toEqual(fourth);
      expect((await remove(fourth._id)).statusCode).toBe(200);
      const queue = await call(app, 'GET', '/employer/conversation/needs-reply', owner.token);
      expect(queue.json().data.conversations.map((c: { lastMessage: unknown }) => c.lastMessage)).toEqual([
        answer,
      ]);
      // Only the candidate's message left visible; the team deletes none of it.
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
      expect(row).toMatchObject({ lastSeq: 4, lastVisibleSeq: 2 });
    });

    it('never shows a deleted message as the last, even where the kept seq points at one (a node of an older release)', async () => {
      const owner = await insertEmployer(db);
      const { id } = await newConversation({ owner });
      const first = (await send(id, { body: 'first', tempMsgId: 1 }, owner.token)).json().data.message;
      // An older release deletes the message without keeping the conversation's seq.
      await db.update(messages).set({ isDeleted: true, body: 'a secret' }).where(eq(messages.id, first._id));
      const page = (await list('', owner.token, owner.id)).json().data;
      expect(page.conversations[0]).toMatchObject({ _id: id, lastMessage: null });
      expect(JSON.stringify(page)).not.toContain('a secret');
    });

    it('answers 404 for the candidate’s message, a missing one, or another employer’s conversation', async () => {
      const { id, candidateToken } = await newConversation();
      const theirs = (
        await call(app, 'POST', `/employee/conversations/${id}/messages`, candidateToken, {
          body: 'hi',
          tempMsgId: 1,
        })
      ).json().data.message;
      const notTheirs = await call(
        app,
        'DELETE',
        `/employer/conversation/delete-message/${id}/${theirs._id}`,
        employer.token,
      );
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.json().error.message).toBe('This message was not found.');
      const [row] = await db.select().from(messages).where(eq(messages.id, theirs._id));
      expect(row?.isDeleted).toBe(false);
      expect(
        (
          await call(
            app,
            'DELETE',
            `/employer/conversation/delete-message/${id}/${MISSING_ID}`,
            employer.token,
          )
        ).statusCode,
      ).toBe(404);
      const foreign = await call(
        app,
        'DELETE',
        `/employer/conversation/delete-message/${id}/${theirs._id}`,
        other.token,
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(conversationNotFound);
    });
  });

  describe('get-all-conversation', () => {
    it('filters by archive, job and query text (candidate name or message), pages by 100', async () => {
      const owner = await insertEmployer(db);
      const jobA = await insertJob(db, owner.id, { title: 'Job A' });
      const jobB = await insertJob(db, owner.id, { title: 'Job B' });
      const maya = await newConversation({ owner, jobId: jobA, firstName: 'Maya', lastName: 'Lindqvist' });
      const tomas = await newConversation({ owner, jobId: jobB, firstName: 'Tomas', lastName: 'Berg' });
      const kai = await newConversation({ owner, jobId: jobB, firstName: 'Kai', lastName: 'Moreno' });
      await send(tomas.id, { body: 'Do you hold a Wisconsin license?', tempMsgId: 1 }, owner.token);
      const ids = async (query = '') =>
        (await list(query, owner.token, owner.id))
          .json()
          .data.conversations.map((c: { _id: string }) => c._id);

      const all = await list('', owner.token, owner.id);
      expect(all.json().data).toMatchObject({ total: 3, pageNumber: 1, pageSize: 100 });
      expect(await ids()).toEqual([tomas.id, kai.id, maya.id]); // newest activity first
      expect(await ids(`?jobId=${jobA}`)).toEqual([maya.id]);
      expect(await ids('?queryText=lindq')).toEqual([maya.id]);
      expect(await ids('?queryText=maya%20lind')).toEqual([maya.id]);
      expect(await ids('?queryText=wisconsin')).toEqual([tomas.id]);
      expect(await ids('?pageSize=1&pageNumber=2')).toEqual([kai.id]);
      // The total counts every matching conversation, on a later page and on a page past the end alike.
      expect((await list('?pageSize=1&pageNumber=2', owner.token, owner.id)).json().data.total).toBe(3);
      expect((await list('?pageSize=1&pageNumber=9', owner.token, owner.id)).json().data).toMatchObject({
        conversations: [],
        total: 3,
      });
      expect((await list(`?jobId=${jobB}`, owner.token, owner.id)).json().data.total).toBe(2);

      const archived = await call(app, 'POST', `/employer/conversation/${kai.id}/archive`, owner.token);
      expect(archived.json().data.conversation.archived).toBe(true);
      expect(await ids()).toEqual([tomas.id, maya.id]);
      expect(await ids('?archived=true')).toEqual([kai.id]);
      await call(app, 'POST', `/employer/conversation/${kai.id}/unarchive`, owner.token);
      expect(await ids('?archived=true')).toEqual([]);
      expect(await ids()).toHaveLength(3);
    });

    it('is the employer’s own only: another {id} answers 403', async () => {
      const response = await list('', employer.token, other.id);
      expect(response.statusCode).toBe(403);
      const theirs = await list('', other.token, other.id);
      const ours = await newConversation();
      expect(theirs.json().data.conversations.some((c: { _id: string }) => c._id === ours.id)).toBe(false);
    });
  });

  it('answers 404 on every route for another employer’s or a missing conversation', async () => {
    const { id } = await newConversation();
    const message = (await send(id, { body: 'private', tempMsgId: 1 })).json().data.message;
    for (const conversationId of [id, MISSING_ID, 'not-an-id']) {
      const token = conversationId === id ? other.token : employer.token;
      const responses = [
        await single(conversationId, token),
        await send(conversationId, { body: 'hi', tempMsgId: 1 }, token),
        await call(
          app,
          'DELETE',
          `/employer/conversation/delete-message/${conversationId}/${message._id}`,
          token,
        ),
        await call(app, 'POST', `/employer/conversation/${conversationId}/archive`, token),
        await call(app, 'POST', `/employer/conversation/${conversationId}/unarchive`, token),
      ];
      for (const [index, response] of responses.entries()) {
        expect(response.statusCode, `call ${index} of ${conversationId}`).toBe(404);
        expect(response.json()).toEqual(conversationNotFound);
      }
    }
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({ lastSeq: 1 });
    // Another organization's calls left no read or archive state behind.
    expect(await db.select().from(conversationReads).where(eq(conversationReads.conversationId, id))).toEqual(
      [],
    );
    expect((await call(app, 'GET', `/employer/conversation/get-single-conversation/${id}`)).statusCode).toBe(
      401,
    );
  });

  describe('the candidate’s side', () => {
    it('lists, reads (marking read), sends idempotently, scoped to the candidate', async () => {
      const { id, candidateToken } = await newConversation();
      const stranger = await newConversation();
      await send(id, { body: 'Welcome aboard', tempMsgId: 1 });

      const mine = await call(app, 'GET', '/employee/conversations', candidateToken);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data.conversations).toHaveLength(1);
      expect(mine.json().data.conversations[0]).toMatchObject({ _id: id, candidateCount: 1 });

      const read = await call(app, 'GET', `/employee/conversations/${id}`, candidateToken);
      expect(read.json().data.conversation).toMatchObject({ candidateCount: 0 });
      expect(read.json().data.conversation.messages.map((m: { body: string }) => m.body)).toEqual([
        'Welcome aboard',
      ]);

      const path = `/employee/conversations/${id}/messages`;
      const [a, b] = await Promise.all([
        call(app, 'POST', path, candidateToken, { body: 'Thanks!', tempMsgId: 3 }),
        call(app, 'POST', path, candidateToken, { body: 'Thanks!', tempMsgId: 3 }),
      ]);
      expect(a?.json().data.message).toEqual(b?.json().data.message);
      expect(a?.json().data.message).toMatchObject({ seq: 2, sender: 'candidate', tempMsgId: 3 });
      // The same temporary id from the other side is another message.
      const employerSame = await send(id, { body: 'Sure', tempMsgId: 3 });
      expect(employerSame.json().data.message.seq).toBe(3);

      for (const response of [
        await call(app, 'GET', `/employee/conversations/${stranger.id}`, candidateToken),
        await call(app, 'POST', `/employee/conversations/${stranger.id}/messages`, candidateToken, {
          body: 'hi',
          tempMsgId: 1,
        }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(conversationNotFound);
      }
      expect((await call(app, 'GET', '/employee/conversations', employer.token)).statusCode).toBe(401);
    });
  });

  it('announces applications and answered invites to the event bus given to the employee service', async () => {
    const emit = vi.fn();
    const events = { emit };
    const jobId = await insertJob(db, employer.id);
    const applicant = await insertCandidate(db);
    const applied = await applyToJob(db, applicant, jobId, events);
    expect(emit).toHaveBeenCalledWith('match.applied', {
      employerId: employer.id,
      matchId: applied._id,
      jobId,
      candidateId: applicant,
    });
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.matchId, applied._id));
    expect(conversation?.candidateId).toBe(applicant);

    for (const [answer, event] of [
      ['accepted', 'match.accepted'],
      ['declined', 'match.declined'],
    ] as const) {
      const { matchId, candidateId, jobId: invitedJob } = await newConversation();
      await answerInvite(db, candidateId, matchId, answer, events);
      expect(emit).toHaveBeenLastCalledWith(event, {
        employerId: employer.id,
        matchId,
        jobId: invitedJob,
        candidateId,
      });
    }
  });

  it('gives the demo matches their conversations, two with messages, once', async () => {
    const owner = await insertEmployer(db);
    await insertJob(db, owner.id, { title: 'Demo A' });
    await insertJob(db, owner.id, { title: 'Demo B' });
    const candidateIds = [];
    for (let index = 0; index < 8; index += 1) candidateIds.push(await insertCandidate(db));
    const created = await seedDemoMatches(db, owner.id, candidateIds);
    expect(created).toBeGreaterThan(0);
    await seedDemoMatches(db, owner.id, candidateIds);

    const demoMatches = await db.select().from(matches).where(eq(matches.employerId, owner.id));
    const demoConversations = await db
      .select()
      .from(conversations)
      .where(eq(conversations.employerId, owner.id));
    expect(demoConversations).toHaveLength(demoMatches.length);
    const withMessages = demoConversations.filter((c) => c.lastSeq > 0);
    expect(withMessages).toHaveLength(2);
    for (const conversation of withMessages) {
      const rows = await db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversation.id)));
      expect(rows).toHaveLength(conversation.lastSeq);
    }
    const inbox = await list('', owner.token, owner.id);
    expect(inbox.json().data.conversations[0].lastMessage).not.toBeNull();
  });
});
