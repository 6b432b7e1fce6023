import { signInThroughUi } from './support/account';
import { expect, test } from './support/test';

const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };
const candidate = { email: 'candidate@medhire.test', password: 'Scrubs-Demo-2026!', name: 'Jordan Rivera' };

test.use({ viewport: { width: 390, height: 844 } });

test('on a 390 px phone, Explore scored for a job with a long title does not scroll sideways', async ({
  page,
  request,
}) => {
  const title = `Family Medicine Physician — Madison East Clinic ${Date.now()}`;
  const employer = (await (await request.post('/employer/auth/login', { data: demo })).json()).data;
  const headers = { authorization: `Bearer ${employer.token}` };
  const posted = await request.post(`/employer/auth/v1/create-job-v1/${employer.user._id}`, {
    headers,
    data: {
      title,
      specialty: 'family-medicine',
      employmentType: 'full-time',
      salaryRange: JSON.stringify({ min: 250000, max: 300000 }),
      locations: [
        {
          city: 'Madison',
          state: 'WI',
          description: 'Madison, WI',
          coords: { latitude: 43.07, longitude: -89.4 },
        },
      ],
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const jobId = (await posted.json()).data.job._id as string;
  // The candidate is invited to it, so their card carries a chip with the job's title.
  const candidateLogin = (await (await request.post('/employee/auth/login', { data: candidate })).json())
    .data;
  const invited = await request.post('/employer/match/invite', {
    headers,
    data: { jobId, candidateId: candidateLogin.candidate._id },
  });
  expect(invited.ok(), await invited.text()).toBe(true);

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
