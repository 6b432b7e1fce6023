// Measures explore: seeds generated candidates (100 000 by default) into a temporary PGlite and, with a
// PostgreSQL URL (--database-url, else DATABASE_URL), into a temporary database on that server; signs in an
// employer with full candidate preferences and probe answers, and times GET /employer/applicants/explore through
// app.inject: no filter, text search, each single filter, every filter at once, and a deep page. Writes
// p50/p95/p99 to docs/perf.md: the "Explore" section for the default 100 000 candidates, its own section for
// another count (the 1 000 000-candidate PostgreSQL run: --candidates 1000000 --no-pglite, ~15 min to seed).
// Target: p95 ≤ 100 ms for every row at 100 000 candidates, ≤ 150 ms on PostgreSQL at 1 000 000.
//
// The server code runs from apps/api/src through tsx (the same code tsup bundles into dist/; the time is in
// the database), so the figures always match the working tree without a build.
//   node bench/explore.mjs [--candidates 100000] [--requests 200] [--database-url postgres://…] [--no-pglite]
//                          [--no-write] [--only TEXT] [--keep-database NAME] [--pglite-dir DIR]
// Seeding is most of a run (a million candidates take a quarter of an hour), so a seeded database can be kept:
// --keep-database NAME seeds the PostgreSQL database NAME (created when missing) once and leaves it for the next
// run, which migrates it and measures at once; --pglite-dir DIR does the same for PGlite with a data directory
// on disk (the default run's PGlite is in memory: compare runs of the same kind). --only TEXT measures the rows
// whose name contains TEXT (case-insensitive) and writes nothing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importFromApi, loadApi } from './api-source.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: options } = parseArgs({
  options: {
    candidates: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
    'no-pglite': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    only: { type: 'string', default: '' },
    'keep-database': { type: 'string', default: '' },
    'pglite-dir': { type: 'string', default: '' },
  },
});
const CANDIDATES = Number(options.candidates);
const REQUESTS = Number(options.requests);
const WARM_UP = 10;
const DEFAULT_CANDIDATES = 100_000;
const TARGET_P95_MS = CANDIDATES > DEFAULT_CANDIDATES ? 150 : 100;
const DATABASE_URL = options['database-url'];
const ONLY = options.only.toLowerCase();
const WRITE = !options['no-write'] && ONLY === '';
const KEEP_DATABASE = options['keep-database'];
const PGLITE_DIR = options['pglite-dir'];

if (!existsSync(join(root, 'packages/domain/dist/index.js'))) {
  console.error('@medhire/domain is not built: run pnpm build first.');
  process.exit(1);
}
const load = loadApi;
const { sql } = await importFromApi('drizzle-orm');

const { buildApp } = await load('app.ts');
const { loadConfig } = await load('config.ts');
const { createDatabase } = await load('db/client.ts');
const { migrate } = await load('db/migrate.ts');
const { employers } = await load('db/schema.ts');
const { hashPassword } = await load('modules/auth/password.ts');
const { seedPreferenceProbes } = await load('modules/profile/seed.ts');
const { seedCandidates } = await load('modules/candidates/seed.ts');
const { adminQuery, dropPostgresDatabase, randomDatabaseName, withDatabaseName } =
  await load('testing/templates.ts');

const EMAIL = 'bench@clinic.test';
const PASSWORD = 'Bench-Explore-2026!';
const nowYear = new Date().getUTCFullYear();

const explore = '/employer/applicants/explore';
const everyFilter =
  `queryText=sports&specialty=family-medicine&subSpecialty=sports-medicine-family-medicine&state=WI` +
  `&boardStatus=board-certified&minExperience=3&yearAvailable=${nowYear}`;
const allScenarios = [
  ['No filter, first page', explore],
  ['Text search ("sports")', `${explore}?queryText=sports`],
  ['Text search, two words ("college athletes")', `${explore}?queryText=college%20athletes`],
  ['Specialty (Family Medicine)', `${explore}?specialty=family-medicine`],
  ['Sub-specialty (Sports Medicine)', `${explore}?subSpecialty=sports-medicine-family-medicine`],
  ['Home state (Texas)', `${explore}?state=TX`],
  ['Board status (board certified)', `${explore}?boardStatus=board-certified`],
  ['Minimum experience (10 years)', `${explore}?minExperience=10`],
  [`Available by ${nowYear}`, `${explore}?yearAvailable=${nowYear}`],
  ['Every filter at once', `${explore}?${everyFilter}`],
  ['No filter, page 20 (ranks 381–400)', `${explore}?pageNumber=20`],
];
const scenarios = allScenarios.filter(([name]) => name.toLowerCase().includes(ONLY));

