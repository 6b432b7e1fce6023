import { randomUUID } from 'node:crypto';
import { SAVED_SEARCH_LIMIT } from '@medhire/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import type { Db } from '../../db/client.js';
import { mailOutbox, members, savedSearches, savedSearchMatches } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { call, insertCandidate, insertEmployer } from '../matches/test-support.js';
import { changeMemberRole, removeMember } from '../team/service.js';
import { signedInMember } from '../team/test-support.js';
import { matchNewCandidate, sendSavedSearchDigests } from './alerts.js';
import { SAVED_SEARCH_LIMIT_MESSAGE, SAVED_SEARCH_NOT_FOUND_MESSAGE } from './service.js';

const PASSWORD = 'Stethoscope-Harbor-77';
const THIS_YEAR = new Date().getUTCFullYear();

let lastIp = 0;
function register(app: App, overrides: Record<string, unknown>) {
  lastIp += 1;
  return app.inject({
    method: 'POST',
    url: '/employee/auth/register',
    remoteAddress: `10.47.${(lastIp >> 8) & 255}.${lastIp & 255}`,
    payload: {
      email: `saved-search-${randomUUID()}@doctors.test`,
      password: PASSWORD,
      firstName: 'Maya',
      lastName: 'Lindqvist',
      providerType: 'md',
      specialty: 'family-medicine',
      homeCity: 'Milwaukee',
      homeState: 'WI',
      boardStatus: 'board-certified',
      yearsOfExperience: 6,
      yearAvailable: THIS_YEAR + 1,
      ...overrides,
    },
  });
}

interface NotificationItem {
  title: string;
  data: { type: string; savedSearch?: string };
}

