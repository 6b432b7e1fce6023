import { e2eAdminToken } from '../playwright.config';
import {
  finishOnboardingThroughApi,
  NEW_PASSWORD,
  registerThroughApi,
  signInThroughUi,
  uniqueEmail,
} from './support/account';
import { expect, type Page, test } from './support/test';

/** Signs in again (the v1 login sets the flag that shows the checklist once) and answers Home's checklist. */
async function checklistAfterSignIn(page: Page, email: string) {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signInThroughUi(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Top recommendations' })).toBeVisible();
  return page.getByRole('region', { name: 'Get started with MedHire' });
}

test('Home’s getting-started list ticks a step once the organization has done it, and goes once all are done', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('getting-started');
  const session = await registerThroughApi(request, email);
  const headers = { authorization: `Bearer ${session.token}` };
  await finishOnboardingThroughApi(request, session);
  const approved = await request.patch('/admin/employers/account-status', {
    headers: { authorization: `Bearer ${e2eAdminToken}` },
    data: { email, accountStatus: 'approved' },
  });
  expect(approved.ok()).toBe(true);
  await page.goto('/signIn');

  await test.step('nothing posted or explored yet: both steps to do', async () => {
    const checklist = await checklistAfterSignIn(page, email);
    await expect(checklist).toContainText('3 of 5 done');
    await expect(checklist.getByRole('link', { name: 'Post your first job (to do)' })).toBeVisible();
    await expect(checklist.getByRole('link', { name: 'Explore candidates (to do)' })).toBeVisible();
  });

  await test.step('a job posted: its step is done', async () => {
    const posted = await request.post(`/employer/auth/v1/create-job-v1/${session.user._id}`, {
      headers,
      data: {
        title: 'Family Medicine Physician — Madison East Clinic',
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
    const checklist = await checklistAfterSignIn(page, email);
    await expect(checklist).toContainText('4 of 5 done');
    await expect(checklist.getByRole('link', { name: 'Post your first job (done)' })).toBeVisible();
    await expect(checklist.getByRole('link', { name: 'Explore candidates (to do)' })).toBeVisible();
  });

  await test.step('a candidate saved from Explore: every step done, and the list makes way for the overview', async () => {
    const explored = await request.get('/employer/applicants/explore', { headers });
    const [first] = (await explored.json()).data.items as { _id: string }[];
    const saved = await request.put(`/employer/applicants/saved/${first?._id}`, { headers });
    expect(saved.ok(), await saved.text()).toBe(true);
    const checklist = await checklistAfterSignIn(page, email);
    await expect(page.getByRole('region', { name: 'Your organization' })).toBeVisible();
    await expect(checklist).toHaveCount(0);
  });
});
