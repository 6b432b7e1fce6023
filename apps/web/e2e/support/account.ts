import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { codeOf, waitForMail } from './outbox';

/** A password that passes the server's policy (8+ characters, not a common one). */
export const NEW_PASSWORD = 'Quiet-Harbor-Clinic-42';

/** A unique address per test run, so tests never meet each other's accounts. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@clinic.test`;
}

/** A 1×1 PNG: real image bytes for the logo upload. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Registers an account through the API, confirms it with the mailed code and returns the session:
 * for journeys that start from an existing (pending) account.
 */
export async function registerThroughApi(request: APIRequestContext, email: string, password = NEW_PASSWORD) {
  const registered = await request.post('/employer/auth/v1/register', { data: { email, password } });
  expect(registered.ok()).toBe(true);
  const otp = codeOf(await waitForMail(email));
  const verified = await request.post('/employer/auth/v1/verify-otp', { data: { email, otp } });
  expect(verified.ok()).toBe(true);
  return (await verified.json()).data as { token: string; user: { _id: string }; code: number };
}

/** Signs in through the sign-in screen. */
export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/signIn');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  // The password hash is slow on purpose (scrypt at OWASP's cost); on a loaded CI machine the answer can take
  // several seconds, so wait for it here rather than in every journey's next expectation.
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith('/employer/auth/v1/login') && response.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await answered;
}

/**
 * Takes a registered account (a session of {@link registerThroughApi}) through what the app asks before work: the
 * wizard marked done, the would-you-rather probes answered, the first plan paid with the test card. The account is
 * then paid and awaiting approval.
 */
export async function finishOnboardingThroughApi(
  request: APIRequestContext,
  session: { token: string; user: { _id: string } },
) {
  const headers = { authorization: `Bearer ${session.token}` };
  const employerId = session.user._id;
  const step = await request.patch(`/employer/auth/v1/update-current-profile-step/${employerId}`, {
    headers,
    data: { currentProfileStep: 5 },
  });
  expect(step.ok()).toBe(true);

  const probes = (await (await request.get('/employer/auth/v1/preference-probes', { headers })).json())
    .data as { _id: string; options: { id: string }[] }[];
  expect(probes.length).toBeGreaterThan(0);
  const answered = await request.patch(`/employer/auth/v1/update-preference-probes/${employerId}`, {
    headers,
    data: {
      preferenceProbe: probes.map((probe) => ({ probeId: probe._id, choice: probe.options[0]?.id })),
    },
  });
  expect(answered.ok()).toBe(true);

  const plans = (await (await request.get('/employer/subscription/plans', { headers })).json()).data
    .plans as { _id: string }[];
  const paid = await request.post(`/employer/subscription/${employerId}/start`, {
    headers,
    data: {
      planId: plans[0]?._id,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123', name: 'Avery Jordan' },
    },
  });
  expect(paid.ok()).toBe(true);
  return (await paid.json()).data.user as { accountStatus: string; subscriptionStatus: string };
}
