// The built app as a phone meets it: the built API (`apps/api/dist/main.js`, what `npm start` runs) serving the
// built web app on a free port of 127.0.0.1 with a throwaway database and the demo accounts seeded. Shared by the
// browser benches (bench/lighthouse.mjs, bench/bundle-size.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const apiMain = join(root, 'apps/api/dist/main.js');
const webDist = join(root, 'apps/web/dist');

/** The demo employer the API seeds outside production (SEED_DEMO's default): approved, with a subscription. */
export const demoEmployer = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };

/** The Debian Chromium (scripts/toolchain.mjs installs it) with the flags that keep it off the closed network. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--no-default-browser-check',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server; resolves to `{ url, pid, stop }` once `/health` answers. `nodeArgs` go to the server's Node
 * (e.g. `--cpu-prof`), `env` over its environment.
 */
export async function startAppServer({ nodeArgs = [], env = {} } = {}) {
  if (!existsSync(apiMain) || !existsSync(join(webDist, 'index.html'))) {
    throw new Error('No build found: run the build first (pnpm build).');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'medhire-bench-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, apiMain], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
      WEB_DIST_DIR: process.env.BENCH_WEB_DIST ?? webDist,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The API exited:\n${output}`);
    }
    const healthy = await fetch(`${url}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { url, pid: child.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The API did not answer within 90 s:\n${output}`);
}

/** Signs the demo employer in through the API; answers the session as the web app stores it. */
export async function signIn(url) {
  const response = await fetch(`${url}/employer/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoEmployer),
  });
  const body = await response.json();
  if (!response.ok || !body?.data?.token) {
    throw new Error(`The demo sign-in failed (${response.status}): ${JSON.stringify(body)}`);
  }
  return body.data;
}
