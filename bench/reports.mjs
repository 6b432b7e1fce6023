// Measures the reports: seeds generated candidates (100 000 by default) into a temporary PGlite and, with a
// PostgreSQL URL (--database-url, else TEST_DATABASE_URL or DATABASE_URL), into a temporary database on that
// server; gives one employer twenty jobs posted over two years and 10 000 matches (applications and invites) with
// their pipeline moves in the activity log (about 24 000), and another employer a tenth of that so the
// organization filter has work to do; then times each report (funnel, time in each step, time to fill, applied
// versus invited) through app.inject over the last 90 days, the last 12 months, two years (the longest range) and
// one job over 12 months. Writes p50/p95/p99 to docs/perf.md, section "Reports". Target: p95 ≤ 200 ms every row.
//
// The server code runs from apps/api/src through tsx (the same code tsup bundles into dist/), so the figures
// always match the working tree without a build of the API.
//   node bench/reports.mjs [--candidates 100000] [--matches 10000] [--requests 100] [--database-url postgres://…]
//                          [--no-pglite] [--no-write]
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
    matches: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '100' },
    'database-url': {
      type: 'string',
      default: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? '',
    },
    'no-pglite': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const CANDIDATES = Number(options.candidates);
const MATCHES = Number(options.matches);
const REQUESTS = Number(options.requests);
const WARM_UP = 5;
const TARGET_P95_MS = 200;
const DATABASE_URL = options['database-url'];
const JOBS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

if (!existsSync(join(root, 'packages/domain/dist/index.js'))) {
  console.error('@medhire/domain is not built: run pnpm build first.');
  process.exit(1);
}
const { sql } = await importFromApi('drizzle-orm');
const { buildApp } = await loadApi('app.ts');
const { loadConfig } = await loadApi('config.ts');
const { createDatabase } = await loadApi('db/client.ts');
const { migrate } = await loadApi('db/migrate.ts');
const { activity, candidates, employers, jobs, matches } = await loadApi('db/schema.ts');
const { hashPassword } = await loadApi('modules/auth/password.ts');
const { seedPreferenceProbes } = await loadApi('modules/profile/seed.ts');
const { seedCandidates } = await loadApi('modules/candidates/seed.ts');
const { adminQuery, dropPostgresDatabase, randomDatabaseName, withDatabaseName } =
  await loadApi('testing/templates.ts');

const EMAIL = 'bench-reports@clinic.test';
const PASSWORD = 'Bench-Reports-2026!';
const steps = ['Shortlisted', 'Submitted', 'Interview', 'Offer', 'Hired'];