async function notificationsOf(app: App, employerId: string, token: string): Promise<NotificationItem[]> {
  const response = await call(app, 'GET', `/employer/notification/get-all-notification/${employerId}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.notifications;
}

describe.each(testDatabases())('saved searches (%s)', (kind) => {
  let testApp: TestApp;
  let app: App;
  let db: Db;
  let owner: { id: string; token: string };
  let ownerEmail: string;
  let recruiter: { id: string; token: string; email: string };
  let manager: string;
  let other: { id: string; token: string };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    ({ app } = testApp);
    db = testApp.database.db;
    ownerEmail = `owner-${randomUUID()}@clinic.test`;
    owner = await insertEmployer(db, { email: ownerEmail });
    recruiter = await signedInMember(db, owner.id, 'recruiter', 'Ana Ruiz');
    manager = (await signedInMember(db, owner.id, 'hiring-manager', 'Sam Lee')).token;
    other = await insertEmployer(db, { organizationName: 'Riverbend Health' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const save = (token: string, payload: unknown) =>
    call(app, 'POST', '/employer/saved-searches', token, payload);
  const list = async (token: string) => {
    const response = await call(app, 'GET', '/employer/saved-searches', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.savedSearches as { _id: string; name: string; newCount: number }[];
  };

  it('each person saves, lists, renames and deletes their own searches, with the filters Explore validates', async () => {
    const created = await save(owner.token, {
      name: '  Sports medicine in WI ',
      filters: { specialty: 'family-medicine', state: 'WI', yearAvailable: THIS_YEAR + 1, queryText: '' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const search = created.json().data.savedSearch;
    expect(search).toMatchObject({
      name: 'Sports medicine in WI',
      filters: { specialty: 'family-medicine', state: 'WI', yearAvailable: THIS_YEAR + 1 },
      newCount: 0,
    });
    expect(search.filters).not.toHaveProperty('queryText');

    // The recruiter keeps their own list: the owner's search is not theirs to see or change.
    expect(await list(recruiter.token)).toEqual([]);
    const theirs = await call(app, 'PATCH', `/employer/saved-searches/${search._id}`, recruiter.token, {
      name: 'Mine now',
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe(SAVED_SEARCH_NOT_FOUND_MESSAGE);
    // The same name is free for another person.
    expect((await save(recruiter.token, { name: 'Sports medicine in WI', filters: {} })).statusCode).toBe(
      200,
    );

    const renamed = await call(app, 'PATCH', `/employer/saved-searches/${search._id}`, owner.token, {
      name: 'WI family medicine',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.savedSearch.name).toBe('WI family medicine');
    expect((await list(owner.token)).map((item) => item.name)).toEqual(['WI family medicine']);

    const deleted = await call(app, 'DELETE', `/employer/saved-searches/${search._id}`, owner.token);
    expect(deleted.statusCode).toBe(200);
    expect(await list(owner.token)).toEqual([]);
    expect(
      (await call(app, 'DELETE', `/employer/saved-searches/${search._id}`, owner.token)).statusCode,
    ).toBe(404);
  });

  it('refuses a taken name (whatever its case), bad filters, a missing name, and a hiring manager', async () => {
    expect((await save(owner.token, { name: 'Cardiology', filters: {} })).statusCode).toBe(200);
    const taken = await save(owner.token, { name: 'CARDIOLOGY', filters: {} });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(
      'You already have a saved search named “CARDIOLOGY”. Choose another name.',
    );

    const badFilters = await save(owner.token, { name: 'Bad', filters: { specialty: 'astrology' } });
    expect(badFilters.statusCode).toBe(400);
    expect(badFilters.json()).toMatchObject({ success: false });
    expect(badFilters.json().error.message).toMatch(/specialty/i);

    const noName = await save(owner.token, { name: '   ', filters: {} });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toMatch(/Name the search/);

    expect((await save(manager, { name: 'Mine', filters: {} })).statusCode).toBe(403);
    expect((await call(app, 'GET', '/employer/saved-searches', manager)).statusCode).toBe(403);
    await db.delete(savedSearches).where(eq(savedSearches.employerId, owner.id));
  });

  it(`keeps at most ${SAVED_SEARCH_LIMIT} searches a person`, async () => {
    const person = await insertEmployer(db);
    for (let index = 0; index < SAVED_SEARCH_LIMIT; index += 1) {
      expect((await save(person.token, { name: `Search ${index}`, filters: {} })).statusCode).toBe(200);
    }
    const refused = await save(person.token, { name: 'One too many', filters: {} });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(SAVED_SEARCH_LIMIT_MESSAGE);
    expect(await list(person.token)).toHaveLength(SAVED_SEARCH_LIMIT);
  });

  it('another organization’s saved search answers 404 to every action', async () => {
    const mine = (await save(owner.token, { name: `Private ${randomUUID()}`, filters: {} })).json().data
      .savedSearch;
    for (const [method, url, body] of [
      ['PATCH', `/employer/saved-searches/${mine._id}`, { name: 'Stolen' }],
      ['DELETE', `/employer/saved-searches/${mine._id}`, undefined],
      ['POST', `/employer/saved-searches/${mine._id}/looked-at`, undefined],
    ] as const) {
      const response = await call(app, method, url, other.token, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await list(other.token)).toEqual([]);
    expect((await list(owner.token)).some((item) => item._id === mine._id)).toBe(true);
    await db.delete(savedSearches).where(eq(savedSearches.employerId, owner.id));
  });

  it('a digest the outbox refuses is not lost: the next run that day sends it', async () => {
    const email = `digest-${randomUUID()}@clinic.test`;
    const practice = await insertEmployer(db, { email, organizationName: 'Harbor Pediatrics' });
    const surname = `Wrenfield${randomUUID()
      .slice(0, 8)
      .replace(/[^a-z]/g, 'w')}`;
    const saved = await save(practice.token, { name: 'Wrenfields', filters: { queryText: surname } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await register(app, { lastName: surname })).statusCode).toBe(200);
    // Matched in the background: wait until the match is recorded (the "new" count reads candidates, not it).
    const searchId = saved.json().data.savedSearch._id;
    await vi.waitFor(
      async () =>
        expect(
          await db.select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, searchId)),
        ).toHaveLength(1),
      { timeout: 5000, interval: 50 },
    );
    const day = new Date('2031-06-01T08:00:00Z');
    const refused = sendSavedSearchDigests(
      db,
      async (mail) => {
        if (mail.to === email) throw new Error('outbox unavailable');
      },
      'https://medhire.test',
      day,
    );
    await expect(refused).rejects.toThrow('outbox unavailable');
    const mails = () => db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(await mails()).toEqual([]);

    await app.sendSavedSearchDigests(day);
    const [digest] = await mails();
    expect(digest?.text).toContain('Wrenfields: 1 new candidate');
  });

  it('a new matching candidate notifies the person who saved the search once, counts as new until looked at, and is mailed in one digest a day', async () => {
    const surname = `Quillfeather${randomUUID()
      .slice(0, 8)
      .replace(/[^a-z]/g, 'q')}`;
    const wanted = (
      await save(owner.token, {
        name: 'Quillfeathers available next year',
        filters: { queryText: surname, yearAvailable: THIS_YEAR + 1 },
      })
    ).json().data.savedSearch;
    // The recruiter's search wants someone else: no notification for them.
    const recruiterSearch = (
      await save(recruiter.token, {
        name: 'Later starters',
        filters: { queryText: surname, yearAvailable: 2000 },
      })
    ).json().data.savedSearch;

    const registered = await register(app, { lastName: surname, yearAvailable: THIS_YEAR + 1 });
    expect(registered.statusCode, registered.body).toBe(200);
    const candidateId = registered.json().data.candidate._id;

    const matches = await vi.waitFor(
      async () => {
        const found = (await notificationsOf(app, owner.id, owner.token)).filter(
          (item) => item.data.type === 'saved-search-match',
        );
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 5000, interval: 50 },
    );
    expect(matches[0]).toMatchObject({
      title: `Maya ${surname} matches your saved search “Quillfeathers available next year”`,
      data: { savedSearch: wanted._id },
    });
    // Matching the same candidate again (another node, a retry) notifies no one.
    expect(await matchNewCandidate(db, candidateId)).toEqual([]);
    expect(
      (await notificationsOf(app, owner.id, recruiter.token)).filter(
        (item) => item.data.type === 'saved-search-match',
      ),
    ).toEqual([]);

    const listed = await list(owner.token);
    expect(listed.find((item) => item._id === wanted._id)?.newCount).toBe(1);
    expect((await list(recruiter.token)).find((item) => item._id === recruiterSearch._id)?.newCount).toBe(0);
    const looked = await call(app, 'POST', `/employer/saved-searches/${wanted._id}/looked-at`, owner.token);
    expect(looked.statusCode, looked.body).toBe(200);
    expect(looked.json().data.savedSearch.newCount).toBe(0);
    expect((await list(owner.token)).find((item) => item._id === wanted._id)?.newCount).toBe(0);

    // One digest a day: the first run mails the owner, a second run the same day sends nothing, even with news.
    const today = new Date('2031-03-04T08:00:00Z');
    const ownerMails = () =>
      db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.to, [ownerEmail]));
    expect(await app.sendSavedSearchDigests(today)).toBeGreaterThanOrEqual(1);
    const [digest] = await ownerMails();
    expect(digest?.subject).toBe('1 new candidate for your saved searches');
    expect(digest?.text).toContain('Quillfeathers available next year: 1 new candidate');
    expect(digest?.text).toContain(`/explore?savedSearch=${wanted._id}`);

    const second = await register(app, { lastName: surname, firstName: 'Jon', yearAvailable: THIS_YEAR });
    expect(second.statusCode, second.body).toBe(200);
    await vi.waitFor(
      async () => {
        const found = (await notificationsOf(app, owner.id, owner.token)).filter(
          (item) => item.data.type === 'saved-search-match',
        );
        expect(found).toHaveLength(2);
      },
      { timeout: 5000, interval: 50 },
    );
    await app.sendSavedSearchDigests(new Date('2031-03-04T22:00:00Z'));
    expect(await ownerMails()).toHaveLength(1);
    // The next day's digest lists what came since.
    await app.sendSavedSearchDigests(new Date('2031-03-05T08:00:00Z'));
    const mails = await ownerMails();
    expect(mails).toHaveLength(2);
    expect(mails.map((mail) => mail.text).join('\n')).toContain(
      'Quillfeathers available next year: 1 new candidate',
    );
  });

  it('a candidate whose background matching was lost is found by the catch-up, once, and only by searches older than them', async () => {
    const surname = `Marchbanks${randomUUID()
      .slice(0, 8)
      .replace(/[^a-z]/g, 'm')}`;
    const older = (
      await save(owner.token, { name: `Older ${surname}`, filters: { queryText: surname } })
    ).json().data.savedSearch;
    // Written straight to the database: no registration, so no background matching.
    await insertCandidate(db, { firstName: 'Lena', lastName: surname });
    // A search saved after the candidate joined does not count them as news.
    await save(owner.token, { name: `Newer ${surname}`, filters: { queryText: surname } });

    // (Other tests' searches of every candidate find them too.)
    expect(await app.catchUpSavedSearchMatches()).toBeGreaterThanOrEqual(1);
    expect(await app.catchUpSavedSearchMatches()).toBe(0);
    await vi.waitFor(
      async () => {
        const found = (await notificationsOf(app, owner.id, owner.token)).filter(
          (item) => item.data.type === 'saved-search-match' && item.title.includes(surname),
        );
        expect(found.map((item) => item.data.savedSearch)).toEqual([older._id]);
      },
      { timeout: 5000, interval: 50 },
    );
  });

  it('a member removed, or moved to a role that may not explore, loses their searches; a search of a member no longer there alerts no one', async () => {
    const surname = `Quillfeather${randomUUID()
      .slice(0, 8)
      .replace(/[^a-z]/g, 'q')}`;
    const leaving = await signedInMember(db, owner.id, 'recruiter', 'Lee Leaving');
    const demoted = await signedInMember(db, owner.id, 'recruiter', 'Dee Demoted');
    const gone = await signedInMember(db, owner.id, 'recruiter', 'Gus Gone');
    const searchOf = async (person: { token: string }, name: string) =>
      (await save(person.token, { name: `${name} ${surname}`, filters: { queryText: surname } })).json().data
        .savedSearch._id as string;
    const kept = await searchOf(recruiter, 'Kept');
    await searchOf(leaving, 'Leaving');
    await searchOf(demoted, 'Demoted');
    const left = await searchOf(gone, 'Gone');

    await removeMember(db, owner.id, leaving.id);
    await changeMemberRole(db, owner.id, demoted.id, 'hiring-manager');
    expect(
      await db
        .select()
        .from(savedSearches)
        .where(inArray(savedSearches.memberId, [leaving.id, demoted.id])),
    ).toEqual([]);
    // A member marked removed some other way: their search stays, but matches nothing and mails no one.
    await db.update(members).set({ removedAt: new Date() }).where(eq(members.id, gone.id));

    const candidateId = await insertCandidate(db, { firstName: 'Lena', lastName: surname });
    const hits = await matchNewCandidate(db, candidateId);
    const found = hits.map((hit) => hit.savedSearchId);
    expect(found).toContain(kept);
    expect(found).not.toContain(left);
  });
});
