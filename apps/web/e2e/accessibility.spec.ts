import AxeBuilder from '@axe-core/playwright';
import { NEW_PASSWORD, registerThroughApi, signInThroughUi, uniqueEmail } from './support/account';
import { expect, type Page, test } from './support/test';

/** Waits for the page transition (a 300 ms fade) to end, so contrast is checked on the settled page. */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Endless ones (skeleton pulses, spinners) never finish; a cancelled one has nothing left to wait for.
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function expectNoViolations(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

for (const path of [
  '/signIn',
  '/privacy-policy',
  '/register',
  '/claimBusiness',
  '/recover-password',
  '/set-up-password?token=t&email=owner%40clinic.test',
  '/a-page-that-does-not-exist',
]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoViolations(page);
  });
}

test('the signed-in screens have no accessibility violations', async ({ page }) => {
  test.setTimeout(150_000);
  await signInThroughUi(page, 'demo@medhire.test', 'Rounds-Demo-2026!');
  await expect(page).toHaveURL(/\/home$/);
  for (const path of [
    '/home',
    '/edit-profile',
    '/edit-profile?section=candidates',
    '/edit-profile?section=account',
    '/manage-subscriptions',
    '/claimBusinessProfile',
    '/jobs',
    '/create-job',
    '/jobs-resident',
    '/explore?specialty=family-medicine',
    '/applicants',
    '/applicants?tab=applicants',
    '/global-connection',
  ]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectNoViolations(page);
    });
  }
  await test.step("one job's pipeline board", async () => {
    await page.goto('/jobs-resident');
    await page
      .getByRole('link', { name: /View pipeline/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/jobs-resident\/.+/);
    await expectNoViolations(page);
  });
  await test.step("one applicant's profile", async () => {
    await page.goto('/explore');
    await page.getByRole('article').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/applicants\/.+/);
    await expectNoViolations(page);
  });
});

test('the onboarding screens have no accessibility violations', async ({ page, request }) => {
  const email = uniqueEmail('a11y');
  await registerThroughApi(request, email);
  await signInThroughUi(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/establish-profile$/);
  await expectNoViolations(page);
  for (const path of ['/would-you-rather', '/payment']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await settled(page);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
