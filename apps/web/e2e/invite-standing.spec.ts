import { signInThroughUi } from './support/account';
import { expect, type Page, test } from './support/test';

const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };
const candidate = { email: 'candidate@medhire.test', password: 'Scrubs-Demo-2026!', name: 'Jordan Rivera' };

/** The stage the thread's header shows, beside "Change stage". */
function threadStanding(page: Page) {
  return page.locator('[data-slot="thread-header"] [data-slot="badge"]').first();
}

test('an invited candidate stands in the thread where the board has them: invited until they accept, then Shortlisted', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
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
  const candidateLogin = (await (await request.post('/employee/auth/login', { data: candidate })).json())
    .data;
  const invited = await request.post('/employer/match/invite', {
    headers,
    data: { jobId, candidateId: candidateLogin.candidate._id },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const matchId = (await invited.json()).data.match._id as string;
  const inbox = await request.get(
    `/employer/conversation/get-all-conversation/${employer.user._id}?jobId=${jobId}`,
    { headers },
  );
  const conversation = (
    (await inbox.json()).data.conversations as { _id: string; match: { _id: string } }[]
  ).find((item) => item.match._id === matchId);
  expect(conversation, 'the invite opens a conversation').toBeDefined();

  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);

  await test.step('before they answer: invited on the board, and in the thread', async () => {
    await page.goto(`/jobs-resident/${jobId}`);
    const invitedList = page.getByRole('region', { name: 'Invited (1)' });
    await expect(invitedList).toContainText(candidate.name);
    await page.goto(`/messages?conversationId=${conversation?._id}`);
    await expect(threadStanding(page)).toHaveText('Invited — waiting for an answer');
    await expect(page.getByRole('button', { name: 'Change stage' })).toBeDisabled();
  });

  await test.step('once they accept: Shortlisted on the board, and in the thread', async () => {
    const accepted = await request.post(`/employee/match/${matchId}/accept`, {
      headers: { authorization: `Bearer ${candidateLogin.token}` },
    });
    expect(accepted.ok()).toBe(true);
    await page.goto(`/jobs-resident/${jobId}`);
    await expect(page.getByRole('region', { name: /Invited/ })).toHaveCount(0);
    const shortlisted = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Shortlisted', exact: true }) });
    await expect(shortlisted).toContainText(candidate.name);
    await page.goto(`/messages?conversationId=${conversation?._id}`);
    await expect(threadStanding(page)).toHaveText('Shortlisted');
    await expect(page.getByRole('button', { name: 'Change stage' })).toBeEnabled();
  });
});
