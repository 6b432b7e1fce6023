import { signInThroughUi } from './support/account';
import { demoCandidate as candidate, demo, inviteDemoCandidateToNewJob } from './support/invited-job';
import { expect, type Page, test } from './support/test';

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
  const { employer, headers, jobId, invited, candidateLogin } = await inviteDemoCandidateToNewJob(
    request,
    title,
  );
  const matchId = invited.data.match._id as string;
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
