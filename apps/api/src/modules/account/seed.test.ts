import { isValidNpi } from '@medhire/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { organizationDirectory } from '../../db/schema.js';
import { createTestDatabase, testDatabases } from '../../testing/database.js';
import { ORGANIZATION_DIRECTORY, seedOrganizationDirectory } from './seed.js';

describe('the organization directory seed', () => {
  it('holds about a dozen organizations with valid, distinct NPIs', () => {
    expect(ORGANIZATION_DIRECTORY.length).toBeGreaterThanOrEqual(12);
    for (const entry of ORGANIZATION_DIRECTORY) expect(isValidNpi(entry.npiNumber), entry.name).toBe(true);
    expect(new Set(ORGANIZATION_DIRECTORY.map((entry) => entry.npiNumber)).size).toBe(
      ORGANIZATION_DIRECTORY.length,
    );
  });
});

describe.each(testDatabases())('seedOrganizationDirectory (%s)', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database.close();
  });

  it('adds every organization once, even when run twice at the same time', async () => {
    const added = await Promise.all([
      seedOrganizationDirectory(database.db),
      seedOrganizationDirectory(database.db),
    ]);
    expect(added.reduce((sum, count) => sum + count, 0)).toBe(ORGANIZATION_DIRECTORY.length);
    expect(await seedOrganizationDirectory(database.db)).toBe(0);
    const rows = await database.db.select().from(organizationDirectory);
    expect(rows).toHaveLength(ORGANIZATION_DIRECTORY.length);
    expect(rows.every((row) => row.claimedByEmployerId === null)).toBe(true);
  });
});
