import { NotificationType } from '@medhire/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { candidates, employers, jobs, notifications, pushTokens } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { FORBIDDEN_ACCOUNT_MESSAGE, SESSION_ENDED_MESSAGE } from '../auth/authenticate.js';
import { createSession } from '../auth/sessions.js';
import { NOTIFICATION_NOT_FOUND_MESSAGE } from './routes.js';

async function addEmployer(db: Db, email: string): Promise<string> {
  const [row] = await db
    .insert(employers)
    .values({ email, passwordHash: 'not-used', accountStatus: 'approved' })
    .returning({ id: employers.id });
  if (!row) throw new Error('no employer inserted');
  return row.id;
}

async function addCandidate(db: Db): Promise<string> {
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
    })
    .returning({ id: candidates.id });
  if (!row) throw new Error('no candidate inserted');
  return row.id;
}

async function addJob(db: Db, employerId: string): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({ employerId, title: 'Sports Medicine Physician', specialty: 'Sports Medicine' })
    .returning({ id: jobs.id });
  if (!row) throw new Error('no job inserted');
  return row.id;
}

const MATCH_ID = '6f1c9d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
const CONVERSATION_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe.each(testDatabases())('notifications (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let employerId: string;
  let token: string;
  let otherEmployerId: string;
  let otherToken: string;
  let candidateId: string;
  let jobId: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    app = testApp.app;
    db = testApp.database.db;
    employerId = await addEmployer(db, 'notify-one@clinic.test');
    otherEmployerId = await addEmployer(db, 'notify-two@clinic.test');
    token = (await createSession(db, employerId)).token;
    otherToken = (await createSession(db, otherEmployerId)).token;
    candidateId = await addCandidate(db);
    jobId = await addJob(db, employerId);
  });

  afterAll(async () => {
    await testApp.close();
  });

  beforeEach(async () => {
    await db.delete(notifications);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  function list(id: string, bearer = token, query = '') {
    return app.inject({
      method: 'GET',
      url: `/employer/notification/get-all-notification/${id}${query}`,
      headers: { authorization: `Bearer ${bearer}` },
    });
  }

  function patch(url: string, bearer = token) {
    return app.inject({ method: 'PATCH', url, headers: { authorization: `Bearer ${bearer}` } });
  }

  async function listed(id = employerId, bearer = token) {
    const response = await list(id, bearer);
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      notifications: Array<{ _id: string; title: string; body: string; data: Record<string, unknown> }>;
      unreadCount: number;
      unreadMessageCount: number;
    };
  }

  async function waitForCount(n: number, id = employerId) {
    await expect.poll(async () => (await listed(id)).notifications.length).toBe(n);
    return listed(id);
  }

  const matchEvent = () => ({ employerId, matchId: MATCH_ID, jobId, candidateId });

  it('stores a titled notification for each kind of event, newest first, and sends it live', async () => {
    await app.ready();
    const live: Array<{ recipient: unknown; event: string; payload: unknown }> = [];
    vi.spyOn(app.realtime, 'emit').mockImplementation((recipient, event, payload) => {
      live.push({ recipient, event, payload });
    });

    app.events.emit('match.applied', matchEvent());
    await waitForCount(1);
    app.events.emit('match.accepted', matchEvent());
    await waitForCount(2);
    app.events.emit('match.declined', matchEvent());
    await waitForCount(3);
    app.events.emit('employee.registered', { employerId, candidateId });
    await waitForCount(4);
    app.events.emit('message.sent', {
      employerId,
      candidateId,
      conversationId: CONVERSATION_ID,
      jobId,
      senderKind: 'candidate',
      message: { body: 'Is the position still open?' },
    });
    const data = await waitForCount(5);

    expect(data.notifications.map((n) => [n.title, n.data.type])).toEqual([
      ['New message from Jordan Rivera', NotificationType.NewMessage],
      ['Jordan Rivera joined MedHire', NotificationType.EmployeeRegistered],
      ['Jordan Rivera declined your invite to Sports Medicine Physician', NotificationType.InviteRejected],
      ['Jordan Rivera accepted your invite to Sports Medicine Physician', NotificationType.InviteAccepted],
      ['Jordan Rivera applied to Sports Medicine Physician', NotificationType.AppliedOnJob],
    ]);
    expect(data.notifications[0]).toMatchObject({
      body: 'Is the position still open?',
      data: { type: NotificationType.NewMessage, markAsRead: false, conversation: CONVERSATION_ID },
    });
    expect(data.notifications[4]?.data).toEqual({
      type: NotificationType.AppliedOnJob,
      markAsRead: false,
      job: jobId,
      match: MATCH_ID,
    });
    // Unread message notifications are counted apart from the others.
    expect(data.unreadCount).toBe(4);
    expect(data.unreadMessageCount).toBe(1);

    expect(live).toHaveLength(5);
    expect(live.every((e) => e.event === 'onNotification')).toBe(true);
    expect(live[0]).toMatchObject({
      // The owner leads the job: the owner's own sockets hear it.
      recipient: { kind: 'owner', id: employerId },
      payload: { title: 'Jordan Rivera applied to Sports Medicine Physician' },
    });
  });

  it("does not notify the employer of the employer's own messages", async () => {
    app.events.emit('message.sent', {
      employerId,
      candidateId,
      conversationId: CONVERSATION_ID,
      jobId,
      senderKind: 'employer',
      message: { body: 'Hello' },
    });
    app.events.emit('match.applied', matchEvent());
    const data = await waitForCount(1);
    expect(data.notifications[0]?.data.type).toBe(NotificationType.AppliedOnJob);
  });

  it('names a candidate who is no longer there "A candidate" in a new-message notification', async () => {
    app.events.emit('message.sent', {
      employerId,
      candidateId: '00000000-0000-4000-8000-000000000000',
      conversationId: CONVERSATION_ID,
      jobId,
      senderKind: 'candidate',
      message: { body: 'Still interested' },
    });
    const data = await waitForCount(1);
    expect(data.notifications[0]).toMatchObject({
      title: 'New message from A candidate',
      body: 'Still interested',
    });
  });

  it('pages the list (50 by default)', async () => {
    await db.insert(notifications).values(
      Array.from({ length: 55 }, (_, i) => ({
        employerId,
        type: NotificationType.AppliedOnJob,
        title: `n${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const first = await listed();
    expect(first.notifications).toHaveLength(50);
    expect(first.notifications[0]?.title).toBe('n54');
    expect(first.unreadCount).toBe(55);
    const second = (await list(employerId, token, '?pageNumber=2&pageSize=50')).json().data;
    expect(second.notifications.map((n: { title: string }) => n.title)).toEqual([
      'n4',
      'n3',
      'n2',
      'n1',
      'n0',
    ]);
    // Every page counts all the unread ones, a page past the end too.
    expect(second.unreadCount).toBe(55);
    const beyond = (await list(employerId, token, '?pageNumber=3&pageSize=50')).json().data;
    expect(beyond).toMatchObject({ notifications: [], unreadCount: 55, unreadMessageCount: 0 });
  });

  it('marks one, a conversation’s, or all notifications read, and updates the counts', async () => {
    const rows = await db
      .insert(notifications)
      .values([
        { employerId, type: NotificationType.AppliedOnJob, title: 'a' },
        { employerId, type: NotificationType.InviteAccepted, title: 'b' },
        {
          employerId,
          type: NotificationType.NewMessage,
          title: 'c',
          data: { conversation: CONVERSATION_ID },
        },
        { employerId, type: NotificationType.NewMessage, title: 'd', data: { conversation: MATCH_ID } },
      ])
      .returning({ id: notifications.id });

    const one = await patch(`/employer/notification/mark-as-read-notification/${rows[0]?.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      notification: { _id: rows[0]?.id, data: { markAsRead: true } },
      unreadCount: 1,
      unreadMessageCount: 2,
    });

    const conversation = await patch(
      `/employer/notification/${employerId}/mark-as-read-conversation-notification/${CONVERSATION_ID}`,
    );
    expect(conversation.json().data).toEqual({ updated: 1, unreadCount: 1, unreadMessageCount: 1 });
    const afterConversation = await listed();
    expect(afterConversation.notifications.find((n) => n.title === 'd')?.data.markAsRead).toBe(false);

    const all = await patch(`/employer/notification/${employerId}/mark-as-read-notification`);
    expect(all.json().data).toEqual({ updated: 2, unreadCount: 0, unreadMessageCount: 0 });
    expect((await listed()).notifications.every((n) => n.data.markAsRead)).toBe(true);
  });

  it("keeps each employer's notifications to that employer", async () => {
    const [row] = await db
      .insert(notifications)
      .values({ employerId, type: NotificationType.AppliedOnJob, title: 'mine' })
      .returning({ id: notifications.id });

    const stranger = await patch(`/employer/notification/mark-as-read-notification/${row?.id}`, otherToken);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe(NOTIFICATION_NOT_FOUND_MESSAGE);
    expect((await patch('/employer/notification/mark-as-read-notification/not-an-id')).statusCode).toBe(404);

    expect((await list(employerId, otherToken)).statusCode).toBe(403);
    expect((await list(employerId, otherToken)).json().error.message).toBe(FORBIDDEN_ACCOUNT_MESSAGE);
    expect(
      (await patch(`/employer/notification/${employerId}/mark-as-read-notification`, otherToken)).statusCode,
    ).toBe(403);
    expect(
      (
        await patch(
          `/employer/notification/${employerId}/mark-as-read-conversation-notification/x`,
          otherToken,
        )
      ).statusCode,
    ).toBe(403);
    expect((await listed(otherEmployerId, otherToken)).notifications).toEqual([]);
    expect((await listed()).notifications[0]?.data.markAsRead).toBe(false);

    const signedOut = await app.inject({
      method: 'GET',
      url: `/employer/notification/get-all-notification/${employerId}`,
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(SESSION_ENDED_MESSAGE);
  });

  it('attempts no push when FCM_SERVICE_ACCOUNT is not set', async () => {
    expect(process.env.FCM_SERVICE_ACCOUNT).toBeUndefined();
    await db.insert(pushTokens).values({ employerId, token: 'device-token-1' }).onConflictDoNothing();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    app.events.emit('match.applied', matchEvent());
    await waitForCount(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
