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

  // A job the recruiter posts is theirs to lead: "Only my jobs" keeps it, and only it, through a reload.
  const title = `Recruiter's Hospitalist ${Date.now()}`;
  const posted = await recruiter.request.post(`/employer/auth/v1/create-job-v1/${user._id}`, {
    headers: { Authorization: `Bearer ${token}` },
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
  expect(posted.ok()).toBe(true);
  await recruiter.goto('/jobs?status=all');
  const jobs = recruiter.getByRole('list', { name: 'Jobs' }).locator(':scope > li');
  await expect(jobs.first()).toBeVisible();
  expect(await jobs.count()).toBeGreaterThan(1);
  const onlyMine = recruiter.getByRole('switch', { name: 'Only my jobs' });
  await expect(onlyMine).not.toBeChecked();
  await onlyMine.click();
  await expect(recruiter).toHaveURL(/[?&]mine=true/);
  await expect(jobs).toHaveCount(1);
  await expect(jobs.first()).toContainText(title);
  await recruiter.reload();
  await expect(recruiter.getByRole('switch', { name: 'Only my jobs' })).toBeChecked();
  await expect(jobs).toHaveCount(1);
  await expect(jobs.first()).toContainText(title);

  // Their new job has no candidates yet: on Applicants and Messages, "Only my jobs" leaves nothing, through a reload.
  await recruiter.goto('/applicants?tab=applicants');
  await expect(recruiter.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible();
  await expect(recruiter.getByText('No applicants yet')).toHaveCount(0);
  await recruiter.getByRole('switch', { name: 'Only my jobs' }).click();
  await expect(recruiter).toHaveURL(/[?&]mine=true/);
  await expect(recruiter.getByText('No applicants yet')).toBeVisible();
  await recruiter.reload();
  await expect(recruiter.getByRole('switch', { name: 'Only my jobs' })).toBeChecked();
  await expect(recruiter.getByText('No applicants yet')).toBeVisible();
  await recruiter.goto('/messages?mine=true');
  await expect(recruiter.getByRole('switch', { name: 'Only my jobs' })).toBeChecked();
  await expect(recruiter.getByText('No conversations yet')).toBeVisible();
  await recruiter.getByRole('switch', { name: 'Only my jobs' }).click();
  await expect(recruiter).not.toHaveURL(/mine=true/);
  await expect(recruiter.getByText('No conversations yet')).toHaveCount(0);

  // Explore scores for one of their jobs: with "Only my jobs" the choice holds theirs and no other.
  await recruiter.goto('/explore?mine=true');
  await expect(recruiter.getByRole('switch', { name: 'Only my jobs' })).toBeChecked();
  await recruiter.getByRole('combobox', { name: 'Score candidates for' }).click();
  const choices = recruiter.getByRole('option');
  await expect(choices).toHaveText(['Your candidate preferences', title]);
  await recruiter.keyboard.press('Escape');

  // The owner removes the recruiter: the recruiter's open tab is signed out within seconds.
  await page.reload();
  await page.getByRole('button', { name: 'Remove Ana Ruiz' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText(email, { exact: true })).toHaveCount(0);
  await expect(recruiter).toHaveURL(/\/signIn/, { timeout: 10_000 });
  await recruiterContext.close();
});

test('the owner puts a hiring manager on a job from its pipeline; they see that job only, read a candidate and leave a note, but cannot message or move a stage', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('manager');
  const owner = (await (await request.post('/employer/auth/login', { data: demo })).json()).data;
  const ownerHeaders = { Authorization: `Bearer ${owner.token}` };
  const invited = await request.post('/employer/team/invite', {
    headers: ownerHeaders,
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

  // A candidate in the pipeline of one of the owner's jobs, and another job of the owner.
  const all = (
    await (await request.get('/employer/match/all?status=Shortlisted', { headers: ownerHeaders })).json()
  ).data;
  const match = all.items.find((item: { requestStatus: string }) => item.requestStatus === 'accepted');
  expect(match).toBeTruthy();
  const ownerJobs = (await (await request.get('/employer/jobs?status=all', { headers: ownerHeaders })).json())
    .data.jobs as { _id: string; title: string }[];
  const assigned = ownerJobs.find((job) => job._id === match.job._id);
  const other = ownerJobs.find((job) => job._id !== match.job._id && job.title !== assigned?.title);
  expect(assigned && other).toBeTruthy();

  // Home offers nothing their role does not do: no Explore in the sidebar, no recommendations to wait for, and the
  // organization read without the owner's links.
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: 'Pipeline' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Explore' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Top recommendations' })).toHaveCount(0);
  const organization = page.getByRole('region', { name: 'Your organization' });
  await expect(organization).toContainText('Subscription');
  await expect(organization.getByRole('link')).toHaveCount(0);

  // Not on the job's team yet: the hiring manager sees none of the jobs.
  await page.goto('/jobs?status=all');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No jobs assigned to you yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post a job' })).toHaveCount(0);

  // The owner opens the job's pipeline and puts Sam Lee on its hiring team, from the card.
  const ownerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const ownerPage = await ownerContext.newPage();
  await signInThroughUi(ownerPage, demo.email, demo.password);
  await expect(ownerPage).toHaveURL(/\/home$/, { timeout: 15_000 });
  await ownerPage.goto(`/jobs-resident/${match.job._id}`);
  const card = ownerPage.getByRole('region', { name: 'Hiring team' });
  await expect(card.getByText('No hiring managers yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Edit hiring team' }).click();
  await card.getByRole('checkbox', { name: 'Sam Lee' }).check();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('list', { name: 'Hiring managers' })).toContainText('Sam Lee');
  await expect(card.getByRole('button', { name: 'Edit hiring team' })).toBeFocused();
  await expect(
    ownerPage
      .getByRole('region', { name: 'Activity' })
      .getByText(/changed the hiring team/)
      .first(),
  ).toBeVisible();
  await ownerContext.close();

  // Now the hiring manager sees that job, and not the others; "Only my jobs" is not offered (they are all theirs).
  await page.reload();
  const jobs = page.getByRole('list', { name: 'Jobs' }).locator(':scope > li');
  await expect(jobs).toHaveCount(1);
  await expect(jobs.first()).toContainText(assigned?.title ?? '');
  await expect(page.getByText(other?.title ?? '', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Only my jobs' })).toHaveCount(0);
  // Its card opens the pipeline, and offers no Edit (nor in the Pipeline list).
  await expect(jobs.first().getByRole('link', { name: /^View pipeline/ })).toBeVisible();
  await expect(jobs.first().getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await page.goto('/jobs-resident');
  await expect(page.getByRole('list', { name: 'Jobs' }).locator(':scope > li')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^Edit/ })).toHaveCount(0);

  // The board says why there is no moving, and the server refuses a move sent anyway.
  await page.goto(`/jobs-resident/${match.job._id}`);
  await expect(
    page.getByText(
      "Hiring managers don't move candidates through the pipeline; the owner or a recruiter does.",
    ),
  ).toBeVisible();
  await expect(page.getByText('Where each candidate stands.', { exact: false })).toBeVisible();
  await expect(page.getByText('Move each candidate as they progress.', { exact: false })).toHaveCount(0);
  await expect(page.locator('[data-slot="pipeline-card"]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Move .* to…$/ })).toHaveCount(0);
  await expect(page.locator('[data-slot="pipeline-card"][draggable="true"]')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Hiring team' })).toContainText('Sam Lee');
  await expect(page.getByRole('button', { name: 'Edit hiring team' })).toHaveCount(0);
  const move = await request.patch(`/employer/match/update-match-status/${match._id}`, {
    headers,
    data: { status: 'Submitted' },
  });
  expect(move.status()).toBe(403);

  // The candidate's page: the hiring manager writes a note, signed with their name and role.
  await page.goto(`/applicants/${match.candidate._id}?jobId=${match.job._id}`);
  // The profile reads without Invite or Save (their role neither invites nor explores).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Invite/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Saved? (?!note$)/ })).toHaveCount(0);
  // The notes sit below the profile: they come as the page scrolls to them.
  // (The team's feedback, then the notes: each comes as it is scrolled to.)
  for (const place of await page.locator('[data-slot="when-visible"]').all())
    await place.scrollIntoViewIfNeeded();
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
  // The thread reads with its stage, and no "Change stage".
  await page.goto(`/messages?conversationId=${inbox.conversations[0]._id}`);
  const thread = page.locator('[data-slot="thread-header"]');
  await expect(thread).toBeVisible();
  await expect(thread.getByRole('button', { name: /^(Un)?archive$/i })).toBeVisible();
  await expect(thread.getByRole('button', { name: 'Change stage' })).toHaveCount(0);

  // The owner removes the hiring manager again (the demo's seats stay free for other runs).
  const team = (await (await request.get('/employer/team', { headers: ownerHeaders })).json()).data;
  const member = team.members.find((item: { email: string }) => item.email === email);
  await request.delete(`/employer/team/${member._id}`, { headers: ownerHeaders });
});
