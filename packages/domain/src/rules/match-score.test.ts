import { describe, expect, it } from 'vitest';
import {
  EQUAL_WEIGHTS,
  type FactorWeights,
  haversineMiles,
  matchScore,
  probeWeights,
  SCORE_FACTORS,
  type ScoredCandidate,
  type ScoreTarget,
  targetFromJob,
  targetFromPreferences,
  type WeightedProbe,
} from './match-score';

const madison = { latitude: 43.07, longitude: -89.4 };
const chicago = { latitude: 41.88, longitude: -87.63 };
const austin = { latitude: 30.27, longitude: -97.74 };

/** A Family Medicine / Sports Medicine physician in Verona, WI (about 10 miles from Madison). */
const candidate: ScoredCandidate = {
  specialty: 'family-medicine',
  subSpecialty: 'sports-medicine-family-medicine',
  homeCity: 'Verona',
  homeState: 'WI',
  latitude: 42.99,
  longitude: -89.53,
  boardStatus: 'board-certified',
  yearsOfExperience: 8,
  yearAvailable: 2026,
};

const fullTarget: ScoreTarget = {
  specialties: ['family-medicine'],
  subSpecialties: ['sports-medicine-family-medicine'],
  places: [{ label: 'Madison, WI', ...madison }],
  boardStatus: 'board-certified',
  minExperience: 3,
  yearAvailable: 2026,
};

const now = { nowYear: 2026 };

describe('haversineMiles', () => {
  it.each([
    ['the same point is 0 miles', madison, madison, 0, 0],
    ['Madison to Chicago is about 122 miles', madison, chicago, 122, 2],
    ['Chicago to Austin is about 975 miles', chicago, austin, 975, 10],
    [
      'antipodes are half the circumference',
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 180 },
      12437,
      5,
    ],
  ])('%s', (_name, from, to, miles, tolerance) => {
    expect(Math.abs(haversineMiles(from, to) - miles)).toBeLessThanOrEqual(tolerance);
  });
});

describe('probeWeights', () => {
  const probes: WeightedProbe[] = [
    { id: 'p1', weights: { a: 'yearAvailable', b: 'experience' } },
    { id: 'p2', weights: { c: 'distance', d: 'specialty' } },
    { id: 'p3', weights: { e: 'distance', f: 'nonsense' } },
  ];

  it('no answers: every factor weighs the same, and the weights add up to 1', () => {
    const weights = probeWeights([], probes);
    for (const factor of SCORE_FACTORS) expect(weights[factor]).toBeCloseTo(1 / 6, 12);
  });

  it.each([
    [
      'one answer favours its factor by 0.25 before scaling',
      [{ probeId: 'p1', choice: 'a' }],
      { yearAvailable: 1.25 },
    ],
    [
      'two answers for one factor add up',
      [
        { probeId: 'p2', choice: 'c' },
        { probeId: 'p3', choice: 'e' },
      ],
      { distance: 1.5 },
    ],
    ['an unknown probe is ignored', [{ probeId: 'nope', choice: 'a' }], {}],
    ['an unknown option is ignored', [{ probeId: 'p1', choice: 'zzz' }], {}],
    ['an option favouring no known factor is ignored', [{ probeId: 'p3', choice: 'f' }], {}],
    [
      'a probe answered twice counts once',
      [
        { probeId: 'p1', choice: 'b' },
        { probeId: 'p1', choice: 'b' },
      ],
      { experience: 1.25 },
    ],
  ] as const)('%s', (_name, answers, raised) => {
    const weights = probeWeights(answers, probes);
    const raw: Record<string, number> = Object.fromEntries(
      SCORE_FACTORS.map((factor) => [factor, (raised as Record<string, number>)[factor] ?? 1]),
    );
    const total = Object.values(raw).reduce((sum, value) => sum + value, 0);
    for (const factor of SCORE_FACTORS) expect(weights[factor]).toBeCloseTo((raw[factor] ?? 0) / total, 12);
    expect(Object.values(weights).reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 12);
  });
});

