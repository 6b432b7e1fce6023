// Measures the chat round trip: the real API (from apps/api/src through tsx) listens on 127.0.0.1 in a child
// process, on a temporary in-memory PGlite and, with a PostgreSQL server (`--database-url`, by default the
// DATABASE_URL environment variable), again on a throwaway database created on that server, migrated, seeded
// and dropped at the end; 200 employers, each with one job, and 200 candidates are seeded with
// one accepted match (and its conversation) per pair. This process connects one socket.io client per user
// (query `uid`, `auth.token`), then sends messages over HTTP at a fixed rate per pair, alternating employer →
// candidate (`POST /employer/conversation/send-message/{id}`) and candidate → employer
// (`POST /employee/conversations/{id}/messages`), and times send start → the other side's socket receiving
// `onMessage` for that tempMsgId. Lost: sent but not received within 5 s; duplicated: received twice.
// Writes docs/perf.md's "Chat round trip" section. Target: p50 ≤ 5 ms, p99 ≤ 50 ms, nothing lost.
//
// The server and the load generator are separate processes (one core each on a 2-core machine).
//   node bench/chat.mjs [--pairs 200] [--rate 10] [--seconds 5] [--ladder 200,100,50,30,20,10]
//     [--database-url postgres://…] [--databases pglite,postgres] [--no-write]
import { fork } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importFromApi, loadApi } from './api-source.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: options } = parseArgs({
  options: {
    server: { type: 'boolean', default: false },
    pairs: { type: 'string', default: '200' },
    rate: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '5' },
    ladder: { type: 'string', default: '200,100,50,30,20,10' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
    // Which of the two to run when a server is given (both by default; PGlite alone without one).
    databases: { type: 'string', default: 'pglite,postgres' },
    'log-level': { type: 'string', default: 'silent' },
    // A directory for V8 CPU profiles of the server (one .cpuprofile per database).
    profile: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});
const DATABASE_URL = options['database-url'];
const PAIRS = Number(options.pairs);
const RATE = Number(options.rate);
const SECONDS = Number(options.seconds);
const LOST_AFTER_MS = 5000;
// A send not answered within this is counted as failed (the run never waits forever).
const HTTP_TIMEOUT_MS = 15000;
const TARGET_P50_MS = 5;
const TARGET_P99_MS = 50;

/**
 * Child process: opens the database (in-memory PGlite, or a throwaway database on the `--database-url`
 * server), seeds the pairs, listens, and sends their ids and tokens to the parent. Drops the throwaway
 * database when told to stop, or when the parent goes away.
 */
