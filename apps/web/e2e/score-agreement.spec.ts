import { signInThroughUi } from './support/account';
import { expect, test } from './support/test';

const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };

test('a candidate scored for a job has the same score on the board, the profile and in Explore, with the distance from the job', async ({
  page,
}) => {
  await signInThroughUi(page, demo.email, demo.password);
  await page.goto('/jobs');
  // The first job whose pipeline has a candidate in it (other journeys add jobs with invites only).
  await expect(page.getByRole('link', { name: 'View pipeline' }).first()).toBeVisible();
  const pipelines = await page
    .getByRole('link', { name: 'View pipeline' })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const card = page
    .locator('[data-slot="pipeline-card"]')
    .filter({ hasNot: page.locator('[data-slot="pipeline-card-reason"]') })
    .first();
  const heading = page.getByRole('heading', { level: 1, name: /^Pipeline: / });
  for (const href of pipelines) {
    await page.goto(href);
    await expect(heading).toBeVisible();
    await expect(page.locator('[data-slot="pipeline-board"][data-state="idle"]')).toBeVisible();
    if ((await card.count()) > 0) break;
  }
  await expect(page).toHaveURL(/\/jobs-resident\/[\w-]+$/);
  const jobId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const title = (await heading.textContent())?.replace(/^Pipeline: /, '') ?? '';

  // A candidate in the pipeline: their card's job score.
  const name = (await card.locator('[data-slot="pipeline-card-link"]').textContent()) ?? '';
  const score = Number(
    (await card.locator('[data-slot="pipeline-card-score"]').textContent())?.match(/\d+/)?.[0],
  );
  expect(name).not.toBe('');
  expect(score).toBeGreaterThan(0);

  // Their profile, opened from the card, is scored for the same job: the same number, and why.
  await card.locator('[data-slot="pipeline-card-link"]').click();
  await expect(page).toHaveURL(new RegExp(`/applicants/[\\w-]+\\?jobId=${jobId}$`));
  await expect(page.getByRole('img', { name: `Match score ${score} of 100 for ${title}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Score for' })).toContainText(title);
  const reasons = page.getByRole('list', { name: 'Why this score' });
  // The distance is measured from the job's locations (a city of the job named with its miles), not a state's centre.
  await expect(reasons).toContainText(/miles from [A-Z][a-z]+/);

  // Explore scored for the same job finds them with the same score.
  const lastName = name.trim().split(' ').at(-1) ?? '';
  await page.goto(`/explore?jobId=${jobId}&queryText=${encodeURIComponent(lastName)}`);
  const found = page.getByRole('article').filter({ hasText: name.trim() });
  await expect(
    found.first().getByRole('img', { name: `Match score ${score} of 100 for ${title}` }),
  ).toBeVisible();
});
