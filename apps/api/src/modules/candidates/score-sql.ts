import {
  boardPartOf,
  boardRank,
  cleanExperience,
  EARTH_RADIUS_MILES,
  effectiveWeights,
  FAR_MILES,
  type FactorWeights,
  haversineTerms,
  NEAR_MILES,
  ownersOfSubSpecialties,
  RADIANS_PER_DEGREE,
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
  boardStatus: sql.raw('x.board_status'),
  yearsOfExperience: sql.raw('x.years_of_experience'),
  yearAvailable: sql.raw('x.year_available'),
  sinHalfLatitude: sql.raw('x.sin_half_latitude'),
  cosHalfLatitude: sql.raw('x.cos_half_latitude'),
  sinHalfLongitude: sql.raw('x.sin_half_longitude'),
  cosHalfLongitude: sql.raw('x.cos_half_longitude'),
  cosLatitude: sql.raw('x.cos_latitude'),
};

/** `haversineTerms(candidate)` of @medhire/domain, as columns computed once per row. */
function haversineColumnsSql(): SQL {
  const k = f(RADIANS_PER_DEGREE);
  const halfLatitude = sql`((${candidates.latitude} * ${k}) / ${f(2)})`;
  const halfLongitude = sql`((${candidates.longitude} * ${k}) / ${f(2)})`;
  return sql`, sin(${halfLatitude}) as sin_half_latitude, cos(${halfLatitude}) as cos_half_latitude,
    sin(${halfLongitude}) as sin_half_longitude, cos(${halfLongitude}) as cos_half_longitude,
    cos(${candidates.latitude} * ${k}) as cos_latitude`;
}

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
      const haversines = sql.join(target.places.map(haversineSql), sql`, `);
      const nearest = target.places.length === 1 ? haversines : sql`least(${haversines})`;
      const miles = sql`(${f(2 * EARTH_RADIUS_MILES)} * asin(least(${f(1)}, sqrt(${nearest}))))`;
      return sql`greatest(${f(0)}, least(${f(1)}, ${f(1)} - (${miles} - ${f(NEAR_MILES)}) / ${f(FAR_MILES - NEAR_MILES)}))`;
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
 * (fenced with `offset 0`, so PostgreSQL keeps it apart) reads each row's columns and trigonometry once;
 * the outer one adds up the parts.
 */
export function scoredCandidatesSql(
  target: ScoreTarget,
  weights: FactorWeights,
  nowYear: number,
  where: SQL | undefined,
): SQL {
  const trigonometry = target.places.length > 0 ? haversineColumnsSql() : sql``;
  return sql`select x.id, x.last_name, x.first_name, ${scoreSql(target, weights, nowYear)} as score
    from (
      select ${candidates.id} as id, ${candidates.lastName} as last_name, ${candidates.firstName} as first_name,
        ${candidates.specialty} as specialty, ${candidates.subSpecialty} as sub_specialty,
        ${candidates.boardStatus} as board_status, ${candidates.yearsOfExperience} as years_of_experience,
        ${candidates.yearAvailable} as year_available${trigonometry}
      from ${candidates}
      ${where ? sql`where ${where}` : sql``}
      offset 0
    ) as x`;
}
