import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../modules/auth/password.js';
import { DEMO_CANDIDATE_EMAIL } from '../modules/candidates/seed.js';
import { createTestDatabase, testDatabases } from '../testing/database.js';
import type { Database } from './client.js';
import {
  candidates,
  employers,
  matches,
  organizationDirectory,
  plans,
  preferenceProbes,
  subscriptions,
} from './schema.js';
import { DEMO_ORGANIZATION_NAME, PROFILE_STEP_DONE, seed, seedDemoContent } from './seed.js';

describe.each(testDatabases())('the seed (%s)', (kind) => {
  let database: Database;
  const demo = { demoEmail: 'Demo@MedHire.test', demoPassword: 'Rounds-Demo-2026!' };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database.close();
  });

  it('creates the demo employer once, however often it runs', async () => {
    const first = await seed(database.db, demo);
    const again = await seed(database.db, demo);
    const concurrently = await Promise.all([seed(database.db, demo), seed(database.db, demo)]);

    expect(first.created).toBe(true);
    expect(again).toEqual({ demoEmployerId: first.demoEmployerId, created: false });
    expect(concurrently.map((result) => result.demoEmployerId)).toEqual([
      first.demoEmployerId,
      first.demoEmployerId,
    ]);

    const rows = await database.db.select().from(employers);
    expect(rows).toHaveLength(1);
    const [employer] = rows;
    expect(employer).toMatchObject({
      id: first.demoEmployerId,
      email: 'demo@medhire.test',
      accountStatus: 'approved',
      subscriptionStatus: 'active',
      organizationName: DEMO_ORGANIZATION_NAME,
      currentProfileStep: PROFILE_STEP_DONE,
      locationsDetails: [expect.objectContaining({ city: 'Madison', state: 'WI' }), expect.anything()],
      candidatePreferences: expect.objectContaining({ specialty: ['family-medicine'] }),
    });
    // Every probe answered, so the demo goes straight Home; an active test subscription to manage.
    const probes = await database.db.select().from(preferenceProbes);
    expect(employer?.preferenceProbe).toHaveLength(probes.length);
    expect(probes.length).toBeGreaterThanOrEqual(8);
    const demoSubscriptions = await database.db.select().from(subscriptions);
    expect(demoSubscriptions).toEqual([
      expect.objectContaining({ employerId: first.demoEmployerId, status: 'active', provider: 'test' }),
    ]);
    // The reference data every installation needs.
    expect((await database.db.select().from(plans)).map((plan) => plan.id).sort()).toEqual([
      'monthly',
      'yearly',
    ]);
    expect((await database.db.select().from(organizationDirectory)).length).toBeGreaterThan(5);
    await expect(verifyPassword('Rounds-Demo-2026!', employer?.passwordHash ?? '')).resolves.toBe(true);
  });

  it('adds the demo jobs, candidates and matches once', async () => {
    const { demoEmployerId } = await seed(database.db, demo);
    const first = await seedDemoContent(database.db, demoEmployerId, { candidateCount: 300 });
    expect(first.jobs).toBe(3);
    expect(first.candidates).toBe(301);
    expect(first.matches).toBeGreaterThanOrEqual(10);
    expect(await seedDemoContent(database.db, demoEmployerId, { candidateCount: 300 })).toEqual({
      jobs: 0,
      candidates: 0,
      matches: 0,
    });
    const demoCandidate = await database.db
      .select()
      .from(candidates)
      .where(eq(candidates.email, DEMO_CANDIDATE_EMAIL));
    const invited = await database.db
      .select()
      .from(matches)
      .where(eq(matches.candidateId, demoCandidate[0]?.id ?? ''));
    expect(invited.map((match) => match.requestStatus)).toContain('pending');
  });
});
