import { e2eAdminToken } from '../playwright.config';
import {
  finishOnboardingThroughApi,
  NEW_PASSWORD,
  registerThroughApi,
  signInThroughUi,
  uniqueEmail,
} from './support/account';
import { linkOf, waitForMail } from './support/outbox';
import { type APIRequestContext, expect, type Page, test } from './support/test';

// The demo employer the server seeds at start (apps/api config defaults): approved, paid monthly (5 seats).
const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };
const sessionKey = 'medhire:employer:session:v1';

/** A second organization, approved and paid, named `name`: its owner's session. */
async function activeOrganization(request: APIRequestContext, name: string) {
  const email = uniqueEmail('second-owner');
  const session = await registerThroughApi(request, email);
  const headers = { authorization: `Bearer ${session.token}` };
  const named = await request.patch(`/employer/auth/v1/update-profile/${session.user._id}`, {
    headers,
    data: {
      organizationName: name,
      practiceManagerName: 'Dana Reyes',
      email,
      phoneNumber: '(608) 555-0142',
      features: { practiceType: 'private-practice', noOfPhysician: 6 },
    },
  });
  expect(named.ok(), await named.text()).toBe(true);
  await finishOnboardingThroughApi(request, session);
  const approved = await request.patch('/admin/employers/account-status', {
    headers: { authorization: `Bearer ${e2eAdminToken}` },
    data: { email, accountStatus: 'approved' },
  });
  expect(approved.ok()).toBe(true);
  return { id: session.user._id, headers };
}

/** The organization the page's stored session is signed in to. */
function signedInOrganization(page: Page): Promise<string | undefined> {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}').user?._id, sessionKey);
}

test('a recruiter of two practices joins the second with their password and chooses where to sign in', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('agency-recruiter');
  const secondName = `Northside Pediatrics ${Date.now()}`;

  const demoLogin = await request.post('/employer/auth/v1/login', { data: demo });
  const demoSession = (await demoLogin.json()).data as { token: string; user: { _id: string } };
  const second = await activeOrganization(request, secondName);

  await test.step('they join the demo practice with a new password', async () => {
    const invited = await request.post('/employer/team/invite', {
      headers: { authorization: `Bearer ${demoSession.token}` },
      data: { email, role: 'recruiter' },
    });
    expect(invited.ok(), await invited.text()).toBe(true);
    const link = linkOf(await waitForMail(email));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('textbox', { name: 'Your name' }).fill('Sam Okafor');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Join the team' }).click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
    expect(await signedInOrganization(page)).toBe(demoSession.user._id);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/signIn/);
  });

  await test.step('a second practice invites the same address: the link asks for the password they have', async () => {
    const invited = await request.post('/employer/team/invite', {
      headers: second.headers,
      data: { email, role: 'hiring-manager' },
    });
    expect(invited.ok(), await invited.text()).toBe(true);
    const link = linkOf(await waitForMail(email, 2));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: `Join ${secondName} on MedHire` })).toBeVisible();
    await expect(page.getByText(/You already use MedHire with this email/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Sam Okafor');
    const password = page.getByRole('textbox', { name: 'Your MedHire password', exact: true });
    // A wrong one is refused in words, and what was typed stays.
    await password.fill('Not-My-Password-1');
    await page.getByRole('button', { name: 'Join the team' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'This is not the password of your MedHire account' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Sam Okafor');
    await password.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Join the team' }).click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
    expect(await signedInOrganization(page)).toBe(second.id);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/signIn/);
  });

  await test.step('signing in, they choose the organization to open', async () => {
    await signInThroughUi(page, email, NEW_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose an organization' })).toBeVisible();
    const choices = page.getByRole('list', { name: 'Your organizations' }).getByRole('button');
    await expect(choices).toHaveCount(2);
    await expect(choices.filter({ hasText: secondName })).toContainText('As a hiring manager');
    await choices.filter({ hasText: 'As a recruiter' }).click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 20_000 });
    expect(await signedInOrganization(page)).toBe(demoSession.user._id);
    // A recruiter gets the spec's delegate flag in the organization they chose.
    expect(await page.evaluate(() => window.localStorage.getItem('is-delegate'))).toBe('true');
  });

  await test.step('the account menu switches to the other organization without signing in again', async () => {
    // A second tab of the same browser follows the switch instead of being signed out.
    const otherTab = await page.context().newPage();
    await otherTab.goto('/jobs');
    await expect(otherTab.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: /^Account menu/ }).click();
    const other = page
      .getByRole('group', { name: 'Switch organization' })
      .getByRole('menuitem', { name: new RegExp(secondName) });
    await expect(other).toContainText('As a hiring manager');
    await other.click();
    // The app starts again on Home, in the other organization.
    await expect(page.getByRole('button', { name: new RegExp(`^Account menu, ${secondName}`) })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/home$/);
    expect(await signedInOrganization(page)).toBe(second.id);
    // A hiring manager is no delegate.
    expect(await page.evaluate(() => window.localStorage.getItem('is-delegate'))).toBeNull();
    await expect(
      otherTab.getByRole('button', { name: new RegExp(`^Account menu, ${secondName}`) }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(otherTab).toHaveURL(/\/jobs$/);
    await otherTab.close();
  });
});
