// Lighthouse (mobile preset: a Moto G Power-sized screen, simulated slow 4G and a 4× slower CPU) on the built app
// served by the built API, as a phone meets it: the signed-out screens and, signed in as the demo employer with a
// real session, the screens an employer lands on. Reports each route's performance, accessibility and
// best-practices scores with FCP, LCP, TBT, CLS and Speed Index, and writes docs/perf.md's Lighthouse section.
//
//   pnpm bench:lighthouse            measure (median of 3 runs per route) and write docs/perf.md
//   pnpm bench:lighthouse --check    measure (1 run per route), change nothing, exit 1 on a regression
//   --runs N                         runs per route (the median run by performance score is reported)
//   --save DIR                       also write each run's full report (open it in the Lighthouse viewer)
//   --only /path                     only this route (repeatable)
//
// Targets (the issue "Fast"): performance ≥ 90, accessibility and best practices 100 on every route. The check
// fails when a route falls below its floor (FLOORS: just below today's measurement where the target is not met
// yet, so a regression is caught) and prints the target beside each score.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumFlags, chromiumPath, signIn, startAppServer } from './support/app-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : check ? 1 : 3;
const saveArg = process.argv.indexOf('--save');
const saveDir = saveArg > 0 ? process.argv[saveArg + 1] : null;
const only = process.argv.flatMap((arg, index) => (process.argv[index - 1] === '--only' ? [arg] : []));

const TARGET = { performance: 90, accessibility: 100, 'best-practices': 100 };
/**
 * The lowest score each route may have before the check fails: about 5 points below the lowest best-of-three
 * run seen on the machine that runs CI, so that a real regression fails and the noise of the machine does not (the
 * target itself is TARGET, reported in docs/perf.md). That machine scores the signed-in routes 10 to 15 points
 * below this 2-core machine: on 2026-11-27 it measured, best of three, /home 61, /explore 56 and /messages 60
 * where this one measured /home 71–83, /explore 61–70 and /messages 67–78 with the same code (the total
 * blocking time doubles there). /signIn and /register reach 90 on a quiet machine but not every run (86–92).
 * On 2026-11-28 the first render became a transition and each route's page preloads its files from the HTML: here,
 * medians of three, /home 83 → 93, /explore 84 → 96, /messages 90 → 93, /signIn 95, /register 97. CI keeps its
 * scores only when a run fails, so its new figures are not known: the signed-in floors are now CI's own best of
 * three before those changes (a page back at the old main-thread cost fails). Raise a floor when a route gets faster.
 * On 2026-11-28 afternoon an AMD EPYC machine (where that morning's Intel Xeon one gave /home 94) scored the same
 * morning's code /home 62–68, and today's code, best of three in two fresh clones and a bench run: /home 63–71,
 * /explore 57–64, /messages 65–66, signed-out 89–95: the /home and /explore floors follow the rule above (5 points
 * below the lowest best of three seen), as /messages and the signed-out ones already did.
 */
const FLOORS = {
  '/signIn': { performance: 84, accessibility: 100, 'best-practices': 100 },
  '/register': { performance: 84, accessibility: 100, 'best-practices': 100 },
  '/home': { performance: 58, accessibility: 100, 'best-practices': 100 },
  '/explore': { performance: 52, accessibility: 100, 'best-practices': 100 },
  '/messages': { performance: 60, accessibility: 100, 'best-practices': 100 },
};
/** In --check, a route below its floor is measured again, up to this many runs; its best run counts. */
const CHECK_ATTEMPTS = 3;
const ROUTES = [
  { path: '/signIn', signedIn: false },
  { path: '/register', signedIn: false },
  { path: '/home', signedIn: true },
  { path: '/explore', signedIn: true },
  { path: '/messages', signedIn: true },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];

const domainPath = join(root, 'packages/domain/dist/index.js');
if (!existsSync(domainPath) || !chromiumPath) {
  console.error(!chromiumPath ? 'No Chromium: set CHROMIUM_PATH.' : 'No build found: run the build first.');
  process.exit(1);
}
const { SESSION_STORAGE_KEY } = await import(pathToFileURL(domainPath).href);

