import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../tooling/chromium.ts';
import { matchBaseline } from './match-baseline.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(configDir, '..');

/** The viewport every story is rendered and screenshot at (Storybook's own default for tests). */
const viewport = { width: 1200, height: 900 };

/**
 * Story tests: every story of packages/ui runs in Chromium (render + play + axe), then its screenshot
 * is compared with the committed baseline (vitest.setup.ts, match-baseline.ts). Run from the repo root:
 * `pnpm test:stories`; refresh baselines with `pnpm test:stories --update`.
 */
export default defineConfig({
  root: repoRoot,
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'storybook',
    // An array: given a string, the Storybook plugin adds it to its own list again and every hook would run twice.
    setupFiles: [path.join(configDir, 'vitest.setup.ts')],
    // Every story file of a worker runs in the same frame, so React, Radix and the components load once per worker,
    // not once per file: a quarter less CPU. Each story renders into a fresh root and is unmounted after it. Module
    // state survives from file to file (a loaded form schema, the organization directory): a story must not
    // assert that such a module is not loaded yet.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 20_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        contextOptions: {
          viewport,
          deviceScaleFactor: 1,
          colorScheme: 'light',
          reducedMotion: 'reduce',
          locale: 'en-US',
          timezoneId: 'UTC',
        },
      }),
      instances: [{ browser: 'chromium', viewport }],
      viewport,
      screenshotFailures: false,
      commands: {
        /** Moves the mouse off the page so no story is screenshot in a hover state. */
        async parkPointer(context) {
          await context.page.mouse.move(-1000, -1000);
        },
        /** Compares the story's page with its baseline (match-baseline.ts). */
        matchBaseline,
      },
    },
  },
});
