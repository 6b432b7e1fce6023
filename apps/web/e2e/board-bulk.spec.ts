import { signInThroughUi } from './support/account';
import { demo, postDemoJob } from './support/invited-job';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/** A last name of letters only, unique to this run. */
function uniqueLastName(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let suffix = '';
  for (let value = Date.now(); value > 0; value = Math.floor(value / 26)) suffix += letters[value % 26];
  return `Board${suffix}`;
}

const firstNames = ['Ada', 'Basil', 'Cora', 'Dev'];
const PASSWORD = 'Lakeside-Rounds-2031';

/** A family physician registered through the candidate API who applies to the job: Shortlisted on its board. */
async function registerAndApply(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
  jobId: string,
) {
  const email = `${firstName.toLowerCase()}.${lastName.toLowerCase()}@doctors.test`;
  const registered = await request.post('/employee/auth/register', {
    data: {
      email,
      password: PASSWORD,
      firstName,
      lastName,
      providerType: 'md',
      specialty: 'family-medicine',
      homeCity: 'Madison',
      homeState: 'WI',
      boardStatus: 'board-certified',
      yearsOfExperience: 10,
      yearAvailable: new Date().getFullYear() + 1,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post('/employee/auth/login', { data: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const token = (await login.json()).data.token as string;
  const applied = await request.post(`/employee/match/apply/${jobId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
}

/** The job's board as the server holds it, by the candidate's first name. */
async function serverBoard(request: APIRequestContext, jobId: string, headers: Record<string, string>) {
  const matches = (await (await request.get(`/employer/match/by-job/${jobId}`, { headers })).json()).data
    .matches as {
    _id: string;
    candidate: { firstName: string };
    pipelineStatus: string;
    rejectionReason: string | null;
  }[];
  return new Map(matches.map((match) => [match.candidate.firstName, match]));
}

/** The column of one step, found by its heading. */
const column = (page: Page, status: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: status, exact: true }) });
const activeCard = (page: Page) => page.locator('[data-slot="pipeline-card"][data-active="true"]');

test('a recruiter selects three cards by keyboard and mouse, moves them to Interview at once, rejects two with a reason and undoes it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const lastName = uniqueLastName();
  const { headers, jobId } = await postDemoJob(request, `Board Physician ${Date.now()}`);
  for (const firstName of firstNames) await registerAndApply(request, firstName, lastName, jobId);

  expect(
    [...(await serverBoard(request, jobId, headers)).values()].map((match) => match.pipelineStatus),
  ).toEqual(firstNames.map(() => 'Shortlisted'));

  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/jobs-resident/${jobId}`);
  const shortlisted = column(page, 'Shortlisted');
  await expect(shortlisted.locator('[data-slot="pipeline-card"]')).toHaveCount(4);
  const announcer = page.locator('[data-slot="pipeline-board-announcement"]');
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  const picked: string[] = [];

  await test.step('x selects the active card, Escape clears the selection', async () => {
    await page.keyboard.press('j');
    await expect(activeCard(page)).toBeVisible();
    await page.keyboard.press('x');
    await expect(bar).toContainText('1 selected');
    await page.keyboard.press('Escape');
    await expect(announcer).toHaveText('Selection cleared.');
    await expect(bar).not.toContainText('selected');
  });

  await test.step('two cards selected by keyboard (j, x) and a third with the mouse', async () => {
    for (let index = 0; index < 2; index += 1) {
      if (index > 0) await page.keyboard.press('j');
      const name = (await activeCard(page).getByRole('link').textContent()) ?? '';
      picked.push(name);
      await page.keyboard.press('x');
      await expect(announcer).toHaveText(`Selected ${name}. ${index + 1} selected.`);
    }
    const third = shortlisted.locator('[data-slot="pipeline-card"]:not([data-selected])').first();
    const thirdName = (await third.getByRole('link').textContent()) ?? '';
    picked.push(thirdName);
    await third.getByRole('checkbox', { name: `Select ${thirdName}` }).click();
    await expect(announcer).toHaveText(`Selected ${thirdName}. 3 selected.`);
    await expect(bar).toContainText('3 selected');
  });

  await test.step('Move to… Interview moves the three in one action', async () => {
    await bar.getByRole('button', { name: 'Move to…', exact: true }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Move 3 candidates to');
    await menu.getByRole('menuitem', { name: 'Interview' }).click();
    await expect(announcer).toHaveText('3 moved to Interview.');
    await expect(column(page, 'Interview').locator('[data-slot="pipeline-card"]')).toHaveCount(3);
    await expect(shortlisted.locator('[data-slot="pipeline-card"]')).toHaveCount(1);
    // Moved, they leave the selection.
    await expect(bar).not.toContainText('selected');
    const board = await serverBoard(request, jobId, headers);
    for (const name of picked) {
      const firstName = name.split(' ')[0] ?? '';
      expect(board.get(firstName)?.pipelineStatus, name).toBe('Interview');
    }
  });

  const rejected = picked.slice(0, 2);
  await test.step('two rejected with one reason and a note with each one’s first name', async () => {
    const interview = column(page, 'Interview');
    for (const name of rejected) {
      await interview.getByRole('checkbox', { name: `Select ${name}` }).click();
    }
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject 2 candidates' });
    await dialog.getByRole('radio', { name: 'Location or relocation' }).click();
    await dialog.getByRole('button', { name: 'Start from a courteous note' }).click();
    await expect(dialog.getByRole('textbox', { name: /Message to the candidate/ })).toHaveValue(
      /^Dear \{firstName\},/,
    );
    await dialog.getByRole('button', { name: 'Reject 2 and send' }).click();
    await expect(dialog).toBeHidden();
    await expect(announcer).toHaveText('2 rejected.');
    await expect(column(page, 'Rejected').locator('[data-slot="pipeline-card"]')).toHaveCount(2);
    const board = await serverBoard(request, jobId, headers);
    for (const name of rejected) {
      const match = board.get(name.split(' ')[0] ?? '');
      expect(match?.pipelineStatus, name).toBe('Rejected');
      expect(match?.rejectionReason, name).toBe('location');
    }
    // Each candidate got the note in their own conversation, with their own first name.
    const firstName = rejected[0]?.split(' ')[0] ?? '';
    const login = await request.post('/employee/auth/login', {
      data: {
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@doctors.test`,
        password: PASSWORD,
      },
    });
    const candidateHeaders = { authorization: `Bearer ${(await login.json()).data.token}` };
    const conversations = await request.get('/employee/conversations', { headers: candidateHeaders });
    expect(await conversations.text()).toContain(`Dear ${firstName},`);
  });

  await test.step('Undo from the toast re-opens both to Interview', async () => {
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: '2 rejected.' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(announcer).toHaveText('Undone: 2 candidates moved back to where they were.');
    await expect(column(page, 'Rejected').locator('[data-slot="pipeline-card"]')).toHaveCount(0);
    await expect(column(page, 'Interview').locator('[data-slot="pipeline-card"]')).toHaveCount(3);
    const board = await serverBoard(request, jobId, headers);
    for (const name of picked) {
      const match = board.get(name.split(' ')[0] ?? '');
      expect(match?.pipelineStatus, name).toBe('Interview');
      expect(match?.rejectionReason, name).toBeNull();
    }
    const untouched = firstNames.find((firstName) => !picked.some((name) => name.startsWith(firstName)));
    expect(board.get(untouched ?? '')?.pipelineStatus).toBe('Shortlisted');
  });
});

test('a move the server refuses for one card of the selection is listed in its words; the others move', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const lastName = uniqueLastName();
  const { headers, jobId } = await postDemoJob(request, `Board Refusal ${Date.now()}`);
  for (const firstName of ['Ada', 'Basil']) await registerAndApply(request, firstName, lastName, jobId);
  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/jobs-resident/${jobId}`);
  const shortlisted = column(page, 'Shortlisted');
  await expect(shortlisted.locator('[data-slot="pipeline-card"]')).toHaveCount(2);
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await bar.getByRole('checkbox', { name: 'Select everyone in progress' }).check();
  await expect(bar).toContainText('2 selected');

  // Meanwhile a colleague moves Basil to Offer: this tab's board still shows him in Shortlisted.
  const basil = (await serverBoard(request, jobId, headers)).get('Basil');
  const moved = await request.patch(`/employer/match/update-match-status/${basil?._id}`, {
    headers,
    data: { status: 'Offer' },
  });
  expect(moved.ok()).toBe(true);

  await bar.getByRole('button', { name: 'Move to…', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Offer' }).click();
  await expect(page.locator('[data-slot="pipeline-board-announcement"]')).toHaveText(
    `1 moved to Offer, 1 failed. Basil ${lastName}: Someone moved this candidate to Offer since you last looked: nothing was changed.`,
  );
  await expect(bar.getByRole('list', { name: 'Candidates that failed' })).toHaveText(
    `Basil ${lastName}: Someone moved this candidate to Offer since you last looked: nothing was changed.`,
  );
  // The one that failed stays selected for another try.
  await expect(bar).toContainText('1 selected');
  const board = await serverBoard(request, jobId, headers);
  expect(board.get('Ada')?.pipelineStatus).toBe('Offer');
  expect(board.get('Basil')?.pipelineStatus).toBe('Offer');
});
