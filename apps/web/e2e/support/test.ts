import { test as base } from '@playwright/test';
import { type ApiServer, startApiServer } from './api-server';

export { type APIRequestContext, expect, type Locator, type Page, type Response } from '@playwright/test';

/**
 * Playwright's `test` with a MedHire server per worker: the built API serving the built web app, with its own
 * port, database and demo data. Workers run side by side and never see each other's accounts, messages or
 * sessions; the journeys of one worker run one after another and share its server, as one practice would.
 */
export const test = base.extend<object, { workerServer: ApiServer }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startApiServer();
      // The outbox helpers read the mails this worker's server wrote.
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.dispose();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
});
