// `npm test`: every check the project has, in the order that fails fastest.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensurePnpm } from './toolchain.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
const pnpmCommand = ensurePnpm();
process.env.CHROMIUM_PATH = ensureChromium();
process.env.CI = process.env.CI ?? 'true';

const steps = [
  ['install', ['install', '--frozen-lockfile']],
  ['format + lint (Biome)', ['exec', 'biome', 'ci', '.']],
  ['build', ['exec', 'turbo', 'run', 'build']],
  ['import boundaries', ['run', 'boundaries']],
  ['typecheck', ['exec', 'turbo', 'run', 'typecheck']],
  ['unit + integration tests', ['exec', 'turbo', 'run', 'test', '--concurrency=1']],
  ['story tests in Chromium (a11y + visual regression)', ['run', 'test:stories']],
  ['bundle budget', ['run', 'bench:bundle', '--check']],
  ['end-to-end tests in Chromium', ['run', 'test:e2e']],
];

const timings = [];
for (const [name, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const stepStarted = Date.now();
  const [command, ...prefix] = pnpmCommand;
  const result = spawnSync(command, [...prefix, ...args], { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  timings.push(`${result.status === 0 ? '✔' : '✖'} ${name} — ${seconds}s`);
  if (result.status !== 0) {
    console.error(`\n${timings.join('\n')}\n\n✖ npm test failed at: ${name}`);
    process.exit(result.status || 1);
  }
}
const total = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\n${timings.join('\n')}\n\n✔ npm test passed in ${total}s`);
