import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiEnvironment, apiMain } from './api-env';
import { freePort } from './free-port';

export interface ApiServer {
  /** Where it answers, e.g. http://127.0.0.1:41234 (the web app and the API on one port). */
  url: string;
  /** Starts the API (again) on the same port and data: what was stored before a stop is still there. */
  start(): Promise<void>;
  /** Stops it the way an operator does (SIGTERM) and waits until the process has exited. */
  stop(): Promise<void>;
  /** Stops it and deletes its data. */
  dispose(): Promise<void>;
}

/**
 * A MedHire server of a test's own, apart from the one Playwright starts for every spec: the built API serving the
 * built web app on a free port with a temporary database, for journeys that stop and restart the server.
 */
export async function startApiServer(): Promise<ApiServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'medhire-e2e-own-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';

  async function start(): Promise<void> {
    const current = spawn(process.execPath, [apiMain], {
      env: { ...process.env, ...apiEnvironment(port, dataDir) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = current;
    current.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    current.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (current.exitCode !== null) throw new Error(`The API exited:\n${output}`);
      const healthy = await fetch(`${url}/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The API did not answer within 60 s:\n${output}`);
  }

  async function stop(): Promise<void> {
    const current = child;
    child = null;
    if (!current || current.exitCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGTERM');
    await exited;
  }

  await start();
  return {
    url,
    start,
    stop,
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
