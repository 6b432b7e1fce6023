import { states } from '@medhire/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { candidates, jobs } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../account/routes.js';
import { verifyPassword } from '../auth/password.js';
import { call, insertEmployer, insertJob } from '../matches/test-support.js';

const PASSWORD = 'Stethoscope-Harbor-77';
const THIS_YEAR = new Date().getFullYear();

let lastIp = 0;
function nextIp(): string {
  lastIp += 1;
  return `10.30.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

let lastEmail = 0;
/** A complete registration: a family medicine physician in Milwaukee, WI, with a fresh email. */
function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  lastEmail += 1;
  return {
    email: `new-doctor-${lastEmail}@doctors.test`,
    password: PASSWORD,
    firstName: 'Maya',
    lastName: 'Lindqvist',
    providerType: 'md',
    specialty: 'family-medicine',
    subSpecialty: 'sports-medicine-family-medicine',
    homeCity: 'Milwaukee',
    homeState: 'WI',
    boardStatus: 'board-certified',
    yearsOfExperience: 6,
    yearAvailable: THIS_YEAR + 1,
    ...overrides,
  };
}

function register(app: App, payload: Record<string, unknown>, ip = nextIp()) {
  return app.inject({ method: 'POST', url: '/employee/auth/register', payload, remoteAddress: ip });
}

interface NotificationItem {
  title: string;
  body: string;
  data: { type: string };
}

async function notificationsOf(
  app: App,
  employer: { id: string; token: string },
): Promise<NotificationItem[]> {
  const response = await call(
    app,
    'GET',
    `/employer/notification/get-all-notification/${employer.id}`,
    employer.token,
  );
  expect(response.statusCode).toBe(200);
  return response.json().data.notifications;
}

/** A job whose specialty and single location state are given; otherwise like `insertJob`. */
async function insertJobIn(
  db: Db,
  employerId: string,
  values: { specialty: string; state: string; status?: 'open' | 'closed' },
): Promise<string> {
  const jobId = await insertJob(db, employerId, { status: values.status ?? 'open' });
  await db
    .update(jobs)
    .set({
      specialty: values.specialty,
      subSpecialty: null,
      locations: [
        {
          city: 'Capital',
          state: values.state,
          description: `Capital, ${values.state}`,
          coords: { latitude: 44.26, longitude: -72.58 },
        },
      ],
    })
    .where(eq(jobs.id, jobId));
  return jobId;
}

describe.each(testDatabases())('candidate registration (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      config: { loginRateLimitPerMinute: 1000 },
    });
    ({ app } = testApp);
    db = testApp.database.db;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('creates the candidate and signs them in with the returned token', async () => {
    const payload = registration({ email: '  Maya.Lindqvist@Doctors.TEST ' });

    const response = await register(app, payload);

    expect(response.statusCode).toBe(200);
    const { token, candidate } = response.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(candidate).toMatchObject({
      email: 'maya.lindqvist@doctors.test',
      firstName: 'Maya',
      lastName: 'Lindqvist',
      providerType: 'md',
      specialty: 'family-medicine',
      subSpecialty: 'sports-medicine-family-medicine',
      homeCity: 'Milwaukee',
      homeState: 'WI',
      boardStatus: 'board-certified',
      yearsOfExperience: 6,
      yearAvailable: THIS_YEAR + 1,
    });
    expect(JSON.stringify(response.json())).not.toContain(PASSWORD);
    // The token opens the candidate's routes at once…
    expect((await call(app, 'GET', '/employee/jobs', token)).statusCode).toBe(200);
    const matches = await call(app, 'GET', '/employee/matches', token);
    expect(matches.json().data.matches).toEqual([]);
    // …and the new account signs in with its password later.
    const login = await app.inject({
      method: 'POST',
      url: '/employee/auth/login',
      payload: { email: 'maya.lindqvist@doctors.test', password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.candidate._id).toBe(candidate._id);
  });

  it('stores the password only as a hash', async () => {
    const payload = registration();
    const response = await register(app, payload);
    expect(response.statusCode).toBe(200);

    const [stored] = await db
      .select()
      .from(candidates)
      .where(eq(candidates.id, response.json().data.candidate._id));
    expect(stored?.passwordHash).toBeTruthy();
    expect(stored?.passwordHash).not.toContain(PASSWORD);
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(PASSWORD, stored?.passwordHash ?? '')).toBe(true);
  });

  it('places the candidate at their gazetteer city, else at the centre of their state', async () => {
    const inCity = await register(app, registration({ homeCity: 'milwaukee', homeState: 'wi' }));
    // Burlington is a city of several states: the one in the home state counts.
    const burlington = await register(app, registration({ homeCity: 'Burlington', homeState: 'VT' }));
    const stateOnly = await register(app, registration({ homeCity: undefined, homeState: 'WI' }));
    const unknownTown = await register(app, registration({ homeCity: 'Nowhereville', homeState: 'WI' }));

    const coordinatesOf = async (response: typeof inCity) => {
      expect(response.statusCode).toBe(200);
      const [row] = await db
        .select({ latitude: candidates.latitude, longitude: candidates.longitude })
        .from(candidates)
        .where(eq(candidates.id, response.json().data.candidate._id));
      return row;
    };
    // The gazetteer's Milwaukee, WI and Burlington, VT; Wisconsin's centre is far inland.
    expect(await coordinatesOf(inCity)).toEqual({ latitude: 43.04, longitude: -87.91 });
    expect(await coordinatesOf(burlington)).toEqual({ latitude: 44.48, longitude: -73.21 });
    const centre = states.find((state) => state.id === 'WI')?.coords;
    const wisconsin = { latitude: centre?.latitude, longitude: centre?.longitude };
    expect(await coordinatesOf(stateOnly)).toEqual(wisconsin);
    expect(await coordinatesOf(unknownTown)).toEqual(wisconsin);
    expect(inCity.json().data.candidate.homeState).toBe('WI');
  });

  it('refuses an email a candidate already uses, in any case, with 409', async () => {
    const first = registration();
    expect((await register(app, first)).statusCode).toBe(200);

    const again = await register(app, registration({ email: String(first.email).toUpperCase() }));

    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      error: {
        message: 'A candidate account already uses this email. Sign in instead.',
        code: 'EMAIL_IN_USE',
      },
    });
    const rows = await db
      .select()
      .from(candidates)
      .where(eq(candidates.email, String(first.email)));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['no email', { email: undefined }, 'Email is required'],
    [
      'a malformed email',
      { email: 'not-an-email' },
      'Email: Enter a valid email address, like name@practice.com',
    ],
    ['a short password', { password: 'short1' }, 'Password: The password must be at least 8 characters'],
    ['a blank first name', { firstName: '   ' }, 'First name: Enter your first name'],
    [
      'an unknown provider type',
      { providerType: 'witch-doctor' },
      'Provider type: Choose your provider type (MD, DO, NP, PA or CRNA)',
    ],
    ['an unknown specialty', { specialty: 'astrology' }, 'Specialty: Choose your specialty from the list'],
    [
      'a sub-specialty of another specialty',
      { subSpecialty: 'cardiovascular-disease' },
      'Sub specialty: Choose a sub-specialty of your specialty',
    ],
    ['an unknown state', { homeState: 'ZZ' }, 'Home state: Choose your home state from the list'],
    [
      'an unknown board status',
      { boardStatus: 'pending' },
      'Board status: Choose your board status from the list',
    ],
    [
      'negative experience',
      { yearsOfExperience: -1 },
      'Years of experience: Years of experience must be a whole number from 0 to 70',
    ],
    [
      'a past year available',
      { yearAvailable: THIS_YEAR - 1 },
      `Year available: The year available must be from ${THIS_YEAR} to ${THIS_YEAR + 10}`,
    ],
  ])('refuses %s with 400 and a message naming the field', async (_name, overrides, message) => {
    const payload = registration(overrides);
    const response = await register(app, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: { message, code: 'VALIDATION_ERROR' } });
    if (typeof payload.email === 'string') {
      expect(await db.select().from(candidates).where(eq(candidates.email, payload.email))).toEqual([]);
    }
  });

  it('refuses a common password and one equal to the email', async () => {
    const common = registration({ password: 'password123' });
    const tooCommon = await register(app, common);
    expect(tooCommon.statusCode).toBe(400);
    expect(tooCommon.json().error.message).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );

    const email = 'samesame@doctors.test';
    const asEmail = await register(app, registration({ email, password: email }));
    expect(asEmail.statusCode).toBe(400);
    expect(asEmail.json().error.message).toBe('The password must not be your email address.');

    for (const refused of [String(common.email), email]) {
      expect(await db.select().from(candidates).where(eq(candidates.email, refused))).toEqual([]);
    }
  });

  it('is documented in the OpenAPI document under employee', async () => {
    const document = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const operation = document.paths['/employee/auth/register'].post;
    expect(operation.tags).toEqual(['employee']);
    expect(operation.description).toContain('one per employer, not per job');
    const body = operation.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(
      expect.arrayContaining(['email', 'password', 'specialty', 'homeState', 'yearAvailable']),
    );
    expect(body.required).not.toContain('homeCity');
    expect(body.properties.providerType.enum).toEqual(['md', 'do', 'np', 'pa', 'crna']);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '409', '429']));
  });

  it('tells each employer with an open job for the candidate nearby once, and no one else', async () => {
    // Neurology in Vermont: no other test's employer has such a job.
    const twoJobs = await insertEmployer(db, { organizationName: 'Green Mountain Neurology' });
    await insertJobIn(db, twoJobs.id, { specialty: 'neurology', state: 'VT' });
    await insertJobIn(db, twoJobs.id, { specialty: 'neurology', state: 'VT' });
    const oneJob = await insertEmployer(db, { organizationName: 'Burlington Brain Center' });
    await insertJobIn(db, oneJob.id, { specialty: 'neurology', state: 'VT' });
    const otherSpecialty = await insertEmployer(db, { organizationName: 'Vermont Pediatrics' });
    await insertJobIn(db, otherSpecialty.id, { specialty: 'pediatrics', state: 'VT' });
    const otherState = await insertEmployer(db, { organizationName: 'Granite Neurology' });
    await insertJobIn(db, otherState.id, { specialty: 'neurology', state: 'NH' });
    const closedJob = await insertEmployer(db, { organizationName: 'Closed Neurology Group' });
    await insertJobIn(db, closedJob.id, { specialty: 'neurology', state: 'VT', status: 'closed' });

    const response = await register(
      app,
      registration({
        firstName: 'Noor',
        lastName: 'Haddad',
        specialty: 'neurology',
        subSpecialty: undefined,
        homeCity: 'Burlington',
        homeState: 'VT',
      }),
    );
    expect(response.statusCode).toBe(200);

    const joined = { title: 'Noor Haddad joined MedHire', body: 'A new candidate near your jobs.' };
    for (const employer of [twoJobs, oneJob]) {
      await expect.poll(async () => (await notificationsOf(app, employer)).length).toBe(1);
    }
    // Delivery is asynchronous: give a wrongly addressed notification time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const employer of [twoJobs, oneJob]) {
      const items = await notificationsOf(app, employer);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ ...joined, data: { type: 'employee-registered' } });
    }
    for (const employer of [otherSpecialty, otherState, closedJob]) {
      expect(await notificationsOf(app, employer)).toEqual([]);
    }
  });
});

describe.each(testDatabases())('candidate registration limits (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { config: { loginRateLimitPerMinute: 3 } });
    ({ app } = testApp);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('limits registrations per client IP, apart from sign-ins', async () => {
    const ip = nextIp();
    expect((await register(app, registration(), ip)).statusCode).toBe(200);
    expect((await register(app, registration({ specialty: 'astrology' }), ip)).statusCode).toBe(400);
    expect((await register(app, registration(), ip)).statusCode).toBe(200);

    const limited = await register(app, registration(), ip);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      error: { message: TOO_MANY_ATTEMPTS_MESSAGE, code: 'RATE_LIMITED' },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address still registers, and the limited one can still sign in.
    expect((await register(app, registration(), nextIp())).statusCode).toBe(200);
    const signIn = await app.inject({
      method: 'POST',
      url: '/employee/auth/login',
      payload: { email: 'nobody@doctors.test', password: PASSWORD },
      remoteAddress: ip,
    });
    expect(signIn.statusCode).toBe(401);
  });
});