describe('matchScore', () => {
  it('a candidate who meets every wish scores 100 with a positive reason per factor, in factor order', () => {
    const result = matchScore(candidate, fullTarget, EQUAL_WEIGHTS, now);
    expect(result.score).toBe(100);
    expect(result.reasons).toEqual([
      { factor: 'specialty', text: 'Same specialty: Family Medicine', impact: 'positive' },
      { factor: 'subSpecialty', text: 'Same sub-specialty: Sports Medicine', impact: 'positive' },
      { factor: 'distance', text: 'Home in Verona, WI, 9 miles from Madison, WI', impact: 'positive' },
      { factor: 'boardStatus', text: 'Board certified', impact: 'positive' },
      { factor: 'experience', text: '8 years of experience (3 wanted)', impact: 'positive' },
      { factor: 'yearAvailable', text: 'Available now', impact: 'positive' },
    ]);
  });

  // One factor asked at a time, so the score is that factor's part × 100.
  const rows: [
    name: string,
    change: Partial<ScoredCandidate>,
    target: Partial<ScoreTarget>,
    score: number,
    text: string,
    impact: string,
  ][] = [
    [
      'other specialty',
      { specialty: 'pediatrics', subSpecialty: null },
      { specialties: ['family-medicine'] },
      0,
      'Other specialty: Pediatrics (you want Family Medicine)',
      'negative',
    ],
    [
      'one of several wanted specialties',
      {},
      { specialties: ['pediatrics', 'family-medicine'] },
      100,
      'Same specialty: Family Medicine',
      'positive',
    ],
    [
      'unknown specialty',
      { specialty: 'astrology' },
      { specialties: ['family-medicine'] },
      0,
      'Other specialty: a specialty not on the list (you want Family Medicine)',
      'negative',
    ],
    [
      'right specialty, no sub-specialty',
      { subSpecialty: null },
      { subSpecialties: ['sports-medicine-family-medicine'] },
      50,
      'No sub-specialty (you want Sports Medicine)',
      'neutral',
    ],
    [
      'right specialty, other sub-specialty',
      { subSpecialty: 'urgent-care-medicine' },
      { subSpecialties: ['sports-medicine-family-medicine'] },
      50,
      'Other sub-specialty: Urgent Care Medicine (you want Sports Medicine)',
      'neutral',
    ],
    [
      'other specialty altogether',
      { specialty: 'pediatrics', subSpecialty: null },
      { subSpecialties: ['sports-medicine-family-medicine'] },
      0,
      'Not trained in Sports Medicine',
      'negative',
    ],
    [
      'home within 50 miles counts fully',
      {},
      { places: [{ label: 'Madison, WI', ...madison }] },
      100,
      'Home in Verona, WI, 9 miles from Madison, WI',
      'positive',
    ],
    [
      'the nearest of several places counts',
      { ...chicago, homeCity: 'Chicago', homeState: 'IL' },
      {
        places: [
          { label: 'Austin, TX', ...austin },
          { label: 'Madison, WI', ...madison },
        ],
      },
      92,
      'Home in Chicago, IL, 122 miles from Madison, WI',
      'neutral',
    ],
    [
      'a home 1,000 miles away or more counts nothing',
      { latitude: 34.05, longitude: -118.24, homeCity: null, homeState: 'CA' },
      { places: [{ label: 'Madison, WI', ...madison }] },
      0,
      'Home in California, 1,668 miles from Madison, WI',
      'negative',
    ],
    [
      'living at the place',
      { ...madison },
      { places: [{ label: 'Madison, WI', ...madison }] },
      100,
      'Lives in Madison, WI',
      'positive',
    ],
    [
      'a home in a preferred state counts fully, however far the nearest place',
      { latitude: 46.78, longitude: -92.1, homeCity: 'Superior', homeState: 'WI' },
      { places: [{ label: 'Chicago, IL', ...chicago }], homeStates: ['WI', 'IL'] },
      100,
      'Home in Superior, WI, in Wisconsin, a preferred state, 404 miles from Chicago, IL',
      'positive',
    ],
    [
      'a home in a preferred state without places to measure to',
      {},
      { homeStates: ['WI'] },
      100,
      'Home in Verona, WI, in Wisconsin, a preferred state',
      'positive',
    ],
    [
      'a home in a preferred state, the city unknown',
      { homeCity: null },
      { places: [{ label: 'Madison, WI', ...madison }], homeStates: ['WI'] },
      100,
      'Home in Wisconsin, a preferred state, 9 miles from Madison, WI',
      'positive',
    ],
    [
      'outside the preferred states, the miles to the nearest place count',
      { ...chicago, homeCity: 'Chicago', homeState: 'IL' },
      { places: [{ label: 'Madison, WI', ...madison }], homeStates: ['WI'] },
      92,
      'Home in Chicago, IL, 122 miles from Madison, WI',
      'neutral',
    ],
    [
      'outside the preferred states with no place to measure to',
      { ...austin, homeCity: 'Austin', homeState: 'TX' },
      { homeStates: ['WI', 'IL'] },
      0,
      'Home in Austin, TX, not in a preferred state',
      'negative',
    ],
    [
      'board eligible when certified is wanted',
      { boardStatus: 'board-eligible' },
      { boardStatus: 'board-certified' },
      50,
      'Board eligible (you asked for board certified)',
      'neutral',
    ],
    [
      'not certified when certified is wanted',
      { boardStatus: 'not-board-certified' },
      { boardStatus: 'board-certified' },
      0,
      'Not board certified (you asked for board certified)',
      'negative',
    ],
    [
      'certified when eligible is wanted',
      {},
      { boardStatus: 'board-eligible' },
      100,
      'Board certified',
      'positive',
    ],
    [
      'unknown board status',
      { boardStatus: 'wizard' },
      { boardStatus: 'board-eligible' },
      0,
      'Board status unknown (you asked for board eligible)',
      'negative',
    ],
    [
      'fewer years than wanted count in proportion',
      { yearsOfExperience: 3 },
      { minExperience: 4 },
      75,
      '3 years of experience (4 wanted)',
      'neutral',
    ],
    [
      'one year',
      { yearsOfExperience: 1 },
      { minExperience: 4 },
      25,
      '1 year of experience (4 wanted)',
      'negative',
    ],
    [
      'negative experience counts as none',
      { yearsOfExperience: -5 },
      { minExperience: 2 },
      0,
      '0 years of experience (2 wanted)',
      'negative',
    ],
    [
      'no minimum: any experience is enough',
      { yearsOfExperience: 0 },
      { minExperience: 0 },
      100,
      '0 years of experience',
      'positive',
    ],
    [
      'available a year late',
      { yearAvailable: 2027 },
      { yearAvailable: 2026 },
      67,
      'Available 2027 (you asked for 2026)',
      'neutral',
    ],
    [
      'available three years late counts nothing',
      { yearAvailable: 2029 },
      { yearAvailable: 2026 },
      0,
      'Available 2029 (you asked for 2026)',
      'negative',
    ],
    [
      'available before the wanted year',
      { yearAvailable: 2026 },
      { yearAvailable: 2028 },
      100,
      'Available now',
      'positive',
    ],
    [
      'a year already past counts as now',
      { yearAvailable: 2020 },
      { yearAvailable: 2025 },
      67,
      'Available now (you asked for 2025)',
      'neutral',
    ],
  ];

  it.each(rows)('%s', (_name, change, target, score, text, impact) => {
    const result = matchScore(
      { ...candidate, ...change },
      { specialties: [], subSpecialties: [], places: [], ...target },
      EQUAL_WEIGHTS,
      now,
    );
    expect(result.score).toBe(score);
    expect(result.reasons).toEqual([expect.objectContaining({ text, impact })]);
  });

  it('weights move the score towards the favoured factor', () => {
    const target: ScoreTarget = {
      specialties: ['family-medicine'],
      subSpecialties: [],
      places: [],
      boardStatus: 'board-certified',
    };
    const eligible = { ...candidate, boardStatus: 'not-board-certified' };
    const specialtyFirst: FactorWeights = { ...EQUAL_WEIGHTS, specialty: 3 };
    const boardFirst: FactorWeights = { ...EQUAL_WEIGHTS, boardStatus: 3 };
    expect(matchScore(eligible, target, EQUAL_WEIGHTS, now).score).toBe(50);
    expect(matchScore(eligible, target, specialtyFirst, now).score).toBeGreaterThan(50);
    expect(matchScore(eligible, target, boardFirst, now).score).toBeLessThan(50);
  });

  it.each([
    [
      'a target that asks nothing scores 0 with no reasons',
      { specialties: [], subSpecialties: [], places: [] },
      0,
      0,
    ],
    ['a job without locations leaves distance out', { ...fullTarget, places: [] }, 100, 5],
  ])('%s', (_name, target, score, reasonCount) => {
    const result = matchScore(candidate, target, EQUAL_WEIGHTS, now);
    expect(result.score).toBe(score);
    expect(result.reasons).toHaveLength(reasonCount);
  });

  it('is whole, within 0–100 and the same for the same input, whatever the weights', () => {
    const hostile: FactorWeights = { ...EQUAL_WEIGHTS, specialty: -4, distance: Number.NaN };
    const first = matchScore({ ...candidate, yearsOfExperience: 2 }, fullTarget, hostile, now);
    expect(first).toEqual(matchScore({ ...candidate, yearsOfExperience: 2 }, fullTarget, hostile, now));
    expect(Number.isInteger(first.score)).toBe(true);
    expect(first.score).toBeGreaterThanOrEqual(0);
    expect(first.score).toBeLessThanOrEqual(100);
  });
});

