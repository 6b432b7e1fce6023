import { createRealtimeConnection } from '@medhire/api-client/realtime';
import { signInThroughUi } from './support/account';
import { expect, test } from './support/test';

const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };
const candidate = { email: 'candidate@medhire.test', password: 'Scrubs-Demo-2026!' };

test('a candidate writes, the employer is told live, opens the thread and replies; the candidate receives it live', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const login = await request.post('/employee/auth/login', { data: candidate });
  const { token, candidate: me } = (await login.json()).data as { token: string; candidate: { _id: string } };
  const candidateHeaders = { authorization: `Bearer ${token}` };
  // The candidate's side of the socket: the same realtime client the web app uses, as the candidate.
  const receivedLive: string[] = [];
  const candidateSocket = createRealtimeConnection({
    baseUrl: baseURL ?? '',
    getUid: () => me._id,
    getToken: () => token,
    startDelayMs: 0,
    onMessage: ({ message }) => receivedLive.push(message.body),
  });
  candidateSocket.start();
  await expect.poll(() => candidateSocket.isConnected()).toBe(true);
  const own = await request.get('/employee/conversations', { headers: candidateHeaders });
  const [conversation] = (await own.json()).data.conversations as { _id: string }[];
  expect(conversation).toBeDefined();

  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  // The socket starts 2 s after the sync; give it a moment to connect before the candidate writes.
  await page.waitForTimeout(3500);

  const text = `Is the Friday clinic still open? <img src=x onerror=alert(1)> ${Date.now()}`;
  const sent = await request.post(`/employee/conversations/${conversation?._id}/messages`, {
    headers: candidateHeaders,
    data: { body: text, tempMsgId: 4242 },
  });
  expect(sent.ok()).toBe(true);

  await expect(page.getByText('New message recieved.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Notifications, [1-9]\d* unread/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Messages.*[1-9]\d* unread/ }).first()).toBeVisible();

  await page.getByRole('button', { name: /Notifications/ }).click();
  await page
    .getByRole('button', { name: /New message from/ })
    .or(page.getByRole('link', { name: /New message from/ }))
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/messages\\?conversationId=${conversation?._id}`));
  // User text is text: the markup shows as typed, nothing runs.
  await expect(page.getByRole('log').getByText(text)).toBeVisible();

  const reply = `Yes, Friday 9–12. ${Date.now()}`;
  await page
    .getByRole('textbox', { name: /Write to|Message/ })
    .last()
    .fill(reply);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByText(reply)).toBeVisible();

  // The reply reaches the candidate over their socket, without them asking.
  await expect.poll(() => receivedLive).toContain(reply);
  candidateSocket.stop();

  // With the thread open, the candidate's next message is appended from the socket: the thread is not read again.
  const threadReads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/employer/conversation/get-single-conversation/')) threadReads.push(sent.url());
  });
  const followUp = `Great, see you Friday. ${Date.now()}`;
  const again = await request.post(`/employee/conversations/${conversation?._id}/messages`, {
    headers: candidateHeaders,
    data: { body: followUp, tempMsgId: 4243 },
  });
  expect(again.ok()).toBe(true);
  await expect(page.getByRole('log').getByText(followUp)).toBeVisible();
  expect(threadReads.filter((url) => !url.includes('afterSeq='))).toEqual([]);
  // The employer is looking at it: the message counts as read, in the inbox and in the notifications.
  const employerLogin = (await (await request.post('/employer/auth/login', { data: demo })).json()).data;
  const employerHeaders = { authorization: `Bearer ${employerLogin.token}` };
  await expect
    .poll(async () => {
      const inbox = await request.get(
        `/employer/conversation/get-all-conversation/${employerLogin.user._id}`,
        { headers: employerHeaders },
      );
      const conversations = (await inbox.json()).data.conversations as {
        _id: string;
        employerCount: number;
      }[];
      return conversations.find((item) => item._id === conversation?._id)?.employerCount;
    })
    .toBe(0);
  const notifications = await request.get(
    `/employer/notification/get-all-notification/${employerLogin.user._id}`,
    {
      headers: employerHeaders,
    },
  );
  const unreadAboutIt = (
    (await notifications.json()).data.notifications as {
      data: { conversation?: string; markAsRead: boolean };
    }[]
  ).filter((item) => item.data.conversation === conversation?._id && !item.data.markAsRead);
  expect(unreadAboutIt).toEqual([]);
});

test('a message the employer sends from another tab is no news in this one: no toast, no Messages dot', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const login = await request.post('/employee/auth/login', { data: candidate });
  const candidateHeaders = { authorization: `Bearer ${(await login.json()).data.token}` };
  const own = await request.get('/employee/conversations', { headers: candidateHeaders });
  const [conversation] = (await own.json()).data.conversations as { _id: string }[];
  // Start with nothing unread, so the Messages badge would show only the dot a new message lights.
  const employer = (await (await request.post('/employer/auth/login', { data: demo })).json()).data;
  await request.patch(`/employer/notification/mark-as-read-notification/${employer.user._id}`, {
    headers: { authorization: `Bearer ${employer.token}` },
  });

  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  // What this tab's socket receives, to know when the other tab's message has reached it.
  const received: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => received.push(String(payload))),
  );
  page.on('response', (response) => {
    if (response.url().includes('/socket.io/') && response.request().method() === 'GET')
      void response.text().then(
        (text) => received.push(text),
        () => {},
      );
  });
  const messagesBadge = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Messages/ })
    .locator('[data-slot="app-shell-nav-item-badge"]');
  // The socket starts 2 s after the sync.
  await page.waitForTimeout(3500);
  await expect(messagesBadge).toHaveCount(0);

  // The same employer, in a second tab of the same browser, writes to the candidate.
  const other = await context.newPage();
  await other.goto(`/messages?conversationId=${conversation?._id}`);
  const mine = `Sent from the other tab ${Date.now()}`;
  await other
    .getByRole('textbox', { name: /Write to|Message/ })
    .last()
    .fill(mine);
  await other.keyboard.press('Enter');
  await expect(other.getByRole('log').getByText(mine)).toBeVisible();

  await expect.poll(() => received.some((frame) => frame.includes(mine)), { timeout: 10_000 }).toBe(true);
  await page.waitForTimeout(1000);
  await expect(page.getByText('New message recieved.')).toHaveCount(0);
  await expect(messagesBadge).toHaveCount(0);

  await other.close();

  // The candidate's answer is news: the toast and the badge show in the first tab.
  const answer = `Thanks, got it ${Date.now()}`;
  const sent = await request.post(`/employee/conversations/${conversation?._id}/messages`, {
    headers: candidateHeaders,
    data: { body: answer, tempMsgId: 6161 },
  });
  expect(sent.ok()).toBe(true);
  await expect(page.getByText('New message recieved.')).toBeVisible();
  await expect(messagesBadge).toHaveCount(1);
});

test('offline, a message waits and goes out once when the connection is back; what the candidate wrote meanwhile appears', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const login = await request.post('/employee/auth/login', { data: candidate });
  const candidateHeaders = { authorization: `Bearer ${(await login.json()).data.token}` };
  const own = await request.get('/employee/conversations', { headers: candidateHeaders });
  const [conversation] = (await own.json()).data.conversations as { _id: string }[];

  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/messages?conversationId=${conversation?._id}`);
  const thread = page.getByRole('log');
  // Let the socket connect (it starts 2 s after the sync).
  await page.waitForTimeout(3000);

  await context.setOffline(true);
  const waiting = `Written on the train ${Date.now()}`;
  await page
    .getByRole('textbox', { name: /Write to|Message/ })
    .last()
    .fill(waiting);
  await page.keyboard.press('Enter');
  await expect(thread.getByText(waiting)).toBeVisible();
  await expect(thread.getByText('Not sent')).toHaveCount(0);
  // The employer is told why it waits, and that it goes by itself.
  const offlineNotice = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(offlineNotice).toHaveText(
    'You are offline. Your message will be sent when the connection returns.',
  );

  const meanwhile = `Meanwhile from the candidate ${Date.now()}`;
  const sent = await request.post(`/employee/conversations/${conversation?._id}/messages`, {
    headers: candidateHeaders,
    data: { body: meanwhile, tempMsgId: 5151 },
  });
  expect(sent.ok()).toBe(true);

  await context.setOffline(false);
  await expect(thread.getByText(meanwhile)).toBeVisible({ timeout: 15_000 });
  await expect(offlineNotice).toHaveCount(0);
  const bodies = async () => {
    const read = await request.get(`/employee/conversations/${conversation?._id}`, {
      headers: candidateHeaders,
    });
    return ((await read.json()).data.conversation.messages as { body: string }[]).map(
      (message) => message.body,
    );
  };
  await expect.poll(bodies).toContain(waiting);
  expect((await bodies()).filter((body) => body === waiting)).toHaveLength(1);
  await expect(thread.getByText(waiting)).toHaveCount(1);
});