async function serve() {
  const load = loadApi;
  const { buildApp } = await load('app.ts');
  const { loadConfig } = await load('config.ts');
  const { createDatabase } = await load('db/client.ts');
  const { migrate } = await load('db/migrate.ts');
  const { matches, conversations } = await load('db/schema.ts');
  const { insertEmployer, insertJob, insertCandidate } = await load('modules/matches/test-support.ts');
  const { createCandidateSession } = await load('modules/employee/sessions.ts');
  const { createMatchConversations } = await load('modules/conversations/service.ts');
  const { adminQuery, dropPostgresDatabase, randomDatabaseName, withDatabaseName } =
    await load('testing/templates.ts');
  const { inArray } = await importFromApi('drizzle-orm');

  const config = {
    ...loadConfig({
      DATA_DIR: join(tmpdir(), 'medhire-bench'),
      // The server's log goes to /dev/null (its stdout); `--log-level info` measures what logging costs.
      LOG_LEVEL: options['log-level'],
      NODE_ENV: 'production',
      // What production mode requires before it starts (a local run: no proxy, test payments, no mail).
      PUBLIC_URL: 'http://127.0.0.1',
      PGLITE_DATA_DIR: join(tmpdir(), 'medhire-bench', 'pglite'),
      TRUST_PROXY: 'false',
      TEST_PAYMENTS: 'true',
      MAIL_DELIVERY: 'off',
      SEED_DEMO: 'false',
      // Each pair sends `--rate` messages a second, alternating sides (5 a second per sender by default, and the
      // warm-up and every ladder row reuse the same senders), past the per-sender limits a person's chat never
      // reaches (30 in 10 s, 600 an hour): the bench measures delivery, so it lifts them.
      MESSAGE_RATE_LIMIT_PER_10_SECONDS: '1000000',
      MESSAGE_RATE_LIMIT_PER_HOUR: '1000000',
    }),
    pgliteDataDir: 'memory://',
  };
  let dropDatabase = async () => {};
  let databaseUrl;
  if (DATABASE_URL) {
    const name = randomDatabaseName('medhire_bench_chat');
    await adminQuery(DATABASE_URL, `create database "${name}"`);
    databaseUrl = withDatabaseName(DATABASE_URL, name);
    dropDatabase = async () => {
      dropDatabase = async () => {};
      await dropPostgresDatabase(DATABASE_URL, name);
    };
  }
  let database;
  let app;
  let stopping = false;
  async function stop(code) {
    if (stopping) return;
    stopping = true;
    try {
      await app?.close();
      await database?.close();
    } finally {
      await dropDatabase();
      process.exit(code);
    }
  }
  // The parent stops the server with 'stop'; if the parent dies first, the IPC channel closes.
  process.on('message', (message) => {
    if (message === 'stop') void stop(0);
  });
  process.on('disconnect', () => void stop(0));
  // Ctrl-C reaches both processes: the throwaway database is dropped all the same.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(1));
  // The parent asks for the server's CPU time around each row of the ladder.
  process.on('message', (message) => {
    if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
  });
  try {
    database = await createDatabase(databaseUrl ? { databaseUrl } : { pgliteDataDir: 'memory://' });
    await migrate(database);
    const { db } = database;
    const pairs = [];
    for (let index = 0; index < PAIRS; index += 1) {
      const employer = await insertEmployer(db, { email: `chat-${index}@clinic.test` });
      const jobId = await insertJob(db, employer.id);
      const candidateId = await insertCandidate(db, {
        firstName: 'Jordan',
        lastName: `Rivera ${index}`,
        email: `chat-${index}@candidate.test`,
        passwordHash: 'not-used-by-the-bench',
      });
      const candidateToken = (await createCandidateSession(db, candidateId)).token;
      pairs.push({
        employerId: employer.id,
        employerToken: employer.token,
        candidateId,
        candidateToken,
        jobId,
      });
    }
    const created = await db
      .insert(matches)
      .values(
        pairs.map((pair) => ({
          jobId: pair.jobId,
          employerId: pair.employerId,
          candidateId: pair.candidateId,
          requestStatus: 'accepted',
          origin: 'invite',
        })),
      )
      .returning({
        id: matches.id,
        employerId: matches.employerId,
        candidateId: matches.candidateId,
        jobId: matches.jobId,
      });
    await createMatchConversations(db, created);
    const rows = await db
      .select({ id: conversations.id, employerId: conversations.employerId })
      .from(conversations)
      .where(
        inArray(
          conversations.matchId,
          created.map((match) => match.id),
        ),
      );
    const byEmployer = new Map(rows.map((row) => [row.employerId, row.id]));
    for (const pair of pairs) pair.conversationId = byEmployer.get(pair.employerId);
    app = await buildApp({ config, database });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    process.send({ url, pairs });
  } catch (error) {
    console.error(error);
    await stop(1);
  }
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

const percent = (share) => (Number.isNaN(share) ? '—' : `${Math.round(share * 100)} %`);

/** Busy and total jiffies of all cores (Linux's /proc/stat), or null elsewhere. */
function machineTicks() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const values = fields.map(Number);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    const total = values.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function bench() {
  if (!existsSync(join(root, 'packages/domain/dist/index.js'))) {
    console.error('@medhire/domain is not built: run pnpm build first.');
    process.exit(1);
  }
  const databases = [
    { key: 'pglite', name: 'PGlite', url: '' },
    ...(DATABASE_URL ? [{ key: 'postgres', name: 'PostgreSQL', url: DATABASE_URL }] : []),
  ].filter((database) => options.databases.split(',').includes(database.key));
  if (databases.length === 0) {
    console.error(`No database to run: --databases ${options.databases} (PostgreSQL needs --database-url).`);
    process.exit(1);
  }
  const results = [];
  for (const database of databases) results.push(await measure(database));
  report(results);
}

/** Runs the warm-up and the ladder against a server child on one database; answers its rows and loads. */
async function measure(database) {
  const requireFromClient = createRequire(new URL('../packages/api-client/package.json', import.meta.url));
  const { io } = requireFromClient('socket.io-client');
  const loadAtStart = loadavg();
  const seedStart = Date.now();
  const child = fork(
    fileURLToPath(import.meta.url),
    ['--server', '--pairs', String(PAIRS), `--database-url=${database.url}`],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      // --profile DIR: a V8 CPU profile of the server (open it in Chrome DevTools or speedscope).
      execArgv: options.profile ? ['--cpu-prof', '--cpu-prof-dir', options.profile] : [],
    },
  );
  const killChild = () => child.kill();
  process.on('exit', killChild);
  const { url, pairs } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  console.log(
    `${database.name}: server at ${url}, seeded ${pairs.length} pairs in ` +
      `${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  // Every tempMsgId sent: { start, received, duplicates, latency, httpMs, status, runId }.
  const sent = new Map();
  function onMessage(side) {
    return ({ message }) => {
      if (message.sender === side) return; // the sender's own echo (its other devices)
      const record = sent.get(message.tempMsgId);
      if (!record) return;
      const now = performance.now();
      if (record.received) {
        record.duplicates += 1;
        return;
      }
      record.received = true;
      record.latency = now - record.start;
    };
  }
  const sockets = [];
  const connect = (uid, token, side) =>
    new Promise((resolve, reject) => {
      const socket = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        forceNew: true,
        query: { uid },
        auth: { token },
      });
      sockets.push(socket);
      socket.on('onMessage', onMessage(side));
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
  for (const pair of pairs) {
    await connect(pair.employerId, pair.employerToken, 'employer');
    await connect(pair.candidateId, pair.candidateToken, 'candidate');
  }
  console.log(`Connected ${sockets.length} sockets`);
  // One keep-alive connection per user at most, like one client per user.
  const agent = new Agent({ keepAlive: true, maxSockets: 2 * pairs.length });

  async function send(runId, pair, sequence) {
    const fromEmployer = sequence % 2 === 0;
    const tempMsgId = `${runId}-${pair.index}-${sequence}`;
    const record = {
      start: performance.now(),
      received: false,
      duplicates: 0,
      latency: null,
      httpMs: null,
      status: 0,
      runId,
    };
    sent.set(tempMsgId, record);
    const path = fromEmployer
      ? `/employer/conversation/send-message/${pair.conversationId}`
      : `/employee/conversations/${pair.conversationId}/messages`;
    const payload = JSON.stringify({ body: `Bench message ${tempMsgId}`, tempMsgId });
    record.status = await new Promise((resolve) => {
      const request = httpRequest(
        `${url}${path}`,
        {
          method: 'POST',
          agent,
          timeout: HTTP_TIMEOUT_MS,
          headers: {
            authorization: `Bearer ${fromEmployer ? pair.employerToken : pair.candidateToken}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
          response.on('error', () => resolve(-1));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => resolve(-1));
      request.end(payload);
    });
    record.httpMs = performance.now() - record.start;
  }

  /** CPU time (ms) of the server process so far, asked over IPC. */
  const serverCpu = () =>
    new Promise((resolve) => {
      const listener = (message) => {
        if (!message?.cpu) return;
        child.off('message', listener);
        resolve((message.cpu.user + message.cpu.system) / 1000);
      };
      child.on('message', listener);
      child.send('cpu');
    });

  async function run(pairCount, rate, seconds) {
    const runId = `r${pairCount}x${rate}`;
    const active = pairs.slice(0, pairCount).map((pair, index) => ({ ...pair, index }));
    const inFlight = [];
    const ticks = Math.round(seconds * rate);
    const interval = 1000 / rate;
    const serverCpuAtStart = await serverCpu();
    const ownCpuAtStart = process.cpuUsage();
    const machineAtStart = machineTicks();
    const begin = performance.now();
    let lateTicks = 0;
    for (let tick = 0; tick < ticks; tick += 1) {
      const due = begin + tick * interval;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      else if (wait < -interval) lateTicks += 1;
      // Each pair's send is spread over the tick so that the pairs do not all fire at once.
      for (const [position, pair] of active.entries()) {
        const offset = (position / active.length) * interval;
        const delay = due + offset - performance.now();
        if (delay > 1) await sleep(delay);
        inFlight.push(send(runId, pair, tick));
      }
    }
    const sendWindow = (performance.now() - begin) / 1000;
    await Promise.all(inFlight);
    const answered = (performance.now() - begin) / 1000;
    // Busy share of one core while the row ran (send start → last answer), server and load generator.
    const serverBusy = (await serverCpu()) - serverCpuAtStart;
    const ownCpu = process.cpuUsage(ownCpuAtStart);
    const generatorBusy = (ownCpu.user + ownCpu.system) / 1000;
    const machineAtEnd = machineTicks();
    // Every core of the machine: the server, the generator, PostgreSQL and whatever else runs.
    const machineCpu =
      machineAtStart && machineAtEnd
        ? (machineAtEnd.busy - machineAtStart.busy) / (machineAtEnd.total - machineAtStart.total)
        : Number.NaN;
    // Whatever is not received LOST_AFTER_MS after its send is lost.
    await sleep(LOST_AFTER_MS);
    const records = [...sent.values()].filter((record) => record.runId === runId);
    const latencies = records
      .filter((record) => record.received && record.latency <= LOST_AFTER_MS)
      .map((record) => record.latency)
      .sort((a, b) => a - b);
    const http = records.map((record) => record.httpMs).sort((a, b) => a - b);
    const row = {
      database: database.name,
      pairs: pairCount,
      rate,
      offered: pairCount * rate,
      sent: records.length,
      failed: records.filter((record) => record.status !== 200).length,
      achieved: records.length / answered,
      sendWindow,
      answered,
      lateTicks,
      lost: records.filter(
        (record) => record.status === 200 && !(record.received && record.latency <= LOST_AFTER_MS),
      ).length,
      duplicated: records.filter((record) => record.duplicates > 0).length,
      neverReceived: records.filter((record) => record.status === 200 && !record.received).length,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? Number.NaN,
      httpP50: percentile(http, 0.5),
      httpP99: percentile(http, 0.99),
      serverCpu: serverBusy / (answered * 1000),
      generatorCpu: generatorBusy / (answered * 1000),
      machineCpu,
    };
    row.sustained =
      row.failed === 0 &&
      row.lost === 0 &&
      row.answered <= seconds * 1.1 + 0.5 &&
      row.achieved >= 0.9 * row.offered;
    row.meetsTarget = row.sustained && row.p50 <= TARGET_P50_MS && row.p99 <= TARGET_P99_MS;
    console.log(
      `${database.name}, ${pairCount} pairs × ${rate}/s (${row.offered}/s offered): ${row.sent} sent in ${sendWindow.toFixed(1)} s, ` +
        `all answered after ${answered.toFixed(1)} s (${row.achieved.toFixed(0)}/s), failed ${row.failed}, ` +
        `lost ${row.lost} (never received ${row.neverReceived}), duplicated ${row.duplicated}; round trip p50 ${row.p50.toFixed(1)} ms, ` +
        `p95 ${row.p95.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, max ${row.max.toFixed(1)} ms; ` +
        `HTTP p50 ${row.httpP50.toFixed(1)} ms, p99 ${row.httpP99.toFixed(1)} ms; CPU of one core: server ` +
        `${percent(row.serverCpu)}, load generator ${percent(row.generatorCpu)}; all ${cpus().length} cores ` +
        `${percent(row.machineCpu)} busy` +
        `${row.sustained ? '' : ' — NOT sustained'}`,
    );
    for (const key of [...sent.keys()]) if (sent.get(key).runId === runId) sent.delete(key);
    return row;
  }

  // Warm-up: a few messages on every pair, not counted.
  await run(Math.min(pairs.length, 20), 5, 1);
  const ladder = options.ladder
    .split(',')
    .map(Number)
    .filter((count) => count > 0 && count <= pairs.length);
  const rows = [];
  for (const count of ladder) rows.push(await run(count, RATE, SECONDS));
  const loadAtEnd = loadavg();

  for (const socket of sockets) socket.disconnect();
  agent.destroy();
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
  process.off('exit', killChild);
  return { database: database.name, rows, loadAtStart, loadAtEnd };
}

