import {
  boardPartOf,
  boardRank,
  cleanExperience,
  distancePartOf,
  EARTH_RADIUS_MILES,
  effectiveWeights,
  FAR_MILES,
  type FactorWeights,
  haversineTerms,
  NEAR_MILES,
  ownersOfSubSpecialties,
  SAME_SPECIALTY_OTHER_SUB,
  SCORE_FACTORS,
  type ScoreFactor,
  type ScoreTarget,
  YEARS_LATE_LIMIT,
} from '@medhire/domain';
import { type SQL, sql } from 'drizzle-orm';
import { candidates } from '../../db/schema.js';

/** A number as a double-precision parameter: every constant of the score travels exactly as JS holds it. */
const f = (value: number): SQL => sql`${value}::float8`;

const inList = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The candidate columns as the scored subquery `x` exposes them. */
const x = {
  specialty: sql.raw('x.specialty'),
  subSpecialty: sql.raw('x.sub_specialty'),
  homeState: sql.raw('x.home_state'),
  boardStatus: sql.raw('x.board_status'),
  yearsOfExperience: sql.raw('x.years_of_experience'),
  yearAvailable: sql.raw('x.year_available'),
  sinHalfLatitude: sql.raw('x.sin_half_latitude'),
  cosHalfLatitude: sql.raw('x.cos_half_latitude'),
  sinHalfLongitude: sql.raw('x.sin_half_longitude'),
  cosHalfLongitude: sql.raw('x.cos_half_longitude'),
  cosLatitude: sql.raw('x.cos_latitude'),
};

/** `haversineOf(candidateTerms, placeTerms)`: the same operations in the same order; the place's are constants. */
function haversineSql(place: { latitude: number; longitude: number }): SQL {
  const to = haversineTerms(place);
  const latitudeDelta = sql`(${x.sinHalfLatitude} * ${f(to.cosHalfLatitude)} - ${x.cosHalfLatitude} * ${f(to.sinHalfLatitude)})`;
  const longitudeDelta = sql`(${x.sinHalfLongitude} * ${f(to.cosHalfLongitude)} - ${x.cosHalfLongitude} * ${f(to.sinHalfLongitude)})`;
  return sql`(${latitudeDelta} * ${latitudeDelta} + ${x.cosLatitude} * ${f(to.cosLatitude)} * (${longitudeDelta} * ${longitudeDelta}))`;
}

/** Each factor's part (0–1) as SQL over the row of `x`, mirroring the domain's part functions. */
function partSql(factor: ScoreFactor, target: ScoreTarget, nowYear: number): SQL {
  switch (factor) {
    case 'specialty':
      return sql`(case when ${x.specialty} in (${inList(target.specialties)}) then ${f(1)} else ${f(0)} end)`;
    case 'subSpecialty': {
      const owners = ownersOfSubSpecialties(target.subSpecialties);
      const sameSpecialty =
        owners.length > 0 ? sql` when ${x.specialty} in (${inList(owners)}) then ${f(0.5)}` : sql``;
      return sql`(case when ${x.subSpecialty} in (${inList(target.subSpecialties)}) then ${f(1)}${sameSpecialty} else ${f(0)} end)`;
    }
    case 'distance': {
      // A home in a preferred state counts fully; otherwise the miles to the nearest place (none: 0).
      let away: SQL = f(0);
      if (target.places.length > 0) {
        const haversines = sql.join(target.places.map(haversineSql), sql`, `);
        const nearest = target.places.length === 1 ? haversines : sql`least(${haversines})`;
        const miles = sql`(${f(2 * EARTH_RADIUS_MILES)} * asin(least(${f(1)}, sqrt(${nearest}))))`;
        away = sql`greatest(${f(0)}, least(${f(1)}, ${f(1)} - (${miles} - ${f(NEAR_MILES)}) / ${f(FAR_MILES - NEAR_MILES)}))`;
      }
      const homeStates = target.homeStates ?? [];
      if (homeStates.length === 0) return away;
      return sql`(case when ${x.homeState} in (${inList(homeStates)}) then ${f(1)} else ${away} end)`;
    }
    case 'boardStatus': {
      const wanted = boardRank(target.boardStatus);
      const part = (status: string) => f(boardPartOf(boardRank(status), wanted));
      return sql`(case ${x.boardStatus} when 'board-certified' then ${part('board-certified')} when 'board-eligible' then ${part('board-eligible')} when 'not-board-certified' then ${part('not-board-certified')} else ${f(boardPartOf(-1, wanted))} end)`;
    }
    case 'experience': {
      const minimum = cleanExperience(target.minExperience ?? 0);
      const years = sql`greatest(${x.yearsOfExperience}, 0)`;
      return sql`(case when ${years} >= ${minimum}::int then ${f(1)} else ${years}::float8 / ${f(minimum)} end)`;
    }
    case 'yearAvailable': {
      const late = sql`(greatest(${x.yearAvailable}, ${nowYear}::int) - ${target.yearAvailable ?? nowYear}::int)`;
      return sql`(case when ${late} <= 0 then ${f(1)} else greatest(${f(0)}, ${f(1)} - ${late}::float8 / ${f(YEARS_LATE_LIMIT)}) end)`;
    }
  }
}

