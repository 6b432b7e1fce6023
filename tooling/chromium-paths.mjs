// Where the browsers are, for the TypeScript tooling (tooling/chromium.ts) and the bench scripts (plain Node) alike:
// Debian's Chromium (scripts/toolchain.mjs installs it; CHROMIUM_PATH overrides) and its headless shell.
import { existsSync } from 'node:fs';

/** Debian's Chromium: the story tests and Lighthouse, which time or picture its rendering. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Debian's `chromium-headless-shell` (the same Chromium build without the browser's window layer, what Playwright
 * itself uses for headless runs), else Chromium: the end-to-end journeys and the bundle budget, where what a page
 * does and fetches is the same, for less CPU. On a two-core machine it ran three journey files with 29 % less CPU
 * and 15 % less time (206 against 290 core-seconds). The story tests keep Chromium: their baselines are its pixels,
 * and the shell draws text with different anti-aliasing.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath);
