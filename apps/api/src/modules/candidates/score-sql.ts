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
 * `select id, last_name, first_name, score from …` over the candidates matching `where`. The inner query
 * (fenced with `offset 0`, so PostgreSQL keeps it apart) reads each row's columns once, the home's haversine
 * terms among them (stored columns the database keeps on every write); the outer one adds up the parts.
 */
export function scoredCandidatesSql(
  target: ScoreTarget,
  weights: FactorWeights,
  nowYear: number,
  where: SQL | undefined,
): SQL {
  const trigonometry =
    target.places.length > 0
      ? sql`, ${candidates.sinHalfLatitude} as sin_half_latitude, ${candidates.cosHalfLatitude} as cos_half_latitude,
        ${candidates.sinHalfLongitude} as sin_half_longitude, ${candidates.cosHalfLongitude} as cos_half_longitude,
        ${candidates.cosLatitude} as cos_latitude`
      : sql``;
  const homeState =
    (target.homeStates?.length ?? 0) > 0 ? sql`, ${candidates.homeState} as home_state` : sql``;
  return sql`select x.id, x.last_name, x.first_name, ${scoreSql(target, weights, nowYear)} as score
    from (
      select ${candidates.id} as id, ${candidates.lastName} as last_name, ${candidates.firstName} as first_name,
        ${candidates.specialty} as specialty, ${candidates.subSpecialty} as sub_specialty,
        ${candidates.boardStatus} as board_status, ${candidates.yearsOfExperience} as years_of_experience,
        ${candidates.yearAvailable} as year_available${homeState}${trigonometry}
      from ${candidates}
      ${where ? sql`where ${where}` : sql``}
      offset 0
    ) as x`;
}

/** One part a categorical factor can take, and the candidates who get it. */
interface PartOption {
  part: number;
  condition: SQL | undefined;
}

const both = (left: SQL | undefined, right: SQL | undefined): SQL | undefined =>
  left && right ? sql`${left} and ${right}` : (left ?? right);

/** The specialty factor's parts (1: one of the wanted specialties, else 0). */
function specialtyOptions(target: ScoreTarget): PartOption[] {
  const wanted = sql`${candidates.specialty} in (${inList(target.specialties)})`;
  return [
    { part: 1, condition: wanted },
    { part: 0, condition: sql`not (${wanted})` },
  ];
}

/** The sub-specialty factor's parts (1: a wanted one; 0.5: another in the same specialty; else 0). */
function subSpecialtyOptions(target: ScoreTarget): PartOption[] {
  const wanted = sql`${candidates.subSpecialty} in (${inList(target.subSpecialties)})`;
  const notWanted = sql`(${candidates.subSpecialty} is null or not (${wanted}))`;
  const owners = ownersOfSubSpecialties(target.subSpecialties);
  if (owners.length === 0)
    return [
      { part: 1, condition: wanted },
      { part: 0, condition: notWanted },
    ];
  const owned = sql`${candidates.specialty} in (${inList(owners)})`;
  return [
    { part: 1, condition: wanted },
    { part: 0.5, condition: sql`${owned} and ${notWanted}` },
    { part: 0, condition: sql`not (${owned}) and ${notWanted}` },
  ];
}

/** Miles from the nearest place beyond which the distance part is bounded lower, ring by ring. */
const DISTANCE_RINGS_MILES = [150, 350, 650] as const;
/**
 * Fewer miles than one degree of latitude spans (2πR / 360 ≈ 69.09): a home more than `miles / 69` degrees of
 * latitude from a place is farther than `miles` from it, whatever the longitude.
 */
const MILES_PER_DEGREE_BELOW = 69;
/** Slack (miles) for the rounding of the SQL haversine. */
const RING_SLACK_MILES = 1;

/**
 * The distance factor's parts by rings of latitude around the places: within the first ring's band, or at home
 * in a preferred state, 1 at most; outside a ring's band, at most the part of that ring's distance (the
 * candidate is farther than it from every place). Without places: 1 in a preferred state, else 0.
 */
