import { expect, type Page, test } from './support/test';

// The demo employer the server seeds at start (apps/api config defaults).
const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };
const sessionKey = 'medhire:employer:session:v1';
const showParamsKey = 'medhire:employer:show-params';
const pushTokenKey = 'medhire:employer:push-token';

async function signIn(page: Page) {
  await page.goto('/signIn');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demo.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('the demo employer signs in and lands on Home in the main layout', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome, Lakeside Family Medicine' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs' }),
  ).toBeVisible();
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), sessionKey);
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ user: { email: demo.email } });
  // The v1 login sets the flag that makes Home show the onboarding checklist once; Home then clears it. The demo
  // organization has done every step (set up, probes answered, a plan, jobs posted, candidates invited), so Home
  // shows the organization at a glance rather than a list with nothing left to do.
  await expect(page.getByRole('region', { name: 'Your organization' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get started with MedHire' })).toHaveCount(0);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), showParamsKey)).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get started with MedHire' })).toHaveCount(0);
  // The organization at a glance, from the server's data.
  const overview = page.getByRole('region', { name: 'Your organization' });
  await expect(overview.getByText('Madison, WI and 1 more')).toBeVisible();
  await expect(overview.getByText('Active')).toBeVisible();
});

test('a fresh sign-in is synced with the server before the app opens', async ({ page }) => {
  // Hold the sync: until it answers, the app must not treat the employer as signed in.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const syncs: { url: string; authorization: string | undefined }[] = [];
  await page.route('**/employer/auth/sync-user-detail/**', async (route) => {
    syncs.push({ url: route.request().url(), authorization: route.request().headers().authorization });
    await held;
    await route.continue();
  });

  await signIn(page);
  await expect.poll(() => syncs.length).toBe(1);
  const stored = JSON.parse(
    (await page.evaluate((key) => window.localStorage.getItem(key), sessionKey)) ?? '{}',
  ) as { token: string; user: { _id: string } };
  // The sync asks about the employer who just signed in, with the new session's token.
  expect(syncs[0]?.url).toContain(`/employer/auth/sync-user-detail/${stored.user._id}`);
  expect(syncs[0]?.authorization).toBe(`Bearer ${stored.token}`);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/signIn$/);

  release();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome, Lakeside Family Medicine' }),
  ).toBeVisible();
  expect(syncs).toHaveLength(1);
});

test('a wrong password shows the server message in the form and as a toast, keeps what was typed; the right one clears it', async ({
  page,
}) => {
  await page.goto('/signIn');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demo.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const refusal = 'The email or password is incorrect.';
  await expect(page.getByRole('main').getByText(refusal)).toBeVisible();
  // Spec §8: every failed call is toasted as well, once.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: refusal })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(demo.email);
  await expect(page).toHaveURL(/\/signIn$/);

  // The right password: Home opens, and the toast that said the password was wrong is gone with the mistake.
  // The pointer rests on the toast, which holds its timer: only the app can take it away.
  await page.locator('[data-sonner-toast]').filter({ hasText: refusal }).hover();
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill(demo.password);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: refusal })).toHaveCount(0);
});

test('after sign-in the user returns to where they were going', async ({ page }) => {
  await page.goto('/explore');
  await expect(page).toHaveURL(/\/signIn\?redirectTo=%2Fexplore$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demo.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore candidates' })).toBeVisible();
});

test('the session survives a reload, and a signed-in visit to sign-in goes Home', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await page.goto('/signIn');
  await expect(page).toHaveURL(/\/home$/);
});

test('logout shows "Logging out!", clears the session and the delegate flag, and ends the session', async ({
  page,
}) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.evaluate(() => window.localStorage.setItem('is-delegate', 'true'));
  const token = await page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? '{}').token,
    sessionKey,
  );

  // Hold the (real) logout call briefly so the progress screen can be seen.
  await page.route('**/employer/auth/logout', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logging out!')).toBeVisible();
  await expect(page).toHaveURL(/\/signIn$/);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), sessionKey)).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('is-delegate'))).toBeNull();

  // The old token no longer works on the server.
  const response = await page.request.get('/employer/auth/sync-user-detail/any', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(401);
});

test('logout deletes the push token this browser saved, before the session ends', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  const session = JSON.parse(
    (await page.evaluate((key) => window.localStorage.getItem(key), sessionKey)) ?? '{}',
  ) as { token: string; user: { _id: string } };
  // What push does in a browser where Firebase is configured: the device token is saved with the account and
  // kept in this browser.
  const deviceToken = `browser-${Date.now()}`;
  const saved = await page.request.patch(`/employer/auth/save-fcm-token/${session.user._id}`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { value: deviceToken },
  });
  expect(saved.ok()).toBe(true);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    pushTokenKey,
    deviceToken,
  ] as const);

  const calls: string[] = [];
  let deleted: unknown;
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/employer/auth/delete-fcm-token/')) {
      calls.push(`${request.method()} delete-fcm-token/${url.split('/').pop()}`);
      deleted = request.postDataJSON();
    }
    if (url.endsWith('/employer/auth/logout')) calls.push('logout');
  });
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/signIn$/);

  expect(calls).toEqual([`DELETE delete-fcm-token/${session.user._id}`, 'logout']);
  expect(deleted).toEqual({ value: deviceToken });
  expect(await page.evaluate((key) => window.localStorage.getItem(key), pushTokenKey)).toBeNull();
});

test('a failed logout still signs this browser out, and says why on the sign-in page', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/home$/);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    pushTokenKey,
    'a-device',
  ] as const);
  // The token cannot be deleted (no connection) and the server refuses the logout: neither keeps the user in.
  await page.route('**/employer/auth/delete-fcm-token/**', (route) => route.abort('internetdisconnected'));
  await page.route('**/employer/auth/logout', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        error: {
          code: 'UNAVAILABLE',
          message: 'The server could not end the session. Sign in and out again later.',
        },
      }),
    });
  });

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logging out!')).toBeVisible();
  await expect(page).toHaveURL(/\/signIn$/);
  await expect(
    page.getByText('The server could not end the session. Sign in and out again later.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), sessionKey)).toBeNull();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), pushTokenKey)).toBeNull();

  // Shown once: not again on the next page load.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(
    page.getByText('The server could not end the session. Sign in and out again later.'),
  ).toHaveCount(0);
});
