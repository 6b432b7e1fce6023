import {
  type Applicant,
  type ApplicantMatch,
  type ApplicantQuery,
  candidatePreferencesSchema,
  type FactorWeights,
  matchScore,
  type ProbeAnswer,
  probeWeights,
  type ScoredFor,
  type ScoredLocation,
  type ScoreTarget,
  specialties,
  subSpecialties,
  targetFromJob,
  targetFromPreferences,
} from '@medhire/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  candidateCounts,
  candidates,
  conversations,
  jobs,
  matches,
  notAFits,
  preferenceProbes,
  savedCandidates,
} from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { AuthenticatedEmployer } from '../auth/sessions.js';
import { inJobScope, type JobScope, jobInScope } from '../jobs/hiring-team.js';
import { type FilterFacts, type KeptCounts, scoredCandidatesSql, scoreLevels } from './score-sql.js';

export const JOB_NOT_FOUND_MESSAGE = 'This job was not found.';
export const CANDIDATE_NOT_FOUND_MESSAGE = 'This candidate was not found.';
/** The saved list answers at most this many candidates (best scores first). */
export const SAVED_LIST_LIMIT = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

const jobNotFound = () => new AppError(404, 'NOT_FOUND', JOB_NOT_FOUND_MESSAGE);
const candidateNotFound = () => new AppError(404, 'NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);

/** What a candidate is scored against, and with which weights. */
export interface ScoringContext {
  /** What the score is for, as the answers name it. */
  scoredFor: ScoredFor;
  target: ScoreTarget;
  weights: FactorWeights;
  nowYear: number;
}

const currentYear = () => new Date().getUTCFullYear();

interface JobDetails {
  requiredQualifications?: unknown;
  minExperience?: unknown;
}

/**
 * The scoring context: the employer's job `jobId` (any other employer's job, or an id that is not one, is 404
 * "This job was not found.") or, without a job, the employer's candidate preferences, measured to the
 * organization's locations; weighted by the employer's would-you-rather answers.
 */
export async function scoringContext(
  db: Db,
  employer: AuthenticatedEmployer,
  jobId: string | undefined,
  nowYear = currentYear(),
): Promise<ScoringContext> {
  const probes = await db
    .select({ id: preferenceProbes.id, weights: preferenceProbes.weights })
    .from(preferenceProbes);
  const answers = (Array.isArray(employer.preferenceProbe) ? employer.preferenceProbe : []).filter(
    (answer): answer is ProbeAnswer =>
      typeof answer === 'object' &&
      answer !== null &&
      typeof (answer as ProbeAnswer).probeId === 'string' &&
      typeof (answer as ProbeAnswer).choice === 'string',
  );
  const weights = probeWeights(answers, probes);
  if (jobId === undefined) {
    const preferences = candidatePreferencesSchema.safeParse(employer.candidatePreferences ?? {});
    const locations = Array.isArray(employer.locationsDetails)
      ? (employer.locationsDetails as ScoredLocation[])
      : [];
    return {
      scoredFor: { kind: 'preferences' },
      target: targetFromPreferences(preferences.success ? preferences.data : {}, locations),
      weights,
      nowYear,
    };
  }
  const job = await findOwnJob(db, employer.id, jobId);
  const details = job.details as JobDetails;
  const qualifications = Array.isArray(details.requiredQualifications) ? details.requiredQualifications : [];
  const boardStatus = qualifications.includes('board-certified')
    ? 'board-certified'
    : qualifications.includes('board-eligible')
      ? 'board-eligible'
      : undefined;
  const minExperience =
    typeof details.minExperience === 'number' &&
    Number.isInteger(details.minExperience) &&
    details.minExperience >= 0
      ? details.minExperience
      : undefined;
  const target = targetFromJob(
    {
      specialty: job.specialty,
      subSpecialty: job.subSpecialty,
      locations: job.locations as Parameters<typeof targetFromJob>[0]['locations'],
      ...(boardStatus ? { boardStatus } : {}),
      ...(minExperience !== undefined ? { minExperience } : {}),
    },
    nowYear,
  );
  return { scoredFor: { kind: 'job', jobId: job.id, title: job.title }, target, weights, nowYear };
}

/** The employer's own job, or 404 "This job was not found." (also for another employer's job). */
export async function findOwnJob(db: Db, employerId: string, jobId: string) {
  if (!isUuid(jobId)) throw jobNotFound();
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)));
  if (!job) throw jobNotFound();
  return job;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Specialty and sub-specialty ids whose names contain the word (case-insensitive). */
