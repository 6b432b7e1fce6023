import { storedUserSchema } from '@medhire/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { employers, preferenceProbes, pushTokens } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { FORBIDDEN_ACCOUNT_MESSAGE, SESSION_ENDED_MESSAGE } from '../auth/authenticate.js';
import { hashPassword } from '../auth/password.js';
import { PREFERENCE_PROBES, seedPreferenceProbes } from './seed.js';
import { MAX_PUSH_TOKENS } from './service.js';

const PASSWORD = 'Correct-Horse-9';

const forbidden = { success: false, error: { message: FORBIDDEN_ACCOUNT_MESSAGE, code: 'FORBIDDEN' } };
const sessionEnded = { success: false, error: { message: SESSION_ENDED_MESSAGE, code: 'UNAUTHORIZED' } };

/** A complete first step of the wizard. */
const orgDetails = {
  logo: '/uploads/logo-1.png',
  organizationName: 'Hill Country Cardiology',
  practiceManagerName: 'Dana Whitfield',
  email: 'Office@HillCountryCardio.test',
  phoneNumber: '(512) 555-0100',
  orgLocations: {
    locations: [{ description: 'Austin, TX', coords: { latitude: 30.27, longitude: -97.74 } }],
    numberOfLocations: 1,
  },
  features: {
    practiceType: 'single-specialty-group',
    noOfPhysician: 12,
    nonPhysicianProvider: 4,
    aboutUs: 'Cardiology for Central Texas since 1998.',
  },
  media: [{ _id: 'm-1', url: '/uploads/clinic.jpg', key: 'clinic.jpg', type: 'image', name: 'Clinic' }],
  socialLinks: { facebook: 'facebook.com/hillcountrycardio', websiteUrl: 'https://hillcountrycardio.test' },
};

const austin = {
  description: 'Austin, TX, USA',
  city: 'Austin',
  state: 'TX',
  coords: { latitude: 30.27, longitude: -97.74 },
};

const preferences = {
  specialty: ['internal-medicine'],
  subSpecialty: ['cardiovascular-disease'],
  homeState: [{ description: 'Texas', coords: { latitude: 31, longitude: -100 } }],
  boardCertStatus: 'board-certified',
  minExperience: 3,
  yearAvailableToStart: 2027,
};

async function addEmployer(db: Db, email: string): Promise<string> {
  const [row] = await db
    .insert(employers)
    .values({ email, passwordHash: await hashPassword(PASSWORD) })
    .returning({ id: employers.id });
  if (!row) throw new Error('no employer inserted');
  return row.id;
}

async function signIn(app: App, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/employer/auth/login',
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token;
}

