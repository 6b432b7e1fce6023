import { expect, test } from './support/test';

// The demo employer the server seeds at start (apps/api config defaults).
const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };
const sessionKey = 'medhire:employer:session:v1';

test('an open tab is signed out within seconds when its session is ended elsewhere', async ({ page }) => {
  // Signing in and the socket's start (2 s after the sync) take a while on a busy machine.
  test.setTimeout(90_000);
  // socket.io's answer to CONNECT ("40{…}"): the server accepted the socket. It comes over long-polling or, once
  // upgraded, over the WebSocket.
  const accepted = new Promise<void>((resolve) => {
    page.on('response', async (response) => {
      if (!response.url().includes('/socket.io/')) return;
      if ((await response.text().catch(() => '')).includes('40{')) resolve();
    });
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40')) resolve();
      }),
    );
  });
  await page.goto('/signIn');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demo.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });

  // The socket starts 2 s after the sync.
  await accepted;

  // The session ends somewhere else (here: a logout sent with the tab's token from outside the tab).
  const token = await page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? '{}').token,
    sessionKey,
  );
  const logout = await page.request.post('/employer/auth/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(logout.status()).toBe(200);

  await expect(page).toHaveURL(/\/signIn/, { timeout: 5_000 });
  expect(await page.evaluate((key) => window.localStorage.getItem(key), sessionKey)).toBeNull();
});
