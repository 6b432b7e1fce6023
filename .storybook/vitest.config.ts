import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../tooling/chromium.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(configDir, '..');

/** The viewport every story is rendered and screenshot at (Storybook's own default for tests). */
const viewport = { width: 1200, height: 900 };

/**
 * Story tests: every story of packages/ui runs in Chromium (render + play + axe), then its screenshot
 * is compared with the committed baseline (see vitest.setup.ts). Run from the repo root:
 * `pnpm test:stories`; refresh baselines with `pnpm test:stories --update`.
 */
export default defineConfig({
  root: repoRoot,
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'storybook',
    setupFiles: path.join(configDir, 'vitest.setup.ts'),
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
      // The Storybook plugin turns file writes off by default; baselines have to be written.
      api: { allowWrite: true },
      commands: {
        /** Moves the mouse off the page so no story is screenshot in a hover state. */
        async parkPointer(context) {
          await context.page.mouse.move(-1000, -1000);
        },
      },
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          // Strict on purpose. Rendering is deterministic here (bundled font, frozen motion, fixed
          // viewport, software raster) except for tiny noise on anti-aliased rounded corners: ±1–2
          // colour levels on a few dozen edge pixels, and up to ±8 levels on one or two pixels at
          // the corner of a focus ring. threshold 0.01 (pixelmatch's YIQ distance, anti-aliased
          // pixels included) ignores the first; the 8-pixel allowance absorbs the second. Anything
          // a person could see fails: nudging one neutral token by ~7 levels (#e3e8ee → #dce2e9)
          // fails every story that uses it.
          comparatorOptions: { threshold: 0.01, includeAA: true, allowedMismatchedPixels: 8 },
        },
      },
    },
  },
});
