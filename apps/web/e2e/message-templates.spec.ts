import AxeBuilder from '@axe-core/playwright';
import { NEW_PASSWORD, signInThroughUi, uniqueEmail } from './support/account';
import { demo, demoCandidate, inviteDemoCandidateToNewJob } from './support/invited-job';
import { linkOf, waitForMail } from './support/outbox';
import { type APIRequestContext, expect, test } from './support/test';

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
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
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

/** Invites `email` to the demo organization with `role` and joins from the mailed link; returns the member's id. */
async function joinDemoTeam(
  request: APIRequestContext,
  headers: Record<string, string>,
  email: string,
  role: 'recruiter' | 'hiring-manager',
  name: string,
) {
  const invited = await request.post('/employer/team/invite', { headers, data: { email, role } });
  expect(invited.status(), await invited.text()).toBe(200);
  const link = linkOf(await waitForMail(email));
  const joined = await request.post('/employer/team/invitation/accept', {
    data: { token: link.searchParams.get('token'), name, password: NEW_PASSWORD },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  return (await invited.json()).data.member._id as string;
}

test('a recruiter finds the templates in the account menu; a hiring manager is not offered them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = (await (await request.post('/employer/auth/login', { data: demo })).json()).data;
  const headers = { Authorization: `Bearer ${owner.token}` };
  const recruiterEmail = uniqueEmail('templates-recruiter');
  const managerEmail = uniqueEmail('templates-manager');
  const members: string[] = [];
  try {
    members.push(await joinDemoTeam(request, headers, recruiterEmail, 'recruiter', 'Ana Ruiz'));
    members.push(await joinDemoTeam(request, headers, managerEmail, 'hiring-manager', 'Sam Lee'));

    await test.step('the recruiter opens them from the account menu and edits one, signed with their name', async () => {
      await signInThroughUi(page, recruiterEmail, NEW_PASSWORD);
      await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Message templates' }).click();
      await expect(page).toHaveURL(/\/message-templates$/);
      await page.getByRole('button', { name: 'Edit Interview follow-up' }).click();
      const form = page.getByRole('form', { name: 'Edit Interview follow-up' });
      await form.getByRole('textbox', { name: /^Message/ }).fill('Hi {firstName}, thanks for coming in!');
      await form.getByRole('button', { name: 'Save changes' }).click();
      const item = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Interview follow-up' }) });
      await expect(item).toContainText('Hi {firstName}, thanks for coming in!');
      await expect(item).toContainText('Last changed by Ana Ruiz');
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await page.getByRole('menuitem', { name: /Log out/ }).click();
      await expect(page).toHaveURL(/\/signIn/);
    });

    await test.step('the hiring manager has no link, and the address sends them Home with who manages them', async () => {
      await signInThroughUi(page, managerEmail, NEW_PASSWORD);
      await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Team' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Message templates' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.goto('/message-templates');
      await expect(page).toHaveURL(/\/home$/);
      await expect(
        page.getByText("Hiring managers don't message candidates; the owner or a recruiter does.").first(),
      ).toBeVisible();
    });
  } finally {
    // The demo's seats stay free for other journeys.
    for (const member of members) await request.delete(`/employer/team/${member}`, { headers });
  }
});
