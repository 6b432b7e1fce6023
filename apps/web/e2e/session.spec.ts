import { expect, type Page, test } from './support/test';

// The demo employer the server seeds at start (apps/api config defaults).
const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };
const sessionKey = 'medhire:employer:session:v1';
const showParamsKey = 'medhire:employer:show-params';

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
  // The v1 login sets the flag that makes Home show the onboarding checklist once; Home then clears it.
  await expect(page.getByRole('heading', { name: 'Get started with MedHire' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set up your organization (done)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post your first job (to do)' })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), showParamsKey)).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get started with MedHire' })).toHaveCount(0);
  // The organization at a glance, from the server's data.
  const overview = page.getByRole('region', { name: 'Your organization' });
  await expect(overview.getByText('Madison, WI and 1 more')).toBeVisible();
  await expect(overview.getByText('Active')).toBeVisible();
});

test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
  await page.goto('/signIn');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demo.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(demo.email);
  await expect(page).toHaveURL(/\/signIn$/);
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