/**
 * The match score as SQL over the row of `x`: `matchScore(candidate, target, weights)` of @medhire/domain,
 * operation by operation (the same double-precision constants, parts, sum order and rounding), so the
 * database can order 100 000 candidates by it and both sides agree on every integer.
 */
export function scoreSql(target: ScoreTarget, weights: FactorWeights, nowYear: number): SQL {
  const effective = effectiveWeights(target, weights);
  const terms = SCORE_FACTORS.flatMap((factor) => {
    const weight = effective[factor];
    return weight === undefined ? [] : [sql`(${f(weight)} * ${partSql(factor, target, nowYear)})`];
  });
  if (terms.length === 0) return sql`0`;
  const total = sql.join(terms, sql` + `);
  return sql`least(100, greatest(0, floor((${total}) * ${f(100)} + ${f(0.5)})))::int`;
}

/**
 * `select id, last_name, first_name, score from …` over the candidates matching `where` (a list: those matching
 * any of its conditions, which must not overlap, each read by its own scan). The inner query (fenced with
 * `offset 0`, so PostgreSQL keeps it apart) reads each row's columns once, the home's haversine terms among them
 * (stored columns the database keeps on every write); the outer one adds up the parts.
 */
export function scoredCandidatesSql(
  target: ScoreTarget,
  weights: FactorWeights,
  nowYear: number,
  where: SQL | undefined | readonly SQL[],
): SQL {
  const trigonometry =
    target.places.length > 0
      ? sql`, ${candidates.sinHalfLatitude} as sin_half_latitude, ${candidates.cosHalfLatitude} as cos_half_latitude,
        ${candidates.sinHalfLongitude} as sin_half_longitude, ${candidates.cosHalfLongitude} as cos_half_longitude,
        ${candidates.cosLatitude} as cos_latitude`
      : sql``;
  const homeState =
    (target.homeStates?.length ?? 0) > 0 ? sql`, ${candidates.homeState} as home_state` : sql``;
  const select = (condition: SQL | undefined) =>
    sql`select ${candidates.id} as id, ${candidates.lastName} as last_name, ${candidates.firstName} as first_name,
        ${candidates.specialty} as specialty, ${candidates.subSpecialty} as sub_specialty,
        ${candidates.boardStatus} as board_status, ${candidates.yearsOfExperience} as years_of_experience,
        ${candidates.yearAvailable} as year_available${homeState}${trigonometry}
      from ${candidates}
      ${condition ? sql`where ${condition}` : sql``}`;
  const rows = Array.isArray(where)
    ? sql.join(
        where.map((condition) => sql`(${select(condition)})`),
        sql` union all `,
      )
    : select(where as SQL | undefined);
  return sql`select x.id, x.last_name, x.first_name, ${scoreSql(target, weights, nowYear)} as score
    from (${rows} offset 0) as x`;
}

/**
 * What the explore filters fix for every candidate they let through, so the score's levels know it: a
 * specialty, sub-specialty or board status filter fixes that factor's part, and a home-state filter bounds the
 * distance (`latitudes`: the lowest and highest home latitude of the candidates in that state, read from the
 * data; none when the state has no candidate).
 */
