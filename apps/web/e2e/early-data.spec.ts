import { signInThroughUi } from './support/account';
import { expect, type Page, test } from './support/test';

// The demo employer the server seeds at start (apps/api config defaults).
const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };

/**
 * Reloads `path` with the start-up sync held back, and returns the API paths asked for while it was held (each
 * as often as asked), then lets the sync through.
 */
async function askedDuringSync(page: Page, path: string, wanted: RegExp[]): Promise<string[]> {
  // No socket: a notification another test causes for the same demo employer would have the bell read its list
  // again, live, which is not what is counted here.
  await page.route('**/socket.io/**', (route) => route.abort());
  let releaseSync = () => {};
  const held = new Promise<void>((resolve) => {
    releaseSync = resolve;
  });
  await page.route('**/employer/auth/sync-user-detail/**', async (route) => {
    await held;
    await route.continue();
  });
  // Only the reloaded document's requests are counted: the page before (Home after signing in, a navigation in
  // the app, so no load state marks its end) may still be asking for the bell's notifications, and nothing it
  // asks for can follow the new document's commit.
  const target = new URL(path, 'http://localhost').pathname;
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === target) reloaded = true;
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (reloaded && wanted.some((pattern) => pattern.test(pathname))) asked.push(pathname);
  });
  await page.goto(path);
  // What the page asks for before the sync answers comes from the screen's module itself.
  await expect.poll(() => wanted.every((pattern) => asked.some((one) => pattern.test(one)))).toBe(true);
  releaseSync();
  return asked;
}

test('a reloaded Messages asks for the inbox and the bell’s notifications beside the start-up sync, once each', async ({
  page,
}) => {
  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
  const inbox = /\/employer\/conversation\/get-all-conversation\//;
  const bell = /\/employer\/notification\/get-all-notification\//;
  const asked = await askedDuringSync(page, '/messages', [inbox, bell]);

  await expect(page.getByRole('region', { name: 'Conversations' })).toBeVisible({ timeout: 15_000 });
  // The screen took the early answers instead of asking again once it rendered.
  await page.waitForLoadState('networkidle');
  expect(asked.filter((one) => inbox.test(one))).toHaveLength(1);
  expect(asked.filter((one) => bell.test(one))).toHaveLength(1);
});
