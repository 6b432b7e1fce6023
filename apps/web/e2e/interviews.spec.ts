import { signInThroughUi } from './support/account';
import { demo, demoCandidate, inviteDemoCandidateToNewJob } from './support/invited-job';
import { waitForMailThat } from './support/outbox';
import { expect, test } from './support/test';

/** `yyyy-mm-dd` of the day `days` from now (the browser and this process share the machine's zone). */
function dayFromNow(days: number): string {
  const at = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

test('the employer proposes three times in the thread; the candidate picks one; the thread and the board show the date, the match is in Interview and the .ics arrives', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Interview Physician ${Date.now()}`;
  const { jobId, invited, candidateLogin } = await inviteDemoCandidateToNewJob(request, title);
  const matchId = invited.data.match._id as string;
  const candidateHeaders = { authorization: `Bearer ${candidateLogin.token}` };
  const accepted = await request.post(`/employee/match/${matchId}/accept`, { headers: candidateHeaders });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const own = await request.get('/employee/conversations?pageSize=100', { headers: candidateHeaders });
  const conversation = (
    (await own.json()).data.conversations as { _id: string; match: { _id: string } }[]
  ).find((item) => item.match._id === matchId);
  expect(conversation).toBeDefined();

  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/messages?conversationId=${conversation?._id}`);
  const card = page.getByRole('region', { name: 'Interview' });
  await card.getByRole('button', { name: 'Propose interview times' }).click();

  const dialog = page.getByRole('dialog', { name: 'Propose interview times' });
  const times = [
    [dayFromNow(7), '10:00'],
    [dayFromNow(8), '14:30'],
    [dayFromNow(9), '09:00'],
  ] as const;
  for (const [index, [date, time]] of times.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: 'Add another time' }).click();
    await dialog.getByLabel(`Date ${index + 1}`, { exact: true }).fill(date);
    await dialog.getByLabel(`Time ${index + 1}`, { exact: true }).fill(time);
  }
  await dialog.getByLabel('Duration 2', { exact: true }).selectOption('45');
  await dialog.getByLabel(/Video link/).fill('https://meet.example.com/lakeside-jordan');
  await dialog.getByRole('button', { name: 'Send times' }).click();
  await expect(dialog).toBeHidden();

  const proposed = page.getByRole('region', { name: 'Interview times proposed' });
  await expect(proposed.getByRole('list', { name: 'Proposed times' }).getByRole('listitem')).toHaveCount(3);
  await expect(
    page.getByRole('log').getByText('I proposed 3 times for an interview.', { exact: false }),
  ).toBeVisible();

  // The candidate picks the second time through the employee API.
  const read = await request.get(`/employee/match/${matchId}/interview`, { headers: candidateHeaders });
  const interview = (await read.json()).data.interview as {
    _id: string;
    slots: { _id: string; start: string; durationMinutes: number }[];
  };
  expect(interview.slots).toHaveLength(3);
  const second = interview.slots[1];
  const picked = await request.post(`/employee/interview/${interview._id}/pick`, {
    headers: candidateHeaders,
    data: { slotId: second?._id },
  });
  expect(picked.ok(), await picked.text()).toBe(true);

  // The thread learns it live (the candidate's step arrives on the socket) and shows the date.
  const scheduled = page.getByRole('region', { name: 'Interview scheduled' });
  await expect(scheduled).toBeVisible({ timeout: 20_000 });
  const dateText = await page.evaluate((start) => {
    const at = new Date(start);
    return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' }).format(at);
  }, second?.start ?? '');
  await expect(scheduled).toContainText(dateText);
  await expect(scheduled).toContainText('2:30');
  await expect(page.getByRole('log').getByText('I picked a time for the interview.')).toBeVisible();
  // The match moved to Interview: the thread's header says so without a reload.
  await expect(
    page.locator('[data-slot="thread-header"]').getByText('Interview', { exact: true }),
  ).toBeVisible();

  // The board: the candidate is in Interview, the card carries the date.
  await page.goto(`/jobs-resident/${jobId}`);
  const interviewColumn = page.getByRole('listitem', { name: 'Interview', exact: true });
  const jordan = interviewColumn
    .locator('[data-slot="pipeline-card"]')
    .filter({ hasText: demoCandidate.name });
  await expect(jordan).toBeVisible();
  await expect(jordan.locator('[data-slot="pipeline-card-interview"]')).toContainText(
    `${dateText} · 2:30 PM`,
  );

  // The calendar invitation reached both the candidate and the employer who proposed it.
  for (const address of [demoCandidate.email, demo.email]) {
    const mail = await waitForMailThat(
      address,
      (sent) => sent.subject.includes(title) && (sent.attachments?.length ?? 0) > 0,
      'the interview invitation',
    );
    const [ics] = mail.attachments ?? [];
    expect(ics?.contentType).toContain('text/calendar');
    expect(ics?.content).toContain('METHOD:REQUEST');
    expect(ics?.content).toContain(`UID:interview-${interview._id}@medhire`);
    expect(ics?.content).toContain('SEQUENCE:0');
  }
});
