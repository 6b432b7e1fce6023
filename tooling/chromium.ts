/**
 * The one place that says how every tool launches Chromium on this machine kind:
 * Debian's `/usr/bin/chromium` (never a downloaded browser) with the flags that keep it
 * from reaching hosts it cannot reach. Used by the Vitest browser provider, the Storybook
 * story tests and Playwright.
 */
import { chromiumPath, headlessShellPath } from './chromium-paths.mjs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
];

export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: chromiumArgs,
};

/** The end-to-end journeys' browser (chromium-paths.mjs says why). */
export const headlessShellLaunchOptions = {
  executablePath: headlessShellPath,
  args: chromiumArgs,
};
