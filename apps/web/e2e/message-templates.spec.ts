import { signInThroughUi } from './support/account';
import { demo, demoCandidate, inviteDemoCandidateToNewJob } from './support/invited-job';
import { expect, test } from './support/test';

const practice = 'Lakeside Family Medicine';

test('the organization writes a template, inserts it in a thread with the candidate, job and practice filled, sends it; then rejects with a template message the candidate reads', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Template Physician ${Date.now()}`;
  const { candidateLogin } = await inviteDemoCandidateToNewJob(request, title);
  const candidateHeaders = { authorization: `Bearer ${candidateLogin.token}` };
  const matches = (await (await request.get('/employee/matches', { headers: candidateHeaders })).json()).data
    .matches as { _id: string; job: { title: string } }[];
  const match = matches.find((item) => item.job.title === title);
  expect(
    (await request.post(`/employee/match/${match?._id}/accept`, { headers: candidateHeaders })).ok(),
  ).toBe(true);
  const conversations = (
    await (await request.get('/employee/conversations', { headers: candidateHeaders })).json()
  ).data.conversations as { _id: string; job: { title: string } }[];
  const conversation = conversations.find((item) => item.job.title === title);
  expect(conversation).toBeDefined();
  const firstName = demoCandidate.name.split(' ')[0] ?? '';

  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  const stamp = Date.now();

  await test.step('the organization manages its templates on /message-templates', async () => {
    await page.goto('/message-templates');
    await expect(page.getByRole('heading', { name: 'Message templates', level: 1 })).toBeVisible();
    // The demo organization starts with three.
    await expect(page.getByRole('heading', { name: 'Courteous rejection' })).toBeVisible();
    await page.getByRole('button', { name: 'New template' }).click();
    const form = page.getByRole('form', { name: 'New template' });
    await form.getByRole('textbox', { name: /^Name/ }).fill('Friday clinic');
    await form
      .getByRole('textbox', { name: /^Message/ })
      .fill(`Hi {firstName}, about {jobTitle} at {practice}: is Friday good? <b>${stamp}</b>`);
    await form.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText('Template “Friday clinic” saved.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Friday clinic' })).toBeVisible();
  });

  await test.step('Insert template fills the composer for editing; Enter sends it', async () => {
    await page.goto(`/messages?conversationId=${conversation?._id}`);
    const box = page.getByRole('textbox', { name: /Write to|Message/ }).last();
    await expect(box).toBeEnabled();
    await page.getByRole('button', { name: 'Insert template' }).click();
    await page.getByRole('menuitem', { name: /^Friday clinic/ }).click();
    const filled = `Hi ${firstName}, about ${title} at ${practice}: is Friday good? <b>${stamp}</b>`;
    await expect(box).toHaveValue(filled);
    // Nothing is sent until the recruiter sends it.
    await expect(page.getByRole('log').getByText(filled)).toHaveCount(0);
    await box.press('End');
    await box.pressSequentially(' Thanks!');
    await box.press('Enter');
    // The markup shows as typed: user text is text.
    await expect(page.getByRole('log').getByText(`${filled} Thanks!`)).toBeVisible();
  });

  await test.step('rejecting with a template sends its filled text to the candidate, in the thread', async () => {
    await page.getByRole('button', { name: 'Change stage' }).click();
    await page.getByRole('menuitem', { name: 'Rejected' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${demoCandidate.name}` });
    await dialog.getByRole('radio', { name: 'The position was filled' }).click();
    await dialog.getByRole('button', { name: 'Use a template' }).click();
    await page.getByRole('menuitem', { name: /^Courteous rejection/ }).click();
    await expect(dialog.getByRole('textbox', { name: /Message to the candidate/ })).toHaveValue(
      new RegExp(
        `^Dear ${firstName},\\n\\nThank you for your interest in the ${title} position at ${practice}`,
      ),
    );
    await dialog.getByRole('button', { name: 'Reject and send' }).click();
    await expect(page.getByText(`${demoCandidate.name} moved to Rejected.`).first()).toBeVisible();
    await expect(
      page.getByRole('log').getByText(`Thank you for your interest in the ${title} position at ${practice}`),
    ).toBeVisible();

    const thread = await request.get(`/employee/conversations/${conversation?._id}`, {
      headers: candidateHeaders,
    });
    const bodies = ((await thread.json()).data.conversation.messages as { body: string }[]).map(
      (message) => message.body,
    );
    expect(bodies.at(-2)).toBe(
      `Hi ${firstName}, about ${title} at ${practice}: is Friday good? <b>${stamp}</b> Thanks!`,
    );
    expect(bodies.at(-1)).toMatch(new RegExp(`^Dear ${firstName},`));
    expect(bodies.join(' ')).not.toContain('{firstName}');
  });
});
