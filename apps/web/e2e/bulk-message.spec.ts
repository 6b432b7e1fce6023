import { signInThroughUi } from './support/account';
import { type DemoEmployer, demo, postDemoJob } from './support/invited-job';
import { type APIRequestContext, expect, test } from './support/test';

/** A last name of letters only, unique to this run, so the three cards are ours. */
function uniqueLastName(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let suffix = '';
  for (let value = Date.now(); value > 0; value = Math.floor(value / 26)) suffix += letters[value % 26];
  return `Bulk${suffix}`;
}

const password = 'Lakeside-Rounds-2031';
/** The longest message the server takes (MESSAGE_MAX_LENGTH). */
const MESSAGE_LIMIT = 5_000;
const firstNames = ['Alma', 'Bruno', 'Clara'];

/** Registers a family physician through the candidate API and signs them in: their id and headers. */
async function registerCandidate(request: APIRequestContext, firstName: string, lastName: string) {
  const email = `${firstName.toLowerCase()}.${lastName.toLowerCase()}@doctors.test`;
  const registered = await request.post('/employee/auth/register', {
    data: {
      email,
      password,
      firstName,
      lastName,
      providerType: 'md',
      specialty: 'family-medicine',
      homeCity: 'Madison',
      homeState: 'WI',
      boardStatus: 'board-certified',
      yearsOfExperience: 12,
      yearAvailable: new Date().getFullYear() + 1,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = (await (await request.post('/employee/auth/login', { data: { email, password } })).json())
    .data;
  return {
    id: login.candidate._id as string,
    firstName,
    headers: { authorization: `Bearer ${login.token}` },
  };
}

/** A registered candidate: id, first name and the headers of their session. */
type Candidate = Awaited<ReturnType<typeof registerCandidate>>;

/** Posts a Madison, WI job as the demo employer: its id. */
const postJob = async (request: APIRequestContext, employer: DemoEmployer, title: string) =>
  (await postDemoJob(request, title, employer)).jobId;

/** The messages of the candidate's conversation about `title`, as the candidate reads them. */
async function messagesOf(request: APIRequestContext, headers: Record<string, string>, title: string) {
  const list = (await (await request.get('/employee/conversations', { headers })).json()).data
    .conversations as { _id: string; job: { title: string } }[];
  const conversation = list.find((item) => item.job.title === title);
  expect(conversation, `a conversation about ${title}`).toBeDefined();
  const thread = (
    await (await request.get(`/employee/conversations/${conversation?._id}`, { headers })).json()
  ).data.conversation;
  return thread.messages as { body: string; isDeleted: boolean; sender: string }[];
}

test('a recruiter messages three applicants with a template in one action; each conversation holds the message with the candidate’s first name, and Undo deletes them; e moves and r rejects an applicant', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const lastName = uniqueLastName();
  const employer = (await (await request.post('/employer/auth/login', { data: demo })).json()).data;
  const headers = { authorization: `Bearer ${employer.token}` };
  const title = `Bulk Message Physician ${Date.now()}`;
  const jobId = await postJob(request, employer, title);
  const three: Candidate[] = [];
  for (const firstName of firstNames) {
    const candidate = await registerCandidate(request, firstName, lastName);
    // The invite opens the match's conversation, where the team may write.
    const invited = await request.post('/employer/match/invite', {
      headers,
      data: { jobId, candidateId: candidate.id },
    });
    expect(invited.ok(), await invited.text()).toBe(true);
    three.push(candidate);
  }
  const templateName = `Bulk hello ${Date.now()}`;
  const templateBody =
    'Hello {firstName}, thank you for your interest in {jobTitle}. Are you free for a call?';
  const created = await request.post('/employer/message-templates', {
    headers,
    data: { name: templateName, body: templateBody },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/applicants?tab=applicants');
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  const announcer = page.locator('[data-slot="triage-announcer"]');

  await test.step('the three are selected on Applicants', async () => {
    for (const candidate of three) {
      const card = page.getByRole('article').filter({ hasText: `${candidate.firstName} ${lastName}` });
      await card.getByRole('checkbox', { name: /^Select / }).check();
    }
    await expect(bar).toContainText('3 selected');
  });

  await test.step('Message: a template, the preview filled for one of them, Send', async () => {
    await bar.getByRole('button', { name: 'Message', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Message 3 candidates' });
    await dialog.getByRole('button', { name: 'Use a template' }).click();
    await page.getByRole('menuitem', { name: new RegExp(templateName) }).click();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue(templateBody);
    const preview = dialog.getByRole('region', { name: /reads$/ });
    await expect(preview).toContainText(`thank you for your interest in ${title}`);
    await expect(preview).toContainText(new RegExp(`Hello (${firstNames.join('|')}),`));
    await dialog.getByRole('button', { name: 'Send to 3 candidates' }).click();
    await expect(announcer).toHaveText('3 messaged.');
    await expect(bar).not.toContainText('selected');
  });

  await test.step('each conversation on the server holds the message with the candidate’s own first name', async () => {
    for (const candidate of three) {
      const messages = await messagesOf(request, candidate.headers, title);
      const sent = messages.filter((message) => message.sender === 'employer' && !message.isDeleted);
      expect(sent.map((message) => message.body)).toContain(
        `Hello ${candidate.firstName}, thank you for your interest in ${title}. Are you free for a call?`,
      );
    }
  });

  await test.step('Undo deletes the three messages', async () => {
    const toast = page.getByText(/3 messaged\. Undo deletes them/);
    await expect(toast).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(announcer).toHaveText('Taken back: 3 messaged.');
    for (const candidate of three) {
      const messages = await messagesOf(request, candidate.headers, title);
      expect(messages.filter((message) => message.sender === 'employer' && !message.isDeleted)).toEqual([]);
    }
  });

  await test.step('e on an applicant who accepted moves their match; r rejects it with a reason (the board’s dialog)', async () => {
    const [first, second] = three;
    if (!first || !second) throw new Error('three candidates');
    const matches = (await (await request.get('/employee/matches', { headers: first.headers })).json()).data
      .matches as { _id: string; job: { title: string } }[];
    const match = matches.find((item) => item.job.title === title);
    expect(
      (await request.post(`/employee/match/${match?._id}/accept`, { headers: first.headers })).ok(),
    ).toBe(true);
    const pipelineStatusOf = async (candidateId: string) => {
      const { items } = (
        await (await request.get(`/employer/applicants/applicants?jobId=${jobId}`, { headers })).json()
      ).data as { items: { _id: string; matches: { jobId: string; pipelineStatus: string }[] }[] };
      return items.find((item) => item._id === candidateId)?.matches.find((item) => item.jobId === jobId)
        ?.pipelineStatus;
    };
    await page.reload();

    // The one who has not accepted yet is in no pipeline: e says so and opens nothing.
    await page
      .getByRole('article')
      .filter({ hasText: `${second.firstName} ${lastName}` })
      .focus();
    await page.keyboard.press('e');
    await expect(announcer).toContainText('is in no pipeline yet');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page
      .getByRole('article')
      .filter({ hasText: `${first.firstName} ${lastName}` })
      .focus();
    await page.keyboard.press('?');
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(shortcuts).toContainText('Move the candidate to another step');
    await expect(shortcuts).toContainText('Reject the candidate, with a reason');
    await page.keyboard.press('Escape');

    await page.keyboard.press('e');
    const move = page.getByRole('dialog', {
      name: new RegExp(`^Move .*${first.firstName} ${lastName}.* to$`),
    });
    await move.getByRole('button', { name: 'Interview', exact: true }).click();
    await expect(move).toBeHidden();
    await expect.poll(() => pipelineStatusOf(first.id)).toBe('Interview');

    await page
      .getByRole('article')
      .filter({ hasText: `${first.firstName} ${lastName}` })
      .focus();
    await page.keyboard.press('r');
    const reject = page.getByRole('dialog', { name: new RegExp(`^Reject .*${first.firstName} ${lastName}`) });
    await reject.getByRole('radio', { name: 'Not enough experience for the role' }).click();
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(reject).toBeHidden();
    await expect.poll(() => pipelineStatusOf(first.id)).toBe('Rejected');
  });
});

test('a message the server refuses for one candidate shows as that candidate’s failure, in the server’s words; the others get theirs', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const lastName = uniqueLastName();
  const employer = (await (await request.post('/employer/auth/login', { data: demo })).json()).data;
  const headers = { authorization: `Bearer ${employer.token}` };
  const title = `Short Title Physician ${Date.now()}`;
  // The third candidate's newest match is for a job with a long title: their copy, filled, is the one too long.
  const longTitle = `Associate Family Medicine Physician with Obstetrics, Lakeside Rural Outreach ${Date.now()}`;
  const jobId = await postJob(request, employer, title);
  const longJobId = await postJob(request, employer, longTitle);
  const three: Candidate[] = [];
  for (const firstName of firstNames) {
    const candidate = await registerCandidate(request, firstName, lastName);
    const invited = await request.post('/employer/match/invite', {
      headers,
      data: { jobId, candidateId: candidate.id },
    });
    expect(invited.ok(), await invited.text()).toBe(true);
    three.push(candidate);
  }
  const [alma, bruno, clara] = three;
  if (!alma || !bruno || !clara) throw new Error('three candidates');
  const invitedToLong = await request.post('/employer/match/invite', {
    headers,
    data: { jobId: longJobId, candidateId: clara.id },
  });
  expect(invitedToLong.ok(), await invitedToLong.text()).toBe(true);

  // A long message that fits the limit with the short title filled in and not with the long one.
  const opening = 'Hello {firstName}, about {jobTitle}: ';
  const longestFirstName = Math.max(...firstNames.map((name) => name.length));
  const room =
    MESSAGE_LIMIT - (opening.length - '{firstName}{jobTitle}'.length) - longestFirstName - title.length;
  const text = `${opening}${'Our practice would like to tell you more. '.repeat(200).slice(0, room - 1)}.`;
  expect(text.length - 21 + longestFirstName + title.length).toBeLessThanOrEqual(MESSAGE_LIMIT);
  expect(text.length - 21 + clara.firstName.length + longTitle.length).toBeGreaterThan(MESSAGE_LIMIT);

  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/applicants?tab=applicants');
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  for (const candidate of three) {
    const card = page.getByRole('article').filter({ hasText: `${candidate.firstName} ${lastName}` });
    await card.getByRole('checkbox', { name: /^Select / }).check();
  }
  await bar.getByRole('button', { name: 'Message', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Message 3 candidates' });
  await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
  await dialog.getByRole('button', { name: 'Send to 3 candidates' }).click();

  const failures = bar.getByRole('list', { name: 'Candidates that failed' });
  await expect(bar).toContainText('2 messaged, 1 failed.');
  await expect(failures.getByRole('listitem')).toHaveCount(1);
  await expect(failures).toContainText(`${clara.firstName} ${lastName}`);
  await expect(failures).toContainText(`at most ${MESSAGE_LIMIT} characters`);

  for (const candidate of [alma, bruno]) {
    const messages = await messagesOf(request, candidate.headers, title);
    expect(
      messages.filter((message) => message.sender === 'employer').map((message) => message.body),
    ).toEqual([text.replace('{firstName}', candidate.firstName).replace('{jobTitle}', title)]);
  }
  const refused = await messagesOf(request, clara.headers, longTitle);
  expect(refused.filter((message) => message.sender === 'employer')).toEqual([]);
});