function percentile(sorted, fraction) {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function configFor() {
  return {
    ...loadConfig({
      DATA_DIR: join(tmpdir(), 'medhire-bench'),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      // What production mode requires before it starts (a local run: no proxy, test payments, no mail).
      PUBLIC_URL: 'http://127.0.0.1',
      PGLITE_DATA_DIR: join(tmpdir(), 'medhire-bench', 'pglite'),
      TRUST_PROXY: 'false',
      TEST_PAYMENTS: 'true',
      MAIL_DELIVERY: 'off',
      SEED_DEMO: 'false',
    }),
    pgliteDataDir: 'memory://',
    loginRateLimitPerMinute: 1000,
  };
}

async function seed(db) {
  // A bulk load of more than the default: the trigram indexes are built after the rows are in (as for any large
  // import), which is many times faster than keeping them up to date row by row.
  const rebuild =
    CANDIDATES > DEFAULT_CANDIDATES
      ? (
          await db.execute(
            sql`select indexname, indexdef from pg_indexes where tablename = 'candidates' and indexdef like '%gin_trgm_ops%'`,
          )
        ).rows
      : [];
  for (const index of rebuild) await db.execute(sql.raw(`drop index ${index.indexname}`));
  await seedCandidates(db, CANDIDATES);
  for (const index of rebuild) await db.execute(sql.raw(index.indexdef));
  if (rebuild.length > 0) await db.execute(sql`analyze candidates`);
}

/** Migrates the database and seeds it unless a kept one holds the candidates already. */
async function prepare(kind, database) {
  const started = Date.now();
  await migrate(database);
  const { db } = database;
  await seedPreferenceProbes(db);
  const counted = await db.execute(sql`select count(*)::int as count from candidates`);
  const existing = Number(counted.rows[0]?.count ?? 0);
  if (existing > 0 && existing !== CANDIDATES + 1)
    throw new Error(`the kept database holds ${existing} candidates, not ${CANDIDATES + 1}`);
  if (existing === 0) await seed(db);
  console.log(
    `${kind}: migrated${existing > 0 ? ' the kept' : ' and seeded'} ${CANDIDATES.toLocaleString('en-US')} candidates in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function measure(kind, database) {
  const config = configFor();
  const { db } = database;
  await db.delete(employers).where(sql`${employers.email} = ${EMAIL}`);
  await db.insert(employers).values({
    email: EMAIL,
    passwordHash: await hashPassword(PASSWORD),
    accountStatus: 'approved',
    // Explore needs a plan: a subscription the billing module reports as active.
    subscriptionStatus: 'active',
    currentProfileStep: 5,
    // Scored for the preferences, distances are measured to the organization's locations.
    locationsDetails: [
      {
        description: 'Madison, WI',
        city: 'Madison',
        state: 'WI',
        coords: { latitude: 43.07, longitude: -89.4 },
      },
    ],
    candidatePreferences: {
      specialty: ['family-medicine', 'internal-medicine'],
      subSpecialty: ['sports-medicine-family-medicine'],
      homeState: [
        { description: 'Wisconsin', coords: { latitude: 44.27, longitude: -89.62 } },
        { description: 'Illinois', coords: { latitude: 40.35, longitude: -88.99 } },
      ],
      boardCertStatus: 'board-certified',
      minExperience: 3,
      yearAvailableToStart: nowYear,
    },
    preferenceProbe: [
      { probeId: 'local-or-best-fit', choice: 'lives-in-your-state' },
      { probeId: 'start-date-or-experience', choice: 'available-this-year' },
    ],
  });
  if (database.kind === 'postgres') await database.driver.pool.query('analyze');
  else await database.driver.client.exec('analyze');

  const app = await buildApp({ config, database });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/employer/auth/login',
    payload: { email: EMAIL, password: PASSWORD },
  });
  const token = login.json().data.token;
  const results = [];
  for (const [name, url] of scenarios) {
    const loadBefore = loadavg()[0];
    const times = [];
    let total = 0;
    for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
      const start = process.hrtime.bigint();
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      total = response.json().data.total;
      if (index >= WARM_UP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const row = {
      kind,
      name,
      url,
      total,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      p99: percentile(times, 0.99),
      load: `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
    };
    console.log(
      `${kind} | ${name}: ${row.total} matching, p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms (load ${row.load})`,
    );
    results.push(row);
  }
  await app.close();
  return results;
}

