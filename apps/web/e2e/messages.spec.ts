import { expect, test } from '@playwright/test';
import { signInThroughUi } from './support/account';

const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };
const candidate = { email: 'candidate@medhire.test', password: 'Scrubs-Demo-2026!' };

test('a candidate writes, the employer is told live, opens the thread and replies; the candidate receives it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const login = await request.post('/employee/auth/login', { data: candidate });
  const candidateHeaders = { authorization: `Bearer ${(await login.json()).data.token}` };
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

  await expect
    .poll(async () => {
      const thread = await request.get(`/employee/conversations/${conversation?._id}`, {
        headers: candidateHeaders,
      });
      return ((await thread.json()).data.conversation.messages as { body: string }[]).map(
        (message) => message.body,
      );
    })
    .toContain(reply);
});

test('a send that cannot reach the server fails with a retry that delivers it once; deleting the last message shows the one before', async ({
  page,
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
  const composer = page.getByRole('textbox', { name: /Write to|Message/ }).last();

  const before = `Before the outage ${Date.now()}`;
  await composer.fill(before);
  await page.keyboard.press('Enter');
  await expect(thread.getByText(before)).toBeVisible();

  // The API is unreachable: the send fails, keeps its text, and says so.
  await page.route('**/employer/conversation/send-message/**', (route) => route.abort('connectionrefused'));
  const during = `Sent during the outage ${Date.now()}`;
  await composer.fill(during);
  await page.keyboard.press('Enter');
  await expect(thread.getByText(during)).toBeVisible();
  await expect(thread.getByText('Not sent')).toBeVisible();
  await expect(page.getByText('Network Error.!').first()).toBeVisible();

  // Back up: one retry delivers it, once.
  await page.unroute('**/employer/conversation/send-message/**');
  await thread.getByRole('button', { name: /Retry/ }).click();
  await expect(thread.getByText('Not sent')).toHaveCount(0);
  const bodies = async () => {
    const read = await request.get(`/employee/conversations/${conversation?._id}`, {
      headers: candidateHeaders,
    });
    return ((await read.json()).data.conversation.messages as { body: string; isDeleted: boolean }[])
      .filter((message) => !message.isDeleted)
      .map((message) => message.body);
  };
  await expect.poll(bodies).toContain(during);
  expect((await bodies()).filter((body) => body === during)).toHaveLength(1);

  // Deleting the last message: the inbox shows the one before as the last.
  await thread
    .getByRole('button', { name: /Delete/ })
    .last()
    .click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(thread.getByText('This message was deleted').first()).toBeVisible();
  await expect(page.getByText(`You: ${before}`).first()).toBeVisible();
});
