import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { apiMain } from '../../tooling/api-process';
import { chromiumLaunchOptions } from '../../tooling/chromium';
import { apiEnvironment } from './e2e/support/api-env';
import { freePort } from './e2e/support/free-port';

export { e2eAdminToken } from './e2e/support/api-env';

// Playwright loads this file in the runner and in every worker: compute once and share through env.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'medhire-e2e-'));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The built API serving the built web app: the same process `npm start` runs.
    command: `node ${apiMain}`,
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: apiEnvironment(port, dataDir),
  },
});
