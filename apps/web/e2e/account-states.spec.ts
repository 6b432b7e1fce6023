import { e2eAdminToken } from '../playwright.config';
import {
  finishOnboardingThroughApi,
  NEW_PASSWORD,
  registerThroughApi,
  signInThroughUi,
  uniqueEmail,
} from './support/account';
import { expect, type Response, test } from './support/test';

const APPROVAL_PENDING_EXPLORE =
  'Your account is awaiting approval. You can explore candidates once MedHire has approved it.';

test('a paid account awaiting approval is told why on Home, cannot explore until approved, then can', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('awaiting-approval');
  const session = await registerThroughApi(request, email);
  const headers = { authorization: `Bearer ${session.token}` };

  await test.step('finish the wizard, answer the probes and pay with the test card, as the app does', async () => {
    expect(await finishOnboardingThroughApi(request, session)).toMatchObject({
      accountStatus: 'pending',
      subscriptionStatus: 'active',
    });
  });

  // Every answer the app gets while the account awaits approval: none may be a refusal.
  const refused: string[] = [];
  const recommendations: string[] = [];
  const watch = (response: Response) => {
    if (response.status() === 403) refused.push(response.url());
    if (response.url().includes('/employer/applicants/recommended')) recommendations.push(response.url());
  };
  page.on('response', watch);

  await test.step('Home explains the review and asks for nothing the account may not do', async () => {
    await signInThroughUi(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    const notice = page.getByRole('status', { name: 'Your organization is being reviewed' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('usually within one business day');
    await expect(
      page.getByRole('status', { name: 'Recommendations appear here once you can explore candidates' }),
    ).toContainText(APPROVAL_PENDING_EXPLORE);
    await expect(page.getByRole('link', { name: 'See all recommendations' })).toHaveCount(0);
    expect(recommendations).toEqual([]);
    expect(refused).toEqual([]);
  });

  await test.step('Explore sends the account back to Home with the reason', async () => {
    await page.goto('/explore');
    await expect(page).toHaveURL(/\/home$/);
    // The toast, not Home's own callout that says the same.
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: APPROVAL_PENDING_EXPLORE }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Explore candidates' })).toHaveCount(0);
  });

  await test.step('Applicants opens on the Applicants tab and says why the others are closed', async () => {
    await page.goto('/applicants');
    await expect(page.getByRole('tab', { name: 'Applicants', selected: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Recommended' }).click();
    await expect(
      page.getByRole('status', { name: 'Recommendations open once you can explore candidates' }),
    ).toContainText(APPROVAL_PENDING_EXPLORE);
    expect(recommendations).toEqual([]);
    expect(refused).toEqual([]);
  });

  await test.step('the server refuses the same call with the same sentence', async () => {
    const explore = await request.get('/employer/applicants/explore', { headers });
    expect(explore.status()).toBe(403);
    expect(await explore.json()).toEqual({
      success: false,
      error: { code: 'APPROVAL_PENDING', message: APPROVAL_PENDING_EXPLORE },
    });
  });

  await test.step('once an operator approves the organization, Explore opens', async () => {
    const approved = await request.patch('/admin/employers/account-status', {
      headers: { authorization: `Bearer ${e2eAdminToken}` },
      data: { email, accountStatus: 'approved' },
    });
    expect(approved.ok()).toBe(true);

    await page.goto('/home');
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Top recommendations' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Your organization is being reviewed' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See all recommendations' })).toBeVisible();

    await page.goto('/explore');
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore candidates' })).toBeVisible();
    expect(refused).toEqual([]);
  });
});

test('Home on a 390 px phone: the numbers are small tiles and the work below them shows on the first screen', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('phone-home');
  await finishOnboardingThroughApi(request, await registerThroughApi(request, email));
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughUi(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  // The review notice of a new account is above the numbers: the first screen holds it, the four tiles and the
  // pipeline's heading.
  await expect(page.getByRole('status', { name: 'Your organization is being reviewed' })).toBeVisible();
  const tiles = page.getByRole('region', { name: 'At a glance' }).getByRole('link');
  await expect(tiles).toHaveCount(4);
  for (const tile of await tiles.all()) await expect(tile).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('heading', { level: 2, name: 'Pipeline', exact: true })).toBeInViewport({
    ratio: 1,
  });
});
