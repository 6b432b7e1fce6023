import type { ApplicantQuery } from '@medhire/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { candidateCounts, candidates } from '../../db/schema.js';
import { createTestDatabase, testDatabases } from '../../testing/database.js';
import { generateCandidates } from './generate.js';
import { seedCandidates } from './seed.js';
import { filterConditions, totalFromCounts } from './service.js';

const NOW_YEAR = 2026;

/** Every single-filter query explore answers from the kept counts. */
const singleFilters: Partial<ApplicantQuery>[] = [
  {},
  { state: 'WI' },
  { state: 'TX' },
  { state: 'AK' },
  { boardStatus: 'board-certified' },
  { boardStatus: 'not-board-certified' },
  { specialty: 'family-medicine' },
  { subSpecialty: 'sports-medicine-family-medicine' },
  { minExperience: 0 },
  { minExperience: 10 },
  { minExperience: 60 },
  { yearAvailable: NOW_YEAR },
  { yearAvailable: NOW_YEAR + 2 },
  { yearAvailable: 1990 },
];

describe.each(testDatabases('both'))('kept candidate counts (%s)', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await database.close();
  });

  /** The counts as kept, without the keys counting 0, against the candidates counted now. */
  async function expectFresh(step: string) {
    const { db } = database;
    const kept = await db.execute<{ dimension: string; value: string; count: number | string }>(
      sql`select dimension, value, count from ${candidateCounts} where count <> 0 order by dimension, value`,
    );
    const actual = await db.execute<{ dimension: string; value: string; count: number | string }>(sql`
      select k.dimension, k.value, count(*) as count
      from ${candidates} r, candidate_count_keys(r.home_state, r.board_status, r.years_of_experience,
        r.year_available, r.specialty, r.sub_specialty, r.latitude) k
      group by k.dimension, k.value order by k.dimension, k.value`);
    const rows = (result: typeof kept) =>
      result.rows.map((row) => `${row.dimension}=${row.value}: ${Number(row.count)}`);
    expect(rows(kept), step).toEqual(rows(actual));
    for (const query of singleFilters) {
      const counted = totalFromCounts(query);
      if (!counted) throw new Error(`no kept total for ${JSON.stringify(query)}`);
      const fromCounts = Number((await db.execute<{ total: string }>(counted)).rows[0]?.total);
      const conditions = filterConditions(query);
      const scanned = await db.$count(
        candidates,
        conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined,
      );
      expect(fromCounts, `${step}: ${JSON.stringify(query)}`).toBe(scanned);
    }
  }

  it('follow every write to candidates: seeding, inserts, updates, deletes and truncation', async () => {
    const { db } = database;
    await seedCandidates(db, 150, { nowYear: NOW_YEAR });
    await expectFresh('seeded');

    const [added] = await db
      .insert(candidates)
      .values(generateCandidates(3, { seed: 99, nowYear: NOW_YEAR }))
      .returning({ id: candidates.id });
    if (!added) throw new Error('nothing inserted');
    await expectFresh('inserted');

    // A profile update that changes every counted column, one that changes none, and one that adds a sub-specialty.
    await db
      .update(candidates)
      .set({
        homeState: 'AK',
        boardStatus: 'not-board-certified',
        yearsOfExperience: 41,
        yearAvailable: NOW_YEAR + 2,
        specialty: 'pediatrics',
        subSpecialty: null,
      })
      .where(eq(candidates.id, added.id));
    await expectFresh('every counted column updated');
    await db.update(candidates).set({ bio: 'Changed bio only.' }).where(eq(candidates.id, added.id));
    await expectFresh('bio updated');
    await db
      .update(candidates)
      .set({ subSpecialty: 'sports-medicine-family-medicine', specialty: 'family-medicine' })
      .where(eq(candidates.id, added.id));
    await expectFresh('sub-specialty added');

    // Many rows at once, the same key moved in and out within one statement.
    await db.execute(
      sql`update ${candidates} set home_state = case when home_state = 'WI' then 'TX' else 'WI' end
        where years_of_experience < 5`,
    );
    await expectFresh('many rows updated');

    const some = await db.select({ id: candidates.id }).from(candidates).limit(20);
    await db.delete(candidates).where(
      inArray(
        candidates.id,
        some.map((row) => row.id),
      ),
    );
    await expectFresh('deleted');

    await db.execute(sql`truncate table ${candidates} cascade`);
    await expectFresh('truncated');
    await seedCandidates(db, 40, { nowYear: NOW_YEAR });
    await expectFresh('seeded again');
  });

  it('answers no kept total for the text, or for several filters at once', () => {
    expect(totalFromCounts({ queryText: 'sports' })).toBeUndefined();
    expect(totalFromCounts({ state: 'WI', boardStatus: 'board-certified' })).toBeUndefined();
    expect(totalFromCounts({ minExperience: 3, yearAvailable: NOW_YEAR })).toBeUndefined();
  });
});
