// Measures the API's everyday reads at a fixed rate: the built API (`apps/api/dist/main.js`, what `npm start`
// runs) on a throwaway on-disk PGlite, listening on a free port of 127.0.0.1 with the demo accounts seeded
// (bench/support/app-server.mjs); the demo employer signs in through the API, and each route is sent in turn, with
// that real session, at `--rate` requests a second over `--connections` keep-alive connections for `--seconds`
// seconds after a `--warm-up` of the same rate. A bare route that touches neither the database nor the session
// (`GET /enums/search-specialty?queryText=family`, answered from memory) runs in the same run as the floor.
//
// Each route runs twice: paced (`pace`: requests due evenly, latency from when each was due; the target's
// measure) and through autocannon's `overallRate` (`fire`: bursts at each second's start; kept for comparison with
// earlier runs). Percentiles are computed here from every 2xx answer. Every request must be answered 2xx: a non-2xx
// answer, an error or a timeout counts as a failure. Writes docs/perf.md's "API reads" section between
// `<!-- api:start -->` and `<!-- api:end -->`.
// Target: p50 ≤ 5 ms and p99 ≤ 50 ms for every route, every request served.
//
//   node bench/api.mjs [--rate 500] [--connections 20] [--seconds 10] [--warm-up 2] [--only jobs,dashboard]
//     [--profile DIR] [--check] [--no-write]
// `--profile DIR` writes a V8 CPU profile of the server for the whole run into DIR (open it in Chrome DevTools);
// `--check` exits 1 when a route misses the target.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { signIn, startAppServer } from './support/app-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: options } = parseArgs({
  options: {
    rate: { type: 'string', default: '500' },
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    'warm-up': { type: 'string', default: '2' },
    only: { type: 'string' },
    profile: { type: 'string' },
    check: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
});
const RATE = Number(options.rate);
const CONNECTIONS = Number(options.connections);
const SECONDS = Number(options.seconds);
const WARM_UP = Number(options['warm-up']);
const TARGET_P50_MS = 5;
const TARGET_P99_MS = 50;
const TIMEOUT_SECONDS = 10;

/** The routes, each as the web app calls it (`{id}` the signed-in employer). */
function routesFor(employerId) {
  return [
    {
      key: 'bare',
      name: 'Bare route: specialty search (no database, no session)',
      path: '/enums/search-specialty?queryText=family',
      signedIn: false,
    },
    { key: 'sync', name: 'Session sync', path: `/employer/auth/sync-user-detail/${employerId}` },
    {
      key: 'notifications',
      name: 'Notifications (first page)',
      path: `/employer/notification/get-all-notification/${employerId}`,
    },
    { key: 'jobs', name: 'Jobs list', path: '/employer/jobs' },
    {
      key: 'conversations',
      name: 'Conversation list',
      path: `/employer/conversation/get-all-conversation/${employerId}`,
    },
    { key: 'dashboard', name: 'Dashboard', path: '/employer/dashboard' },
  ];
}

/**
 * The server process's CPU time so far (user + system, ms) from /proc, or NaN elsewhere: the server's CPU per
 * request, unlike latency, hardly moves with what else the machine runs.
 */