function enumIdsNamed(word: string): { specialtyIds: string[]; subSpecialtyIds: string[] } {
  const lower = word.toLowerCase();
  return {
    specialtyIds: specialties
      .filter((item) => item.name.toLowerCase().includes(lower))
      .map((item) => item.id),
    subSpecialtyIds: subSpecialties
      .filter((item) => item.name.toLowerCase().includes(lower))
      .map((item) => item.id),
  };
}

const inList = (values: readonly string[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * The explore filters as SQL conditions. Text: every word must appear in the first or last name, the bio,
 * or the name of the specialty or sub-specialty.
 */
export function filterConditions(query: Partial<ApplicantQuery>): SQL[] {
  const conditions: SQL[] = [];
  if (query.specialty) conditions.push(sql`${candidates.specialty} = ${query.specialty}`);
  if (query.subSpecialty) conditions.push(sql`${candidates.subSpecialty} = ${query.subSpecialty}`);
  if (query.state) conditions.push(sql`${candidates.homeState} = ${query.state}`);
  if (query.boardStatus) conditions.push(sql`${candidates.boardStatus} = ${query.boardStatus}`);
  if (query.minExperience !== undefined)
    conditions.push(sql`${candidates.yearsOfExperience} >= ${query.minExperience}`);
  if (query.yearAvailable !== undefined)
    conditions.push(sql`${candidates.yearAvailable} <= ${query.yearAvailable}`);
  const words = (query.queryText ?? '')
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 8);
  for (const word of words) {
    const pattern = `%${escapeLike(word)}%`;
    const { specialtyIds, subSpecialtyIds } = enumIdsNamed(word);
    const alternatives: SQL[] = [
      sql`${candidates.firstName} ilike ${pattern}`,
      sql`${candidates.lastName} ilike ${pattern}`,
      // The bio compares case-insensitively in the C collation (ASCII letters): about twice as fast on PGlite.
      sql`${candidates.bio} collate "C" ilike ${pattern}`,
    ];
    if (specialtyIds.length > 0) alternatives.push(sql`${candidates.specialty} in (${inList(specialtyIds)})`);
    if (subSpecialtyIds.length > 0)
      alternatives.push(sql`${candidates.subSpecialty} in (${inList(subSpecialtyIds)})`);
    conditions.push(sql`(${sql.join(alternatives, sql` or `)})`);
  }
  return conditions;
}

interface RankedRow extends Record<string, unknown> {
  id: string;
  first_name: string;
  last_name: string;
  provider_type: string;
  specialty: string;
  sub_specialty: string | null;
  home_city: string | null;
  home_state: string;
  latitude: number;
  longitude: number;
  board_status: string;
  years_of_experience: number;
  year_available: number;
  training: Record<string, unknown> | string;
  licenses: string[] | string;
  bio: string;
  score: number;
  saved: boolean;
  matches: ApplicantMatch[] | string;
}

const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export interface ApplicantSearch {
  employerId: string;
  context: ScoringContext;
  conditions: SQL[];
  limit: number;
  offset: number;
  /** Whether to count every matching candidate (`scan`, counted first) or not (`none`: lists without a total). */
  total?: 'scan' | 'none';
  /** The jobs the viewer may see: each candidate's matches list only those (a hiring manager's). */
  scope?: JobScope;
  /** What the filters fix for every matching candidate (explore's filters), for ranking the best levels first. */
  facts?: FilterFacts;
  /** A statement answering the total (`total`) from the kept counts, instead of counting the matching rows. */
  totalFromCounts?: SQL;
  /** At most this many candidates match (one applicant: 1), when they are not counted. */
  atMost?: number;
}

/** When the best levels are ranked first (`rankPage`): the defaults, which tests change to exercise both paths. */
export interface LevelTuning {
  /** Up to this many matching candidates are scored all at once; above it, the best levels are ranked first. */
  scoreAllUpTo: number;
  /** Pages reaching deeper than this rank are scored all at once. */
  levelsUpToRank: number;
  /** How many levels are tried before every matching candidate is scored. */
  maxLevelRounds: number;
  /** The first level ranked is the highest one estimated to hold this many times the candidates needed. */
  headroom: number;
}

const LEVEL_TUNING: LevelTuning = {
  scoreAllUpTo: 3000,
  levelsUpToRank: 2000,
  maxLevelRounds: 4,
  headroom: 2,
};

/** Every matching candidate scored, no level first. */
const SCORE_EVERY_MATCH: LevelTuning = { ...LEVEL_TUNING, levelsUpToRank: 0 };

interface ScoredRow extends Record<string, unknown> {
  id: string;
  score: number | string;
}

/** How long the kept counts read for estimates are reused (an estimate only chooses where ranking starts). */
const COUNTS_REUSED_MS = 60_000;
const keptCountsRead = new WeakMap<Db, { at: number; counts: Promise<KeptCounts> }>();

/** The kept per-value candidate counts (`candidate_counts`), read at most once a minute per database. */
function keptCounts(db: Db): Promise<KeptCounts> {
  const cached = keptCountsRead.get(db);
  if (cached && Date.now() - cached.at < COUNTS_REUSED_MS) return cached.counts;
  const counts = db
    .select({
      dimension: candidateCounts.dimension,
      value: candidateCounts.value,
      count: candidateCounts.count,
    })
    .from(candidateCounts)
    .then((rows) => {
      const byDimension = new Map<string, Map<string, number>>();
      for (const row of rows) {
        const values = byDimension.get(row.dimension) ?? new Map<string, number>();
        values.set(row.value, Number(row.count));
        byDimension.set(row.dimension, values);
      }
      return byDimension;
    });
  keptCountsRead.set(db, { at: Date.now(), counts });
  counts.catch(() => keptCountsRead.delete(db));
  return counts;
}

/**
 * The lowest and highest home latitude in the state (the home-state filter's bound on the distance part), read
 * from the (home_state, latitude) index; null when nobody lives there.
 */
async function stateLatitudes(db: Db, state: string): Promise<{ min: number; max: number } | null> {
  const { rows } = await db.execute<{ min: number | string | null; max: number | string | null }>(
    sql`select min(${candidates.latitude}) as min, max(${candidates.latitude}) as max from ${candidates}
      where ${candidates.homeState} = ${state}`,
  );
  const [row] = rows;
  return row?.min == null || row.max == null ? null : { min: Number(row.min), max: Number(row.max) };
}

/**
 * The ids and scores of the candidates ranked `offset + 1` to `offset + limit` by the SQL score (best first,
 * then last name, first name, id), and the level they were found at (undefined: every matching candidate was
 * scored). With many candidates to rank, the region of a level (see `scoreLevels`: every candidate who can
 * score that much, and some who cannot) is ranked first — the highest level the kept counts estimate to hold
 * enough candidates, then lower ones — until one holds `offset + limit` candidates: its `offset + limit`-th best
 * score S is a score the true one at that rank reaches, so no candidate outside S's region can be on the page.
 * When S is the level itself, the page is already found; otherwise S's region is ranked (one more statement).
 * Ties keep their order: every candidate who can score S or more is ranked. The estimates choose only where
 * to start, never what the page holds.
 */
export async function rankPage(
  db: Db,
  context: ScoringContext,
  where: SQL | undefined,
  {
    limit,
    offset,
    matching,
    facts = {},
  }: { limit: number; offset: number; matching: number | undefined; facts?: FilterFacts },
  tuning: LevelTuning = LEVEL_TUNING,
): Promise<{ rows: ScoredRow[]; level: number | undefined }> {
  const matchingIn = (region: SQL) => (where ? sql`${where} and ${region}` : region);
  const rank = async (region: SQL | undefined | readonly SQL[], take: number, skip: number) => {
    const condition =
      region === undefined
        ? where
        : Array.isArray(region)
          ? region.map(matchingIn)
          : matchingIn(region as SQL);
    const scored = scoredCandidatesSql(context.target, context.weights, context.nowYear, condition);
    const { rows } = await db.execute<ScoredRow>(sql`
      select scored.id, scored.score from (${scored}) as scored
      order by scored.score desc, scored.last_name, scored.first_name, scored.id
      limit ${take} offset ${skip}`);
    return rows;
  };
  const needed = offset + limit;
  if ((matching === undefined || matching > tuning.scoreAllUpTo) && needed <= tuning.levelsUpToRank) {
    const withLatitudes =
      facts.state !== undefined && facts.latitudes === undefined
        ? { ...facts, latitudes: await stateLatitudes(db, facts.state) }
        : facts;
    const { top, region, share } = scoreLevels(
      context.target,
      context.weights,
      context.nowYear,
      withLatitudes,
    );
    const counts = await keptCounts(db);
    const candidatesToRank = matching ?? counts.get('all')?.get('') ?? 0;
    // From the best score the filters allow down: the highest level estimated to hold enough candidates, then
    // lower ones (estimated to hold several times more) until one holds `needed` candidates who reach it…
    let wanted = needed * tuning.headroom;
    let level = top + 1;
    // …or, at the end, the best score that `needed` candidates are known to reach (see below).
    let reachedByEnough = 0;
    for (let round = 0; round < tuning.maxLevelRounds; round += 1) {
      level -= 1;
      while (level > reachedByEnough + 1 && candidatesToRank * share(level, counts) < wanted) level -= 1;
      if (level <= reachedByEnough) break;
      const condition = region(level);
      if (condition === undefined) break;
      if (condition !== false) {
        const rows = await rank(condition, needed, 0);
        const last = rows[needed - 1];
        if (last !== undefined) {
          const reached = Number(last.score);
          if (reached >= level) return { rows: rows.slice(offset), level };
          // `needed` candidates reach `reached`: the one at that rank does too.
          reachedByEnough = Math.max(reachedByEnough, reached);
        }
      }
      wanted *= 4;
    }
    // Only the candidates who can reach the score `needed` of them are known to reach can be on the page.
    if (reachedByEnough > 0) {
      const enough = region(reachedByEnough);
      // None can (a candidate who came in between the statements, outside the state's latitudes read first): the
      // whole ranking below.
      if (enough !== false)
        return {
          rows: await rank(enough, limit, offset),
          level: enough === undefined ? undefined : reachedByEnough,
        };
    }
  }
  return { rows: await rank(undefined, limit, offset), level: undefined };
}

/**
 * Candidates matching `conditions`, ordered by the SQL score (best first, then last name, first name, id),
 * one page of them (and the total, counted first), each page row with the employer's saved flag and matches;
 * the page's scores and reasons then come from the domain's `matchScore`.
 */
export async function searchApplicants(
  db: Db,
  {
    employerId,
    context,
    conditions,
    limit,
    offset,
    total: counting = 'scan',
    scope = null,
    facts,
    totalFromCounts,
    atMost,
  }: ApplicantSearch,
): Promise<{ items: Applicant[]; total: number }> {
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
  let total: number | undefined;
  let page: ScoredRow[] | undefined;
  if (counting === 'scan' && totalFromCounts === undefined && facts?.text) {
    // A text search matches few enough to score them all: counted and ranked in one statement (the matching
    // rows are found once, through the trigram indexes).
    const scored = scoredCandidatesSql(context.target, context.weights, context.nowYear, where);
    const { rows } = await db.execute<ScoredRow & { total: number | string }>(sql`
      select scored.id, scored.score, count(*) over () as total from (${scored}) as scored
      order by scored.score desc, scored.last_name, scored.first_name, scored.id
      limit ${limit} offset ${offset}`);
    if (rows[0] !== undefined) {
      total = Number(rows[0].total);
      page = rows;
    } else if (offset === 0) {
      // Nothing on the first page: nothing matches (no second pass to count it).
      total = 0;
      page = [];
    }
  }
  if (counting === 'scan' && total === undefined) {
    const counted = await db.execute<{ total: number | string }>(
      totalFromCounts ??
        sql`select count(*) as total from ${candidates} ${where ? sql`where ${where}` : sql``}`,
    );
    total = Number(counted.rows[0]?.total ?? 0);
  }
  // A page past the last candidate is empty: nothing to rank.
  page ??=
    total !== undefined && offset >= total
      ? []
      : (
          await rankPage(
            db,
            context,
            where,
            { limit, offset, matching: total ?? atMost, facts },
            // Without explore's filters (the saved list, one applicant) every matching candidate is scored: they
            // are few, and the kept counts say nothing of them.
            facts === undefined ? SCORE_EVERY_MATCH : LEVEL_TUNING,
          )
        ).rows;
  if (page.length === 0) return { items: [], total: total ?? 0 };
  const ranked = sql.join(
    page.map((row, index) => sql`(${row.id}::uuid, ${Number(row.score)}::int, ${index}::int)`),
    sql`, `,
  );
  const result = await db.execute<RankedRow>(sql`
    with ranked (id, score, position) as (values ${ranked})
    select c.id, c.first_name, c.last_name, c.provider_type, c.specialty, c.sub_specialty, c.home_city,
      c.home_state, c.latitude, c.longitude, c.board_status, c.years_of_experience, c.year_available,
      c.training, c.licenses, c.bio, ranked.score,
      exists (
        select 1 from ${savedCandidates} s where s.employer_id = ${employerId} and s.candidate_id = c.id
      ) as saved,
      coalesce((
        select json_agg(json_build_object(
          '_id', m.id, 'jobId', m.job_id, 'jobTitle', j.title,
          'requestStatus', m.request_status, 'pipelineStatus', m.pipeline_status, 'conversationId', cv.id
        ) order by m.created_at desc)
        from ${matches} m join ${jobs} j on j.id = m.job_id
          left join ${conversations} cv on cv.match_id = m.id
        where m.employer_id = ${employerId} and m.candidate_id = c.id${
          scope === null ? sql`` : sql` and m.job_id = any(${sql.param([...scope])}::uuid[])`
        }
      ), '[]'::json) as matches
    from ranked join ${candidates} c on c.id = ranked.id
    order by ranked.position
  `);
  return {
    items: result.rows.map((row) => toApplicantView(row, context)),
    total: total ?? result.rows.length,
  };
}

function toApplicantView(row: RankedRow, context: ScoringContext): Applicant {
  const candidate = {
    specialty: row.specialty,
    subSpecialty: row.sub_specialty,
    homeCity: row.home_city,
    homeState: row.home_state,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    boardStatus: row.board_status,
    yearsOfExperience: Number(row.years_of_experience),
    yearAvailable: Number(row.year_available),
  };
  const { score, reasons } = matchScore(candidate, context.target, context.weights, {
    nowYear: context.nowYear,
  });
  const training = parseJson(row.training) as {
    medicalSchool?: unknown;
    residency?: unknown;
    fellowship?: unknown;
  };
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    providerType: row.provider_type,
    specialty: row.specialty,
    ...(row.sub_specialty ? { subSpecialty: row.sub_specialty } : {}),
    ...(row.home_city ? { homeCity: row.home_city } : {}),
    homeState: row.home_state,
    boardStatus: row.board_status,
    yearsOfExperience: candidate.yearsOfExperience,
    yearAvailable: candidate.yearAvailable,
    training: {
      medicalSchool: String(training.medicalSchool ?? ''),
      residency: String(training.residency ?? ''),
      ...(typeof training.fellowship === 'string' ? { fellowship: training.fellowship } : {}),
    },
    licenses: parseJson(row.licenses),
    bio: row.bio,
    score,
    reasons,
    scoredFor: context.scoredFor,
    saved: Boolean(row.saved),
    matches: parseJson(row.matches).map((match) => ({
      _id: match._id,
      jobId: match.jobId,
      jobTitle: match.jobTitle,
      requestStatus: match.requestStatus,
      pipelineStatus: match.pipelineStatus,
      conversationId: match.conversationId ?? null,
    })),
  };
}

