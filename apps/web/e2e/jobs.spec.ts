import { signInThroughUi } from './support/account';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/test';

const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };
const candidate = { email: 'candidate@medhire.test', password: 'Scrubs-Demo-2026!', name: 'Jordan Rivera' };

async function typeAndChoose(page: Page, combobox: Locator, text: string, option: string | RegExp) {
  await combobox.click();
  await combobox.fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

async function choose(page: Page, combobox: Locator, option: string | RegExp) {
  await combobox.click();
  await page.getByRole('option', { name: option }).first().click();
}

async function answer(page: Page, question: string, value: 'Yes' | 'No') {
  await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: value }).click();
}

async function employerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/employer/auth/login', { data: demo });
  return (await response.json()).data.token;
}

test('a job is posted with every field, found, filled from Explore and moved through the pipeline', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const title = `Sports Medicine Physician ${Date.now()}`;
  const inviteNote = 'Your sports medicine fellowship stood out: we would love to talk this week.';
  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);

  await test.step('post a job with every field', async () => {
    await page.goto('/create-job');
    await page.getByRole('textbox', { name: 'Job title' }).fill(title);
    await typeAndChoose(
      page,
      page.getByRole('combobox', { name: 'Specialty', exact: true }).first(),
      'Family',
      'Family Medicine',
    );
    await typeAndChoose(
      page,
      page.getByRole('combobox', { name: 'Sub-specialty', exact: true }).first(),
      'Sports',
      /Sports Medicine/,
    );
    await choose(
      page,
      page.getByRole('combobox', { name: 'Employment type', exact: true }).first(),
      'Full-time',
    );
    await choose(
      page,
      page.getByRole('combobox', { name: 'Reason for the opportunity', exact: true }).first(),
      /./,
    );
    await page.getByRole('spinbutton', { name: 'Minimum salary in dollars' }).fill('260000');
    await page.getByRole('spinbutton', { name: 'Maximum salary in dollars' }).fill('310000');
    await page.getByRole('spinbutton', { name: 'Minimum sign-on bonus in dollars' }).fill('15000');
    await page.getByRole('spinbutton', { name: 'Maximum sign-on bonus in dollars' }).fill('30000');
    await choose(page, page.getByRole('combobox', { name: 'Productivity bonus', exact: true }).first(), /./);
    await page.getByRole('textbox', { name: 'Training stipend' }).fill('$2,000 a year for CME');
    await page.getByRole('textbox', { name: 'Loan repayment assistance' }).fill('Up to $60,000 over 3 years');
    await page.getByRole('textbox', { name: 'Vacation' }).fill('5 weeks');
    await page.getByRole('textbox', { name: 'Call schedule' }).fill('1 in 8, phone only');
    await page.getByRole('textbox', { name: 'Required travel' }).fill('Two clinics, 15 minutes apart');
    await page.getByRole('spinbutton', { name: 'Outpatient' }).fill('7');
    await page.getByRole('spinbutton', { name: 'Procedural' }).fill('1');
    await page.getByRole('spinbutton', { name: 'Administrative' }).fill('1');
    await expect(page.getByText('9 of 10 half-days')).toBeVisible();
    await page.getByRole('textbox', { name: 'Advanced technology' }).fill('Point-of-care ultrasound');
    await page.getByRole('textbox', { name: 'Electronic medical record' }).fill('Epic');
    await answer(page, 'Scribe support', 'Yes');
    await typeAndChoose(
      page,
      page.getByRole('combobox', { name: 'Benefits and perks', exact: true }).first(),
      'Health',
      /Health/,
    );
    await page.keyboard.press('Escape');
    await answer(page, 'Partnership', 'Yes');
    await page
      .getByRole('group', { name: 'What the partnership includes' })
      .getByRole('checkbox')
      .first()
      .check();
    await answer(page, 'Academic research opportunity', 'No');
    await answer(page, 'Mentorship', 'Yes');
    await answer(page, 'Speakership', 'No');
    await answer(page, 'Global missions', 'No');
    await typeAndChoose(
      page,
      page.getByRole('combobox', { name: "Add the job's locations", exact: true }).first(),
      'Madison',
      /Madison, WI/,
    );
    await page
      .getByRole('textbox', { name: 'Anything else candidates should know' })
      .fill('Team sports coverage for two high schools; a newly built clinic.');
    // Every one of the five the completeness counts is filled in by now.
    await expect(page.getByRole('progressbar', { name: 'Details candidates look for' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await page.getByRole('button', { name: 'Post job' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  const card = page.getByRole('article').filter({ hasText: title });
  await test.step('find it in /jobs', async () => {
    await expect(card).toBeVisible();
    await expect(card).toContainText('$260k–$310k');
    await expect(card).toContainText('Details candidates look for: 100% · nothing missing');
  });

  await test.step('explore with a specialty filter, save a candidate and invite them with a note', async () => {
    await page.goto(`/explore?specialty=family-medicine&queryText=${encodeURIComponent(candidate.name)}`);
    const result = page.getByRole('article').filter({ hasText: candidate.name }).first();
    await expect(result).toBeVisible();
    await expect(
      result
        .getByRole('img', { name: /Match score \d+ of 100/ })
        .or(result.getByText(/Match score/))
        .first(),
    ).toBeVisible();
    const save = result.getByRole('button', { name: /Save/ });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await result.getByRole('button', { name: /Invite/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: new RegExp(title) }).check();
    await dialog.getByRole('textbox', { name: 'Note to the candidate (optional)' }).fill(inviteNote);
    await expect(dialog.getByRole('region', { name: /sees$/ })).toContainText(inviteNote);
    await dialog
      .getByRole('button', { name: /Invite|Send/ })
      .last()
      .click();
    await expect(page.getByText(`${candidate.name} is invited.`, { exact: false })).toBeVisible();
    await page.goto('/applicants?tab=saved');
    await expect(page.getByRole('article').filter({ hasText: candidate.name }).first()).toBeVisible();
  });

  await test.step('the candidate accepts through the employee API', async () => {
    const login = await request.post('/employee/auth/login', {
      data: { email: candidate.email, password: candidate.password },
    });
    expect(login.ok()).toBe(true);
    const token = (await login.json()).data.token as string;
    const headers = { authorization: `Bearer ${token}` };
    const own = await request.get('/employee/matches', { headers });
    const invite = (
      (await own.json()).data.matches as {
        _id: string;
        job: { title: string };
        requestStatus: string;
        inviteNote: string | null;
      }[]
    ).find((match) => match.job.title === title);
    expect(invite?.requestStatus).toBe('pending');
    expect(invite?.inviteNote).toBe(inviteNote);
    const accepted = await request.post(`/employee/match/${invite?._id}/accept`, { headers });
    expect(accepted.ok()).toBe(true);
  });

  await test.step('the match moves Shortlisted → Interview directly (skipping Submitted), then Offer and Hired', async () => {
    await page.goto('/jobs');
    await card.getByRole('link', { name: /View pipeline/ }).click();
    await expect(page).toHaveURL(/\/jobs-resident\//);
    for (const [from, to] of [
      ['Shortlisted', 'Interview'],
      ['Interview', 'Offer'],
      ['Offer', 'Hired'],
    ] as const) {
      const column = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: from, exact: true }) });
      await column.getByRole('button', { name: /Move/ }).first().click();
      await page.getByRole('menuitem', { name: to }).click();
      await expect(page.getByText(`${candidate.name} moved to ${to}.`).first()).toBeVisible();
    }
  });

  await test.step('/global-connection lists it', async () => {
    await page.goto('/global-connection?status=Hired');
    await expect(page.getByText(title).first()).toBeVisible();
    await expect(page.getByText(candidate.name).first()).toBeVisible();
  });

  await test.step('rejected with a reason and a courteous note: the card says why, the candidate gets the note', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/jobs-resident\//);
    const hired = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Hired', exact: true }) });
    await hired.getByRole('button', { name: /Move/ }).first().click();
    await page.getByRole('menuitem', { name: 'Rejected' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${candidate.name}` });
    await dialog.getByRole('radio', { name: 'The position was filled' }).click();
    await dialog.getByRole('button', { name: 'Start from a courteous note' }).click();
    await dialog.getByRole('button', { name: 'Reject and send' }).click();
    await expect(page.getByText(`${candidate.name} moved to Rejected.`).first()).toBeVisible();
    const rejected = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Rejected', exact: true }) });
    await expect(rejected.getByText('The position was filled')).toBeVisible();

    const login = await request.post('/employee/auth/login', {
      data: { email: candidate.email, password: candidate.password },
    });
    const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
    const own = await request.get('/employee/conversations', { headers });
    const conversation = (
      (await own.json()).data.conversations as { _id: string; job: { title: string } }[]
    ).find((item) => item.job.title === title);
    const thread = await request.get(`/employee/conversations/${conversation?._id}`, { headers });
    const bodies = ((await thread.json()).data.conversation.messages as { body: string }[]).map(
      (message) => message.body,
    );
    expect(bodies.at(-1)).toContain(`Thank you for your interest in the ${title} position`);
    // The reason is the organization's own: the candidate's thread never names it.
    expect(bodies.join(' ')).not.toContain('The position was filled');
  });

  await test.step('editing the job keeps its values', async () => {
    await page.goto('/jobs');
    await card.getByRole('link', { name: /Edit/ }).click();
    await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue(title);
    await expect(page.getByRole('spinbutton', { name: 'Minimum salary in dollars' })).toHaveValue('260,000');
    await expect(page.getByRole('textbox', { name: 'Call schedule' })).toHaveValue('1 in 8, phone only');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(card).toContainText('$260k–$310k');
  });
});

test('a move a colleague already made shows the server’s words, and the card goes back', async ({
  page,
  request,
}) => {
  const token = await employerToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const jobs = (await (await request.get('/employer/jobs?status=open', { headers })).json()).data.jobs as {
    _id: string;
  }[];
  let target: { jobId: string; matchId: string; name: string } | undefined;
  for (const job of jobs) {
    const board = (await (await request.get(`/employer/match/by-job/${job._id}`, { headers })).json()).data
      .matches as {
      _id: string;
      requestStatus: string;
      pipelineStatus: string;
      candidate: { firstName: string; lastName: string };
    }[];
    const shortlisted = board.find(
      (match) => match.requestStatus === 'accepted' && match.pipelineStatus === 'Shortlisted',
    );
    if (shortlisted) {
      target = {
        jobId: job._id,
        matchId: shortlisted._id,
        name: `${shortlisted.candidate.firstName} ${shortlisted.candidate.lastName}`,
      };
      break;
    }
  }
  expect(target).toBeDefined();
  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/jobs-resident/${target?.jobId}`);
  const shortlisted = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Shortlisted', exact: true }) });
  await expect(shortlisted.getByText(target?.name ?? '').first()).toBeVisible();
  // Meanwhile a colleague moves the candidate to Submitted: the board in this tab is now stale.
  const moved = await request.patch(`/employer/match/update-match-status/${target?.matchId}`, {
    headers,
    data: { status: 'Submitted' },
  });
  expect(moved.ok()).toBe(true);
  await shortlisted.getByRole('button', { name: /Move/ }).first().click();
  await page.getByRole('menuitem', { name: 'Submitted' }).click();
  await expect(page.getByText(/could not be moved to Submitted/).first()).toBeVisible();
  await expect(page.getByText(/The candidate is already in Submitted/).first()).toBeVisible();
  // Put the demo data back as it was.
  await request.patch(`/employer/match/update-match-status/${target?.matchId}`, {
    headers,
    data: { status: 'Shortlisted' },
  });
});

test('a job with bad input gets a clear message by each field, and nothing typed is lost', async ({
  page,
  request,
}) => {
  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/create-job');
  await page.getByRole('spinbutton', { name: 'Minimum salary in dollars' }).fill('320000');
  await page.getByRole('spinbutton', { name: 'Maximum salary in dollars' }).fill('250000');
  await page.getByRole('spinbutton', { name: 'Outpatient' }).fill('8');
  await page.getByRole('spinbutton', { name: 'Inpatient' }).fill('4');
  await page.getByRole('textbox', { name: 'Vacation' }).fill('4 weeks');
  await page.getByRole('button', { name: 'Post job' }).click();
  const summary = page.getByRole('region', { name: 'Fix these to continue' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Enter the job title' })).toBeVisible();
  await expect(
    summary.getByRole('link', { name: 'Salary range: the minimum must not exceed the maximum' }),
  ).toBeVisible();
  await expect(
    summary.getByRole('link', { name: /Half-days per week: the total must not exceed 10/ }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Vacation' })).toHaveValue('4 weeks');
  // A reload keeps the draft.
  await page.waitForTimeout(800);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Vacation' })).toHaveValue('4 weeks');

  // What the form cannot send, the server refuses with the same words.
  const token = await employerToken(request);
  const me = await request.post('/employer/auth/login', { data: demo });
  const employerId = (await me.json()).data.user._id as string;
  const base = {
    title: 'Cardiologist',
    specialty: 'cardiology-of-the-moon',
    employmentType: 'full-time',
    salaryRange: JSON.stringify({ min: 300000, max: 400000 }),
    locations: [
      {
        city: 'Madison',
        state: 'WI',
        description: 'Madison, WI',
        coords: { latitude: 43.07, longitude: -89.4 },
      },
    ],
  };
  const unknown = await request.post(`/employer/auth/v1/create-job-v1/${employerId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: base,
  });
  expect(unknown.status()).toBe(400);
  expect((await unknown.json()).error.message).toMatch(/specialty/i);
  const partnership = await request.post(`/employer/auth/v1/create-job-v1/${employerId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      ...base,
      specialty: 'family-medicine',
      partnership: { value: 'No', types: ['practice-ownership'] },
    },
  });
  expect(partnership.status()).toBe(400);
  expect((await partnership.json()).error.message).toBe(
    'Partnership types apply only when partnership is Yes',
  );
});

test('the job form says it restored a draft only when there was one', async ({ page }) => {
  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  const restored = page.getByText('We restored the draft you were working on', { exact: false });
  const title = page.getByRole('textbox', { name: 'Job title' });

  await test.step('a new form with nothing saved says nothing of a draft', async () => {
    await page.goto('/create-job');
    await expect(title).toHaveValue('');
    await expect(restored).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Discard draft' })).toHaveCount(0);
  });

  await test.step('what was typed comes back after a reload, and the form says so', async () => {
    await title.fill('Family Medicine Physician — Madison East Clinic');
    await page.waitForTimeout(800);
    await page.reload();
    await expect(title).toHaveValue('Family Medicine Physician — Madison East Clinic');
    await expect(restored).toBeVisible();
  });

  await test.step('a form emptied again leaves no draft to restore', async () => {
    await title.fill('');
    await page.waitForTimeout(800);
    await page.reload();
    await expect(title).toHaveValue('');
    await expect(restored).toHaveCount(0);
  });
});
