// `npm test`: every check the project has, in the order that fails fastest.
//
// The machine has two cores. One story run keeps only about half of them busy, so the stories run in two
// shards at once (417 s → about 300 s measured here). The typecheck and unit-test lane runs beside the
// end-to-end lane; both keep the cores busy, so that gains little, but costs nothing. A lane's output is kept
// and printed whole when the lane ends, so the report reads in order.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
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

/** Phases run one after another; the lanes of a phase run side by side, each lane's checks in order. */
const phases = [
  [[check('install', 'install', '--frozen-lockfile')]],
  [[check('format + lint (Biome)', 'exec', 'biome', 'ci', '.')]],
  [[check('build', 'exec', 'turbo', 'run', 'build')]],
  // Alone: its scores come from the page's main-thread time, which other checks beside it would inflate.
  [[check('Lighthouse (mobile) on the built app', 'run', 'bench:lighthouse', '--check')]],
  [
    [
      check('import boundaries', 'run', 'boundaries'),
      check('typecheck', 'exec', 'turbo', 'run', 'typecheck'),
      check('unit + integration tests', 'exec', 'turbo', 'run', 'test', '--concurrency=1'),
    ],
    [
      check('bundle budget (scripts each route fetches in Chromium)', 'run', 'bench:bundle', '--check'),
      check('end-to-end tests in Chromium', 'run', 'test:e2e'),
    ],
  ],
  [1, 2].map((shard) => [
    check(
      `story tests in Chromium (a11y + visual regression), shard ${shard}/2`,
      'run',
      'test:stories',
      `--shard=${shard}/2`,
    ),
  ]),
];

const timings = [];

function runCheck({ name, args }, { quiet }) {
  return new Promise((resolve) => {
    const [command, ...prefix] = pnpmCommand;
    const checkStarted = Date.now();
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
      timings.push(`${ok ? '✔' : '✖'} ${name} — ${seconds}s`);
      if (quiet) {
        const output = Buffer.concat(chunks).toString();
        console.log(`\n━━ ${name} (${seconds}s) ━━\n${output}`);
      }
      resolve(ok ? null : name);
    });
  });
}

async function runLane(lane, options) {
  for (const item of lane) {
    const failed = await runCheck(item, options);
    if (failed) return failed;
  }
  return null;
}

for (const phase of phases) {
  const quiet = phase.length > 1;
  if (!quiet) console.log(`\n━━ ${phase[0].map((item) => item.name).join(', ')} ━━`);
  else
    console.log(
      `\n━━ side by side: ${phase.map((lane) => lane.map((item) => item.name).join(' → ')).join(' ‖ ')} ━━`,
    );
  const failures = (await Promise.all(phase.map((lane) => runLane(lane, { quiet })))).filter(Boolean);
  if (failures.length > 0) {
    console.error(`\n${timings.join('\n')}\n\n✖ npm test failed at: ${failures.join(', ')}`);
    process.exit(1);
  }
}
const total = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\n${timings.join('\n')}\n\n✔ npm test passed in ${total}s`);
