import { defineConfig } from '@playwright/test';
import { headlessShellLaunchOptions } from '../../tooling/chromium';

export { e2eAdminToken } from './e2e/support/api-env';

// Each worker starts its own MedHire server (the built API serving the built web app, what `npm start` runs)
// with its own database and demo data: see e2e/support/test.ts. One worker by default: `npm test` runs the
// journeys beside the unit tests, and a second worker there only adds contention on two cores;
// `pnpm test:e2e --workers=2` on an idle or bigger machine.
export default defineConfig({
  testDir: './e2e',
  // The cluster journey needs PostgreSQL; `npm test` sets this on a machine without it (and says so).
  testIgnore: process.env.E2E_SKIP_CLUSTER === 'true' ? ['**/cluster.spec.ts'] : [],
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // Generous for a loaded two-core CI machine, where a sign-in (a password hash, the sync, a lazy screen) can take
  // several seconds; a journey that is really stuck still fails within a minute.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: headlessShellLaunchOptions,
    // No trace by default: recording one for every journey (to keep it only on failure) cost 15–20% of the run's
    // time and CPU. A failure keeps its screenshot and the page's accessibility snapshot (error-context.md); to get
    // the full trace, run the journey again with `pnpm test:e2e e2e/<spec> --trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
    // As a visitor who asked for less motion: no page transition to wait out before each click (the journeys check
    // what the screens do, the story tests how they look).
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
