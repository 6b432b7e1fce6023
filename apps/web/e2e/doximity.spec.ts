import { type ApiServer, startApiServer } from './support/api-server';
import { type OauthProvider, startOauthProvider } from './support/oauth-provider';
import { test as base, expect } from './support/test';

const demo = { email: 'demo@medhire.test' };
const sessionKey = 'medhire:employer:session:v1';

base('without Doximity settings the button says plainly that it is not configured', async ({ page }) => {
  await page.goto('/signIn');
  await page.getByRole('button', { name: 'Sign in with Doximity' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Sign-in with Doximity is not configured\./);
  await expect(page).toHaveURL(/\/signIn$/);
});

// A MedHire server of its own, signing in with a stand-in provider that approves as the demo employer.
const test = base.extend<object, { provider: OauthProvider; ownServer: ApiServer }>({
  provider: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const provider = await startOauthProvider(demo.email);
      await use(provider);
      await provider.close();
    },
    { scope: 'worker' },
  ],
  ownServer: [
    async ({ provider }, use) => {
      const server = await startApiServer((url) => ({ ...provider.settings, PUBLIC_URL: url }));
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

test('Sign in with Doximity goes to the provider and back, and signs the employer in', async ({ page }) => {
  const syncs: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/employer/auth/sync-user-detail/')) syncs.push(request.url());
  });
  await page.goto('/signIn');
  await page.getByRole('button', { name: 'Sign in with Doximity' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), sessionKey);
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ user: { email: demo.email } });
  // The exchange's session is synced with the server, as every sign-in is (spec §4).
  const { user } = JSON.parse(stored ?? '{}') as { user: { _id: string } };
  expect(syncs).toEqual([expect.stringContaining(`/employer/auth/sync-user-detail/${user._id}`)]);
});

test('a return link from a sign-in this tab did not start does not sign in', async ({ page, request }) => {
  // Someone else starts a sign-in and sends the link the provider gave back to them.
  const started = await request.post('/employer/auth/v1/doximity/start');
  const { authorizeUrl } = (await started.json()).data as { authorizeUrl: string };
  const consent = await request.get(authorizeUrl, { maxRedirects: 0 });
  const link = consent.headers().location ?? '';
  expect(link).toContain('/auth/doximity/success?code=');

  await page.goto(link);
  await expect(page.getByText('This sign-in was not started in this browser tab.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in with your email' })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), sessionKey)).toBeNull();
});
