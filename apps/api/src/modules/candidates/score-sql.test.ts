import {
  EQUAL_WEIGHTS,
  matchScore,
  probeWeights,
  type ScoreTarget,
  targetFromJob,
  targetFromPreferences,
} from '@medhire/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { type Candidate, candidates } from '../../db/schema.js';
import { createTestDatabase, testDatabases } from '../../testing/database.js';
import { PREFERENCE_PROBES, toProbeRow } from '../profile/seed.js';
import { generateCandidates } from './generate.js';
import { scoredCandidatesSql, scoreTiers } from './score-sql.js';
import { rankPage } from './service.js';

const NOW_YEAR = 2026;
const probes = PREFERENCE_PROBES.map((probe, index) => toProbeRow(probe, index));

const madison = { latitude: 43.07, longitude: -89.4 };
const middleton = { latitude: 43.1, longitude: -89.5 };
const organizationLocations = [
  { city: 'Madison', state: 'WI', description: 'Madison, WI', coords: madison },
  { city: 'Middleton', state: 'WI', description: 'Middleton, WI', coords: middleton },
];
const preferredStates = [
  { description: 'Wisconsin', coords: { latitude: 44.27, longitude: -89.62 } },
  { description: 'TX', coords: { latitude: 31.05, longitude: -97.56 } },
];
/** In Texas (a preferred state) at El Paso, about 1,250 miles from Madison: the best candidate of all. */
const FAR_IN_STATE = 'Farinstate';

/** Targets that exercise every factor, several places, open preferences and hostile values. */
const targets: [name: string, target: ScoreTarget][] = [
  [
    'full preferences',
    targetFromPreferences({
      specialty: ['family-medicine', 'internal-medicine'],
      subSpecialty: ['sports-medicine-family-medicine', 'cardiovascular-disease'],
      homeState: [
        { description: 'Wisconsin', coords: { latitude: 44.27, longitude: -89.62 } },
        { description: 'Texas', coords: { latitude: 31.05, longitude: -97.56 } },
      ],
      boardCertStatus: 'board-certified',
      minExperience: 7,
      yearAvailableToStart: 2027,
    }),
  ],
  [
    "preferences with the organization's locations and preferred states",
    targetFromPreferences(
      {
        specialty: ['family-medicine'],
        subSpecialty: ['sports-medicine-family-medicine'],
        homeState: preferredStates,
        boardCertStatus: 'board-certified',
        minExperience: 3,
        yearAvailableToStart: NOW_YEAR,
      },
      organizationLocations,
    ),
  ],
  [
    'preferences with preferred states and no organization location',
    targetFromPreferences({
      specialty: ['family-medicine'],
      homeState: preferredStates,
      minExperience: 9,
      yearAvailableToStart: NOW_YEAR,
    }),
  ],
  [
    "preferences with the organization's locations and no preferred state",
    targetFromPreferences(
      { specialty: ['family-medicine'], boardCertStatus: 'board-eligible', minExperience: 12 },
      organizationLocations,
    ),
  ],
  [
    'a job in two places',
    targetFromJob(
      {
        specialty: 'pediatrics',
        subSpecialty: 'pediatric-cardiology',
        locations: [
          { city: 'Madison', state: 'WI', description: 'Madison, WI', coords: madison },
          {
            city: 'Seattle',
            state: 'WA',
            description: 'Seattle, WA',
            coords: { latitude: 47.61, longitude: -122.33 },
          },
        ],
        boardStatus: 'board-eligible',
        minExperience: 3,
      },
      NOW_YEAR,
    ),
  ],
  [
    'board and experience only',
    { specialties: [], subSpecialties: [], places: [], boardStatus: 'board-eligible', minExperience: 0 },
  ],
  ['nothing asked', { specialties: [], subSpecialties: [], places: [] }],
  [
    'an unknown sub-specialty',
    { specialties: [], subSpecialties: ['nope'], places: [], yearAvailable: 2020 },
  ],
];

const weightSets = [
  ['equal weights', EQUAL_WEIGHTS],
  [
    'weights from answers',
    probeWeights(
      [
        { probeId: 'start-date-or-experience', choice: 'available-this-year' },
        { probeId: 'local-or-best-fit', choice: 'lives-in-your-state' },
        { probeId: 'nearby-or-experienced-relocation', choice: 'within-driving-distance' },
        { probeId: 'subspecialist-or-generalist', choice: 'fellowship-trained-subspecialist' },
      ],
      probes,
    ),
  ],
] as const;