function call(
  app: App,
  method: InjectOptions['method'],
  url: string,
  token: string | undefined,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

describe.each(testDatabases())('profile routes (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let id: string;
  let token: string;
  let otherId: string;
  let otherToken: string;
  let counter = 0;

  const patch = (path: string, payload: unknown, as = token, employerId = id) =>
    call(app, 'PATCH', `/employer/auth/${path}/${employerId}`, as, payload);
  const sync = (employerId = id, as = token) =>
    call(app, 'GET', `/employer/auth/sync-user-detail/${employerId}`, as);
  const row = async (employerId = id) => {
    const [found] = await db.select().from(employers).where(eq(employers.id, employerId));
    if (!found) throw new Error('employer not found');
    return found;
  };
  /** The employer's row minus `updated_at`, to show that a refused update changed nothing. */
  const snapshot = async (employerId = id) => {
    const { updatedAt: _updatedAt, ...rest } = await row(employerId);
    return rest;
  };

  const tokensOf = async (employerId = id) =>
    (await db.select().from(pushTokens).where(eq(pushTokens.employerId, employerId))).map((r) => r.token);

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      config: { loginRateLimitPerMinute: 1000 },
    });
    ({ app } = testApp);
    db = testApp.database.db;
    await seedPreferenceProbes(db);
    otherId = await addEmployer(db, 'other@clinic.test');
    otherToken = await signIn(app, 'other@clinic.test');
  });

  afterAll(async () => {
    await testApp.close();
  });

  // Each test starts from a new, pending employer with an empty profile.
  beforeEach(async () => {
    counter += 1;
    const email = `employer-${counter}@clinic.test`;
    id = await addEmployer(db, email);
    token = await signIn(app, email);
  });

  describe('update-orgdetails', () => {
    it('stores the first step, answers the user with it, and sync-user-detail returns it', async () => {
      const response = await patch('v1/update-orgdetails', orgDetails);
      expect(response.statusCode).toBe(200);
      const { user } = response.json().data;
      expect(user).toMatchObject({
        _id: id,
        email: `employer-${counter}@clinic.test`,
        organizationName: 'Hill Country Cardiology',
        logo: '/uploads/logo-1.png',
        practiceManagerName: 'Dana Whitfield',
        organizationEmail: 'office@hillcountrycardio.test',
        phoneNumber: '(512) 555-0100',
        orgLocations: orgDetails.orgLocations,
        features: orgDetails.features,
        media: [{ url: '/uploads/clinic.jpg', key: 'clinic.jpg', type: 'image', name: 'Clinic' }],
        socialLinks: {
          facebook: 'https://facebook.com/hillcountrycardio',
          websiteUrl: 'https://hillcountrycardio.test',
        },
      });
      expect(user.media[0]).not.toHaveProperty('_id');
      expect(storedUserSchema.safeParse(user).success).toBe(true);

      const stored = await row();
      expect(stored.organizationName).toBe('Hill Country Cardiology');
      expect(stored.profile).not.toHaveProperty('organizationName');
      expect(stored.profile).toMatchObject({ practiceManagerName: 'Dana Whitfield' });

      const synced = await sync();
      expect(synced.statusCode).toBe(200);
      expect(synced.json().data.user).toEqual(user);
    });

    it('requires the first step’s fields while the employer has no organization yet', async () => {
      const before = await snapshot();
      const { practiceManagerName: _manager, ...withoutManager } = orgDetails;
      const response = await patch('v1/update-orgdetails', withoutManager);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: "Enter the practice manager's name",
      });

      const logoOnly = await patch('v1/update-orgdetails', { logo: '/uploads/logo-2.png' });
      expect(logoOnly.statusCode).toBe(400);
      expect(logoOnly.json().error.message).toBe('Enter the organization name');
      expect(await snapshot()).toEqual(before);
    });

    it('accepts a partial later step and keeps what it does not name', async () => {
      expect((await patch('v1/update-orgdetails', orgDetails)).statusCode).toBe(200);
      const response = await patch('v1/update-orgdetails', {
        media: [{ url: '/uploads/lobby.mp4', key: 'lobby.mp4', type: 'video' }],
        socialLinks: { instagram: 'instagram.com/hillcountrycardio' },
        features: { aboutUs: 'Now with a heart failure clinic.' },
      });
      expect(response.statusCode).toBe(200);
      const { user } = response.json().data;
      expect(user.media).toEqual([{ url: '/uploads/lobby.mp4', key: 'lobby.mp4', type: 'video' }]);
      expect(user.socialLinks).toEqual({ instagram: 'https://instagram.com/hillcountrycardio' });
      // features merges field by field: the practice type and counts stay.
      expect(user.features).toEqual({ ...orgDetails.features, aboutUs: 'Now with a heart failure clinic.' });
      expect(user).toMatchObject({
        organizationName: 'Hill Country Cardiology',
        phoneNumber: '(512) 555-0100',
      });
    });

    it.each([
      ['a bad phone number', { phoneNumber: '555-12' }, /phone number/i],
      [
        'an unknown practice type',
        { features: { ...orgDetails.features, practiceType: 'spa-and-wellness' } },
        /practice type/i,
      ],
      [
        'a javascript: social link',
        { socialLinks: { facebook: 'javascript:alert(1)' } },
        /Facebook link: enter a web address/,
      ],
      ['a logo that is not a link', { logo: 'javascript:alert(1)' }, /Logo/],
      ['an invalid organization email', { email: 'office-at-clinic' }, /email/i],
    ])('refuses %s with 400 naming the field, storing nothing', async (_case, change, message) => {
      const before = await snapshot();
      const response = await patch('v1/update-orgdetails', { ...orgDetails, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      expect(response.json().error.message).toMatch(message);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses an invalid field of a later partial update too, keeping the saved profile', async () => {
      await patch('v1/update-orgdetails', orgDetails);
      const before = await snapshot();
      const response = await patch('v1/update-orgdetails', {
        organizationName: 'Renamed',
        socialLinks: { twitter: 'javascript:alert(1)' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/X \(Twitter\) link/);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('update-profile (v1)', () => {
    it('updates part of the organization', async () => {
      await patch('v1/update-orgdetails', orgDetails);
      const response = await patch('v1/update-profile', {
        organizationName: 'Hill Country Heart',
        phoneNumber: '+1 512 555 0199',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({
        organizationName: 'Hill Country Heart',
        phoneNumber: '+1 512 555 0199',
        practiceManagerName: 'Dana Whitfield',
      });
      expect((await row()).organizationName).toBe('Hill Country Heart');
    });

    it('refuses a bad phone number and an organization without its first step', async () => {
      await patch('v1/update-orgdetails', orgDetails);
      const before = await snapshot();
      const response = await patch('v1/update-profile', { phoneNumber: 'call me' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/phone number/i);
      expect(await snapshot()).toEqual(before);

      const otherBefore = await snapshot(otherId);
      const first = await patch('v1/update-profile', { logo: '/uploads/x.png' }, otherToken, otherId);
      expect(first.statusCode).toBe(400);
      expect(first.json().error.message).toBe('Enter the organization name');
      expect(await snapshot(otherId)).toEqual(otherBefore);
    });
  });

  describe('clearing a field (an explicit null clears, a field not sent is kept)', () => {
    it('null clears the logo, "About us", a count and a link; what is not sent stays', async () => {
      await patch('v1/update-orgdetails', orgDetails);
      const response = await patch('v1/update-profile', {
        logo: null,
        features: { aboutUs: null, nonPhysicianProvider: null },
        socialLinks: { facebook: null, websiteUrl: 'https://hillcountrycardio.test' },
      });
      expect(response.statusCode).toBe(200);
      const { user } = response.json().data;
      expect(user).not.toHaveProperty('logo');
      expect(user.features).toEqual({ practiceType: 'single-specialty-group', noOfPhysician: 12 });
      expect(user.socialLinks).toEqual({ websiteUrl: 'https://hillcountrycardio.test' });
      expect(user).toMatchObject({
        organizationName: 'Hill Country Cardiology',
        practiceManagerName: 'Dana Whitfield',
        phoneNumber: '(512) 555-0100',
        orgLocations: orgDetails.orgLocations,
        media: [{ url: '/uploads/clinic.jpg', key: 'clinic.jpg', type: 'image', name: 'Clinic' }],
      });
      expect(storedUserSchema.safeParse(user).success).toBe(true);
      // Cleared fields are gone from the row, not stored as null.
      const { profile } = await row();
      expect(profile).not.toHaveProperty('logo');
      expect((profile as { features: object }).features).not.toHaveProperty('aboutUs');
      expect((await sync()).json().data.user).toEqual(user);

      // A later update that does not name them leaves them cleared, and keeps what it does not send.
      const later = await patch('v1/update-profile', { features: { noOfPhysician: 13 } });
      expect(later.json().data.user.features).toEqual({
        practiceType: 'single-specialty-group',
        noOfPhysician: 13,
      });
      expect(later.json().data.user.socialLinks).toEqual({ websiteUrl: 'https://hillcountrycardio.test' });
    });

    it('null clears media and all social links, on the older update too with linkedin and managing partner', async () => {
      await patch('v1/update-orgdetails', orgDetails);
      await patch('update-profile', {
        linkedin: 'linkedin.com/company/hcc',
        managingPartner: 'Dr. Ravi Menon',
      });
      const response = await patch('update-profile', {
        media: null,
        socialLinks: null,
        linkedin: null,
        managingPartner: null,
      });
      expect(response.statusCode).toBe(200);
      const { user } = response.json().data;
      for (const field of ['media', 'socialLinks', 'linkedin', 'managingPartner']) {
        expect(user).not.toHaveProperty(field);
      }
      expect(user.features).toEqual(orgDetails.features);
    });

    it.each([
      [
        'v1/update-profile',
        { organizationName: null },
        'The organization name is required and cannot be cleared',
      ],
      ['v1/update-profile', { phoneNumber: null }, 'The phone number is required and cannot be cleared'],
      [
        'v1/update-orgdetails',
        { features: { aboutUs: null, noOfPhysician: null } },
        'The number of physicians is required and cannot be cleared',
      ],
      [
        'update-profile',
        { features: { practiceType: null } },
        'The practice type is required and cannot be cleared',
      ],
    ])(
      '%s refuses to clear a required field (%j) with 400 naming it, storing nothing',
      async (path, update, message) => {
        await patch('v1/update-orgdetails', orgDetails);
        const before = await snapshot();
        const response = await patch(path, { logo: null, ...update });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_ERROR');
        // The route's message names the field first, as every refused field does ("Phone number: …").
        expect(response.json().error.message).toMatch(new RegExp(`: ${message}$`));
        expect(await snapshot()).toEqual(before);
      },
    );
  });

  describe('update-profile (older version)', () => {
    it('stores linkedin, managing partner, specialties and locations, and removes media by key', async () => {
      await patch('v1/update-orgdetails', {
        ...orgDetails,
        media: [
          { url: '/uploads/a.jpg', key: 'a.jpg', type: 'image' },
          { url: '/uploads/b.jpg', key: 'b.jpg', type: 'image' },
          { url: '/uploads/c.mp4', key: 'c.mp4', type: 'video' },
        ],
      });
      const locations = [
        { description: 'Austin, TX', coords: { latitude: 30.27, longitude: -97.74 } },
        { description: 'Round Rock, TX', coords: { latitude: 30.51, longitude: -97.68 } },
      ];
      const response = await patch('update-profile', {
        linkedin: 'linkedin.com/company/hillcountrycardio',
        managingPartner: 'Dr. Ravi Menon',
        specialty: 'internal-medicine',
        subSpecialty: ['cardiovascular-disease', 'interventional-cardiology'],
        deletedImgskeys: ['a.jpg', 'c.mp4'],
        locations,
      });
      expect(response.statusCode).toBe(200);
      const { user } = response.json().data;
      expect(user).toMatchObject({
        linkedin: 'https://linkedin.com/company/hillcountrycardio',
        managingPartner: 'Dr. Ravi Menon',
        specialty: ['internal-medicine'],
        subSpecialty: ['cardiovascular-disease', 'interventional-cardiology'],
        media: [{ url: '/uploads/b.jpg', key: 'b.jpg', type: 'image' }],
        orgLocations: { locations, numberOfLocations: 1 },
        practiceManagerName: 'Dana Whitfield',
      });
      expect((await sync()).json().data.user).toEqual(user);
    });

    it.each([
      ['an unknown specialty', { specialty: 'astrology' }, /Choose the specialty from the list/],
      ['an unknown sub-specialty', { subSpecialty: ['palmistry'] }, /Choose the sub-specialty from the list/],
      ['a javascript: linkedin link', { linkedin: 'javascript:alert(1)' }, /LinkedIn link/],
    ])('refuses %s with 400, storing nothing', async (_case, payload, message) => {
      await patch('v1/update-orgdetails', orgDetails);
      const before = await snapshot();
      const response = await patch('update-profile', { managingPartner: 'Dr. Ravi Menon', ...payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(message);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('update-locationDetails', () => {
    it('stores the locations and answers them in the user', async () => {
      const response = await patch('v1/update-locationDetails', { locationsDetails: [austin] });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user.locationsDetails).toEqual([austin]);
      expect((await row()).locationsDetails).toEqual([austin]);
      expect((await sync()).json().data.user.locationsDetails).toEqual([austin]);

      const replaced = { ...austin, description: 'Dallas, TX, USA', city: 'Dallas' };
      const again = await patch('v1/update-locationDetails', { locationsDetails: [replaced] });
      expect(again.json().data.user.locationsDetails).toEqual([replaced]);
    });

    it.each([
      ['an empty list', { locationsDetails: [] }, 'Add at least one location'],
      [
        'a location without coordinates',
        { locationsDetails: [{ description: 'Austin, TX' }] },
        /Locations details 1 coords is required/,
      ],
      ['an unknown state', { locationsDetails: [{ ...austin, state: 'ZZ' }] }, /state/],
    ])('refuses %s with 400, storing nothing', async (_case, payload, message) => {
      await patch('v1/update-locationDetails', { locationsDetails: [austin] });
      const response = await patch('v1/update-locationDetails', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(message);
      expect((await row()).locationsDetails).toEqual([austin]);
    });
  });

  describe('update-candidate-preference', () => {
    it('stores the preferences, replacing the previous ones', async () => {
      const response = await patch('v1/update-candidate-preference', preferences);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user.candidatePreferences).toEqual(preferences);
      expect((await row()).candidatePreferences).toEqual(preferences);
      expect((await sync()).json().data.user.candidatePreferences).toEqual(preferences);

      // A preference left out is open again.
      const narrower = await patch('v1/update-candidate-preference', { specialty: 'dermatology' });
      expect(narrower.json().data.user.candidatePreferences).toEqual({ specialty: ['dermatology'] });
    });

    it.each([
      ['an unknown specialty', { specialty: ['astrology'] }, /Choose specialties from the list/],
      [
        'a sub-specialty of another specialty',
        { specialty: ['dermatology'], subSpecialty: ['cardiovascular-disease'] },
        /Choose sub-specialties of the chosen specialties/,
      ],
      ['an unknown board status', { boardCertStatus: 'pending-review' }, /board status/],
      ['a negative experience', { minExperience: -1 }, /Minimum experience/],
    ])('refuses %s with 400, storing nothing', async (_case, payload, message) => {
      await patch('v1/update-candidate-preference', preferences);
      const response = await patch('v1/update-candidate-preference', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(message);
      expect((await row()).candidatePreferences).toEqual(preferences);
    });
  });

  describe('preference probes', () => {
    it('lists the seeded probes in order, each with two options', async () => {
      const response = await call(app, 'GET', '/employer/auth/v1/preference-probes', token);
      expect(response.statusCode).toBe(200);
      const probes = response.json().data;
      expect(probes.map((probe: { _id: string }) => probe._id)).toEqual(PREFERENCE_PROBES.map((p) => p.id));
      expect(probes[0]).toEqual({
        _id: 'start-date-or-experience',
        question: 'Start soon, or bring more experience?',
        options: [
          {
            id: 'available-this-year',
            label: 'A candidate available to start this year',
            description: expect.any(String),
          },
          {
            id: 'five-more-years-experience',
            label: 'A candidate with five more years of experience',
            description: expect.any(String),
          },
        ],
      });
      // The scoring weights stay on the server.
      expect(probes[0]).not.toHaveProperty('weights');
    });

    it('answers 401 without a token', async () => {
      const response = await call(app, 'GET', '/employer/auth/v1/preference-probes', undefined);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(sessionEnded);
    });

    it('stores the answers, replacing the previous ones, and sync returns them', async () => {
      const answers = PREFERENCE_PROBES.map((probe) => ({ probeId: probe.id, choice: probe.options[0].id }));
      const response = await patch('v1/update-preference-probes', { preferenceProbe: answers });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user.preferenceProbe).toEqual(answers);
      expect((await sync()).json().data.user.preferenceProbe).toEqual(answers);

      const partial = [{ probeId: 'local-or-best-fit', choice: 'best-specialty-fit-anywhere' }];
      const again = await patch('v1/update-preference-probes', { preferenceProbe: partial });
      expect(again.json().data.user.preferenceProbe).toEqual(partial);
      expect((await row()).preferenceProbe).toEqual(partial);
    });

    it.each([
      [
        'a choice that is not one of the probe’s options',
        [
          { probeId: 'start-date-or-experience', choice: 'available-this-year' },
          { probeId: 'certified-or-eligible', choice: 'available-this-year' },
        ],
        'Preference probe 2 choice: choose one of the question’s two options',
      ],
      [
        'an unknown probe',
        [{ probeId: 'favourite-colour', choice: 'blue' }],
        'Preference probe 1: this question no longer exists. Reload the page and answer again.',
      ],
      [
        'a probe answered twice',
        [
          { probeId: 'local-or-best-fit', choice: 'lives-in-your-state' },
          { probeId: 'local-or-best-fit', choice: 'best-specialty-fit-anywhere' },
        ],
        /Preference probe 2 .*answered twice/,
      ],
      ['an answer without a choice', [{ probeId: 'local-or-best-fit' }], /Preference probe 1 choice/],
    ])('refuses %s with 400, storing nothing', async (_case, preferenceProbe, message) => {
      const kept = [{ probeId: 'local-or-best-fit', choice: 'lives-in-your-state' }];
      await patch('v1/update-preference-probes', { preferenceProbe: kept });
      const response = await patch('v1/update-preference-probes', { preferenceProbe });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      expect(response.json().error.message).toMatch(message);
      expect((await row()).preferenceProbe).toEqual(kept);
    });
  });

  describe('update-current-profile-step', () => {
    it('stores the step, and a done wizard signs in with code 200', async () => {
      const response = await patch('v1/update-current-profile-step', { currentProfileStep: 3 });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user.currentProfileStep).toBe(3);
      expect((await row()).currentProfileStep).toBe(3);

      await patch('v1/update-current-profile-step', { currentProfileStep: 5 });
      const login = await app.inject({
        method: 'POST',
        url: '/employer/auth/login',
        payload: { email: `employer-${counter}@clinic.test`, password: PASSWORD },
      });
      expect(login.json().data).toMatchObject({ code: 200, user: { currentProfileStep: 5 } });
    });

    it.each([[0], [6], ['two'], [2.5]])('refuses step %s with 400, storing nothing', async (step) => {
      const response = await patch('v1/update-current-profile-step', { currentProfileStep: step });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/profile step must be a whole number from 1 to 5/i);
      expect((await row()).currentProfileStep).toBe(1);
    });
  });

  describe('push tokens', () => {
    it('saves a token once however often it is saved, and deletes it', async () => {
      const save = () => patch('save-fcm-token', { value: 'device-token-1' });
      expect((await save()).json()).toEqual({ success: true, data: { saved: true } });
      expect((await save()).statusCode).toBe(200);
      expect(await tokensOf()).toEqual(['device-token-1']);

      const remove = () =>
        call(app, 'DELETE', `/employer/auth/delete-fcm-token/${id}`, token, { value: 'device-token-1' });
      expect((await remove()).json()).toEqual({ success: true, data: { deleted: true } });
      expect(await tokensOf()).toEqual([]);
      // Deleting again is fine.
      expect((await remove()).json()).toEqual({ success: true, data: { deleted: true } });
    });

    it(`keeps at most ${MAX_PUSH_TOKENS} tokens, dropping the oldest`, async () => {
      for (let index = 1; index <= MAX_PUSH_TOKENS + 2; index += 1) {
        // A re-saved token counts as new: token 1 is saved again just before the limit is passed.
        if (index === MAX_PUSH_TOKENS + 1) await patch('save-fcm-token', { value: 'token-1' });
        const response = await patch('save-fcm-token', { value: `token-${index}` });
        expect(response.statusCode).toBe(200);
      }
      const kept = await tokensOf();
      expect(kept).toHaveLength(MAX_PUSH_TOKENS);
      expect(kept).toContain('token-1');
      expect(kept).not.toContain('token-2');
      expect(kept).not.toContain('token-3');
      expect(kept).toContain(`token-${MAX_PUSH_TOKENS + 2}`);
    });

    it('a token saved by another account moves to it: the device gets the pushes of whoever signed in last', async () => {
      await patch('save-fcm-token', { value: 'shared-browser' });
      await patch('save-fcm-token', { value: 'own-phone' });
      const response = await patch('save-fcm-token', { value: 'shared-browser' }, otherToken, otherId);
      expect(response.statusCode).toBe(200);
      expect(await tokensOf()).toEqual(['own-phone']);
      expect(await tokensOf(otherId)).toContain('shared-browser');
    });

    it('refuses an empty token and leaves other employers’ tokens alone', async () => {
      const response = await patch('save-fcm-token', { value: '  ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/push token is missing/);
      expect(await tokensOf()).toEqual([]);

      await patch('save-fcm-token', { value: 'shared-device' }, otherToken, otherId);
      await call(app, 'DELETE', `/employer/auth/delete-fcm-token/${id}`, token, { value: 'shared-device' });
      expect(await tokensOf(otherId)).toContain('shared-device');
    });
  });

  describe('access', () => {
    const routes: [method: 'PATCH' | 'DELETE', path: string, payload: unknown][] = [
      ['PATCH', 'v1/update-orgdetails', orgDetails],
      ['PATCH', 'v1/update-profile', { organizationName: 'Taken Over' }],
      ['PATCH', 'update-profile', { managingPartner: 'Intruder' }],
      ['PATCH', 'v1/update-locationDetails', { locationsDetails: [austin] }],
      ['PATCH', 'v1/update-candidate-preference', preferences],
      [
        'PATCH',
        'v1/update-preference-probes',
        { preferenceProbe: [{ probeId: 'local-or-best-fit', choice: 'lives-in-your-state' }] },
      ],
      ['PATCH', 'v1/update-current-profile-step', { currentProfileStep: 5 }],
      ['PATCH', 'save-fcm-token', { value: 'intruder-device' }],
      ['DELETE', 'delete-fcm-token', { value: 'victim-device' }],
    ];

    it.each(routes)(
      '%s %s: another employer’s id answers 403 and changes nothing',
      async (method, path, payload) => {
        await patch('save-fcm-token', { value: 'victim-device' }, otherToken, otherId);
        const before = await snapshot(otherId);
        const otherTokens = await tokensOf(otherId);
        for (const target of [otherId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
          const response = await call(app, method, `/employer/auth/${path}/${target}`, token, payload);
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual(forbidden);
        }
        expect(await snapshot(otherId)).toEqual(before);
        expect(otherTokens).toContain('victim-device');
        expect(await tokensOf(otherId)).toEqual(otherTokens);
        expect(await tokensOf()).toEqual([]);
      },
    );

    it.each(routes)('%s %s: no token answers 401', async (method, path, payload) => {
      const response = await call(app, method, `/employer/auth/${path}/${id}`, undefined, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(sessionEnded);
    });
  });

  it('login answers the whole saved profile', async () => {
    await patch('v1/update-orgdetails', orgDetails);
    await patch('v1/update-locationDetails', { locationsDetails: [austin] });
    await patch('v1/update-candidate-preference', preferences);
    const login = await app.inject({
      method: 'POST',
      url: '/employer/auth/v1/login',
      payload: { email: `employer-${counter}@clinic.test`, password: PASSWORD },
    });
    const { user } = login.json().data;
    expect(user).toMatchObject({
      organizationName: 'Hill Country Cardiology',
      organizationEmail: 'office@hillcountrycardio.test',
      locationsDetails: [austin],
      candidatePreferences: preferences,
      features: orgDetails.features,
    });
    expect(user).toEqual((await sync()).json().data.user);
  });

  it('documents the routes in OpenAPI with bearer auth', async () => {
    const { paths } = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(paths['/employer/auth/v1/update-orgdetails/{id}'].patch.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/employer/auth/delete-fcm-token/{id}'].delete.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/employer/auth/v1/preference-probes'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe.each(testDatabases())('seedPreferenceProbes (%s)', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('writes ten two-option probes whose options each favour one scoring factor, once', async () => {
    const { db } = testApp.database;
    await Promise.all([seedPreferenceProbes(db), seedPreferenceProbes(db)]);
    await seedPreferenceProbes(db);
    const rows = await db.select().from(preferenceProbes);
    expect(rows).toHaveLength(10);
    const factors = ['yearAvailable', 'experience', 'boardStatus', 'distance', 'specialty', 'subSpecialty'];
    const optionIds = new Set<string>();
    for (const probe of rows) {
      expect(probe.options).toHaveLength(2);
      expect(Object.keys(probe.weights).sort()).toEqual(probe.options.map((option) => option.id).sort());
      for (const factor of Object.values(probe.weights)) expect(factors).toContain(factor);
      for (const option of probe.options) optionIds.add(option.id);
    }
    expect(optionIds.size).toBe(20);
    expect(rows.map((probe) => probe.position).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('brings an edited probe back to the seeded wording', async () => {
    const { db } = testApp.database;
    await seedPreferenceProbes(db);
    await db
      .update(preferenceProbes)
      .set({ question: 'Old wording' })
      .where(eq(preferenceProbes.id, 'local-or-best-fit'));
    await seedPreferenceProbes(db);
    const [probe] = await db
      .select()
      .from(preferenceProbes)
      .where(eq(preferenceProbes.id, 'local-or-best-fit'));
    expect(probe?.question).toBe('Close to home, or the best fit from anywhere?');
  });
});