describe('targets', () => {
  it('a job asks for its specialty, sub-specialty, located places and availability this year', () => {
    expect(
      targetFromJob(
        {
          specialty: 'family-medicine',
          subSpecialty: 'sports-medicine-family-medicine',
          locations: [
            { city: 'Madison', state: 'WI', description: 'Madison, WI, USA', coords: madison },
            { city: 'Nowhere', state: 'WI', description: 'Nowhere' },
          ],
        },
        2026,
      ),
    ).toEqual({
      specialties: ['family-medicine'],
      subSpecialties: ['sports-medicine-family-medicine'],
      places: [{ label: 'Madison, WI', ...madison }],
      yearAvailable: 2026,
    });
  });

  it('preferences map field by field, leaving open ones out', () => {
    expect(
      targetFromPreferences({
        specialty: ['family-medicine'],
        minExperience: 0,
      }),
    ).toEqual({
      specialties: ['family-medicine'],
      subSpecialties: [],
      places: [],
      minExperience: 0,
    });
  });

  it("preferences measure to the organization's locations and name the preferred states by code", () => {
    expect(
      targetFromPreferences(
        {
          homeState: [
            { description: 'Wisconsin', coords: { latitude: 44.27, longitude: -89.62 } },
            { description: 'il', coords: chicago },
            { description: 'Texas, USA', coords: austin },
            { description: 'WI', coords: madison },
            { description: 'Atlantis', coords: madison },
          ],
        },
        [
          { city: 'Madison', state: 'WI', description: 'Madison, WI, USA', coords: madison },
          { description: 'Lakeside clinic', coords: chicago },
          { city: 'Nowhere', state: 'WI', description: 'Nowhere' },
        ],
      ),
    ).toEqual({
      specialties: [],
      subSpecialties: [],
      places: [
        { label: 'Madison, WI', ...madison },
        { label: 'Lakeside clinic', ...chicago },
      ],
      homeStates: ['WI', 'IL', 'TX'],
    });
  });

  it('scored for the preferences, a home in Verona reads as 9 miles from Madison, not from Wisconsin', () => {
    const target = targetFromPreferences(
      { homeState: [{ description: 'Wisconsin', coords: { latitude: 44.27, longitude: -89.62 } }] },
      [{ city: 'Madison', state: 'WI', description: 'Madison, WI', coords: madison }],
    );
    expect(matchScore(candidate, target, EQUAL_WEIGHTS, now).reasons).toEqual([
      {
        factor: 'distance',
        text: 'Home in Verona, WI, in Wisconsin, a preferred state, 9 miles from Madison, WI',
        impact: 'positive',
      },
    ]);
  });
});
