import {
  type ApplicantQuery,
  EQUAL_WEIGHTS,
  matchScore,
  probeWeights,
  type ScoreTarget,
  targetFromJob,
  targetFromPreferences,
} from '@medhire/domain';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { type Candidate, candidates } from '../../db/schema.js';
import { createTestDatabase, testDatabases } from '../../testing/database.js';
import { PREFERENCE_PROBES, toProbeRow } from '../profile/seed.js';
import { generateCandidates } from './generate.js';
import { type FilterFacts, regionCondition, scoredCandidatesSql, scoreLevels } from './score-sql.js';
import { filterConditions, filterFacts, rankPage } from './service.js';

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
    // Overlapping places: the distance bands are merged (the same union of latitudes, a few conditions).
    'a job in 120 places around two cities',
    targetFromJob(
      {
        specialty: 'pediatrics',
        locations: Array.from({ length: 120 }, (_, index) => {
          const [city, state, base] =
            index % 2 === 0
              ? (['Madison', 'WI', madison] as const)
              : (['Seattle', 'WA', { latitude: 47.61, longitude: -122.33 }] as const);
          const coords = { latitude: base.latitude + (index % 7) * 0.05, longitude: base.longitude };
          return { city, state, description: `${city}, ${state} ${index}`, coords };
        }),
        boardStatus: 'board-eligible',
        minExperience: 3,
      },
      NOW_YEAR,
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

/** Explore's filters, each fixing a factor's part or bounding the distance (see `scoreLevels`). */
const filterSets: [name: string, query: Partial<ApplicantQuery>][] = [
  ['no filter', {}],
  ['home state far from the places (Texas)', { state: 'TX' }],
  ['a preferred home state (Wisconsin)', { state: 'WI' }],
  ['a state nobody lives in (Alaska)', { state: 'AK' }],
  ['another specialty (pediatrics)', { specialty: 'pediatrics' }],
  ['a wanted specialty (family medicine)', { specialty: 'family-medicine' }],
  ['another sub-specialty', { subSpecialty: 'pediatric-cardiology' }],
  ['board eligible', { boardStatus: 'board-eligible' }],
  ['not board certified, in Texas', { boardStatus: 'not-board-certified', state: 'TX' }],
  ['experience and year', { minExperience: 10, yearAvailable: NOW_YEAR + 1 }],
];

describe.each(testDatabases('both'))('the SQL score mirrors matchScore (%s)', (kind) => {
  let database: Database;
  let rows: Candidate[];

  const filterWhere = (query: Partial<ApplicantQuery>) => {
    const conditions = filterConditions(query);
    return conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
  };
  /** The facts as rankPage completes them: a state's latitudes read from the rows. */
  const factsOf = async (query: Partial<ApplicantQuery>): Promise<FilterFacts> => {
    const facts = filterFacts(query);
    if (facts.state === undefined) return facts;
    const inState = rows.filter((row) => row.homeState === facts.state).map((row) => row.latitude);
    return {
      ...facts,
      latitudes: inState.length > 0 ? { min: Math.min(...inState), max: Math.max(...inState) } : null,
    };
  };

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

    // The levels' regions and pages are built from the same SQL as the score, which the test above checks on every
    // engine: they run once, on the engine the product's rules run on (testDatabases()).
    if (!testDatabases().includes(kind)) return;

    it.each(targets)(
      '%s: no candidate outside a level’s region scores that level or more, whatever the filters',
      async (_name, target) => {
        for (const [filterName, query] of filterSets) {
          const where = filterWhere(query);
          const facts = await factsOf(query);
          const { top, region } = scoreLevels(target, weights, NOW_YEAR, facts);
          const matching = await database.db.execute<{ id: string }>(
            sql`select ${candidates.id} as id from ${candidates} ${where ? sql`where ${where}` : sql``}`,
          );
          const matchingIds = new Set(matching.rows.map((row) => row.id));
          const scores = rows
            .filter((row) => matchingIds.has(row.id))
            .map((row) => ({
              id: row.id,
              score: matchScore(row, target, weights, { nowYear: NOW_YEAR }).score,
            }));
          // Nobody the filters let through scores above the top.
          expect(
            scores.filter((row) => row.score > top),
            filterName,
          ).toEqual([]);
          // Each level's region, for every candidate, in one statement.
          const levels = Array.from({ length: 100 }, (_, index) => index + 1);
          const regions = levels.map((level) => region(level));
          const inside = await database.db.execute<{ id: string; inside: boolean[] | string }>(
            sql`select ${candidates.id} as id, array[${sql.join(
              regions.map((condition) =>
                condition === undefined
                  ? sql`true`
                  : condition === false
                    ? sql`false`
                    : sql`coalesce(${regionCondition(condition)}, false)`,
              ),
              sql`, `,
            )}]::boolean[] as inside from ${candidates}`,
          );
          const insideOf = new Map(
            inside.rows.map((row) => [
              row.id,
              typeof row.inside === 'string'
                ? row.inside
                    .slice(1, -1)
                    .split(',')
                    .map((value) => value === 't' || value === 'true')
                : row.inside,
            ]),
          );
          for (const level of levels) {
            const escaping = scores.filter(
              (row) => row.score >= level && insideOf.get(row.id)?.[level - 1] !== true,
            );
            expect(escaping, `${filterName}, level ${level}`).toEqual([]);
          }
        }
      },
    );

    it.each(targets)(
      '%s: ranking the best levels first gives the same pages',
      async (_name, target) => {
        const context = { scoredFor: { kind: 'preferences' } as const, target, weights, nowYear: NOW_YEAR };
        const levelsFirst = { scoreAllUpTo: 0, levelsUpToRank: 1000, maxLevelRounds: 6, headroom: 2 };
        const scoreAll = { ...levelsFirst, levelsUpToRank: 0 };
        const pages: [limit: number, offset: number][] = [
          [1, 0],
          [20, 0],
          [20, 100],
          [20, 290],
        ];
        let fromLevels = 0;
        for (const [filterName, query] of filterSets) {
          const where = filterWhere(query);
          const facts = filterFacts(query);
          for (const [limit, offset] of pages) {
            const page = { limit, offset, matching: rows.length, facts };
            const all = await rankPage(database.db, context, where, page, scoreAll);
            expect(all.level).toBeUndefined();
            // Starting at the top level (a few rounds, then the best score known to be reached), where the estimates
            // say, and far below: the same page.
            for (const [headroom, maxLevelRounds] of [
              [0, 2],
              [2, 6],
              [50, 6],
            ] as const) {
              const tuning = { ...levelsFirst, headroom, maxLevelRounds };
              const leveled = await rankPage(database.db, context, where, page, tuning);
              expect(leveled.rows, `${filterName}, ${limit} from ${offset}, headroom ${headroom}`).toEqual(
                all.rows,
              );
              if (leveled.level !== undefined) fromLevels += 1;
            }
          }
        }
        // Scoring everybody is the straightforward order: by matchScore, best first.
        const everybody = await rankPage(
          database.db,
          context,
          undefined,
          { limit: rows.length, offset: 0, matching: rows.length },
          scoreAll,
        );
        const expected = rows
          .map((row) => matchScore(row, target, weights, { nowYear: NOW_YEAR }).score)
          .sort((a, b) => b - a);
        expect(everybody.rows.map((row) => Number(row.score))).toEqual(expected);
        // The far in-state candidate, when the target prefers Texas, is the best of all: first on the first page.
        if (target.homeStates?.includes('TX') && target.subSpecialties.length > 0) {
          const first = await rankPage(
            database.db,
            context,
            undefined,
            { limit: 1, offset: 0, matching: rows.length },
            levelsFirst,
          );
          const far = rows.find((row) => row.lastName === FAR_IN_STATE);
          expect(first.rows.map((row) => row.id)).toEqual([far?.id]);
          expect(first.level).toBeDefined();
        }
        // Targets with a specialty, sub-specialty or board status find pages within a level.
        if (target.specialties.length > 0 || target.boardStatus !== undefined)
          expect(fromLevels).toBeGreaterThan(0);
        // Many statements per target, each planned anew on PGlite: more time than the default.
      },
      120_000,
    );
  });
});

describe('a level’s region', () => {
  it('merges overlapping distance bands: a job in 120 places around two cities asks no more than one in the two', () => {
    const dialect = new PgDialect();
    const weights = EQUAL_WEIGHTS;
    const paramsAt = (target: ScoreTarget) => {
      const { top, region } = scoreLevels(target, weights, NOW_YEAR, {});
      const condition = region(top);
      if (!condition) throw new Error('no region at the top');
      return dialect.sqlToQuery(sql.join(condition, sql` or `)).params.length;
    };
    const named = (name: string) => {
      const found = targets.find(([targetName]) => targetName === name);
      if (!found) throw new Error(name);
      return found[1];
    };
    expect(paramsAt(named('a job in 120 places around two cities'))).toBeLessThanOrEqual(
      paramsAt(named('a job in two places')),
    );
  });
});