const results = [];
if (!options['no-pglite']) {
  const pglite = await createDatabase({ pgliteDataDir: PGLITE_DIR || 'memory://' });
  try {
    await prepare('PGlite', pglite);
    results.push(...(await measure('PGlite', pglite)));
  } finally {
    await pglite.close();
  }
}

if (DATABASE_URL) {
  const name = KEEP_DATABASE || randomDatabaseName('medhire_bench');
  await adminQuery(DATABASE_URL, `create database ${name}`).catch((error) => {
    // A kept database from an earlier run: measured again.
    if (!(KEEP_DATABASE && error.code === '42P04')) throw error;
  });
  const postgres = await createDatabase({ databaseUrl: withDatabaseName(DATABASE_URL, name) });
  try {
    await prepare('PostgreSQL', postgres);
    results.push(...(await measure('PostgreSQL', postgres)));
  } finally {
    await postgres.close();
    if (!KEEP_DATABASE) await dropPostgresDatabase(DATABASE_URL, name);
  }
}

const verdicts = [...new Set(results.map((row) => row.kind))].map((kind) => {
  const rows = results.filter((row) => row.kind === kind);
  const worst = rows.reduce((slowest, row) => (row.p95 > slowest.p95 ? row : slowest));
  const missed = rows.filter((row) => row.p95 > TARGET_P95_MS);
  return missed.length === 0
    ? `${kind}: met (slowest p95 ${worst.p95.toFixed(1)} ms, ${worst.name})`
    : `${kind}: missed by ${missed.length} of ${rows.length} rows (slowest p95 ${worst.p95.toFixed(1)} ms, ${worst.name})`;
});
const verdict = verdicts.join('; ');
console.log(`Target p95 ≤ ${TARGET_P95_MS} ms for every row: ${verdict}`);

if (WRITE) {
  const file = join(root, 'docs/perf.md');
  const key = CANDIDATES === DEFAULT_CANDIDATES ? 'explore:results' : `explore:results-${CANDIDATES}`;
  const section = [
    `<!-- ${key}:start -->`,
    `Measured by \`pnpm bench:explore${CANDIDATES === DEFAULT_CANDIDATES ? '' : ` --candidates ${CANDIDATES}`}\` ` +
      `(\`bench/explore.mjs\`) on ${new Date().toISOString().slice(0, 10)}: ` +
      `${CANDIDATES.toLocaleString('en-US')} generated candidates, an employer with full candidate preferences ` +
      `(two specialties, a sub-specialty, two home states, board status, experience, year) and probe answers; ` +
      `${REQUESTS} requests per row after ${WARM_UP} warm-up ones, one at a time through \`app.inject\` ` +
      `(Node ${process.version}, ${cpus().length} cores: ${cpus()[0]?.model ?? 'unknown CPU'}; the 1-minute load ` +
      `average is given per row, at its start and end: other work on the machine inflates the tails).`,
    `Target: p95 ≤ ${TARGET_P95_MS} ms for every row — ${verdict}.`,
    '',
    '| Database | Request | Matching | p50 | p95 | p99 | Load |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (row) =>
        `| ${row.kind} | ${row.name} | ${row.total.toLocaleString('en-US')} | ${row.p50.toFixed(1)} ms | ` +
        `${row.p95.toFixed(1)} ms | ${row.p99.toFixed(1)} ms | ${row.load} |`,
    ),
    `<!-- ${key}:end -->`,
  ].join('\n');
  const current = readFileSync(file, 'utf8');
  const pattern = new RegExp(`<!-- ${key}:start -->[\\s\\S]*?<!-- ${key}:end -->`);
  const next = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  console.log(`Wrote docs/perf.md (${key}).`);
}