export interface FilterFacts {
  specialty?: string;
  subSpecialty?: string;
  boardStatus?: string;
  state?: string;
  latitudes?: { min: number; max: number } | null;
  /** A text search: it matches few candidates, found through the trigram indexes, so they are all scored. */
  text?: boolean;
}

/**
 * Fewer miles than one degree of latitude spans (2πR / 360 ≈ 69.09): a home more than `miles / 69` degrees of
 * latitude from a place is farther than `miles` from it, whatever the longitude.
 */
const MILES_PER_DEGREE_BELOW = 69;
/** Slack (miles) for the rounding of the SQL haversine. */
const MILES_SLACK = 1;
/** Slack for the floating-point sums: a bound is widened by this much, never narrowed. */
const EPSILON = 1e-9;

const KNOWN_BOARD_STATUSES = ['board-certified', 'board-eligible', 'not-board-certified'] as const;

/** The least each factor loses (its weight times 1 − its part) for every candidate the filters let through. */
function forcedLosses(
  target: ScoreTarget,
  effective: Partial<FactorWeights>,
  facts: FilterFacts,
): Partial<Record<ScoreFactor, number>> {
  const losses: Partial<Record<ScoreFactor, number>> = {};
  const { specialty, subSpecialty, distance, boardStatus } = effective;
  if (
    specialty !== undefined &&
    facts.specialty !== undefined &&
    !target.specialties.includes(facts.specialty)
  )
    losses.specialty = specialty;
  if (
    subSpecialty !== undefined &&
    facts.subSpecialty !== undefined &&
    !target.subSpecialties.includes(facts.subSpecialty)
  ) {
    // Another sub-specialty: half the part at best (in one of the wanted ones' specialties), else none.
    const owners = ownersOfSubSpecialties(target.subSpecialties);
    losses.subSpecialty = subSpecialty * (owners.length > 0 ? 1 - SAME_SPECIALTY_OTHER_SUB : 1);
  }
  if (boardStatus !== undefined && facts.boardStatus !== undefined)
    losses.boardStatus =
      boardStatus * (1 - boardPartOf(boardRank(facts.boardStatus), boardRank(target.boardStatus)));
  if (
    distance !== undefined &&
    facts.state !== undefined &&
    !(target.homeStates ?? []).includes(facts.state)
  ) {
    if (target.places.length === 0) losses.distance = distance;
    else if (facts.latitudes) {
      const { min, max } = facts.latitudes;
      // Every home in the state is at least this many degrees of latitude from the nearest place.
      const degrees = Math.min(
        ...target.places.map((place) =>
          place.latitude < min ? min - place.latitude : place.latitude > max ? place.latitude - max : 0,
        ),
      );
      const miles = Math.max(0, degrees * MILES_PER_DEGREE_BELOW - MILES_SLACK);
      losses.distance = distance * (1 - Math.min(1, distancePartOf(miles)));
    }
  }
  return losses;
}

/** What one factor requires of a candidate who loses no more than a level allows (see `scoreLevels`). */
type Constraint =
  | { factor: 'specialty'; specialties: readonly string[] }
  | { factor: 'subSpecialty'; subSpecialties: readonly string[]; orSpecialties: readonly string[] }
  | { factor: 'boardStatus'; statuses: readonly string[]; orUnknown: boolean }
  | { factor: 'experience'; atLeast: number }
  | { factor: 'yearAvailable'; atMost: number }
  | { factor: 'distance'; homeStates: readonly string[]; bands: readonly { min: number; max: number }[] };

/** How many candidates have each value of the counted columns (`candidate_counts`), for estimates. */
export type KeptCounts = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** One part a categorical factor can take, the candidates who get it, and their share (0–1) by the kept counts. */
interface PartOption {
  factor: ScoreFactor;
  part: number;
  condition: SQL;
  share(counts: KeptCounts, all: number): number;
}

const sumOf = (counts: KeptCounts, dimension: string, keep: (value: string) => boolean) => {
  let total = 0;
  for (const [value, count] of counts.get(dimension) ?? []) if (keep(value)) total += count;
  return total;
};

