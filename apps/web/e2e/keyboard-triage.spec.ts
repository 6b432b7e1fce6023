import { signInThroughUi } from './support/account';
import { demo, postDemoJob } from './support/invited-job';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/** A last name of letters only, unique to this run, so Explore's text filter shows exactly our ten. */
function uniqueLastName(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let suffix = '';
  for (let value = Date.now(); value > 0; value = Math.floor(value / 26)) suffix += letters[value % 26];
  return `Triage${suffix}`;
}

const firstNames = ['Ada', 'Basil', 'Cora', 'Dev', 'Elif', 'Farid', 'Greta', 'Hugo', 'Iris', 'Jonah'];

/** Ten family physicians from Wisconsin, registered through the candidate API, with `lastName`. */
async function registerTen(request: APIRequestContext, lastName: string) {
  for (const [index, firstName] of firstNames.entries()) {
    const registered = await request.post('/employee/auth/register', {
      data: {
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@doctors.test`,
        password: 'Lakeside-Rounds-2031',
        firstName,
        lastName,
        providerType: 'md',
        specialty: 'family-medicine',
        homeCity: 'Madison',
        homeState: 'WI',
        boardStatus: 'board-certified',
        // Different experience, so the order by score is settled.
        yearsOfExperience: 20 - index,
        yearAvailable: new Date().getFullYear() + 1,
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
  }
}

/** The card the keyboard is on. */
const activeCard = (page: Page) => page.locator('[data-slot="applicant-card"][data-active="true"]');

test('a keyboard-only recruiter triages ten candidates in Explore for a job: saves three, invites two with a template, rejects one, undoes one', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const lastName = uniqueLastName();
  await registerTen(request, lastName);
  const title = `Triage Physician ${Date.now()}`;
  const { headers, jobId } = await postDemoJob(request, title);
  const explore = async () =>
    (
      (
        await (
          await request.get(`/employer/applicants/explore?jobId=${jobId}&queryText=${lastName}&pageSize=20`, {
            headers,
          })
        ).json()
      ).data.items as { _id: string; firstName: string; saved: boolean }[]
    ).map((item) => ({ id: item._id, name: `${item.firstName} ${lastName}` }));
  const ten = await explore();
  expect(ten).toHaveLength(10);
  const nameAt = (index: number) => ten[index]?.name ?? '';

  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/explore?queryText=${lastName}&jobId=${jobId}`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(10);
  const announcer = page.locator('[data-slot="triage-announcer"]');

  await test.step('j and k move the focus through the ten candidates', async () => {
    for (let index = 0; index < 10; index += 1) {
      await page.keyboard.press('j');
      await expect(activeCard(page)).toBeFocused();
      await expect(activeCard(page)).toContainText(nameAt(index));
    }
    for (let index = 8; index >= 0; index -= 1) {
      await page.keyboard.press('k');
      await expect(activeCard(page)).toContainText(nameAt(index));
    }
    await expect(activeCard(page)).toBeFocused();
  });

  await test.step('? lists the shortcuts; keys do nothing while the dialog is open', async () => {
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('j');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(activeCard(page)).toContainText(nameAt(0));
  });

  await test.step('s saves the first three', async () => {
    for (let index = 0; index < 3; index += 1) {
      if (index > 0) await page.keyboard.press('j');
      await page.keyboard.press('s');
      await expect(announcer).toHaveText(`Dr. ${nameAt(index)}, MD saved.`);
    }
  });

  await test.step('x selects the next two; they are invited in one bulk action with a template note', async () => {
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Invite', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Invite 2 candidates/ });
    await expect(dialog.getByRole('radio', { name: new RegExp(title) })).toBeChecked();
    await dialog.getByRole('button', { name: 'Use a template' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('textbox', { name: /Note to the candidate/ })).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Send invite' }).focus();
    await page.keyboard.press('Enter');
    await expect(announcer).toHaveText('2 invited.');
    await expect(bar).not.toContainText('selected');
  });

  await test.step('r marks the sixth not a fit, with a reason; it leaves Explore for this job', async () => {
    await activeCard(page).focus();
    await page.keyboard.press('j');
    await expect(activeCard(page)).toContainText(nameAt(5));
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: `Not a fit for ${title}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Location or relocation' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Not a fit' }).focus();
    await page.keyboard.press('Enter');
    await expect(announcer).toHaveText(`Dr. ${nameAt(5)}, MD marked not a fit.`);
    await expect(cards).toHaveCount(9);
  });

  await test.step('r on the seventh, then Undo from the toast brings them back', async () => {
    await page
      .locator('[data-slot="applicant-card"]')
      .filter({ hasText: nameAt(6) })
      .focus();
    await page.keyboard.press('r');
    const dialog = page.getByRole('dialog', { name: `Not a fit for ${title}` });
    await dialog.getByRole('radio', { name: 'Compensation expectations' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Not a fit' }).focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(8);
    const toast = page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `Dr. ${nameAt(6)}, MD marked not a fit.` });
    await toast.getByRole('button', { name: 'Undo' }).focus();
    await page.keyboard.press('Enter');
    await expect(announcer).toHaveText(`Taken back: Dr. ${nameAt(6)}, MD marked not a fit.`);
    await expect(cards).toHaveCount(9);
  });

  await test.step('the server holds it: saved list, invites on the board, the rejected one gone for this job', async () => {
    const saved = (await (await request.get('/employer/applicants/saved', { headers })).json()).data
      .items as {
      _id: string;
    }[];
    for (const index of [0, 1, 2]) expect(saved.map((item) => item._id)).toContain(ten[index]?.id);
    for (const index of [3, 4, 5, 6]) expect(saved.map((item) => item._id)).not.toContain(ten[index]?.id);

    const board = (await (await request.get(`/employer/match/by-job/${jobId}`, { headers })).json()).data
      .matches as {
      candidate: { _id: string; firstName: string };
      requestStatus: string;
      inviteNote: string | null;
    }[];
    expect(board.map((match) => match.candidate._id).sort()).toEqual([ten[3]?.id, ten[4]?.id].sort());
    for (const match of board) {
      expect(match.requestStatus).toBe('pending');
      // The template's {firstName} is each candidate's own.
      expect(match.inviteNote ?? '').not.toContain('{firstName}');
      expect((match.inviteNote ?? '').length).toBeGreaterThan(0);
    }

    const left = (await explore()).map((item) => item.id);
    expect(left).toHaveLength(9);
    expect(left).not.toContain(ten[5]?.id);
    expect(left).toContain(ten[6]?.id);
  });
});
