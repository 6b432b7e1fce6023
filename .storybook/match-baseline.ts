import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import type { FrameLocator } from 'playwright';
import { PNG } from 'pngjs';
import type { BrowserCommand } from 'vitest/node';

/**
 * How close a story's screenshot must be to its baseline. Strict on purpose. Rendering is deterministic here
 * (bundled font, frozen motion, fixed viewport, software raster) except for tiny noise on anti-aliased rounded
 * corners: ±1–2 colour levels on a few dozen edge pixels, and up to ±8 levels on one or two pixels at the corner of
 * a focus ring. `threshold` 0.01 (pixelmatch's YIQ distance, anti-aliased pixels included) ignores the first; the
 * 8-pixel allowance absorbs the second. Anything a person could see fails: nudging one neutral token by ~7 levels
 * (#e3e8ee → #dce2e9) fails every story that uses it.
 */
const THRESHOLD = 0.01;
const ALLOWED_MISMATCHED_PIXELS = 8;
/** The file, beside a story file's baselines, that remembers which screenshots were compared and accepted. */
const ACCEPTED_FILE = 'accepted.json';
/** Accepted screenshots remembered per baseline (a story with anti-aliasing noise renders a few variants). */
const ACCEPTED_KEPT = 4;

/** What the browser side learns: nothing when it matched, or why it did not. */
export type BaselineResult = { pass: true } | { pass: false; message: string };

/**
 * Per baseline file: the SHA-256 of its bytes, and of the screenshots (as Chromium encodes them) that were compared
 * with exactly those bytes, pixel by pixel, and found within the tolerance.
 */
type Accepted = Record<string, { baseline: string; screenshots: string[] }>;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const relative = (file: string) => path.relative(process.cwd(), file);

/**
 * Compares the story's page (the test frame's `<body>`) with its committed baseline
 * `<test file folder>/__screenshots__/<test file>/<story id>-chromium-linux.png`, within the tolerance above.
 *
 * The screenshot is taken as Vitest's `toMatchScreenshot` takes it (Playwright, animations finished, caret
 * hidden). Decoding two PNGs and comparing them pixel by pixel cost about a fifth of the story tests' time, and
 * nearly every run renders a story to the very same bytes as a run before it. So a screenshot whose bytes were
 * already compared with this same baseline and accepted (`accepted.json` beside the baselines, keyed by both
 * hashes) passes without decoding. Any other is decoded and compared; a page still settling gets two more looks.
 * On a mismatch the actual image and a diff are written beside the baseline (`-actual.png`, `-diff.png`, ignored by
 * git).
 *
 * Outside CI an accepted screenshot is remembered, and a missing baseline is written (look at it before you commit
 * it); `--update` (`-u`) rewrites a baseline that no longer matches. In CI nothing is written and a missing baseline
 * fails, as with Vitest's own matcher.
 */
export const matchBaseline: BrowserCommand<[storyId: string]> = async (context, storyId) => {
  if (!context.testPath) throw new Error('matchBaseline runs inside a test file only');
  const { iframe } = context as unknown as { iframe: FrameLocator };
  // The file name Vitest's toMatchScreenshot gave the baselines: word characters and single dashes.
  const file = `${storyId
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')}-chromium-linux`;
  const folder = path.join(
    path.dirname(context.testPath),
    '__screenshots__',
    path.basename(context.testPath),
  );
  const baselinePath = path.join(folder, `${file}.png`);
  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;
  const shoot = () =>
    iframe.locator('body').screenshot({ animations: 'disabled', caret: 'hide', scale: 'device' });

  const baseline = await readFile(baselinePath).catch(() => null);
  if (baseline === null) {
    if (update === 'none')
      return {
        pass: false,
        message: `No baseline at ${relative(baselinePath)}: run the story tests with --update, then look at the new PNG.`,
      };
    const shot = await shoot();
    await mkdir(folder, { recursive: true });
    await writeFile(baselinePath, shot);
    await remember(folder, `${file}.png`, shot, shot, 'reset');
    return { pass: true };
  }

  const known = (await acceptedOf(folder))[`${file}.png`];
  const accepted = known?.baseline === sha256(baseline) ? new Set(known.screenshots) : new Set<string>();
  let expected: PNG | null = null;
  let outcome: Comparison | null = null;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 150));
    const shot = await shoot();
    if (accepted.has(sha256(shot))) return { pass: true };
    expected ??= PNG.sync.read(baseline);
    outcome = compare(expected, shot);
    if (outcome.kind === 'match') {
      if (update !== 'none') await remember(folder, `${file}.png`, baseline, shot, 'add');
      return { pass: true };
    }
  }
  if (!outcome || !expected) throw new Error('No screenshot was compared');
  if (update === 'all') {
    await writeFile(baselinePath, outcome.actual);
    await remember(folder, `${file}.png`, outcome.actual, outcome.actual, 'reset');
    return { pass: true };
  }
  const save = (suffix: string, png: Buffer) => writeFile(path.join(folder, `${file}-${suffix}.png`), png);
  await save('actual', outcome.actual);
  if (outcome.kind === 'size')
    return {
      pass: false,
      message: `The screenshot is ${outcome.width}×${outcome.height} px, its baseline ${expected.width}×${expected.height} px (${relative(baselinePath)}).`,
    };
  await save('diff', PNG.sync.write(outcome.diff));
  return {
    pass: false,
    message: `${outcome.mismatched} pixels differ from ${relative(baselinePath)} (${ALLOWED_MISMATCHED_PIXELS} allowed): see the -actual and -diff PNGs beside it.`,
  };
};

type Comparison =
  | { kind: 'match'; actual: Buffer }
  | { kind: 'size'; actual: Buffer; width: number; height: number }
  | { kind: 'pixels'; actual: Buffer; mismatched: number; diff: PNG };

/** A screenshot against its decoded baseline, within the tolerance above. */
function compare(expected: PNG, actual: Buffer): Comparison {
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height)
    return { kind: 'size', actual, width: got.width, height: got.height };
  const diff = new PNG({ width: got.width, height: got.height });
  const mismatched = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: THRESHOLD,
    includeAA: true,
  });
  return mismatched <= ALLOWED_MISMATCHED_PIXELS
    ? { kind: 'match', actual }
    : { kind: 'pixels', actual, mismatched, diff };
}

// A story file's tests run one after another in one worker, so its accepted.json has a single writer.
const acceptedFiles = new Map<string, Accepted>();

async function acceptedOf(folder: string): Promise<Accepted> {
  let accepted = acceptedFiles.get(folder);
  if (!accepted) {
    const text = await readFile(path.join(folder, ACCEPTED_FILE), 'utf8').catch(() => '{}');
    accepted = JSON.parse(text) as Accepted;
    acceptedFiles.set(folder, accepted);
  }
  return accepted;
}

/** Records that `shot` matched the baseline whose bytes are `baseline` (`reset`: the baseline itself is new). */
async function remember(
  folder: string,
  file: string,
  baseline: Buffer,
  shot: Buffer,
  mode: 'add' | 'reset',
): Promise<void> {
  const accepted = await acceptedOf(folder);
  const baselineHash = sha256(baseline);
  const shotHash = sha256(shot);
  const entry = accepted[file];
  const kept = mode === 'add' && entry?.baseline === baselineHash ? entry.screenshots : [];
  accepted[file] = {
    baseline: baselineHash,
    screenshots: [shotHash, ...kept.filter((hash) => hash !== shotHash)].slice(0, ACCEPTED_KEPT),
  };
  const sorted = Object.fromEntries(Object.entries(accepted).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(path.join(folder, ACCEPTED_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
}