const started = Date.now();
const server = await startAppServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumFlags,
  // chrome-launcher's defaults would add flags of its own; the list above is the whole set.
  ignoreDefaultFlags: true,
  logLevel: 'error',
});
const cleanup = async () => {
  await chrome.kill();
  await server.stop();
};

const results = [];
try {
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  const session = await signIn(server.url);
  /**
   * One Lighthouse run of a route, with the session the route needs. Lighthouse now and then fails to record a
   * load (NO_NAVSTART, a protocol timeout on a busy machine): such a run is tried again, up to three times.
   */
  async function audit(route) {
    for (let attempt = 1; ; attempt += 1) {
      // The web app reads the session from local storage (apps/web/src/lib/session-storage.ts); Lighthouse's
      // storage reset leaves local storage alone, so the session set here is the one the audited load finds.
      await page.goto(`${server.url}/health`);
      await page.evaluate(
        (key, value) => (value ? localStorage.setItem(key, value) : localStorage.removeItem(key)),
        SESSION_STORAGE_KEY,
        route.signedIn ? JSON.stringify(session) : null,
      );
      const result = await lighthouse(
        `${server.url}${route.path}`,
        { logLevel: 'error', output: 'json', onlyCategories: CATEGORIES },
        undefined,
        page,
      ).catch((error) => ({ lhr: { runtimeError: { code: 'ERROR', message: error.message } } }));
      const failure = result?.lhr?.runtimeError;
      if (!failure) return result;
      if (attempt === 3) throw new Error(`${route.path}: ${failure.code} ${failure.message}`);
      console.log(`  ${route.path}: Lighthouse could not record the load (${failure.code}); trying again`);
    }
  }
  for (const route of ROUTES.filter((candidate) => only.length === 0 || only.includes(candidate.path))) {
    const measured = [];
    const belowFloor = (run) => CATEGORIES.some((id) => run.scores[id] < FLOORS[route.path][id]);
    for (let run = 0; run < runs || (check && run < CHECK_ATTEMPTS && measured.every(belowFloor)); run += 1) {
      const result = await audit(route);
      const lhr = result.lhr;
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(join(saveDir, `${route.path.slice(1)}-${run + 1}.json`), result.report);
      }
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== route.path) {
        throw new Error(`${route.path}: the audited page ended on ${landed}, not the screen asked for.`);
      }
      measured.push({
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
        metrics: Object.fromEntries(METRICS.map(([name, id]) => [name, lhr.audits[id].numericValue])),
        failing: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
          lhr.categories[id].auditRefs
            .filter(
              (ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1,
            )
            .map((ref) => `${id}: ${ref.id}`),
        ),
        opportunities: Object.values(lhr.audits)
          .filter(
            (audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) >= 100,
          )
          .map((audit) => `${audit.id} (${Math.round(audit.details.overallSavingsMs)} ms)`),
      });
      const last = measured.at(-1);
      console.log(
        `  ${route.path} run ${run + 1}: ${CATEGORIES.map((id) => `${id} ${last.scores[id]}`).join(', ')}`,
      );
    }
    measured.sort((a, b) => a.scores.performance - b.scores.performance);
    results.push({
      ...route,
      // The median run; in --check the best, since a route is measured again only when it fell below its floor.
      ...measured[check ? measured.length - 1 : Math.floor(measured.length / 2)],
      performanceRange: [measured[0].scores.performance, measured.at(-1).scores.performance],
    });
  }
  await browser.disconnect();
} catch (error) {
  await cleanup();
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
await cleanup();
const seconds = (Date.now() - started) / 1000;

const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;
const formatMetric = (name, value) => (name === 'CLS' ? value.toFixed(3) : ms(value));
const mark = (id, score) => (score >= TARGET[id] ? `${score}` : `**${score}** (target ${TARGET[id]})`);
const table = [
  `| Route | Access | Performance | Accessibility | Best practices | ${METRICS.map(([name]) => name).join(' | ')} |`,
  `|---|---|---|---|---|${METRICS.map(() => '---').join('|')}|`,
  ...results.map(
    (row) =>
      `| \`${row.path}\` | ${row.signedIn ? 'signed in' : 'signed out'} | ${mark('performance', row.scores.performance)}${
        runs > 1 ? ` (${row.performanceRange.join('–')})` : ''
      } | ${mark('accessibility', row.scores.accessibility)} | ${mark('best-practices', row.scores['best-practices'])} | ${METRICS.map(
        ([name]) => formatMetric(name, row.metrics[name]),
      ).join(' | ')} |`,
  ),
].join('\n');
const misses = results.flatMap((row) =>
  CATEGORIES.filter((id) => row.scores[id] < TARGET[id]).map(
    (id) =>
      `\`${row.path}\` ${id} ${row.scores[id]} (target ${TARGET[id]}, ${TARGET[id] - row.scores[id]} short)`,
  ),
);
const failing = [
  ...new Set(results.flatMap((row) => row.failing.map((audit) => `\`${row.path}\` ${audit}`))),
];

console.log(`\n${table}\n`);
for (const row of results) {
  if (row.opportunities.length > 0)
    console.log(`  ${row.path} opportunities: ${row.opportunities.join(', ')}`);
  if (row.failing.length > 0) console.log(`  ${row.path} failing audits: ${row.failing.join(', ')}`);
}
console.log(`\nMeasured in ${seconds.toFixed(0)} s (${runs} run(s) per route).`);

if (!check && only.length === 0) {
  const today = new Date().toISOString().slice(0, 10);
  const section = `<!-- lighthouse:start -->
## Lighthouse (mobile)

Measured by \`pnpm bench:lighthouse\` (\`bench/lighthouse.mjs\`) on ${today}: Lighthouse 12.2.3, mobile preset
(simulated throttling: slow 4G, 4× CPU slowdown), Debian's Chromium, on the production build served by the built
API on 127.0.0.1 (Brotli/gzip copies of the assets); the signed-in routes with a real session of the demo employer
(the audit fails if the page ends anywhere else than the route asked for). Median of ${runs} run(s) per route
by performance score${runs > 1 ? ', the range of the runs in brackets' : ''}; scores below the issue's target in bold.
Target: performance ≥ ${TARGET.performance}, accessibility and best practices ${TARGET.accessibility} on every route.
${misses.length === 0 ? 'Met on every route.' : `Not met yet: ${misses.join('; ')}.`}

${table}
${failing.length > 0 ? `\nAudits that cost points: ${failing.join('; ')}.\n` : ''}
\`npm test\` runs \`pnpm bench:lighthouse --check\` (one run per route, up to ${CHECK_ATTEMPTS} for a route below its floor, the
best counting): it fails when a route scores below its floor in \`bench/lighthouse.mjs\` (\`FLOORS\`: a few points
below the day's best-of-three runs; the target, 90, is not met by every run of any route yet).
<!-- lighthouse:end -->`;
  const perfPath = join(root, 'docs/perf.md');
  const current = readFileSync(perfPath, 'utf8');
  const next = current.includes('<!-- lighthouse:start -->')
    ? current.replace(/<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/, section)
    : current.replace('<!-- bundle:start -->', `${section}\n\n<!-- bundle:start -->`);
  writeFileSync(perfPath, next);
}

const below = results.flatMap((row) =>
  CATEGORIES.filter((id) => row.scores[id] < FLOORS[row.path][id]).map(
    (id) => `${row.path}: ${id} ${row.scores[id]} < floor ${FLOORS[row.path][id]} (target ${TARGET[id]})`,
  ),
);
if (misses.length > 0) console.log(`Target not met yet: ${misses.join('; ').replaceAll('`', '')}`);
if (check) {
  if (below.length > 0) {
    for (const line of below) console.error(`✖ ${line}`);
    process.exit(1);
  }
  console.log('✔ Every route scores at or above its floor.');
}