/** The categorical factors' parts: specialty, sub-specialty and board status, each with the candidates who get it. */
function categoricalOptions(target: ScoreTarget, effective: Partial<FactorWeights>): PartOption[][] {
  const factors: PartOption[][] = [];
  if (effective.specialty !== undefined) {
    const wanted = sql`${candidates.specialty} in (${inList(target.specialties)})`;
    const inWanted = (counts: KeptCounts) =>
      sumOf(counts, 'specialty', (value) => target.specialties.includes(value));
    factors.push([
      { factor: 'specialty', part: 1, condition: wanted, share: (counts, all) => inWanted(counts) / all },
      {
        factor: 'specialty',
        part: 0,
        condition: sql`not (${wanted})`,
        share: (counts, all) => 1 - inWanted(counts) / all,
      },
    ]);
  }
  if (effective.subSpecialty !== undefined) {
    const wanted = sql`${candidates.subSpecialty} in (${inList(target.subSpecialties)})`;
    const notWanted = sql`(${candidates.subSpecialty} is null or not (${wanted}))`;
    const owners = ownersOfSubSpecialties(target.subSpecialties);
    const inWanted = (counts: KeptCounts) =>
      sumOf(counts, 'sub_specialty', (value) => target.subSpecialties.includes(value));
    const owned = (counts: KeptCounts) => sumOf(counts, 'specialty', (value) => owners.includes(value));
    const options: PartOption[] = [
      { factor: 'subSpecialty', part: 1, condition: wanted, share: (counts, all) => inWanted(counts) / all },
    ];
    if (owners.length === 0)
      options.push({
        factor: 'subSpecialty',
        part: 0,
        condition: notWanted,
        share: (counts, all) => 1 - inWanted(counts) / all,
      });
    else {
      const ownedCondition = sql`${candidates.specialty} in (${inList(owners)})`;
      options.push(
        {
          factor: 'subSpecialty',
          part: SAME_SPECIALTY_OTHER_SUB,
          condition: sql`${ownedCondition} and ${notWanted}`,
          share: (counts, all) => Math.max(0, owned(counts) - inWanted(counts)) / all,
        },
        {
          factor: 'subSpecialty',
          part: 0,
          condition: sql`not (${ownedCondition}) and ${notWanted}`,
          share: (counts, all) => Math.max(0, 1 - owned(counts) / all),
        },
      );
    }
    factors.push(options);
  }
  if (effective.boardStatus !== undefined) {
    const wanted = boardRank(target.boardStatus);
    const byPart = new Map<number, { statuses: string[]; unknown: boolean }>();
    for (const status of KNOWN_BOARD_STATUSES) {
      const part = boardPartOf(boardRank(status), wanted);
      const entry = byPart.get(part) ?? { statuses: [], unknown: false };
      entry.statuses.push(status);
      byPart.set(part, entry);
    }
    const unknownPart = boardPartOf(-1, wanted);
    byPart.set(unknownPart, { statuses: byPart.get(unknownPart)?.statuses ?? [], unknown: true });
    factors.push(
      [...byPart].map(([part, { statuses, unknown }]) => {
        const constraint: Constraint = { factor: 'boardStatus', statuses, orUnknown: unknown };
        return {
          factor: 'boardStatus',
          part,
          condition: constraintSql(constraint),
          share: (counts, all) =>
            sumOf(
              counts,
              'board_status',
              (value) =>
                statuses.includes(value) ||
                (unknown && !(KNOWN_BOARD_STATUSES as readonly string[]).includes(value)),
            ) / all,
        };
      }),
    );
  }
  return factors;
}

/** The candidates in any of a region's branches (see `scoreLevels`), as one condition. */
export function regionCondition(branches: readonly SQL[]): SQL {
  return branches.length === 1
    ? (branches[0] as SQL)
    : sql`(${sql.join(
        branches.map((branch) => sql`(${branch})`),
        sql` or `,
      )})`;
}

