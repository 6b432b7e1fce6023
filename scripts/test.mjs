// `npm test`: every check the project has. Install, Biome, the build and Lighthouse run first, one after another
// (Lighthouse alone, since its scores come from the page's main-thread time). The rest run two at a time, on the
// machine's two cores, longest first: a slot takes the next check as soon as its last one ends, so the two end
// close together. The story tests run in shards so they fill the slots in the tail. Each check's output is kept and
// printed whole when it ends, and the summary gives each one's time, when it started and how busy the CPU was.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium, ensurePnpm } from './toolchain.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const pnpmCommand = ensurePnpm();
process.env.CHROMIUM_PATH = ensureChromium();
process.env.CI = process.env.CI ?? 'true';

/** Whether something accepts connections at host:port within 2 s. */
function answers(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
  });
}

// The cluster journey (apps/web/e2e/cluster.spec.ts: HAProxy, two API nodes, PostgreSQL, Redis) needs PostgreSQL;
// on a machine without it, it is left out with a line, as the API's PostgreSQL tests are.
const postgres = new URL(
  process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test',
);
if (!(await answers(postgres.hostname, Number(postgres.port || 5432)))) {
  process.env.E2E_SKIP_CLUSTER = 'true';
  console.log(
    `The cluster end-to-end test does not run: no PostgreSQL answered at ${postgres.host} (it needs PostgreSQL and HAProxy).`,
  );
}

/** One check: a name and the pnpm arguments that run it. */
const check = (name, ...args) => ({ name, args });

/** The checks that must run alone, one after another, before the rest. */
const serial = [
  check('install', 'install', '--frozen-lockfile'),
  check('format + lint (Biome)', 'exec', 'biome', 'ci', '.'),
  check('build', 'exec', 'turbo', 'run', 'build'),
  // Alone: its scores come from the page's main-thread time, which other checks beside it would inflate.
  check('Lighthouse (mobile) on the built app', 'run', 'bench:lighthouse', '--check'),
];

const STORY_SHARDS = 4;
/**
 * Then the rest, two at a time (the machine's two cores), longest first, so the two slots end close together:
 * a slot takes the next check as soon as its last one ends. The order is by the time each took here.
 */
const pooled = [
  check('end-to-end tests in Chromium', 'run', 'test:e2e'),
  check('unit + integration tests', 'exec', 'turbo', 'run', 'test', '--concurrency=1'),
  ...Array.from({ length: STORY_SHARDS }, (_, index) =>
    check(
      `story tests in Chromium (a11y + visual regression), shard ${index + 1}/${STORY_SHARDS}`,
      'run',
      'test:stories',
      `--shard=${index + 1}/${STORY_SHARDS}`,
    ),
  ),
  check('typecheck', 'exec', 'turbo', 'run', 'typecheck'),
  check('bundle budget (scripts each route fetches in Chromium)', 'run', 'bench:bundle', '--check'),
  check('import boundaries', 'run', 'boundaries'),
];
const SLOTS = 2;

/** The machine's busy and total CPU time so far (Linux), to say how busy it was while a check ran. */
function cpuTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const values = fields.map(Number);
    const idle = values[3] + (values[4] ?? 0);
    const total = values.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

const timings = [];
/** For each failed check, the lines of its output that say what failed, repeated at the very end. */
const failureDigests = [];

/** The lines of a check's output that name a failure (test runners' markers), without colour codes. */
function failureLines(output) {
  const marker = /(\bFAIL\b|×|✘|✖|AssertionError|Error:|expected|Timed out|timeout|\d+\) \[chromium\])/;
  return stripVTControlCharacters(output)
    .split('\n')
    .filter((line) => marker.test(line))
    .slice(0, 60);
}

function runCheck({ name, args }, { quiet }) {
  return new Promise((resolve) => {
    const [command, ...prefix] = pnpmCommand;
    const checkStarted = Date.now();
    const cpuStarted = cpuTimes();
    const child = spawn(command, [...prefix, ...args], {
      cwd: root,
      env: process.env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - checkStarted) / 1000).toFixed(1);
      const ok = code === 0;
      const cpuEnded = cpuTimes();
      const busy =
        cpuStarted && cpuEnded && cpuEnded.total > cpuStarted.total
          ? `, CPU ${Math.round((100 * (cpuEnded.busy - cpuStarted.busy)) / (cpuEnded.total - cpuStarted.total))}% busy`
          : '';
      const at = ((checkStarted - started) / 1000).toFixed(0);
      timings.push(`${ok ? '✔' : '✖'} ${name} — ${seconds}s (from ${at}s${busy})`);
      if (quiet) {
        const output = Buffer.concat(chunks).toString();
        console.log(`\n━━ ${name} (${seconds}s) ━━\n${output}`);
        if (!ok) failureDigests.push(`── ${name}\n${failureLines(output).join('\n')}`);
      }
      resolve(ok ? null : name);
    });
  });
}

function fail(failures) {
  // Long outputs are cut by the logs that keep them; what failed is repeated here, at the end, where it is read.
  if (failureDigests.length > 0) console.error(`\n━━ what failed ━━\n${failureDigests.join('\n\n')}`);
  console.error(`\n${timings.join('\n')}\n\n✖ npm test failed at: ${failures.join(', ')}`);
  process.exit(1);
}

for (const item of serial) {
  console.log(`\n━━ ${item.name} ━━`);
  const failed = await runCheck(item, { quiet: false });
  if (failed) fail([failed]);
}

console.log(`\n━━ ${SLOTS} at a time: ${pooled.map((item) => item.name).join(' · ')} ━━`);
const queue = [...pooled];
const failures = [];
async function slot() {
  // After a failure no new check starts; those running finish, so their output is whole.
  while (queue.length > 0 && failures.length === 0) {
    const failed = await runCheck(queue.shift(), { quiet: true });
    if (failed) failures.push(failed);
  }
}
await Promise.all(Array.from({ length: SLOTS }, slot));
if (failures.length > 0) fail(failures);
const total = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\n${timings.join('\n')}\n\n✔ npm test passed in ${total}s`);
