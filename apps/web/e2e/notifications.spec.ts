import { signInThroughUi } from './support/account';
import { type APIRequestContext, expect, test } from './support/test';

const demo = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };
const candidate = { email: 'candidate@medhire.test', password: 'Scrubs-Demo-2026!' };

async function postJob(request: APIRequestContext, token: string, employerId: string, title: string) {
  const response = await request.post(`/employer/auth/v1/create-job-v1/${employerId}`, {
    headers: { authorization: `Bearer ${token}` },
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
  expect(response.ok()).toBe(true);
  return (await response.json()).data.job._id as string;
}

test('each kind of notification (applied, invite accepted, invite declined, employee registered) opens where the spec says', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const employer = (await (await request.post('/employer/auth/login', { data: demo })).json()).data;
  const headers = { authorization: `Bearer ${employer.token}` };
  const candidateLogin = (await (await request.post('/employee/auth/login', { data: candidate })).json())
    .data;
  const candidateHeaders = { authorization: `Bearer ${candidateLogin.token}` };
  const candidateId = candidateLogin.candidate._id as string;
  const stamp = Date.now();

  // Applied on job: the candidate applies.
  const applied = await postJob(request, employer.token, employer.user._id, `Applied ${stamp}`);
  expect((await request.post(`/employee/match/apply/${applied}`, { headers: candidateHeaders })).ok()).toBe(
    true,
  );
  // Invite accepted and invite rejected: the employer invites, the candidate answers.
  for (const [title, answer] of [
    [`Accepted ${stamp}`, 'accept'],
    [`Declined ${stamp}`, 'decline'],
  ] as const) {
    const jobId = await postJob(request, employer.token, employer.user._id, title);
    const invite = await request.post('/employer/match/invite', { headers, data: { jobId, candidateId } });
    const matchId = (await invite.json()).data.match._id as string;
    expect(
      (await request.post(`/employee/match/${matchId}/${answer}`, { headers: candidateHeaders })).ok(),
    ).toBe(true);
  }

  // Employee registered: a family physician from Wisconsin signs up, near the employer's open jobs.
  const registered = await request.post('/employee/auth/register', {
    data: {
      email: `noor.haddad.${stamp}@doctors.test`,
      password: 'Lakeside-Rounds-2031',
      firstName: 'Noor',
      lastName: 'Haddad',
      providerType: 'md',
      specialty: 'family-medicine',
      homeCity: 'Madison',
      homeState: 'WI',
      boardStatus: 'board-certified',
      yearsOfExperience: 4,
      yearAvailable: new Date().getFullYear() + 1,
    },
  });
  expect(registered.ok()).toBe(true);

  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  for (const [title, target] of [
    [new RegExp(`applied to Applied ${stamp}`), /\/jobs-resident$/],
    [new RegExp(`accepted your invite to Accepted ${stamp}`), /\/messages$/],
    [new RegExp(`declined your invite to Declined ${stamp}`), /\/jobs-resident$/],
    [/Noor Haddad joined MedHire/, /\/home$/],
  ] as const) {
    // From a page that is none of the targets, so every click has somewhere to go.
    await page.goto('/jobs');
    await page.getByRole('button', { name: /Notifications/ }).click();
    await page.getByRole('dialog').getByText(title).click();
    await expect(page).toHaveURL(target);
  }
});

test('a failed "Mark all as read" or notification read shows the server\'s words in a toast', async ({
  page,
  request,
}) => {
  const employer = (await (await request.post('/employer/auth/login', { data: demo })).json()).data;
  const candidateLogin = (await (await request.post('/employee/auth/login', { data: candidate })).json())
    .data;
  const title = `Read failure ${Date.now()}`;
  const jobId = await postJob(request, employer.token, employer.user._id, title);
  const applied = await request.post(`/employee/match/apply/${jobId}`, {
    headers: { authorization: `Bearer ${candidateLogin.token}` },
  });
  expect(applied.ok()).toBe(true);

  // The server refuses: "Mark all as read" names another employer, the read of one a notification that is gone.
  await page.route('**/employer/notification/*/mark-as-read-notification', (route) =>
    route.continue({
      url: route.request().url().replace(employer.user._id, 'another-employer'),
    }),
  );
  await page.route('**/employer/notification/mark-as-read-notification/*', (route) =>
    route.continue({
      url: route
        .request()
        .url()
        .replace(/[^/]+$/, crypto.randomUUID()),
    }),
  );
  const toasts = page.locator('[data-sonner-toast]');

  await signInThroughUi(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: /Notifications/ }).click();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(toasts.filter({ hasText: 'You do not have access to this account.' })).toHaveCount(1);

  await page
    .getByRole('dialog')
    .getByText(new RegExp(`applied to ${title}`))
    .click();
  await expect(page).toHaveURL(/\/jobs-resident$/);
  await expect(toasts.filter({ hasText: 'This notification no longer exists.' })).toHaveCount(1);
});
