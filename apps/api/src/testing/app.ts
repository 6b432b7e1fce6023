import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Database, DatabaseKind } from '../db/client.js';
import { createTestDatabase } from './database.js';

/**
 * A configuration for tests: silent logs, no demo seed, and a fresh temporary data folder (so the mail
 * outbox and uploads of one test never meet another's). `overrides` win.
 */
export function createTestConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'medhire-api-'));
  return {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
    }),
    pgliteDataDir: 'memory://',
    ...overrides,
  };
}

/** Deletes a data folder made by {@link createTestConfig} (and nothing else). */
export async function removeTestDataDir(config: Pick<Config, 'dataDir'>): Promise<void> {
  if (path.basename(config.dataDir).startsWith('medhire-api-') && config.dataDir.startsWith(tmpdir())) {
    await rm(config.dataDir, { recursive: true, force: true });
  }
}

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  /** Closes the app, then discards the database and the temporary data folder. */
  close(): Promise<void>;
}

/**
 * The whole app on a fresh test database of `kind`. Register test-only routes on `app` before the first
 * `inject`, e.g. `testApp.app.post('/test/echo', { schema: { body } }, handler)`.
 */
export async function createTestApp(
  kind: DatabaseKind,
  options: { config?: Partial<Config> } = {},
): Promise<TestApp> {
  const config = createTestConfig(options.config);
  const database = await createTestDatabase(kind);
  const app = await buildApp({ config, database });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await removeTestDataDir(config);
    },
  };
}
