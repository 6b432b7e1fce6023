import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiProcess } from '../../../../tooling/api-process';
import { apiEnvironment } from './api-env';
import { freePort } from './free-port';

export interface ApiServer {
  /** Where it answers, e.g. http://127.0.0.1:41234 (the web app and the API on one port). */
  url: string;
  /** Its data folder: the database and, in development and test, the mail outbox (`outbox/`). */
  dataDir: string;
  /** Starts the API (again) on the same port and data: what was stored before a stop is still there. */
  start(): Promise<void>;
  /** Stops it the way an operator does (SIGTERM) and waits until the process has exited. */
  stop(): Promise<void>;
  /** Stops it and deletes its data. */
  dispose(): Promise<void>;
}

/**
 * A MedHire server of a test's own, apart from the one Playwright starts for every spec: the built API serving the
 * built web app on a free port with a temporary database, for journeys that stop and restart the server or need
 * settings of their own. `settings(url)` adds environment variables, given the address the server will have.
 */
export async function startApiServer(
  settings: (url: string) => Record<string, string> = () => ({}),
): Promise<ApiServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'medhire-e2e-own-'));
  const env = { ...apiEnvironment(port, dataDir), ...settings(`http://127.0.0.1:${port}`) };
  const api = apiProcess({ port, env, startTimeoutMs: 60_000 });
  await api.start();
  return {
    url: api.url,
    dataDir,
    start: api.start,
    stop: api.stop,
    async dispose() {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
