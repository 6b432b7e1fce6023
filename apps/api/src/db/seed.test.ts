import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../modules/auth/password.js';
import { DEMO_CANDIDATE_EMAIL, DEMO_CANDIDATE_PASSWORD } from '../modules/candidates/seed.js';
import { createTestDatabase, testDatabases } from '../testing/database.js';
import type { Database } from './client.js';
import {
  candidates,
  employers,
  invoices,
  matches,
  organizationDirectory,
  plans,
  preferenceProbes,
  subscriptions,
} from './schema.js';
import {
  DEMO_ORGANIZATION_NAME,
  PROFILE_STEP_DONE,
  publishedDemoAccounts,
  seed,
  seedDemoContent,
} from './seed.js';

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
    // Its first payment, with a receipt to download on /manage-subscriptions.
    expect(await database.db.select().from(invoices)).toEqual([
      expect.objectContaining({
        employerId: first.demoEmployerId,
        number: 'MH-00001',
        status: 'paid',
        amountCents: 299_00,
      }),
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

  it('names the demo accounts that still sign in with the published passwords (production refuses them)', async () => {
    const published = await createTestDatabase(kind);
    const own = await createTestDatabase(kind);
    try {
      const first = await seed(published.db, demo);
      await seedDemoContent(published.db, first.demoEmployerId, { candidateCount: 5 });
      expect(await publishedDemoAccounts(published.db, demo.demoEmail)).toEqual([
        'demo@medhire.test',
        DEMO_CANDIDATE_EMAIL,
      ]);
      const mine = { demoEmail: demo.demoEmail, demoPassword: 'Our-Own-Demo-Secret-2026' };
      const second = await seed(own.db, mine);
      await seedDemoContent(own.db, second.demoEmployerId, {
        candidateCount: 5,
        candidatePassword: mine.demoPassword,
      });
      expect(await publishedDemoAccounts(own.db, demo.demoEmail)).toEqual([]);
    } finally {
      await published.close();
      await own.close();
    }
  });

  it('gives the demo candidate a DEMO_PASSWORD of one’s own instead of the published one', async () => {
    const own = await createTestDatabase(kind);
    try {
      const { demoEmployerId } = await seed(own.db, demo);
      await seedDemoContent(own.db, demoEmployerId, {
        candidateCount: 10,
        candidatePassword: 'Our-Own-Demo-Secret-2026',
      });
      const [row] = await own.db
        .select({ passwordHash: candidates.passwordHash })
        .from(candidates)
        .where(eq(candidates.email, DEMO_CANDIDATE_EMAIL));
      expect(await verifyPassword('Our-Own-Demo-Secret-2026', row?.passwordHash ?? '')).toBe(true);
      expect(await verifyPassword(DEMO_CANDIDATE_PASSWORD, row?.passwordHash ?? '')).toBe(false);
    } finally {
      await own.close();
    }
  });
});