describe.each(testDatabases('both'))('the SQL score mirrors matchScore (%s)', (kind) => {
  let database: Database;
  let rows: Candidate[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const generated = generateCandidates(300, { seed: 7, nowYear: NOW_YEAR });
    const [base] = generated;
    if (!base) throw new Error('no candidates generated');
    // Hostile rows: negative experience, an unknown specialty and board status, a past year.
    generated.push(
      { ...base, yearsOfExperience: -4, lastName: 'Negative' },
      {
        ...base,
        specialty: 'astrology',
        subSpecialty: null,
        boardStatus: 'wizard',
        lastName: 'Unknown',
      },
      { ...base, yearAvailable: 2001, lastName: 'Past' },
      // Homes without a city (the state alone), in and out of the preferred states.
      { ...base, homeCity: null, homeState: 'WI', latitude: 44.5, longitude: -89.5, lastName: 'Statewi' },
      { ...base, homeCity: null, homeState: 'MN', latitude: 46.3, longitude: -94.3, lastName: 'Statemn' },
      // In a preferred state, far from every location of the organization, and a match in every other way.
      {
        ...base,
        specialty: 'family-medicine',
        subSpecialty: 'sports-medicine-family-medicine',
        boardStatus: 'board-certified',
        yearsOfExperience: 30,
        yearAvailable: NOW_YEAR,
        homeCity: 'El Paso',
        homeState: 'TX',
        latitude: 31.76,
        longitude: -106.49,
        lastName: FAR_IN_STATE,
      },
    );
    rows = await database.db.insert(candidates).values(generated).returning();
  });

  afterAll(async () => {
    await database.close();
  });

  describe.each(weightSets)('%s', (_weightName, weights) => {
    it.each(targets)('%s: the same integer for every candidate', async (_name, target) => {
      const result = await database.db.execute<{ id: string; score: number }>(
        scoredCandidatesSql(target, weights, NOW_YEAR, undefined),
      );
      const sqlScores = new Map(result.rows.map((row) => [row.id, Number(row.score)]));
      const mismatches = rows.flatMap((row) => {
        const expected = matchScore(row, target, weights, { nowYear: NOW_YEAR }).score;
        return sqlScores.get(row.id) === expected
          ? []
          : [{ id: row.id, expected, sql: sqlScores.get(row.id) }];
      });
      expect(result.rows).toHaveLength(rows.length);
      expect(mismatches).toEqual([]);
      // The scores spread out (the comparison is not trivially all zeros).
      if (target.specialties.length > 0) expect(new Set(sqlScores.values()).size).toBeGreaterThan(10);
    });

    it.each(targets)(
      '%s: no candidate outside a score tier scores its level or more',
      async (_name, target) => {
        const { levels, bound } = scoreTiers(target, weights);
        for (const level of levels) {
          const condition = bound(level);
          if (condition === undefined) continue;
          const inside = await database.db.execute<{ id: string }>(
            sql`select ${candidates.id} as id from ${candidates} where ${condition}`,
          );
          const ids = new Set(inside.rows.map((row) => row.id));
          const escaping = rows.filter(
            (row) =>
              !ids.has(row.id) && matchScore(row, target, weights, { nowYear: NOW_YEAR }).score >= level,
          );
          expect(escaping).toEqual([]);
        }
      },
    );

    it.each(targets)('%s: ranking the best tiers first gives the same pages', async (_name, target) => {
      const context = { scoredFor: { kind: 'preferences' } as const, target, weights, nowYear: NOW_YEAR };
      const tiersFirst = { scoreAllUpTo: 0, tiersUpToRank: 1000, maxTierRounds: 100 };
      const scoreAll = { ...tiersFirst, tiersUpToRank: 0 };
      const pages: [limit: number, offset: number][] = [
        [1, 0],
        [3, 0],
        [20, 0],
        [5, 30],
        [20, 290],
      ];
      let fromTiers = 0;
      for (const [limit, offset] of pages) {
        const page = { limit, offset, matching: rows.length };
        const tiered = await rankPage(database.db, context, undefined, page, tiersFirst);
        const all = await rankPage(database.db, context, undefined, page, scoreAll);
        expect(all.tier).toBeUndefined();
        expect(tiered.rows).toEqual(all.rows);
        if (tiered.tier !== undefined) fromTiers += 1;
      }
      // The far in-state candidate, when the target prefers Texas, is the best of all: first on the first page.
      if (target.homeStates?.includes('TX') && target.subSpecialties.length > 0) {
        const first = await rankPage(
          database.db,
          context,
          undefined,
          { limit: 1, offset: 0, matching: rows.length },
          tiersFirst,
        );
        const far = rows.find((row) => row.lastName === FAR_IN_STATE);
        expect(first.rows.map((row) => row.id)).toEqual([far?.id]);
        expect(first.tier).toBeDefined();
      }
      // Targets with a specialty, sub-specialty or board status find their first page within a tier.
      if (target.specialties.length > 0 || target.boardStatus !== undefined)
        expect(fromTiers).toBeGreaterThan(0);
    });
  });
});