const matchedByEmployer = (employerId: string, jobId?: string, scope: JobScope = null) =>
  sql`exists (select 1 from ${matches} m where m.candidate_id = ${candidates.id} and m.employer_id = ${employerId}${
    jobId ? sql` and m.job_id = ${jobId}` : sql``
  }${scope === null ? sql`` : sql` and m.job_id = any(${sql.param([...scope])}::uuid[])`})`;

/** Not passed on for the job ("not a fit", issue 17): the unique (job, candidate) index answers it. */
const notPassedOnFor = (jobId: string) =>
  sql`not exists (select 1 from ${notAFits} p where p.job_id = ${jobId} and p.candidate_id = ${candidates.id})`;

/** Explore: every candidate, filtered, scored for the job or the preferences, one page. */
export async function exploreApplicants(db: Db, employer: AuthenticatedEmployer, query: ApplicantQuery) {
  const context = await scoringContext(db, employer, query.jobId);
  const { items, total } = await searchApplicants(db, {
    employerId: employer.id,
    context,
    conditions: [
      ...filterConditions(query),
      // Scoring for a job: the candidates passed on for it ("not a fit") are left out.
      ...(context.scoredFor.kind === 'job' ? [notPassedOnFor(context.scoredFor.jobId)] : []),
    ],
    limit: query.pageSize,
    offset: (query.pageNumber - 1) * query.pageSize,
    facts: filterFacts(query),
    ...(context.scoredFor.kind === 'preferences' ? { totalFromCounts: totalFromCounts(query) } : {}),
  });
  return { items, total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/**
 * The explore total from the kept per-value counts (`candidate_counts`) when at most one filter is set and it is
 * not the text: every candidate, one state, board status, specialty or sub-specialty, at least N years of
 * experience, available by a year. Undefined otherwise (the matching rows are counted).
 */
export function totalFromCounts(query: Partial<ApplicantQuery>): SQL | undefined {
  if ((query.queryText ?? '').trim() !== '') return undefined;
  const set: SQL[] = [];
  const value = sql`${candidateCounts.value}`;
  // The value is read (and, for years, cast) only in the dimension's rows: a case keeps the order.
  const dimension = (name: string, condition: SQL) =>
    sql`${candidateCounts.dimension} = ${name} and (case when ${candidateCounts.dimension} = ${name} then ${condition} end)`;
  if (query.specialty) set.push(dimension('specialty', sql`${value} = ${query.specialty}`));
  if (query.subSpecialty) set.push(dimension('sub_specialty', sql`${value} = ${query.subSpecialty}`));
  if (query.state) set.push(dimension('home_state', sql`${value} = ${query.state}`));
  if (query.boardStatus) set.push(dimension('board_status', sql`${value} = ${query.boardStatus}`));
  if (query.minExperience !== undefined)
    set.push(dimension('years_of_experience', sql`${value}::int >= ${query.minExperience}`));
  if (query.yearAvailable !== undefined)
    set.push(dimension('year_available', sql`${value}::int <= ${query.yearAvailable}`));
  if (set.length > 1) return undefined;
  const [only = dimension('all', sql`${value} = ''`)] = set;
  return sql`select coalesce(sum(${candidateCounts.count}), 0) as total from ${candidateCounts} where ${only}`;
}

/** What the explore filters fix for every candidate they let through (see `scoreLevels`). */
export function filterFacts(query: Partial<ApplicantQuery>): FilterFacts {
  return {
    ...(query.specialty ? { specialty: query.specialty } : {}),
    ...(query.subSpecialty ? { subSpecialty: query.subSpecialty } : {}),
    ...(query.boardStatus ? { boardStatus: query.boardStatus } : {}),
    ...(query.state ? { state: query.state } : {}),
    ...((query.queryText ?? '').trim() !== '' ? { text: true } : {}),
  };
}

/**
 * Recommended: the best-scored candidates not yet matched to the job (with `jobId`) or, without one, not yet
 * matched to any of the employer's jobs.
 */
export async function recommendedApplicants(
  db: Db,
  employer: AuthenticatedEmployer,
  query: { jobId?: string; limit: number },
) {
  const context = await scoringContext(db, employer, query.jobId);
  const { items } = await searchApplicants(db, {
    employerId: employer.id,
    context,
    conditions: [sql`not ${matchedByEmployer(employer.id, query.jobId)}`],
    limit: query.limit,
    offset: 0,
    total: 'none',
  });
  return { items };
}

/** The employer's saved candidates, scored for the preferences, best first. */
export async function savedApplicants(db: Db, employer: AuthenticatedEmployer) {
  const context = await scoringContext(db, employer, undefined);
  const { items } = await searchApplicants(db, {
    employerId: employer.id,
    context,
    conditions: [
      sql`exists (select 1 from ${savedCandidates} s where s.employer_id = ${employer.id} and s.candidate_id = ${candidates.id})`,
    ],
    limit: SAVED_LIST_LIMIT,
    offset: 0,
    total: 'none',
  });
  return { items };
}

async function assertCandidateExists(db: Db, candidateId: string): Promise<void> {
  if (!isUuid(candidateId)) throw candidateNotFound();
  const [found] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!found) throw candidateNotFound();
}

/**
 * Whether the candidate is connected to one of the employer's jobs (applied, or invited): their profile is then
 * the employer's own data, readable in every signed-in account state.
 */
export async function isConnectedCandidate(
  db: Db,
  employerId: string,
  candidateId: string,
  scope: JobScope = null,
): Promise<boolean> {
  if (!isUuid(candidateId)) return false;
  const [found] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(
      and(
        eq(matches.employerId, employerId),
        eq(matches.candidateId, candidateId),
        inJobScope(matches.jobId, scope),
      ),
    )
    .limit(1);
  return Boolean(found);
}

/** Saves a candidate to the employer's list (saving twice keeps one entry). */
export async function saveCandidate(db: Db, employerId: string, candidateId: string) {
  await assertCandidateExists(db, candidateId);
  await db.insert(savedCandidates).values({ employerId, candidateId }).onConflictDoNothing();
  return { saved: true };
}

/** Removes a candidate from the employer's list (removing one not saved answers the same). */
export async function unsaveCandidate(db: Db, employerId: string, candidateId: string) {
  await assertCandidateExists(db, candidateId);
  await db
    .delete(savedCandidates)
    .where(and(eq(savedCandidates.employerId, employerId), eq(savedCandidates.candidateId, candidateId)));
  return { saved: false };
}

/**
 * The candidates who applied to, or were invited to, the employer's jobs in `scope` (one job with `jobId`; a job
 * out of scope answers 404).
 */
export async function employerApplicants(
  db: Db,
  employer: AuthenticatedEmployer,
  query: { jobId?: string; pageNumber: number; pageSize: number },
  scope: JobScope = null,
) {
  if (query.jobId !== undefined && !jobInScope(scope, query.jobId)) throw jobNotFound();
  const context = await scoringContext(db, employer, query.jobId);
  const { items, total } = await searchApplicants(db, {
    employerId: employer.id,
    context,
    conditions: [matchedByEmployer(employer.id, query.jobId, scope)],
    scope,
    limit: query.pageSize,
    offset: (query.pageNumber - 1) * query.pageSize,
  });
  return { items, total, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/** One candidate with the score's reasons, for the job when `jobId` is sent (a job in `scope`). */
export async function findApplicant(
  db: Db,
  employer: AuthenticatedEmployer,
  candidateId: string,
  jobId: string | undefined,
  scope: JobScope = null,
): Promise<Applicant> {
  if (!isUuid(candidateId)) throw candidateNotFound();
  if (jobId !== undefined && !jobInScope(scope, jobId)) throw jobNotFound();
  const context = await scoringContext(db, employer, jobId);
  const { items } = await searchApplicants(db, {
    employerId: employer.id,
    context,
    conditions: [sql`${candidates.id} = ${candidateId}`],
    limit: 1,
    offset: 0,
    total: 'none',
    atMost: 1,
    scope,
  });
  const [applicant] = items;
  if (!applicant) throw candidateNotFound();
  return applicant;
}
