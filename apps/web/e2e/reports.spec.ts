import { readFile } from 'node:fs/promises';
import { signInThroughUi } from './support/account';
import { demo, inviteDemoCandidateToNewJob } from './support/invited-job';
import { expect, type Locator, test } from './support/test';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A table's rows as text, its header first, cell by cell. */
async function rowsOf(table: Locator): Promise<string[][]> {
  return table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
    );
}

/** A CSV of plain cells (no quotes, as this journey's are) as rows of cells. */
function parsePlainCsv(text: string): string[][] {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(','));
}

test('the owner opens Reports, picks a range and a job, sees the funnel, and downloads it as the table reads', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Reports Internist ${Date.now()}`;
  // A job of the demo organization with one candidate in its pipeline: the demo candidate accepted the invite.
  const { invited, candidateLogin } = await inviteDemoCandidateToNewJob(request, title);
  const accepted = await request.post(`/employee/match/${invited.data.match._id}/accept`, {
    headers: { authorization: `Bearer ${candidateLogin.token}` },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const funnel = page.getByRole('region', { name: 'Funnel' });

  await test.step('the last 90 days: the whole organization’s funnel', async () => {
    await expect(funnel.getByText(/candidates? entered a pipeline/)).toBeVisible();
  });

  await test.step('a custom week and the new job: its one candidate, Shortlisted', async () => {
    await page.getByLabel('Date range', { exact: true }).selectOption('Custom range');
    const today = new Date();
    await page.getByLabel('From', { exact: true }).fill(dayOf(new Date(today.getTime() - 6 * DAY_MS)));
    await page.getByLabel('To', { exact: true }).fill(dayOf(today));
    await page.getByLabel('Job', { exact: true }).selectOption({ label: title });
    await expect(funnel.getByText('1 candidate entered a pipeline; 0 rejected.')).toBeVisible();
    await funnel.getByRole('button', { name: 'Show table of Funnel' }).click();
    const table = funnel.getByRole('table', { name: 'Funnel' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row', { name: `${title} Shortlisted 1 —` })).toBeVisible();
    await expect(table.getByRole('row', { name: `${title} Submitted 0 0%` })).toBeVisible();
  });

  await test.step('the funnel’s CSV holds exactly the table’s rows', async () => {
    const table = funnel.getByRole('table', { name: 'Funnel' });
    const shown = await rowsOf(table);
    expect(shown[0]).toEqual(['Job', 'Step', 'Candidates', 'Conversion from the step before']);
    // The one job's six rows: no "All jobs" copy of them.
    expect(shown).toHaveLength(7);
    expect(shown.slice(1).every((row) => row[0] === title)).toBe(true);
    const downloaded = page.waitForEvent('download');
    await funnel.getByRole('button', { name: 'Download CSV of Funnel' }).click();
    const file = await downloaded;
    // The file names the job it is about.
    expect(file.suggestedFilename()).toMatch(
      /^medhire-funnel-reports-internist-\d+-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile(await file.path(), 'utf8');
    expect(parsePlainCsv(csv)).toEqual(shown);
  });

  await test.step('an end before the start is refused, in words', async () => {
    await page.getByLabel('From', { exact: true }).fill('2026-01-31');
    await page.getByLabel('To', { exact: true }).fill('2026-01-01');
    await expect(page.getByText('The end date must be on or after the start date')).toBeVisible();
    // The reports are not asked for: a sentence in their place, no skeletons waiting forever.
    await expect(page.getByRole('heading', { level: 2, name: 'No reports for this range' })).toBeVisible();
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await expect(funnel).toBeHidden();
  });
});
