import {
  boardPartOf,
  boardRank,
  cleanExperience,
  EARTH_RADIUS_MILES,
  effectiveWeights,
  FAR_MILES,
  type FactorWeights,
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

/** The same operations, in the same order, as `haversineMiles(candidate, place)` in @medhire/domain. */
function haversineSql(place: { latitude: number; longitude: number }): SQL {
  const k = f(RADIANS_PER_DEGREE);
  const cosPlace = f(Math.cos(place.latitude * RADIANS_PER_DEGREE));
  const sinLatitude = sql`sin(((${candidates.latitude} - ${f(place.latitude)}) * ${k}) / ${f(2)})`;
  const sinLongitude = sql`sin(((${candidates.longitude} - ${f(place.longitude)}) * ${k}) / ${f(2)})`;
  return sql`(${f(2 * EARTH_RADIUS_MILES)} * asin(least(${f(1)}, sqrt(${sinLatitude} * ${sinLatitude} + cos(${candidates.latitude} * ${k}) * ${cosPlace} * (${sinLongitude} * ${sinLongitude})))))`;
}

/** Each factor's part (0–1) as SQL over the `candidates` row, mirroring the domain's part functions. */
function partSql(factor: ScoreFactor, target: ScoreTarget, nowYear: number): SQL {
  switch (factor) {
    case 'specialty':
      return sql`(case when ${candidates.specialty} in (${inList(target.specialties)}) then ${f(1)} else ${f(0)} end)`;
    case 'subSpecialty': {
      const owners = ownersOfSubSpecialties(target.subSpecialties);
      const sameSpecialty =
        owners.length > 0 ? sql` when ${candidates.specialty} in (${inList(owners)}) then ${f(0.5)}` : sql``;
      return sql`(case when ${candidates.subSpecialty} in (${inList(target.subSpecialties)}) then ${f(1)}${sameSpecialty} else ${f(0)} end)`;
    }
    case 'distance': {
      const distances = sql.join(target.places.map(haversineSql), sql`, `);
      const miles = target.places.length === 1 ? distances : sql`least(${distances})`;
      return sql`greatest(${f(0)}, least(${f(1)}, ${f(1)} - (${miles} - ${f(NEAR_MILES)}) / ${f(FAR_MILES - NEAR_MILES)}))`;
    }
    case 'boardStatus': {
      const wanted = boardRank(target.boardStatus);
      const part = (status: string) => f(boardPartOf(boardRank(status), wanted));
      return sql`(case ${candidates.boardStatus} when 'board-certified' then ${part('board-certified')} when 'board-eligible' then ${part('board-eligible')} when 'not-board-certified' then ${part('not-board-certified')} else ${f(boardPartOf(-1, wanted))} end)`;
    }
    case 'experience': {
      const minimum = cleanExperience(target.minExperience ?? 0);
      const years = sql`greatest(${candidates.yearsOfExperience}, 0)`;
      return sql`(case when ${years} >= ${minimum}::int then ${f(1)} else ${years}::float8 / ${f(minimum)} end)`;
    }
    case 'yearAvailable': {
      const late = sql`(greatest(${candidates.yearAvailable}, ${nowYear}::int) - ${target.yearAvailable ?? nowYear}::int)`;
      return sql`(case when ${late} <= 0 then ${f(1)} else greatest(${f(0)}, ${f(1)} - ${late}::float8 / ${f(YEARS_LATE_LIMIT)}) end)`;
    }
  }
}

/**
 * The match score as one SQL expression over the `candidates` row: `matchScore(candidate, target, weights)`
 * of @medhire/domain, operation by operation (the same double-precision constants, parts, sum order and
 * rounding), so the database can order 100 000 candidates by it and both sides agree on every integer.
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
