import { NEW_PASSWORD, signInThroughUi, uniqueEmail } from './support/account';
import { linkOf, waitForMail } from './support/outbox';
import { expect, test } from './support/test';

// The demo employer the server seeds at start (apps/api config defaults): approved, paid monthly (5 seats).
const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };
const sessionKey = 'medhire:employer:session:v1';

test('the owner invites a recruiter, who joins, recruits without billing, and is signed out when removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('recruiter');

  // The owner invites from the Team page (the account menu).
  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByRole('radio', { name: /Recruiter/ }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  // The recruiter opens the mailed link in a browser of their own and joins.
  const link = linkOf(await waitForMail(email));
  expect(link.pathname).toBe('/join-team');
  const recruiterContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const recruiter = await recruiterContext.newPage();
  await recruiter.goto(`${link.pathname}${link.search}`);
  await expect(recruiter.getByRole('heading', { name: /Join .* on MedHire/ })).toBeVisible();
  await recruiter.getByRole('textbox', { name: 'Your name' }).fill('Ana Ruiz');
  await recruiter.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await recruiter.getByRole('button', { name: 'Join the team' }).click();
  await expect(recruiter).toHaveURL(/\/home$/, { timeout: 20_000 });
  // The spec's delegate flag is set for a recruiter.
  expect(await recruiter.evaluate(() => window.localStorage.getItem('is-delegate'))).toBe('true');

  // No billing in the recruiter's account menu, and the server refuses it when tried directly.
  await recruiter.getByRole('button', { name: /^Account menu/ }).click();
  await expect(recruiter.getByRole('menuitem', { name: 'Team' })).toBeVisible();
  await expect(recruiter.getByRole('menuitem', { name: 'Subscription' })).toHaveCount(0);
  await recruiter.keyboard.press('Escape');
  const { token, user } = await recruiter.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'),
    sessionKey,
  );
  const billing = await recruiter.request.get(`/employer/subscription/${user._id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(billing.status()).toBe(403);
  expect((await billing.json()).error.code).toBe('ROLE_FORBIDDEN');
  // The recruiter can open the jobs (the work they are there for).
  await recruiter.goto('/jobs');
  await expect(recruiter.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();

  // The owner removes the recruiter: the recruiter's open tab is signed out within seconds.
  await page.reload();
  await page.getByRole('button', { name: 'Remove Ana Ruiz' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(email, { exact: true })).toHaveCount(0);
  await expect(recruiter).toHaveURL(/\/signIn/, { timeout: 10_000 });
  await recruiterContext.close();
});

test('a hiring manager reads a candidate of a job and leaves a note, but cannot message or move a stage', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('manager');
  const owner = (await (await request.post('/employer/auth/login', { data: demo })).json()).data;
  const invited = await request.post('/employer/team/invite', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { email, role: 'hiring-manager' },
  });
  expect(invited.status()).toBe(200);

  const link = linkOf(await waitForMail(email));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('You were invited as a hiring manager.', { exact: false })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your name' }).fill('Sam Lee');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Join the team' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
  expect(await page.evaluate(() => window.localStorage.getItem('is-delegate'))).toBeNull();
  const { token } = await page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'),
    sessionKey,
  );
  const headers = { Authorization: `Bearer ${token}` };

  // A candidate in the pipeline of one of the jobs.
  const all = (await (await request.get('/employer/match/all?status=Shortlisted', { headers })).json()).data;
  const match = all.items.find((item: { requestStatus: string }) => item.requestStatus === 'accepted');
  expect(match).toBeTruthy();

  // The board says why there is no moving, and the server refuses a move sent anyway.
  await page.goto(`/jobs-resident/${match.job._id}`);
  await expect(
    page.getByText(
      "Hiring managers cannot move candidates through the pipeline: ask your organization's owner.",
    ),
  ).toBeVisible();
  const move = await request.patch(`/employer/match/update-match-status/${match._id}`, {
    headers,
    data: { status: 'Submitted' },
  });
  expect(move.status()).toBe(403);

  // The candidate's page: the hiring manager writes a note, signed with their name and role.
  await page.goto(`/applicants/${match.candidate._id}?jobId=${match.job._id}`);
  // The notes sit below the profile: they come as the page scrolls to them.
  await page.locator('[data-slot="when-visible"]').scrollIntoViewIfNeeded();
  const note = `Strong bedside manner ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Add a note' }).fill(note);
  await page.getByRole('button', { name: 'Save note' }).click();
  const notes = page.getByRole('region', { name: 'Notes' });
  const listed = notes.getByRole('list', { name: 'Notes, newest first' }).getByRole('listitem').first();
  await expect(listed).toContainText(note);
  await expect(listed).toContainText('Sam Lee');
  await expect(listed).toContainText('Hiring manager');
  // Saved: the field is empty again for the next note.
  await expect(page.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  await expect(
    page.getByRole('region', { name: 'Timeline' }).getByText(/Sam Lee .*added a note/),
  ).toBeVisible();

  // Messages: the conversations read, and the composer says why it cannot write.
  await page.goto('/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const { user } = await page.evaluate(
    (key) => JSON.parse(window.localStorage.getItem(key) ?? '{}'),
    sessionKey,
  );
  const inbox = (
    await (await request.get(`/employer/conversation/get-all-conversation/${user._id}`, { headers })).json()
  ).data;
  const send = await request.post(`/employer/conversation/send-message/${inbox.conversations[0]._id}`, {
    headers,
    data: { body: 'Hello', tempMsgId: 7 },
  });
  expect(send.status()).toBe(403);
  expect((await send.json()).error.code).toBe('ROLE_FORBIDDEN');

  // The owner removes the hiring manager again (the demo's seats stay free for other runs).
  const team = (
    await (
      await request.get('/employer/team', { headers: { Authorization: `Bearer ${owner.token}` } })
    ).json()
  ).data;
  const member = team.members.find((item: { email: string }) => item.email === email);
  await request.delete(`/employer/team/${member._id}`, {
    headers: { Authorization: `Bearer ${owner.token}` },
  });
});
