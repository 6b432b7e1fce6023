import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../modules/auth/password.js';
import { createTestDatabase, testDatabases } from '../testing/database.js';
import type { Database } from './client.js';
import { employers } from './schema.js';
import { DEMO_ORGANIZATION_NAME, PROFILE_STEP_DONE, seed } from './seed.js';

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
      preferenceProbe: [],
    });
    await expect(verifyPassword('Rounds-Demo-2026!', employer?.passwordHash ?? '')).resolves.toBe(true);
  });
});
