import { allEnums, STATE_SEARCH_PAGE_SIZE, specialties, states, subSpecialties } from '@medhire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { employers } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { SESSION_ENDED_MESSAGE } from '../auth/authenticate.js';
import { createSession } from '../auth/sessions.js';
import { LOCATION_SEARCHES_PER_MINUTE, TOO_MANY_SEARCHES_MESSAGE } from './routes.js';

function get(app: App, url: string) {
  return app.inject({ method: 'GET', url });
}

function generateLocation(app: App, token: string | undefined, payload: unknown, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/employer/auth/v1/generate-location',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as Record<string, unknown>,
    remoteAddress: ip,
  });
}

describe.each(testDatabases())('enum routes (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let token: string;

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    const [employer] = await testApp.database.db
      .insert(employers)
      .values({ email: 'recruiter@clinic.test', passwordHash: 'not-used' })
      .returning({ id: employers.id });
    if (!employer) throw new Error('no employer inserted');
    ({ token } = await createSession(testApp.database.db, employer.id));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  describe('GET /enums/search-specialty', () => {
    it('answers every specialty as { _id, name } without text, publicly', async () => {
      const response = await get(app, '/enums/search-specialty');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.data).toHaveLength(specialties.length);
      expect(body.data[0]).toEqual({
        _id: specialties[0]?.id,
        id: specialties[0]?.id,
        name: specialties[0]?.name,
      });
    });

    it('puts names that start with the text before names that only contain it, ignoring case', async () => {
      const response = await get(app, '/enums/search-specialty?queryText=PATH');
      const names: string[] = response.json().data.map((item: { name: string }) => item.name);
      expect(names[0]).toBe('Pathology (Anatomic and Clinical)');
      expect(names).toContain('Anatomic Pathology');
      expect(names.indexOf('Anatomic Pathology')).toBeGreaterThan(
        names.indexOf('Pathology (Anatomic and Clinical)'),
      );
      expect(names.every((name) => name.toLowerCase().includes('path'))).toBe(true);
    });

    it('answers an empty list when nothing matches', async () => {
      const response = await get(app, '/enums/search-specialty?queryText=zzz');
      expect(response.json()).toEqual({ success: true, data: [] });
    });
  });

  describe('GET /enums/search-subSpecialty', () => {
    it('answers sub-specialties with their specialtyId, all without filters', async () => {
      const response = await get(app, '/enums/search-subSpecialty');
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toHaveLength(subSpecialties.length);
      expect(data[0]).toMatchObject({
        _id: subSpecialties[0]?.id,
        specialtyId: subSpecialties[0]?.specialtyId,
      });
    });

    it('keeps only the given specialties’, comma-separated or repeated', async () => {
      const comma = await get(app, '/enums/search-subSpecialty?specialtiesIds=internal-medicine,pediatrics');
      const repeated = await get(
        app,
        '/enums/search-subSpecialty?specialtiesIds=internal-medicine&specialtiesIds=pediatrics',
      );
      const expected = subSpecialties.filter((item) =>
        ['internal-medicine', 'pediatrics'].includes(item.specialtyId),
      );
      for (const response of [comma, repeated]) {
        expect(response.statusCode).toBe(200);
        const ids = response.json().data.map((item: { _id: string }) => item._id);
        expect(ids.sort()).toEqual(expected.map((item) => item.id).sort());
      }
    });

    it('filters by text within the specialties', async () => {
      const response = await get(
        app,
        '/enums/search-subSpecialty?specialtiesIds=internal-medicine&queryText=cardio',
      );
      const data = response.json().data;
      expect(data.length).toBeGreaterThan(0);
      expect(data.map((item: { _id: string }) => item._id)).toContain('cardiovascular-disease');
      expect(data.every((item: { specialtyId: string }) => item.specialtyId === 'internal-medicine')).toBe(
        true,
      );
    });

    it('refuses an unknown specialty id with a clear 400', async () => {
      const response = await get(
        app,
        '/enums/search-subSpecialty?specialtiesIds=internal-medicine,cardiology',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: { message: expect.stringContaining('Choose specialties from the list') },
      });
    });
  });

  describe('GET /enums/get-all-enums', () => {
    it('answers the domain’s allEnums, cacheable for an hour', async () => {
      const response = await get(app, '/enums/get-all-enums');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.json()).toEqual({ success: true, data: JSON.parse(JSON.stringify(allEnums)) });
      expect(Object.keys(response.json().data)).toEqual(
        expect.arrayContaining([
          'specialties',
          'subSpecialties',
          'specialtiesAndSubSpecialty',
          'bonus',
          'fringeBenefits',
          'requiredQualification',
          'employmentType',
          'boardStatus',
          'jobTypes',
          'practiceType',
          'reasonForJobOpportunity',
          'states',
        ]),
      );
    });
  });

  describe('GET /enums/search-state', () => {
    it('answers the first page of 10 by default, each state with description and coords', async () => {
      const response = await get(app, '/enums/search-state');
      expect(response.statusCode).toBe(200);
      const page = response.json().data;
      expect(page).toMatchObject({ total: states.length, pageNumber: 1, pageSize: STATE_SEARCH_PAGE_SIZE });
      expect(page.states).toHaveLength(10);
      expect(page.states[0]).toEqual({
        _id: 'AL',
        id: 'AL',
        name: 'Alabama',
        abbreviation: 'AL',
        description: 'Alabama',
        coords: states[0]?.coords,
      });
    });

    it('pages with pageSize and pageNumber', async () => {
      const response = await get(app, '/enums/search-state?pageSize=5&pageNumber=2');
      const page = response.json().data;
      expect(page.states.map((state: { _id: string }) => state._id)).toEqual(
        states.slice(5, 10).map((state) => state.id),
      );
      expect(page).toMatchObject({ total: states.length, pageNumber: 2, pageSize: 5 });
      const past = await get(app, '/enums/search-state?pageSize=50&pageNumber=3');
      expect(past.json().data).toMatchObject({ states: [], total: states.length, pageNumber: 3 });
    });

    it('finds states by name or code, names that start with the text first', async () => {
      const tex = (await get(app, '/enums/search-state?queryText=tex')).json().data;
      expect(tex.states.map((state: { name: string }) => state.name)).toEqual(['Texas']);
      expect(tex.total).toBe(1);
      const code = (await get(app, '/enums/search-state?queryText=tx')).json().data;
      expect(code.states[0].name).toBe('Texas');
      const north = (await get(app, '/enums/search-state?queryText=north')).json().data;
      expect(
        north.states
          .slice(0, 2)
          .map((state: { name: string }) => state.name)
          .sort(),
      ).toEqual(['North Carolina', 'North Dakota']);
      expect(north.states.map((state: { name: string }) => state.name)).toContain('Northern Mariana Islands');
    });

    it('refuses a page size out of range', async () => {
      const response = await get(app, '/enums/search-state?pageSize=0');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('The page size must be a whole number from 1 to 100');
    });
  });

  describe('POST /employer/auth/v1/generate-location', () => {
    it('suggests places for what was typed, best first', async () => {
      const response = await generateLocation(app, token, { location: 'Austin, TX' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: [
          {
            description: 'Austin, TX',
            city: 'Austin',
            state: 'TX',
            coords: { latitude: 30.27, longitude: -97.74 },
          },
        ],
      });
    });

    it('finds a ZIP code, as the form’s hint promises', async () => {
      const response = await generateLocation(app, token, { location: '78745' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: [
          {
            description: 'Austin, TX 78745',
            city: 'Austin',
            state: 'TX',
            coords: { latitude: 30.2063, longitude: -97.7956 },
          },
        ],
      });
      const madison = (
        await generateLocation(app, token, { location: '1 S Pinckney St, Madison, WI 53703' })
      ).json().data;
      expect(madison[0]).toMatchObject({ description: 'Madison, WI 53703', city: 'Madison', state: 'WI' });
    });

    it('tolerates typos and answers a whole state without a city', async () => {
      const typo = (await generateLocation(app, token, { location: 'Austn' })).json().data;
      expect(typo[0]).toMatchObject({ description: 'Austin, TX', city: 'Austin', state: 'TX' });
      const state = (await generateLocation(app, token, { location: 'Texas' })).json().data;
      expect(state[0]).toEqual({ description: 'Texas', state: 'TX', coords: expect.any(Object) });
      const many = (await generateLocation(app, token, { location: 'san' })).json().data;
      expect(many).toHaveLength(8);
    });

    it('answers an empty list when no place matches', async () => {
      const response = await generateLocation(app, token, { location: 'Qwertyville' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: [] });
    });

    it('refuses an empty location', async () => {
      const response = await generateLocation(app, token, { location: '   ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('Type a city, address or ZIP code');
    });

    it('needs a session', async () => {
      const response = await generateLocation(app, undefined, { location: 'Austin' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(SESSION_ENDED_MESSAGE);
    });

    it('limits searches per client IP', async () => {
      const ip = '203.0.113.9';
      for (let index = 0; index < LOCATION_SEARCHES_PER_MINUTE; index++) {
        const allowed = await generateLocation(app, token, { location: 'Boston' }, ip);
        expect(allowed.statusCode).toBe(200);
      }
      const refused = await generateLocation(app, token, { location: 'Boston' }, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toBe(TOO_MANY_SEARCHES_MESSAGE);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const otherIp = await generateLocation(app, token, { location: 'Boston' }, '203.0.113.10');
      expect(otherIp.statusCode).toBe(200);
    });
  });
});