/** The same numbers on every run. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const dayOf = (date) => date.toISOString().slice(0, 10);

function percentile(sorted, fraction) {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** An employer with `jobCount` jobs over two years and `matchCount` matches with their moves. */
async function seedEmployer(db, { email, jobCount, matchCount, candidateIds, seed }) {
  const random = generator(seed);
  const now = Date.now();
  const [employer] = await db
    .insert(employers)
    .values({
      email,
      passwordHash: await hashPassword(PASSWORD),
      accountStatus: 'approved',
      subscriptionStatus: 'active',
      currentProfileStep: 5,
      organizationName: email,
    })
    .returning({ id: employers.id });
  const jobRows = await db
    .insert(jobs)
    .values(
      Array.from({ length: jobCount }, (_, index) => ({
        employerId: employer.id,
        title: `Bench job ${index + 1}`,
        specialty: 'family-medicine',
        status: index % 4 === 0 ? 'closed' : 'open',
        createdAt: new Date(now - (740 - index * 30) * DAY_MS),
      })),
    )
    .returning({ id: jobs.id, createdAt: jobs.createdAt });
  const matchRows = [];
  const moveRows = [];
  for (let index = 0; index < matchCount; index += 1) {
    const job = jobRows[index % jobRows.length];
    const candidateId = candidateIds[index % candidateIds.length];
    const posted = job.createdAt.getTime();
    const createdAt = new Date(posted + random() * Math.max(1, now - posted - 20 * DAY_MS));
    const origin = random() < 0.4 ? 'invite' : 'application';
    const answer = random();
    const requestStatus =
      origin === 'invite' && answer < 0.15
        ? 'declined'
        : origin === 'invite' && answer < 0.2
          ? 'pending'
          : 'accepted';
    const reach = random();
    const furthest = reach < 0.4 ? 1 : reach < 0.65 ? 2 : reach < 0.82 ? 3 : reach < 0.93 ? 4 : 5;
    const rejected = requestStatus === 'accepted' && furthest < 5 && random() < 0.6;
    let at = createdAt.getTime();
    if (requestStatus === 'accepted') {
      for (let step = 1; step < furthest; step += 1) {
        const since = new Date(Math.min(at, now));
        at += (1 + random() * 9) * DAY_MS;
        moveRows.push({
          employerId: employer.id,
          actorRole: 'owner',
          kind: 'pipeline-moved',
          jobId: job.id,
          candidateId,
          fromStatus: steps[step - 1],
          toStatus: steps[step],
          stayStartedAt: since,
          createdAt: new Date(Math.min(at, now)),
        });
      }
      if (rejected) {
        const since = new Date(Math.min(at, now));
        at += (1 + random() * 5) * DAY_MS;
        moveRows.push({
          employerId: employer.id,
          actorRole: 'owner',
          kind: 'pipeline-moved',
          jobId: job.id,
          candidateId,
          fromStatus: steps[furthest - 1],
          toStatus: 'Rejected',
          stayStartedAt: since,
          createdAt: new Date(Math.min(at, now)),
        });
      }
    }
    matchRows.push({
      jobId: job.id,
      employerId: employer.id,
      candidateId,
      requestStatus,
      origin,
      pipelineStatus:
        requestStatus !== 'accepted' ? 'Shortlisted' : rejected ? 'Rejected' : steps[furthest - 1],
      createdAt,
      updatedAt: new Date(Math.min(at, now)),
    });
    // Other activity of the same jobs (notes, invites): rows the reports must skip.
    if (index % 2 === 0) {
      moveRows.push({
        employerId: employer.id,
        actorRole: 'owner',
        kind: 'note-added',
        jobId: job.id,
        candidateId,
        createdAt,
      });
    }
  }
  for (let start = 0; start < matchRows.length; start += 1000) {
    await db.insert(matches).values(matchRows.slice(start, start + 1000));
  }
  for (let start = 0; start < moveRows.length; start += 1000) {
    await db.insert(activity).values(moveRows.slice(start, start + 1000));
  }
  return { id: employer.id, jobIds: jobRows.map((job) => job.id), moves: moveRows.length };
}

