import { signInThroughUi } from './support/account';
import { demoCandidate as candidate, demo, inviteDemoCandidateToNewJob } from './support/invited-job';
import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

test('on a 390 px phone, Explore scored for a job with a long title does not scroll sideways', async ({
  page,
  request,
}) => {
  const title = `Family Medicine Physician — Madison East Clinic ${Date.now()}`;
  // The candidate is invited to it, so their card carries a chip with the job's title.
  const { jobId } = await inviteDemoCandidateToNewJob(request, title);

  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/explore?jobId=${jobId}&queryText=${encodeURIComponent(candidate.name)}`);
  const card = page.getByRole('article').filter({ hasText: candidate.name }).first();
  await expect(card.getByText(`Invited to ${title} — pending`)).toBeAttached();
  await expect(page.getByRole('combobox').filter({ hasText: title }).first()).toBeVisible();

  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.viewport).toBe(390);
  expect(widths.page).toBeLessThanOrEqual(390);
});
