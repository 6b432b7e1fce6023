import { NEW_PASSWORD, signInThroughUi, uniqueEmail } from './support/account';
import { linkOf, waitForMail } from './support/outbox';
import { expect, test } from './support/test';

// The demo employer the server seeds at start (apps/api config defaults): approved, paid monthly (5 seats).
const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };
const sessionKey = 'medhire:employer:session:v1';

test('the owner invites a recruiter, who joins, recruits without billing, and is signed out when removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('recruiter');

  // The owner invites from the Team page (the account menu).
  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByRole('radio', { name: /Recruiter/ }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  // The recruiter opens the mailed link in a browser of their own and joins.
  const link = linkOf(await waitForMail(email));
  expect(link.pathname).toBe('/join-team');
  const recruiterContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const recruiter = await recruiterContext.newPage();
  await recruiter.goto(`${link.pathname}${link.search}`);
  await expect(recruiter.getByRole('heading', { name: /Join .* on MedHire/ })).toBeVisible();
  await recruiter.getByRole('textbox', { name: 'Your name' }).fill('Ana Ruiz');
  await recruiter.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await recruiter.getByRole('button', { name: 'Join the team' }).click();
  await expect(recruiter).toHaveURL(/\/home$/, { timeout: 20_000 });
  // The spec's delegate flag is set for a recruiter.
  expect(await recruiter.evaluate(() => window.localStorage.getItem('is-delegate'))).toBe('true');

  // No billing in the recruiter's account menu, and the server refuses it when tried directly.
  await recruiter.getByRole('button', { name: /^Account menu/ }).click();
  await expect(recruiter.getByRole('menuitem', { name: 'Team' })).toBeVisible();
  await expect(recruiter.getByRole('menuitem', { name: 'Subscription' })).toHaveCount(0);
  await recruiter.keyboard.press('Escape');
  const { token, user } = await recruiter.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'),
    sessionKey,
  );
  const billing = await recruiter.request.get(`/employer/subscription/${user._id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(billing.status()).toBe(403);
  expect((await billing.json()).error.code).toBe('ROLE_FORBIDDEN');
  // The recruiter can open the jobs (the work they are there for).
  await recruiter.goto('/jobs');
  await expect(recruiter.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();

  // The owner removes the recruiter: the recruiter's open tab is signed out within seconds.
  await page.reload();
  await page.getByRole('button', { name: 'Remove Ana Ruiz' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(email, { exact: true })).toHaveCount(0);
  await expect(recruiter).toHaveURL(/\/signIn/, { timeout: 10_000 });
  await recruiterContext.close();
});