/** Prints the verdicts and writes docs/perf.md's section: one table, a row per database and ladder step. */
function report(results) {
  const fmt = (ms) => (Number.isNaN(ms) ? '—' : `${ms.toFixed(1)} ms`);
  const loads = (values) => values.map((value) => value.toFixed(2)).join(' / ');
  const cores = cpus().length;
  const machine = `Node ${process.version}, ${cores} cores: ${cpus()[0]?.model ?? 'unknown CPU'}`;
  const verdicts = results.map(({ database, rows, loadAtStart, loadAtEnd }) => {
    const full = rows.find((row) => row.pairs === PAIRS);
    const best = rows.filter((row) => row.sustained).sort((a, b) => b.offered - a.offered)[0];
    const bestMeeting = rows.filter((row) => row.meetsTarget).sort((a, b) => b.offered - a.offered)[0];
    const target = !full
      ? `not run`
      : full.meetsTarget
        ? `met (p50 ${fmt(full.p50)}, p99 ${fmt(full.p99)}, nothing lost)`
        : full.sustained
          ? `rate sustained but latency target missed (p50 ${fmt(full.p50)}, p99 ${fmt(full.p99)})`
          : `not sustained on this machine: ${full.offered}/s offered, ${full.achieved.toFixed(0)}/s answered, ` +
            `the last send answered after ${full.answered.toFixed(1)} s of a ${SECONDS} s run, ${full.lost} lost, ` +
            `p50 ${fmt(full.p50)}, p99 ${fmt(full.p99)}`;
    const highest = best
      ? `highest rate sustained (every send answered within the run, nothing lost): ${best.pairs} pairs × ` +
        `${best.rate}/s = ${best.offered} messages/s` +
        (bestMeeting
          ? `; highest that also meets the latency target: ${bestMeeting.pairs} pairs × ${bestMeeting.rate}/s = ` +
            `${bestMeeting.offered} messages/s`
          : '; no row met the latency target')
      : 'no row of the ladder was sustained';
    const load = `load average 1/5/15 min ${loads(loadAtStart)} at the start, ${loads(loadAtEnd)} at the end`;
    console.log(`${database}: target (${PAIRS} pairs × ${RATE}/s) ${target}; ${highest}; ${load}`);
    return `- ${database}: target ${target}; ${highest} (${load}).`;
  });
  console.log(machine);
  if (options['no-write']) return;

  const file = join(root, 'docs/perf.md');
  const current = readFileSync(file, 'utf8');
  // Hand-written notes on the results, between these markers, are kept when the tables are rewritten.
  const notes = /<!-- chat:notes:start -->[\s\S]*?<!-- chat:notes:end -->/.exec(current)?.[0];
  const where = {
    PGlite: 'on PGlite (in memory)',
    PostgreSQL: 'on PostgreSQL (a throwaway database on the `--database-url` server)',
  };
  const names = results.map((result) => where[result.database]).join(', then ');
  const section = [
    '<!-- chat:start -->',
    '## Chat round trip',
    '',
    `Measured by \`pnpm bench:chat\` (\`bench/chat.mjs\`) on ${new Date().toISOString().slice(0, 10)}: the API ` +
      `${names}, listening on 127.0.0.1 in one process, the load generator in another (${machine}; ` +
      'other work on the machine inflates the tails: the load averages are below). ' +
      `${PAIRS} pairs (one employer, one job, one candidate, one accepted match and its conversation each), ` +
      'one socket.io client (websocket) per user. Each pair sends one message every ' +
      `${1000 / RATE} ms for ${SECONDS} s over HTTP (keep-alive), alternating employer → candidate and candidate → employer; ` +
      "the time is send start → the other side's socket receiving `onMessage` for that tempMsgId. Lost: " +
      `answered 200 but not received within ${LOST_AFTER_MS / 1000} s of its send (never received: not at all, even late); ` +
      'failed: not answered 200 within 15 s of getting a connection; duplicated: received more than once. ' +
      `The percentiles are over the messages received within ${LOST_AFTER_MS / 1000} s, so an overloaded row's tail is cut there.`,
    `Target: p50 ≤ ${TARGET_P50_MS} ms, p99 ≤ ${TARGET_P99_MS} ms, nothing lost, at ${PAIRS} pairs × ${RATE}/s.`,
    '',
    ...verdicts,
    '',
    '| Database | Pairs × rate | Offered | Sent | Answered in | Answered rate | Failed | Lost (> 5 s) | Never received | Duplicated | p50 | p95 | p99 | max | HTTP p50 | HTTP p99 | Server CPU | Generator CPU | Machine CPU | Sustained |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.flatMap(({ rows }) =>
      rows.map(
        (row) =>
          `| ${row.database} | ${row.pairs} × ${row.rate}/s | ${row.offered}/s | ${row.sent} | ${row.answered.toFixed(1)} s | ` +
          `${row.achieved.toFixed(0)}/s | ${row.failed} | ${row.lost} | ${row.neverReceived} | ${row.duplicated} | ${fmt(row.p50)} | ` +
          `${fmt(row.p95)} | ${fmt(row.p99)} | ${fmt(row.max)} | ${fmt(row.httpP50)} | ${fmt(row.httpP99)} | ` +
          `${percent(row.serverCpu)} | ${percent(row.generatorCpu)} | ${percent(row.machineCpu)} | ` +
          `${row.sustained ? (row.meetsTarget ? 'yes, target met' : 'yes') : 'no'} |`,
      ),
    ),
    '',
    ...(notes ? [notes] : []),
    '<!-- chat:end -->',
  ].join('\n');
  const pattern = /<!-- chat:start -->[\s\S]*?<!-- chat:end -->/;
  const next = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  console.log('Wrote docs/perf.md (Chat round trip).');
}

if (options.server) await serve();
else await bench();
