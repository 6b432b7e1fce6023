import { e2eAdminToken } from '../playwright.config';
import {
  finishOnboardingThroughApi,
  NEW_PASSWORD,
  registerThroughApi,
  signInThroughUi,
  uniqueEmail,
} from './support/account';
import { expect, test } from './support/test';

test('a candidate’s message waits past the target: the inbox, the thread and the navigation say it is overdue, until the owner replies', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = uniqueEmail('needs-reply');

  // An organization of its own (approved and paid), a job, and a candidate invited to it.
  const session = await registerThroughApi(request, email);
  await finishOnboardingThroughApi(request, session);
  const approved = await request.patch('/admin/employers/account-status', {
    headers: { authorization: `Bearer ${e2eAdminToken}` },
    data: { email, accountStatus: 'approved' },
  });
  expect(approved.ok()).toBe(true);
  const headers = { authorization: `Bearer ${session.token}` };
  const posted = await request.post(`/employer/auth/v1/create-job-v1/${session.user._id}`, {
    headers,
    data: {
      title: `Needs reply ${stamp}`,
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
  const candidate = { email: `ines.moreau.${stamp}@doctors.test`, password: 'Lakeside-Rounds-2031' };
  const registered = await request.post('/employee/auth/register', {
    data: {
      ...candidate,
      firstName: 'Ines',
      lastName: `Moreau${stamp}`,
      providerType: 'md',
      specialty: 'family-medicine',
      homeCity: 'Madison',
      homeState: 'WI',
      boardStatus: 'board-certified',
      yearsOfExperience: 6,
      yearAvailable: new Date().getFullYear() + 1,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const candidateLogin = (await (await request.post('/employee/auth/login', { data: candidate })).json())
    .data;
  const invited = await request.post('/employer/match/invite', {
    headers,
    data: { jobId, candidateId: candidateLogin.candidate._id },
  });
  expect(invited.ok(), await invited.text()).toBe(true);

  await test.step('the owner sets a target reply time of 3 seconds (the test server’s minimum)', async () => {
    await signInThroughUi(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/edit-profile?section=responsiveness');
    const form = page.getByRole('form', { name: 'Responsiveness' });
    await form.getByRole('spinbutton', { name: 'Reply within' }).fill('0.05');
    await form.getByRole('combobox', { name: 'Unit' }).click();
    await page.getByRole('option', { name: 'minutes' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your responsiveness settings are saved.')).toBeVisible();
  });

  const candidateHeaders = { authorization: `Bearer ${candidateLogin.token}` };
  const conversations = (
    await (await request.get('/employee/conversations', { headers: candidateHeaders })).json()
  ).data.conversations as { _id: string }[];
  const conversationId = conversations[0]?._id;
  expect(conversationId).toBeDefined();
  const question = `Is the clinic open on Saturdays? ${stamp}`;
  const sent = await request.post(`/employee/conversations/${conversationId}/messages`, {
    headers: candidateHeaders,
    data: { body: question, tempMsgId: 777 },
  });
  expect(sent.ok()).toBe(true);

  await test.step('past the target, the inbox’s needs-reply view and the navigation say it is overdue', async () => {
    // The real clock: the wait passes the 3-second target.
    await page.waitForTimeout(4000);
    await page.goto('/messages?view=needs-reply');
    await expect(page.getByRole('button', { name: /Needs reply\W+1 overdue/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const row = page.getByRole('button', { name: new RegExp(`Ines Moreau${stamp}`) });
    await expect(row).toContainText('Overdue');
    await expect(row).toContainText(/waiting (less than a minute|\d+ min)/);
    await expect(page.getByRole('link', { name: /Messages.*1 overdue/ }).first()).toBeVisible();
    await row.click();
    await expect(page.getByText(/Overdue — waiting/)).toBeVisible();
  });

  await test.step('the owner replies: the conversation leaves the queue', async () => {
    const reply = `Yes, from 8 to 12. ${stamp}`;
    await page
      .getByRole('textbox', { name: /Write to|Message/ })
      .last()
      .fill(reply);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('log').getByText(reply)).toBeVisible();
    await page.goto('/messages?view=needs-reply');
    await expect(page.getByText('Nobody is waiting for a reply')).toBeVisible();
    await expect(page.getByRole('link', { name: /Messages.*overdue/ })).toHaveCount(0);
  });
});
