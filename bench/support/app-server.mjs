// The built app as a phone meets it: the built API (`apps/api/dist/main.js`, what `npm start` runs) serving the
// built web app on a free port of 127.0.0.1 with a throwaway database and the demo accounts seeded. Shared by the
// browser benches (bench/lighthouse.mjs, bench/bundle-size.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, headlessShellPath } from '../../tooling/chromium-paths.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const apiMain = join(root, 'apps/api/dist/main.js');
const webDist = join(root, 'apps/web/dist');

/** The demo employer the API seeds outside production (SEED_DEMO's default): approved, with a subscription. */
export const demoEmployer = { email: 'demo@medhire.test', password: 'Rounds-Demo-2026!' };

/** The browsers' paths (tooling/chromium-paths.mjs), for the bench scripts. */
export { chromiumPath, headlessShellPath };
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
 * Starts the server; resolves to `{ url, pid, dataDir, stop }` once `/health` answers (`dataDir` holds its outbox). `nodeArgs` go to the server's Node
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
    if (healthy) return { url, pid: child.pid, dataDir, stop };
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

/**
 * Registers a new employer through the API and confirms it with the code the server's outbox holds: a signed-in
 * account whose profile is still to be established (session code 201), as onboarding meets it. Answers the session.
 */
export async function registerPendingEmployer({ url, dataDir }) {
  const email = `bench-${Date.now()}@clinic.test`;
  const post = async (path, body) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok || !answer?.success) {
      throw new Error(`${path} failed (${response.status}): ${JSON.stringify(answer)}`);
    }
    return answer.data;
  };
  await post('/employer/auth/v1/register', { email, password: 'Quiet-Harbor-Clinic-42' });
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const file of existsSync(outbox)
      ? readdirSync(outbox).filter((name) => name.endsWith('.json'))
      : []) {
      let mail;
      try {
        mail = JSON.parse(readFileSync(join(outbox, file), 'utf8'));
      } catch {
        continue; // still being written
      }
      const code = mail.to?.toLowerCase() === email ? /\b(\d{6})\b/.exec(mail.subject ?? '')?.[1] : undefined;
      if (code) return post('/employer/auth/v1/verify-otp', { email, otp: code });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No confirmation code was mailed to ${email} within 30 s.`);
}
