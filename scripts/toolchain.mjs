// Shared by `npm start` and `npm test`: get the exact pnpm and Debian's Chromium when they are missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const rootPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
export const PNPM_VERSION = rootPackage.packageManager.replace(/^pnpm@/, '');

const quietEnvironment = {
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
};
Object.assign(process.env, quietEnvironment);

function versionOf(command, args = ['--version']) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Runs a command with inherited output; exits the process with its code when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) {
    const reason = result.error ? result.error.message : `exit code ${result.status}`;
    console.error(`\n✖ ${[command, ...args].join(' ')} failed (${reason})`);
    process.exit(result.status || 1);
  }
}

/** Returns the argv prefix that runs pnpm at the pinned version, installing it if needed. */
export function ensurePnpm() {
  if (versionOf('pnpm') === PNPM_VERSION) return ['pnpm'];
  console.log(`→ Installing pnpm ${PNPM_VERSION}`);
  const global = spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (global.status === 0 && versionOf('pnpm') === PNPM_VERSION) return ['pnpm'];
  // No permission for a global install: run the pinned version through npx instead.
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** Makes sure a Chromium exists for story and end-to-end tests (Debian's package, never a download). */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  console.log('→ Installing Chromium from Debian packages');
  const asRoot = process.getuid?.() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const apt = (args) => {
    const [command, ...rest] = [...prefix, 'apt-get', ...args];
    run(command, rest, { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  };
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-liberation']);
  return '/usr/bin/chromium';
}

export function pnpm(prefix, args, options) {
  const [command, ...rest] = prefix;
  run(command, [...rest, ...args], options);
}