function distanceOptions(target: ScoreTarget): PartOption[] {
  const homeStates = target.homeStates ?? [];
  const inState = homeStates.length > 0 ? sql`${candidates.homeState} in (${inList(homeStates)})` : undefined;
  if (target.places.length === 0) {
    if (inState === undefined) return [{ part: 0, condition: undefined }];
    return [
      { part: 1, condition: inState },
      { part: 0, condition: sql`not (${inState})` },
    ];
  }
  const within = (miles: number) =>
    sql`(${sql.join(
      target.places.map((place) => {
        const degrees = miles / MILES_PER_DEGREE_BELOW;
        return sql`${candidates.latitude} between ${f(place.latitude - degrees)} and ${f(place.latitude + degrees)}`;
      }),
      sql` or `,
    )})`;
  const options: PartOption[] = [];
  let outsidePrevious: SQL | undefined;
  let part = 1;
  for (const miles of DISTANCE_RINGS_MILES) {
    const ring = both(outsidePrevious, within(miles));
    // An in-state home counts 1 wherever it is: the best ring takes it in.
    options.push({ part, condition: part === 1 && inState && ring ? sql`(${inState} or ${ring})` : ring });
    outsidePrevious = sql`not ${within(miles)}`;
    part = Math.min(1, distancePartOf(miles - RING_SLACK_MILES));
  }
  options.push({ part, condition: outsidePrevious });
  return options;
}

const KNOWN_BOARD_STATUSES = ['board-certified', 'board-eligible', 'not-board-certified'] as const;

/** The board factor's parts, each with the statuses that get it (an unknown status is any other). */
function boardOptions(target: ScoreTarget): PartOption[] {
  const wanted = boardRank(target.boardStatus);
  const byPart = new Map<number, SQL[]>();
  const add = (part: number, condition: SQL) => byPart.set(part, [...(byPart.get(part) ?? []), condition]);
  for (const status of KNOWN_BOARD_STATUSES)
    add(boardPartOf(boardRank(status), wanted), sql`${candidates.boardStatus} = ${status}`);
  add(boardPartOf(-1, wanted), sql`${candidates.boardStatus} not in (${inList(KNOWN_BOARD_STATUSES)})`);
  return [...byPart].map(([part, conditions]) => ({
    part,
    condition: sql`(${sql.join(conditions, sql` or `)})`,
  }));
}

/**
 * The score's tiers: candidates grouped by what indexed columns decide (specialty, sub-specialty, board status,
 * and how far the home's latitude is from the places'), each group's score bounded above by taking every other
 * factor's part as 1 and the distance part as its ring's best. `bound(level)` is the SQL
 * condition for the groups that can score `level` or more, `levels` the distinct bounds, highest first. A
 * candidate outside `bound(level)` scores below `level`, so once `level`'s groups hold enough candidates who
 * score more than the next level, the best of them are the best of all.
 */
export function scoreTiers(
  target: ScoreTarget,
  weights: FactorWeights,
): { levels: number[]; bound(level: number): SQL | undefined } {
  const effective = effectiveWeights(target, weights);
  const categorical: [ScoreFactor, PartOption[]][] = [];
  if (effective.specialty !== undefined) categorical.push(['specialty', specialtyOptions(target)]);
  if (effective.subSpecialty !== undefined) categorical.push(['subSpecialty', subSpecialtyOptions(target)]);
  if (effective.boardStatus !== undefined) categorical.push(['boardStatus', boardOptions(target)]);
  if (effective.distance !== undefined) categorical.push(['distance', distanceOptions(target)]);
  const rest = SCORE_FACTORS.reduce(
    (sum, factor) => (categorical.some(([name]) => name === factor) ? sum : sum + (effective[factor] ?? 0)),
    0,
  );
  let groups: { total: number; condition: SQL | undefined }[] = [{ total: rest, condition: undefined }];
  for (const [factor, options] of categorical) {
    const weight = effective[factor] ?? 0;
    groups = groups.flatMap((group) =>
      options.map((option) => ({
        total: group.total + weight * option.part,
        condition: both(group.condition, option.condition),
      })),
    );
  }
  // The integer score a group cannot exceed (the margin covers the order of floating-point additions).
  const bounded = groups.map((group) => ({
    bound: Math.min(100, Math.floor(group.total * 100 + 0.5 + 1e-9)),
    condition: group.condition,
  }));
  const levels = [...new Set(bounded.map((group) => group.bound))].sort((a, b) => b - a);
  return {
    levels,
    bound: (level) => {
      const inside = bounded.filter((group) => group.bound >= level);
      if (inside.length === bounded.length) return undefined;
      return sql`(${sql.join(
        inside.map((group) => sql`(${group.condition ?? sql`true`})`),
        sql` or `,
      )})`;
    },
  };
}