/**
 * The score's levels: `region(level)` lists conditions (branches that do not overlap) every candidate who scores
 * `level` or more meets, among those the filters described by `facts` let through. The branches are the
 * combinations of the categorical factors' parts (specialty, sub-specialty, board status) that lose no more than
 * the level allows; in each, every other factor (experience, year, distance) has a simple condition on indexed
 * columns: it can lose no more than the level leaves, less what the branch's parts and the other factors lose at
 * least. `undefined`: no condition (every candidate may reach the level); `false`: nobody can. `top` is the
 * highest score anybody the filters let through can reach. A candidate outside `region(level)` scores below
 * `level`, so once a region holds enough candidates who score `level` or more, the best of them are the best of
 * all. `share(level, counts)` estimates the part of the matching candidates in the region from the kept
 * per-value counts (factors taken as independent), to choose where to start.
 */
export function scoreLevels(
  target: ScoreTarget,
  weights: FactorWeights,
  nowYear: number,
  facts: FilterFacts = {},
): {
  top: number;
  region(level: number): SQL[] | undefined | false;
  share(level: number, counts: KeptCounts): number;
} {
  const effective = effectiveWeights(target, weights);
  const losses = forcedLosses(target, effective, facts);
  const whole = SCORE_FACTORS.reduce((sum, factor) => sum + (effective[factor] ?? 0), 0);
  const forced = SCORE_FACTORS.reduce((sum, factor) => sum + (losses[factor] ?? 0), 0);
  const top = Math.max(0, Math.min(100, Math.floor((whole - forced) * 100 + 0.5 + EPSILON)));
  const lossOf = (option: PartOption) => (effective[option.factor] ?? 0) * (1 - option.part);
  // The combinations of parts the filters let through (an option losing less than a filter forces holds nobody).
  let combinations: PartOption[][] = [[]];
  for (const options of categoricalOptions(target, effective)) {
    const possible = options.filter((option) => lossOf(option) >= (losses[option.factor] ?? 0) - EPSILON);
    combinations = combinations.flatMap((combination) => possible.map((option) => [...combination, option]));
  }
  const branches = (level: number): { options: PartOption[]; constraints: Constraint[] }[] | false => {
    if (level > top) return false;
    // A score of `level` or more: a total of at least (level − 0.5) / 100, so all factors lose this much at most.
    const slack = whole - (level - 0.5) / 100 + EPSILON;
    const found: { options: PartOption[]; constraints: Constraint[] }[] = [];
    for (const options of combinations) {
      const fixed = new Map(options.map((option) => [option.factor, lossOf(option)]));
      const least = SCORE_FACTORS.reduce(
        (sum, factor) => sum + (fixed.get(factor) ?? losses[factor] ?? 0),
        0,
      );
      if (least > slack) continue;
      const constraints: Constraint[] = [];
      let possible = true;
      for (const factor of SCORE_FACTORS) {
        const weight = effective[factor];
        if (weight === undefined || weight <= 0 || fixed.has(factor)) continue;
        // What this factor may lose: the slack, less what the other factors lose at least.
        const allowed = slack - (least - (losses[factor] ?? 0));
        const constraint = factorConstraint(factor, target, nowYear, 1 - allowed / weight);
        if (constraint === false) possible = false;
        else if (constraint !== undefined) constraints.push(constraint);
      }
      if (possible) found.push({ options, constraints });
    }
    return found.length === 0 ? false : found;
  };
  return {
    top,
    region: (level) => {
      if (level <= 0) return undefined;
      const found = branches(level);
      if (found === false) return false;
      if (found.length === 1 && found[0]?.options.length === 0 && found[0].constraints.length === 0)
        return undefined;
      return found.map(({ options, constraints }) => {
        const conditions = [...options.map((option) => option.condition), ...constraints.map(constraintSql)];
        return conditions.length === 0 ? sql`true` : sql`(${sql.join(conditions, sql` and `)})`;
      });
    },
    share: (level, counts) => {
      if (level <= 0) return 1;
      const found = branches(level);
      if (found === false) return 0;
      const all = counts.get('all')?.get('') ?? 0;
      if (all === 0) return 1;
      return Math.min(
        1,
        found.reduce((total, { options, constraints }) => {
          const shares = new Map<ScoreFactor, number>();
          for (const option of options) shares.set(option.factor, Math.min(1, option.share(counts, all)));
          for (const constraint of constraints)
            shares.set(constraint.factor, constraintShare(constraint, counts, facts));
          // A sub-specialty belongs to a specialty: the two shares overlap rather than multiply.
          const specialty = shares.get('specialty');
          const subSpecialty = shares.get('subSpecialty');
          if (specialty !== undefined && subSpecialty !== undefined) {
            shares.delete('specialty');
            shares.set('subSpecialty', Math.min(specialty, subSpecialty));
          }
          // A filter that fixes a factor: among the matching candidates, everybody or nobody has the option.
          for (const option of options) {
            if (option.factor === 'specialty' && facts.specialty !== undefined)
              shares.set(
                'specialty',
                Number(target.specialties.includes(facts.specialty) === (option.part === 1)),
              );
            if (option.factor === 'boardStatus' && facts.boardStatus !== undefined)
              shares.set(
                'boardStatus',
                Number(
                  boardPartOf(boardRank(facts.boardStatus), boardRank(target.boardStatus)) === option.part,
                ),
              );
          }
          return total + [...shares.values()].reduce((product, share) => product * share, 1);
        }, 0),
      );
    },
  };
}

