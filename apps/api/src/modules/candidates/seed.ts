import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { candidates } from '../../db/schema.js';
import { hashPassword } from '../auth/password.js';
import { type GeneratedCandidate, generateCandidates } from './generate.js';

/** The demo candidate, who can sign in to the employee API. */
export const DEMO_CANDIDATE_EMAIL = 'candidate@medhire.test';
export const DEMO_CANDIDATE_PASSWORD = 'Scrubs-Demo-2026!';

/** How many candidates the seed inserts by default, and how many rows go in one statement. */
export const DEFAULT_CANDIDATE_COUNT = 2000;
const BATCH_SIZE = 1000;

/** The demo candidate: a board-certified Family Medicine / Sports Medicine physician in Verona, near Madison WI. */
export function demoCandidate(nowYear = new Date().getFullYear()): Omit<GeneratedCandidate, 'passwordHash'> {
  return {
    firstName: 'Jordan',
    lastName: 'Rivera',
    providerType: 'md',
    specialty: 'family-medicine',
    subSpecialty: 'sports-medicine-family-medicine',
    homeCity: 'Verona',
    homeState: 'WI',
    latitude: 42.9908,
    longitude: -89.5332,
    boardStatus: 'board-certified',
    yearsOfExperience: 6,
    yearAvailable: nowYear,
    training: {
      medicalSchool: 'University of Wisconsin School of Medicine and Public Health',
      residency: 'Family Medicine residency, UW Health University Hospital',
      fellowship: 'Sports Medicine fellowship, UW Health University Hospital',
    },
    licenses: ['WI', 'IL', 'MN'],
    bio: 'Family Medicine (Sports Medicine) MD with 6 years in practice who cares for high-school and college athletes. Hoping to join a practice close to family.',
    email: DEMO_CANDIDATE_EMAIL,
  };
}

/**
 * Inserts `count` generated candidates (in batches of 1,000) plus the demo candidate (signing in with `password`,
 * by default the published DEMO_CANDIDATE_PASSWORD), unless candidates exist
 * already: safe at every start. Two nodes starting at once are kept apart by a transaction-scoped advisory
 * lock, so the second sees the first one's rows and skips. Answers how many rows it inserted.
 */
export async function seedCandidates(
  db: Db,
  count = DEFAULT_CANDIDATE_COUNT,
  options: { seed?: number; nowYear?: number; password?: string } = {},
): Promise<{ inserted: number }> {
  const passwordHash = await hashPassword(options.password ?? DEMO_CANDIDATE_PASSWORD);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('medhire.seed-candidates'))`);
    const existing = await tx.execute<{ found: boolean }>(
      sql`select exists (select 1 from ${candidates}) as found`,
    );
    if (existing.rows[0]?.found) return { inserted: 0 };
    const rows: GeneratedCandidate[] = [
      { ...demoCandidate(options.nowYear), passwordHash },
      ...generateCandidates(count, options),
    ];
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      await tx.insert(candidates).values(rows.slice(start, start + BATCH_SIZE));
    }
    return { inserted: rows.length };
  });
  // After a bulk load: fresh statistics for the planner, and the visibility map set so explore's counts read
  // the indexes alone (PGlite never runs autovacuum). VACUUM cannot run inside the transaction.
  if (seeded.inserted > 0) await db.execute(sql`vacuum analyze ${candidates}`);
  return seeded;
}