function serverCpuMs(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return Number.NaN;
  // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/**
 * One autocannon run at the fixed rate; answers the 2xx latencies (ms), the requests written and the result.
 * (autocannon's own `requests.sent` starts each connection at its per-second rate instead of 1, so it overcounts
 * by about the rate: the requests are counted here as each client writes them.)
 */
function fire(url, headers, seconds) {
  return new Promise((resolvePromise, reject) => {
    const latencies = [];
    let sent = 0;
    const instance = autocannon(
      {
        url,
        headers,
        connections: CONNECTIONS,
        overallRate: RATE,
        duration: seconds,
        timeout: TIMEOUT_SECONDS,
        setupClient: (client) => {
          client.on('request', () => {
            sent += 1;
          });
        },
      },
      (error, result) => {
        if (error) reject(error);
        else resolvePromise({ result, latencies, sent });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

/**
 * One paced run at the fixed rate (an open model, as users arrive): request i is due at start + i / rate and sent
 * then over a keep-alive pool of `CONNECTIONS` sockets (queued in the pool when all are busy); its latency runs from
 * when it was due, not from when it could leave, so a server that falls behind pays for the wait (no coordinated
 * omission). autocannon's `overallRate` is not this: each connection sends its share of the second back to back
 * from the second's start and then idles, so every second begins with a burst as deep as the connections, and the
 * latency it reports is mostly that queue (see `fire`).
 */
function pace(url, headers, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const interval = 1000 / RATE;
  const due = Math.round(RATE * seconds);
  const latencies = [];
  const result = { '2xx': 0, non2xx: 0, errors: 0, timeouts: 0 };
  let sent = 0;
  let settled = 0;
  return new Promise((resolvePromise) => {
    const start = performance.now();
    const finish = () => {
      settled += 1;
      if (settled === due) {
        agent.destroy();
        resolvePromise({ result, latencies, sent });
      }
    };
    const send = (dueAt) => {
      sent += 1;
      const req = request(url, { agent, headers, timeout: TIMEOUT_SECONDS * 1000 }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          if (res.statusCode >= 200 && res.statusCode < 300) {
            result['2xx'] += 1;
            latencies.push(performance.now() - dueAt);
          } else result.non2xx += 1;
          finish();
        });
      });
      req.on('timeout', () => {
        result.timeouts += 1;
        req.destroy(new Error('timeout'));
      });
      req.on('error', (error) => {
        if (error.message !== 'timeout') result.errors += 1;
        finish();
      });
      req.end();
    };
    const tick = () => {
      const now = performance.now();
      while (sent < due && start + sent * interval <= now) send(start + sent * interval);
      if (sent < due) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
}

async function measure(baseUrl, pid, route, token) {
  const headers = route.signedIn === false ? {} : { authorization: `Bearer ${token}` };
  const url = `${baseUrl}${route.path}`;
  const check = await fetch(url, { headers });
  if (!check.ok) throw new Error(`${route.path} answered ${check.status}: ${await check.text()}`);
  const bytes = Buffer.byteLength(await check.text());
  if (WARM_UP > 0) await pace(url, headers, WARM_UP);
  const loadBefore = loadavg()[0];
  const cpuBefore = serverCpuMs(pid);
  const { result, latencies, sent } = await pace(url, headers, SECONDS);
  const cpuMs = serverCpuMs(pid) - cpuBefore;
  latencies.sort((a, b) => a - b);
  const row = {
    ...route,
    bytes,
    expected: Math.round(RATE * SECONDS),
    sent,
    answered2xx: result['2xx'],
    // Answered otherwise than 2xx, or not at all (connection error, timeout).
    failed: result.non2xx + result.errors + result.timeouts,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    p50: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? Number.NaN,
    cpuPerRequest: cpuMs / Math.max(1, sent),
  };
  // Served: every request due was answered 2xx (the paced run waits for the last one).
  row.served = row.failed === 0 && row.answered2xx === row.expected;
  row.met = row.served && row.p50 <= TARGET_P50_MS && row.p99 <= TARGET_P99_MS;
  // The same rate as autocannon sends it (bursts at each second's start), for comparison with earlier runs.
  const burst = await fire(url, headers, SECONDS);
  burst.latencies.sort((a, b) => a - b);
  row.burst = {
    answered2xx: burst.result['2xx'],
    failed: burst.result.non2xx + burst.result.errors + burst.result.timeouts,
    p50: percentile(burst.latencies, 0.5),
    p99: percentile(burst.latencies, 0.99),
  };
  row.load = [loadBefore, loadavg()[0]];
  console.log(
    `${route.name}: ${row.answered2xx}/${row.sent} answered 2xx of ${row.expected} due (${row.non2xx} non-2xx, ${row.errors} errors, ` +
      `${row.timeouts} timeouts); p50 ${ms(row.p50)}, p90 ${ms(row.p90)}, p99 ${ms(row.p99)}, max ${ms(row.max)}; ` +
      `server CPU ${ms(row.cpuPerRequest, 2)}/request; ${bytes} B; autocannon's bursts: p50 ${ms(row.burst.p50)}, ` +
      `p99 ${ms(row.burst.p99)}, ${row.burst.answered2xx} 2xx, ${row.burst.failed} failed; load ${row.load.map((value) => value.toFixed(2)).join(' → ')} ${row.met ? '' : ' ← misses'}`,
  );
  return row;
}

function ms(value, digits = 1) {
  return Number.isFinite(value) ? `${value.toFixed(digits)} ms` : '—';
}

const nodeArgs = [];
if (options.profile) {
  const dir = resolve(options.profile);
  mkdirSync(dir, { recursive: true });
  nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${dir}`);
}
const loadAtStart = loadavg();
const server = await startAppServer({ nodeArgs });
const rows = [];
try {
  const session = await signIn(server.url);
  const only = options.only?.split(',');
  const routes = routesFor(session.user._id).filter((route) => !only || only.includes(route.key));
  for (const route of routes) rows.push(await measure(server.url, server.pid, route, session.token));
} finally {
  await server.stop();
}
const loadAtEnd = loadavg();
if (options.profile) console.log(`CPU profile of the server written to ${resolve(options.profile)}`);

const missed = rows.filter((row) => row.key !== 'bare' && !row.met);
const verdict =
  missed.length === 0
    ? 'met by every route'
    : `missed by ${missed.map((row) => row.name.toLowerCase()).join(', ')}`;
console.log(
  `Target p50 ≤ ${TARGET_P50_MS} ms, p99 ≤ ${TARGET_P99_MS} ms, every request served: ${verdict}. ` +
    `Load average ${loadAtStart[0].toFixed(2)} at the start, ${loadAtEnd[0].toFixed(2)} at the end.`,
);

if (!options['no-write'] && !options.only) {
  const file = join(root, 'docs/perf.md');
  const current = readFileSync(file, 'utf8');
  const pattern = /<!-- api:start -->[\s\S]*?<!-- api:end -->/;
  // Hand-written notes on the results ("Where the time went"), between these markers, are kept.
  const notes = /<!-- api:notes:start -->[\s\S]*?<!-- api:notes:end -->/.exec(current)?.[0];
  const section = [
    '<!-- api:start -->',
    '## API reads',
    '',
    `Measured by \`pnpm bench:api\` (\`bench/api.mjs\`) on ${new Date().toISOString().slice(0, 10)}: the built API ` +
      '(`apps/api/dist/main.js`) on a throwaway on-disk PGlite with the demo content seeded, the demo employer ' +
      `signed in through the API with a real session; ${RATE} requests a second for ${SECONDS} s per route after a ` +
      `${WARM_UP} s warm-up, one route after the other in the same run. **Paced** (the target's measure): request i ` +
      `is due at start + i / ${RATE} s and sent then over a keep-alive pool of ${CONNECTIONS} sockets; its latency ` +
      'runs from when it was due to the last byte, so a server that falls behind pays for the queue (no ' +
      'coordinated omission). **autocannon** (9.0.0, `overallRate`, the same connections, for comparison with ' +
      "earlier runs): each connection sends its share of the second back to back from the second's start, then " +
      'idles, so each second starts with a burst as deep as the connections and its latency is mostly that queue. ' +
      `A non-2xx answer, an error or a timeout (${TIMEOUT_SECONDS} s) is a failure; a route serves every request when ` +
      "every request due was answered 2xx. Server CPU / request is the server process's user + system time over the " +
      'paced run (from /proc) divided by the requests sent: the cost of a request, which moves less with the ' +
      "machine's load than latency does (though not nothing: a core shared with other work runs slower). Node " +
      `${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), server and load generator ` +
      `on the same machine; load average ${loadAtStart[0].toFixed(2)} at the start, ${loadAtEnd[0].toFixed(2)} at ` +
      'the end (other work on the machine inflates the tails).',
    `Target: p50 ≤ ${TARGET_P50_MS} ms and p99 ≤ ${TARGET_P99_MS} ms for every route, every request served — ${verdict}.`,
    '',
    '| Route | Request | Due | Answered 2xx | Failed | p50 | p90 | p99 | max | Server CPU / request | autocannon p50 / p99 (2xx) | Body | Load |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.name} | \`GET ${row.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, '{id}')}\` | ${row.expected} | ` +
        `${row.answered2xx} | ${row.failed} | ${ms(row.p50)} | ${ms(row.p90)} | ${ms(row.p99)} | ` +
        `${ms(row.max)} | ${ms(row.cpuPerRequest, 2)} | ${ms(row.burst.p50)} / ${ms(row.burst.p99)} (${row.burst.answered2xx}) | ${row.bytes} B | ${row.load.map((value) => value.toFixed(2)).join(' → ')} |`,
    ),
    '',
    ...(notes ? [notes] : []),
    '<!-- api:end -->',
  ].join('\n');
  const next = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
  console.log('Wrote docs/perf.md (API reads).');
}

if (options.check && missed.length > 0) process.exitCode = 1;
