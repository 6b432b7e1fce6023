#!/usr/bin/env node
/**
 * Publishes the Storybook to Chromatic for cloud visual review — only when a project token is set.
 *
 *   CHROMATIC_PROJECT_TOKEN=chpt_… pnpm chromatic
 *
 * Without the token it explains the setup and exits 0, so CI without Chromatic stays green (the
 * local visual regression is `pnpm test:stories`). With the token it runs
 * `pnpm exec chromatic --build-script-name build-storybook --exit-zero-on-changes` under a time
 * limit: the CLI hangs when the token is set but the network is not there, so after
 * CHROMATIC_TIMEOUT_MINUTES (default 10) the whole process group is killed and the script exits 124.
 * The token reaches the CLI through the environment (the CLI reads CHROMATIC_PROJECT_TOKEN), never
 * on the command line, so it does not show in process listings or logs.
 */
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// biome-ignore lint/suspicious/noUndeclaredEnvVars: run by node directly, never as a turbo task
const token = process.env.CHROMATIC_PROJECT_TOKEN?.trim();

if (!token) {
  console.log(`Chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set.

To publish the Storybook to Chromatic for visual review:
  1. Sign in at https://www.chromatic.com, create a project for this repository and copy its
     project token (Manage → Configuration → Project token).
  2. Locally:  CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic
     In CI:    store the token as the secret CHROMATIC_PROJECT_TOKEN and run \`pnpm chromatic\`.
Settings live in chromatic.config.json; the local screenshot tests (\`pnpm test:stories\`) need no token.`);
  process.exit(0);
}

// biome-ignore lint/suspicious/noUndeclaredEnvVars: run by node directly, never as a turbo task
const timeoutMinutes = Number(process.env.CHROMATIC_TIMEOUT_MINUTES ?? 10);
const timeoutMs = Math.max(0.1, Number.isFinite(timeoutMinutes) ? timeoutMinutes : 10) * 60_000;
const args = ['exec', 'chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'];

console.log(`Chromatic: pnpm ${args.join(' ')} (time limit ${timeoutMs / 60_000} min)`);

// Own process group, so a timeout stops the CLI and the Storybook build it started.
const child = spawn('pnpm', args, {
  cwd: repoRoot,
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, CHROMATIC_PROJECT_TOKEN: token, STORYBOOK_DISABLE_TELEMETRY: '1' },
});

function killGroup(signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

let timedOut = false;
const timer = setTimeout(() => {
  timedOut = true;
  console.error(`Chromatic: no result after ${timeoutMs / 60_000} min; stopping it.`);
  killGroup('SIGTERM');
  setTimeout(() => killGroup('SIGKILL'), 10_000).unref();
}, timeoutMs);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killGroup(signal);
    process.exit(130);
  });
}

child.on('error', (error) => {
  clearTimeout(timer);
  console.error(`Chromatic: could not start the CLI: ${error.message}`);
  process.exit(1);
});

child.on('exit', (code, signal) => {
  clearTimeout(timer);
  if (timedOut) process.exit(124);
  if (signal) {
    console.error(`Chromatic: the CLI stopped on ${signal}.`);
    process.exit(1);
  }
  process.exit(code ?? 1);
});