/**
 * What `factor` requires for a part of `least` or more; undefined: nothing (every candidate has it); false:
 * nobody can.
 */
function factorConstraint(
  factor: ScoreFactor,
  target: ScoreTarget,
  nowYear: number,
  least: number,
): Constraint | undefined | false {
  if (least <= 0) return undefined;
  switch (factor) {
    case 'specialty':
      return { factor, specialties: target.specialties };
    case 'subSpecialty': {
      const owners = ownersOfSubSpecialties(target.subSpecialties);
      return {
        factor,
        subSpecialties: target.subSpecialties,
        orSpecialties: least > SAME_SPECIALTY_OTHER_SUB ? [] : owners,
      };
    }
    case 'boardStatus': {
      const wanted = boardRank(target.boardStatus);
      const statuses = KNOWN_BOARD_STATUSES.filter(
        (status) => boardPartOf(boardRank(status), wanted) >= least,
      );
      const orUnknown = boardPartOf(-1, wanted) >= least;
      if (statuses.length === KNOWN_BOARD_STATUSES.length && orUnknown) return undefined;
      if (statuses.length === 0 && !orUnknown) return false;
      return { factor, statuses, orUnknown };
    }
    case 'experience': {
      const minimum = cleanExperience(target.minExperience ?? 0);
      if (minimum === 0) return undefined;
      // The part is years / minimum below the minimum (whole years, none below 0).
      const atLeast = Math.ceil(minimum * least - EPSILON * minimum);
      return atLeast <= 0 ? undefined : { factor, atLeast };
    }
    case 'yearAvailable': {
      // The part is 1 − late / YEARS_LATE_LIMIT, late being how many years after the wanted one (a past year
      // counts as this one).
      const lateAtMost = Math.floor(YEARS_LATE_LIMIT * (1 - least) + EPSILON);
      if (lateAtMost >= YEARS_LATE_LIMIT) return undefined;
      const atMost = (target.yearAvailable ?? nowYear) + lateAtMost;
      return nowYear > atMost ? false : { factor, atMost };
    }
    case 'distance': {
      const homeStates = target.homeStates ?? [];
      if (target.places.length === 0)
        return homeStates.length > 0 ? { factor, homeStates, bands: [] } : false;
      // The part falls from 1 at NEAR_MILES to 0 at FAR_MILES: at least `least` within these miles.
      const miles = NEAR_MILES + (1 - least) * (FAR_MILES - NEAR_MILES) + MILES_SLACK;
      const degrees = miles / MILES_PER_DEGREE_BELOW;
      // Overlapping bands merged (an organization may have hundreds of places, most of them close): the same
      // union of latitudes, a few conditions in the SQL and a few bands to estimate each level's share by.
      const bands: { min: number; max: number }[] = [];
      for (const place of [...target.places].sort((a, b) => a.latitude - b.latitude)) {
        const band = { min: place.latitude - degrees, max: place.latitude + degrees };
        const last = bands.at(-1);
        if (last && band.min <= last.max) last.max = Math.max(last.max, band.max);
        else bands.push(band);
      }
      return { factor, homeStates, bands };
    }
  }
}

