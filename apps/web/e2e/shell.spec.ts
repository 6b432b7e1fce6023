import { expect, test } from './support/test';

test('/ shows sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to MedHire' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · MedHire');
});

test('a signed-out visit to /jobs lands on sign-in and keeps where it was going', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page).toHaveURL(/\/signIn\?redirectTo=%2Fjobs$/);
  await expect(page.getByRole('heading', { name: 'Sign in to MedHire' })).toBeVisible();
});

test('a static page opens for everyone in the static layout', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a stored session is synced while the logo loading screen shows, and a bad one ends at sign-in', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'medhire:employer:session:v1',
      JSON.stringify({
        token: 'not-a-real-token',
        code: 200,
        user: {
          _id: '00000000-0000-4000-8000-000000000000',
          email: 'someone@example.com',
          accountStatus: 'approved',
        },
      }),
    );
  });
  await page.goto('/jobs');
  await expect(page).toHaveURL(/\/signIn/);
  await expect(page.getByRole('heading', { name: 'Sign in to MedHire' })).toBeVisible();
});

test('a link keeps the page, address included, until the next page has loaded; one that cannot load says so', async ({
  page,
}) => {
  await page.goto('/signIn');
  await expect(page.getByRole('heading', { name: 'Sign in to MedHire' })).toBeVisible();

  // The next page's code is slow to come: the address and the page stay as they are meanwhile.
  let releaseScripts = () => {};
  const released = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/signIn$/);
  await expect(page.getByRole('heading', { name: 'Sign in to MedHire' })).toBeVisible();
  releaseScripts();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await page.unroute('**/assets/*.js');

  // The connection drops: the page that cannot load says so, and a reload brings it.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.getByRole('link', { name: 'Claim your business' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeVisible();
  await expect(page).toHaveURL(/\/claimBusiness$/);
  await page.unroute('**/assets/*.js');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Claim your business' })).toBeVisible();
});

test('a link opens the next page at its top, not where the last one was scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 420 });
  await page.goto('/signIn');
  await expect(page.getByRole('heading', { name: 'Sign in to MedHire' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('/health answers success', async ({ request }) => {
  const response = await request.get('/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ success: true });
});

test('an unknown API route answers a 404 envelope', async ({ request }) => {
  const response = await request.get('/employer/this-route-does-not-exist');
  expect(response.status()).toBe(404);
  const body = await response.json();
  expect(body.success).toBe(false);
  expect(typeof body.error.message).toBe('string');
});

test('the server sends security headers with the app', async ({ request }) => {
  const response = await request.get('/signIn', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['content-security-policy']).toContain("default-src 'self'");
});

test('the page paints the logo loading screen before any script has run, and the app replaces it', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/signIn');
  // With no script at all, the HTML alone shows the loading screen.
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.locator('#root [data-slot="logo-mark"]')).toBeVisible();
  await page.unroute('**/assets/*.js');
  await page.goto('/signIn');
  await expect(page.getByRole('heading', { name: 'Sign in to MedHire' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
});

test('a route’s page preloads what its first load runs from its HTML, so the app inserts no preload of its own', async ({
  page,
  request,
}) => {
  const preloadsOf = (html: string) =>
    [...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const index = await (await request.get('/unknown-page', { headers: { accept: 'text/html' } })).text();
  const explore = await (await request.get('/explore', { headers: { accept: 'text/html' } })).text();
  // Explore's page is index.html and the links of its screen and of the signed-in shell, fetched last.
  expect(explore.replace(/<link rel="modulepreload"[^>]*fetchpriority="low">/g, '')).toBe(index);
  const extra = preloadsOf(explore).filter((href) => !preloadsOf(index).includes(href));
  expect(extra.length).toBeGreaterThan(20);
  for (const href of extra) expect((await request.get(href as string)).status(), href).toBe(200);

  // Signed out, the sign-in page: every preload its first load asks for was in the HTML, so the app added none.
  const signIn = preloadsOf(
    await (await request.get('/signIn', { headers: { accept: 'text/html' } })).text(),
  );
  expect(signIn.length).toBeGreaterThan(preloadsOf(index).length);
  await page.goto('/signIn');
  await expect(page.getByRole('heading', { name: 'Sign in to MedHire' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const inDocument = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map(
      (link) => new URL((link as HTMLLinkElement).href).pathname,
    ),
  );
  expect(inDocument.sort()).toEqual([...signIn].sort());
});
