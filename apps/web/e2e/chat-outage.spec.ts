import { signInThroughUi } from './support/account';
import { type ApiServer, startApiServer } from './support/api-server';
import { test as base, expect } from './support/test';

// These journeys stop the server: they get a MedHire server of their own, so no other spec sees it go down.
const test = base.extend<object, { ownServer: ApiServer }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startApiServer();
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };
const candidate = { email: 'candidate@medhire.test', password: 'Scrubs-Demo-2026!' };

test('with the API stopped a send fails and keeps its text; after a restart one retry delivers it exactly once; deleting the last message shows the one before', async ({
  page,
  request,
  ownServer,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/employee/auth/login', { data: candidate });
  const candidateHeaders = { authorization: `Bearer ${(await login.json()).data.token}` };
  const own = await request.get('/employee/conversations', { headers: candidateHeaders });
  const [conversation] = (await own.json()).data.conversations as { _id: string }[];
  expect(conversation).toBeDefined();
  const bodies = async () => {
    const read = await request.get(`/employee/conversations/${conversation?._id}`, {
      headers: candidateHeaders,
    });
    return ((await read.json()).data.conversation.messages as { body: string; isDeleted: boolean }[])
      .filter((message) => !message.isDeleted)
      .map((message) => message.body);
  };

  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/messages?conversationId=${conversation?._id}`);
  const thread = page.getByRole('log');
  const composer = page.getByRole('textbox', { name: /Write to|Message/ }).last();

  const before = `Before the outage ${Date.now()}`;
  await composer.fill(before);
  await page.keyboard.press('Enter');
  await expect(thread.getByText(before)).toBeVisible();
  // Stored before the server stops (the thread shows a message as soon as it is written, before the server has it).
  await expect.poll(bodies).toContain(before);

  // The server goes down: the send fails, keeps its text in the thread, and says so.
  await ownServer.stop();
  const during = `Sent while the server was down ${Date.now()}`;
  await composer.fill(during);
  await page.keyboard.press('Enter');
  await expect(thread.getByText(during)).toBeVisible();
  await expect(thread.getByText('Not sent')).toBeVisible();
  await expect(page.getByText('Network Error.!').first()).toBeVisible();

  // The server is back: one retry delivers it, once.
  await ownServer.start();
  await thread.getByRole('button', { name: /Retry/ }).click();
  await expect(thread.getByText('Not sent')).toHaveCount(0);
  await expect.poll(bodies).toContain(during);
  expect((await bodies()).filter((body) => body === during)).toHaveLength(1);
  await page.reload();
  await expect(thread.getByText(during)).toHaveCount(1);

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
