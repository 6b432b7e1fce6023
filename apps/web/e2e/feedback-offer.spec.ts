import { signInThroughUi } from './support/account';
import { demo, inviteDemoCandidateToNewJob } from './support/invited-job';
import { expect, type Page, test } from './support/test';

/** Where the journey's screenshots go when asked for (`E2E_SCREENSHOT_DIR`), to look at them. */
const screenshotDir = process.env.E2E_SCREENSHOT_DIR;

async function screenshot(page: Page, name: string) {
  if (!screenshotDir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${screenshotDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the owner leaves interview feedback, then makes an offer the candidate reads through the employee API', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Sports Medicine Physician ${Date.now()}`;
  const { employer, headers, jobId, invited, candidateLogin } = await inviteDemoCandidateToNewJob(
    request,
    title,
  );
  const matchId = invited.data.match._id as string;
  const candidateId = candidateLogin.candidate._id as string;
  const candidateHeaders = { authorization: `Bearer ${candidateLogin.token}` };
  const accepted = await request.post(`/employee/match/${matchId}/accept`, { headers: candidateHeaders });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const moveTo = async (status: string) => {
    const moved = await request.patch(`/employer/match/update-match-status/${matchId}`, {
      headers,
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  };
  await moveTo('Interview');

  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });

  await test.step('leave feedback on the candidate in Interview', async () => {
    await page.goto(`/applicants/${candidateId}?jobId=${jobId}`);
    const card = page.getByRole('article', { name: title });
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Leave feedback' }).click();
    const form = page.getByRole('form', { name: 'Interview feedback' });
    await form
      .getByRole('radiogroup', { name: 'Clinical skills' })
      .getByRole('radio', { name: '5, excellent' })
      .click();
    await form.getByRole('radiogroup', { name: 'Communication' }).getByRole('radio', { name: '4' }).click();
    await form.getByRole('radiogroup', { name: 'Team fit' }).getByRole('radio', { name: '4' }).click();
    await form
      .getByRole('radiogroup', { name: 'Recommendation' })
      .getByRole('radio', { name: 'Strong yes' })
      .click();
    await form.getByRole('textbox', { name: /Comments/ }).fill('Confident with sideline emergencies.');
    await screenshot(page, 'feedback-form');
    await form.getByRole('button', { name: 'Save feedback' }).click();
    await expect(form).toBeHidden();
    const entry = card.getByRole('list', { name: `Feedback on ${title}` }).getByRole('listitem');
    await expect(entry).toContainText('Strong yes');
    await expect(entry).toContainText('Confident with sideline emergencies.');
    await expect(card.getByLabel('Average per criterion')).toContainText('Clinical skills5.0 / 5');
    await expect(card.getByRole('button', { name: 'Edit your feedback' })).toBeVisible();
    await screenshot(page, 'feedback-summary');
  });

  await test.step('the board card shows the feedback in brief', async () => {
    await page.goto(`/jobs-resident/${jobId}`);
    const summary = page.locator('[data-slot="pipeline-card"]').locator('[data-slot="feedback-summary"]');
    await expect(summary).toContainText('Interview feedback: 4.3 of 5 from 1 review, 1 recommend');
  });

  await moveTo('Offer');

  await test.step('make an offer on the candidate in Offer', async () => {
    await page.goto(`/applicants/${candidateId}?jobId=${jobId}`);
    const panel = page.getByRole('region', { name: `Offer · ${title}` });
    await panel.scrollIntoViewIfNeeded();
    await panel.getByRole('button', { name: 'Make an offer' }).click();
    const form = panel.getByRole('form', { name: 'Offer' });
    await form.getByRole('spinbutton', { name: /Base salary/ }).fill('310000');
    await form.getByRole('spinbutton', { name: /Sign-on bonus/ }).fill('25000');
    await form.getByRole('radio', { name: 'RVU ($ per wRVU)' }).click();
    await form.getByRole('spinbutton', { name: /\$ per wRVU/ }).fill('52');
    await form.getByLabel(/Start date/).fill('2027-08-02');
    await form.getByRole('textbox', { name: /Call schedule/ }).fill('1:6 weekends');
    await form.getByRole('spinbutton', { name: /PTO days/ }).fill('25');
    await form
      .getByRole('radiogroup', { name: 'Partnership track' })
      .getByRole('radio', { name: 'Yes' })
      .click();
    await form.getByRole('spinbutton', { name: /Years to partnership/ }).fill('3');
    await screenshot(page, 'offer-form');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await expect(form).toBeHidden();
    await expect(panel).toContainText('$310,000 a year');
    await expect(panel).toContainText('$52 per wRVU');
    await expect(panel.getByText('Sent', { exact: true })).toBeVisible();
    await screenshot(page, 'offer-panel');
  });

  await test.step('the thread shows the offer under its header', async () => {
    const list = await request.get(
      `/employer/conversation/get-all-conversation/${employer.user._id}?jobId=${jobId}`,
      {
        headers,
      },
    );
    expect(list.ok(), await list.text()).toBe(true);
    const conversation = (await list.json()).data.conversations.find(
      (item: { match: { _id: string } }) => item.match._id === matchId,
    );
    await page.goto(`/messages?conversationId=${conversation._id}`);
    await expect(page.getByRole('article').getByText(/We have sent you an offer for/)).toBeVisible();
    const offer = page.locator('[data-slot="thread-offer"]');
    await offer.locator('summary').click();
    await expect(offer).toContainText('$310,000 a year');
    await expect(offer.getByRole('button', { name: 'Change offer' })).toBeVisible();
    await screenshot(page, 'thread-offer');
  });

  await test.step('the candidate reads the offer with their match, and a message told them', async () => {
    const theirs = await request.get('/employee/matches', { headers: candidateHeaders });
    expect(theirs.ok()).toBe(true);
    const match = (await theirs.json()).data.matches.find((item: { _id: string }) => item._id === matchId);
    expect(match.pipelineStatus).toBe('Offer');
    expect(match.offer).toMatchObject({
      status: 'sent',
      baseSalary: 310_000,
      signOnBonus: 25_000,
      productivityModel: 'rvu',
      productivityRate: 52,
      startDate: '2027-08-02',
      callSchedule: '1:6 weekends',
      ptoDays: 25,
      partnershipTrack: true,
      yearsToPartnership: 3,
    });
    // The team's feedback never reaches the candidate.
    expect(JSON.stringify(match)).not.toContain('sideline');
  });
});
