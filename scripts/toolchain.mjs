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

/**
 * Makes sure Debian's Chromium exists for the story tests and Lighthouse, and its headless shell
 * (`chromium-headless-shell`, the same build without the window layer) for the end-to-end journeys: Debian's
 * packages, never a download. Returns Chromium's path.
 */
export function ensureChromium() {
  const chromium =
    process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)
      ? process.env.CHROMIUM_PATH
      : '/usr/bin/chromium';
  const missing = [
    ...(existsSync(chromium) ? [] : ['chromium', 'fonts-liberation']),
    ...(existsSync('/usr/bin/chromium-headless-shell') ? [] : ['chromium-headless-shell']),
  ];
  if (missing.length === 0) return chromium;
  console.log(`→ Installing ${missing.join(', ')} from Debian packages`);
  const asRoot = process.getuid?.() === 0;
  const prefix = asRoot ? [] : ['sudo', '-n'];
  const apt = (args) => {
    const [command, ...rest] = [...prefix, 'apt-get', ...args];
    run(command, rest, { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  };
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', ...missing]);
  return chromium;
}

export function pnpm(prefix, args, options) {
  const [command, ...rest] = prefix;
  run(command, [...rest, ...args], options);
}