async function measure(kind, database) {
  const config = {
    ...loadConfig({
      DATA_DIR: join(tmpdir(), 'medhire-bench'),
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
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
  const started = Date.now();
  await migrate(database);
  const { db } = database;
  await seedPreferenceProbes(db);
  await seedCandidates(db, CANDIDATES);
  const candidateIds = (
    await db
      .select({ id: candidates.id })
      .from(candidates)
      .orderBy(sql`md5(${candidates.id}::text)`)
      .limit(MATCHES)
  ).map((row) => row.id);
  const employer = await seedEmployer(db, {
    email: EMAIL,
    jobCount: JOBS,
    matchCount: MATCHES,
    candidateIds,
    seed: 17,
  });
  await seedEmployer(db, {
    email: 'bench-reports-other@clinic.test',
    jobCount: 4,
    matchCount: Math.round(MATCHES / 10),
    candidateIds: candidateIds.slice().reverse(),
    seed: 29,
  });
  if (database.kind === 'postgres') await database.driver.pool.query('analyze');
  else await database.driver.client.exec('analyze');
  console.log(
    `${kind}: seeded ${CANDIDATES.toLocaleString('en-US')} candidates, ${MATCHES.toLocaleString('en-US')} matches ` +
      `and ${employer.moves.toLocaleString('en-US')} activity rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({ config, database });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/employer/auth/login',
    payload: { email: EMAIL, password: PASSWORD },
  });
  const token = login.json().data.token;
  const today = new Date();
  const from = (days) => dayOf(new Date(today.getTime() - (days - 1) * DAY_MS));
  const to = dayOf(today);
  const ranges = [
    ['last 90 days', `from=${from(90)}&to=${to}`],
    ['last 12 months', `from=${from(365)}&to=${to}`],
    ['two years (the longest range)', `from=${from(730)}&to=${to}`],
    ['one job, last 12 months', `from=${from(365)}&to=${to}&jobId=${employer.jobIds[JOBS - 6]}`],
  ];
  const reports = [
    ['Funnel', '/employer/reports/funnel', (data) => data.overall.steps[0].reached],
    [
      'Time in each step',
      '/employer/reports/stage-times',
      (data) => data.stages.reduce((sum, stage) => sum + stage.stays, 0),
    ],
    ['Time to fill', '/employer/reports/time-to-fill', (data) => data.jobs.length],
    [
      'Applied versus invited',
      '/employer/reports/sources',
      (data) => data.sources.reduce((sum, source) => sum + source.matches, 0),
    ],
  ];
  const results = [];
  for (const [report, path, countOf] of reports) {
    for (const [range, query] of ranges) {
      const loadBefore = loadavg()[0];
      const times = [];
      let counted = 0;
      for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
        const start = process.hrtime.bigint();
        const response = await app.inject({
          method: 'GET',
          url: `${path}?${query}`,
          headers: { authorization: `Bearer ${token}` },
        });
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        if (response.statusCode !== 200)
          throw new Error(`${path} answered ${response.statusCode}: ${response.body}`);
        counted = countOf(response.json().data);
        if (index >= WARM_UP) times.push(ms);
      }
      times.sort((a, b) => a - b);
      const row = {
        kind,
        name: `${report}, ${range}`,
        counted,
        p50: percentile(times, 0.5),
        p95: percentile(times, 0.95),
        p99: percentile(times, 0.99),
        load: `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
      };
      console.log(
        `${kind} | ${row.name}: ${row.counted} counted, p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms (load ${row.load})`,
      );
      results.push(row);
    }
  }
  await app.close();
  return results;
}

const results = [];
if (!options['no-pglite']) {
  const pglite = await createDatabase({ pgliteDataDir: 'memory://' });
  try {
    results.push(...(await measure('PGlite', pglite)));
  } finally {
    await pglite.close();
  }
}

let postgresNote = '';
if (DATABASE_URL) {
  const reachable = await adminQuery(DATABASE_URL, 'select 1').then(
    () => true,
    (error) => {
      postgresNote = ` PostgreSQL was not reachable (${error.message}).`;
      return false;
    },
  );
  if (reachable) {
    const name = randomDatabaseName('medhire_bench');
    await adminQuery(DATABASE_URL, `create database ${name}`);
    const postgres = await createDatabase({ databaseUrl: withDatabaseName(DATABASE_URL, name) });
    try {
      results.push(...(await measure('PostgreSQL', postgres)));
    } finally {
      await postgres.close();
      await dropPostgresDatabase(DATABASE_URL, name);
    }
  }
} else {
  postgresNote = ' No PostgreSQL URL was given (TEST_DATABASE_URL or DATABASE_URL): PGlite only.';
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

if (!options['no-write']) {
  const file = join(root, 'docs/perf.md');
  const key = 'reports:results';
  const section = [
    `<!-- ${key}:start -->`,
    `Measured by \`pnpm bench:reports\` (\`bench/reports.mjs\`) on ${new Date().toISOString().slice(0, 10)}: ` +
      `${CANDIDATES.toLocaleString('en-US')} generated candidates; one employer with ${JOBS} jobs posted over two ` +
      `years and ${MATCHES.toLocaleString('en-US')} matches (40% invites) with their pipeline moves and notes in the ` +
      `activity log, another with a tenth of that; ${REQUESTS} requests per row after ${WARM_UP} warm-up ones, one ` +
      `at a time through \`app.inject\` (Node ${process.version}, ${cpus().length} cores: ${cpus()[0]?.model ?? 'unknown CPU'}; ` +
      `the 1-minute load average is given per row, at its start and end: other work on the machine inflates the tails). ` +
      `"Counted" is what the report counts: candidates who entered a pipeline (funnel), stays that ended (time in ` +
      `each step), jobs listed (time to fill), matches (applied versus invited).${postgresNote}`,
    `Target: p95 ≤ ${TARGET_P95_MS} ms for every row — ${verdict}.`,
    '',
    '| Database | Report, range | Counted | p50 | p95 | p99 | Load |',
    '|---|---|---|---|---|---|---|',
    ...results.map(
      (row) =>
        `| ${row.kind} | ${row.name} | ${row.counted.toLocaleString('en-US')} | ${row.p50.toFixed(1)} ms | ` +
        `${row.p95.toFixed(1)} ms | ${row.p99.toFixed(1)} ms | ${row.load} |`,
    ),
    `<!-- ${key}:end -->`,
  ].join('\n');
  const current = readFileSync(file, 'utf8');
  const pattern = new RegExp(`<!-- ${key}:start -->[\\s\\S]*?<!-- ${key}:end -->`);
  const next = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n## Reports\n\n${section}\n`;
  writeFileSync(file, next);
  console.log(`Wrote docs/perf.md (${key}).`);
}
