import { NEW_PASSWORD, signInThroughUi, uniqueEmail } from './support/account';
import { linkOf, waitForMail } from './support/outbox';
import { expect, type Locator, type Page, test } from './support/test';

// The demo employer and the demo candidate the server seeds at start (apps/api config defaults).
const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };
const candidate = { email: 'candidate@medhire.test', password: 'Scrubs-Demo-2026!' };

async function typeAndChoose(page: Page, combobox: Locator, text: string, option: string | RegExp) {
  await combobox.click();
  await combobox.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

test('a recruiter posts a job they then lead, and writes to a candidate who sees the recruiter’s name', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('recruiter-work');
  const title = `Family Physician ${Date.now()}`;
  const owner = (await (await request.post('/employer/auth/login', { data: demo })).json()).data;
  const ownerHeaders = { Authorization: `Bearer ${owner.token}` };

  // Invited by the owner; joins from the mailed link.
  const invited = await request.post('/employer/team/invite', {
    headers: ownerHeaders,
    data: { email, role: 'recruiter' },
  });
  expect(invited.status()).toBe(200);
  const link = linkOf(await waitForMail(email));
  const joined = await request.post('/employer/team/invitation/accept', {
    data: { token: link.searchParams.get('token'), name: 'Ana Ruiz', password: NEW_PASSWORD },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  try {
    await test.step('the recruiter signs in and posts a job', async () => {
      await signInThroughUi(page, email, NEW_PASSWORD);
      await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
      await page.goto('/create-job');
      await page.getByRole('textbox', { name: 'Job title' }).fill(title);
      await typeAndChoose(
        page,
        page.getByRole('combobox', { name: 'Specialty', exact: true }).first(),
        'Family',
        'Family Medicine',
      );
      const employment = page.getByRole('combobox', { name: 'Employment type', exact: true }).first();
      await employment.click();
      await page.getByRole('option', { name: 'Full-time' }).first().click();
      await page.getByRole('spinbutton', { name: 'Minimum salary in dollars' }).fill('250000');
      await page.getByRole('spinbutton', { name: 'Maximum salary in dollars' }).fill('300000');
      await typeAndChoose(
        page,
        page.getByRole('combobox', { name: "Add the job's locations", exact: true }).first(),
        'Madison',
        /Madison, WI/,
      );
      await page.getByRole('button', { name: 'Post job' }).click();
      await expect(page).toHaveURL(/\/jobs$/);
      await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
    });

    // The job is the recruiter's: they lead its hiring team.
    const jobs = (await (await request.get('/employer/jobs', { headers: ownerHeaders })).json()).data.jobs;
    const job = jobs.find((item: { title: string }) => item.title === title);
    expect(job.hiringTeam.recruiter).toMatchObject({ name: 'Ana Ruiz', email });

    // The candidate applies through the employee API.
    const login = await request.post('/employee/auth/login', { data: candidate });
    const candidateHeaders = { Authorization: `Bearer ${(await login.json()).data.token}` };
    const applied = await request.post(`/employee/match/apply/${job._id}`, { headers: candidateHeaders });
    expect(applied.ok(), await applied.text()).toBe(true);

    const text = `Thanks for applying — when could you visit the clinic? ${Date.now()}`;
    await test.step('the recruiter writes to the candidate from Messages', async () => {
      await page.goto('/messages');
      await page
        .getByRole('button', { name: new RegExp(title) })
        .first()
        .click();
      await page
        .getByRole('textbox', { name: /Write to|Message/ })
        .last()
        .fill(text);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('log').getByText(text)).toBeVisible();
    });

    await test.step('the candidate reads it, signed with the recruiter’s name', async () => {
      const own = (await (await request.get('/employee/conversations', { headers: candidateHeaders })).json())
        .data.conversations as { _id: string; job?: { title?: string }; jobTitle?: string }[];
      const conversation = own.find((item) => JSON.stringify(item).includes(title));
      expect(conversation).toBeTruthy();
      const thread = (
        await (
          await request.get(`/employee/conversations/${conversation?._id}`, { headers: candidateHeaders })
        ).json()
      ).data.conversation;
      const message = thread.messages.find((item: { body: string }) => item.body === text);
      expect(message).toMatchObject({ sender: 'employer', senderName: 'Ana Ruiz' });
    });

    await test.step('the owner reads it in Messages as Ana’s, not as their own', async () => {
      const ownerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
      const ownerPage = await ownerContext.newPage();
      try {
        await signInThroughUi(ownerPage, demo.email, demo.password);
        await expect(ownerPage).toHaveURL(/\/home$/, { timeout: 20_000 });
        await ownerPage.goto('/messages');
        const row = ownerPage.getByRole('button', { name: new RegExp(title) }).first();
        await expect(row).toContainText(`Ana: ${text}`);
        await row.click();
        await expect(ownerPage.getByRole('article', { name: /^Ana Ruiz, / })).toContainText(text);
      } finally {
        await ownerContext.close();
      }
    });
  } finally {
    // The demo's seats stay free for other runs.
    const team = (await (await request.get('/employer/team', { headers: ownerHeaders })).json()).data;
    const member = team.members.find((item: { email: string }) => item.email === email);
    if (member) await request.delete(`/employer/team/${member._id}`, { headers: ownerHeaders });
  }
});