function constraintSql(constraint: Constraint): SQL {
  switch (constraint.factor) {
    case 'specialty':
      return sql`${candidates.specialty} in (${inList(constraint.specialties)})`;
    case 'subSpecialty': {
      const wanted = sql`${candidates.subSpecialty} in (${inList(constraint.subSpecialties)})`;
      if (constraint.orSpecialties.length === 0) return wanted;
      return sql`(${wanted} or ${candidates.specialty} in (${inList(constraint.orSpecialties)}))`;
    }
    case 'boardStatus': {
      const parts: SQL[] = [];
      if (constraint.statuses.length > 0)
        parts.push(sql`${candidates.boardStatus} in (${inList(constraint.statuses)})`);
      if (constraint.orUnknown)
        parts.push(sql`${candidates.boardStatus} not in (${inList(KNOWN_BOARD_STATUSES)})`);
      return sql`(${sql.join(parts, sql` or `)})`;
    }
    case 'experience':
      return sql`${candidates.yearsOfExperience} >= ${constraint.atLeast}`;
    case 'yearAvailable':
      return sql`${candidates.yearAvailable} <= ${constraint.atMost}`;
    case 'distance': {
      const parts: SQL[] = constraint.bands.map(
        (band) => sql`${candidates.latitude} between ${f(band.min)} and ${f(band.max)}`,
      );
      if (constraint.homeStates.length > 0)
        parts.unshift(sql`${candidates.homeState} in (${inList(constraint.homeStates)})`);
      return sql`(${sql.join(parts, sql` or `)})`;
    }
  }
}

/** The share (0–1) of the candidates meeting a constraint, from the kept counts (and the facts of the filters). */
function constraintShare(constraint: Constraint, counts: KeptCounts, facts: FilterFacts): number {
  const all = counts.get('all')?.get('') ?? 0;
  if (all === 0) return 1;
  const sum = (dimension: string, keep: (value: string) => boolean) => {
    let total = 0;
    for (const [value, count] of counts.get(dimension) ?? []) if (keep(value)) total += count;
    return total;
  };
  const share = (count: number) => Math.min(1, count / all);
  switch (constraint.factor) {
    case 'specialty':
      return facts.specialty !== undefined
        ? Number(constraint.specialties.includes(facts.specialty))
        : share(sum('specialty', (value) => constraint.specialties.includes(value)));
    case 'subSpecialty':
      return share(
        sum('sub_specialty', (value) => constraint.subSpecialties.includes(value)) +
          sum('specialty', (value) => constraint.orSpecialties.includes(value)),
      );
    case 'boardStatus':
      return facts.boardStatus !== undefined
        ? Number(constraint.statuses.includes(facts.boardStatus))
        : share(
            sum(
              'board_status',
              (value) =>
                constraint.statuses.includes(value) ||
                (constraint.orUnknown && !(KNOWN_BOARD_STATUSES as readonly string[]).includes(value)),
            ),
          );
    case 'experience':
      return share(sum('years_of_experience', (value) => Number(value) >= constraint.atLeast));
    case 'yearAvailable':
      return share(sum('year_available', (value) => Number(value) <= constraint.atMost));
    case 'distance': {
      if (facts.state !== undefined) {
        if (constraint.homeStates.includes(facts.state)) return 1;
        // Homes spread evenly over the state's latitudes.
        const range = facts.latitudes;
        if (!range) return 0;
        const span = Math.max(range.max - range.min, 1e-6);
        const covered = constraint.bands.reduce(
          (most, band) => Math.max(most, Math.min(band.max, range.max) - Math.max(band.min, range.min)),
          0,
        );
        return Math.min(1, Math.max(0, covered / span));
      }
      const inBands = sum('latitude', (value) =>
        constraint.bands.some((band) => Number(value) + 1 > band.min && Number(value) <= band.max),
      );
      return share(sum('home_state', (value) => constraint.homeStates.includes(value)) + inBands);
    }
  }
}
