// Measures the built web app: the gzip size of every route's chunk and of the JavaScript each route needs
// on first load (entry + route chunk + their static imports). Writes docs/perf.md's bundle section.
// With --check, it only reports, and exits 1 when a signed-out route's initial JavaScript exceeds the budget.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_SIGNED_OUT_KB = 150;
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build found: run the build first (pnpm build).');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The chunk files a manifest entry loads before it runs: itself and its static imports, recursively. */
function closure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure(entryKey);
const entryCss = (manifest[entryKey].css ?? []).reduce((sum, file) => sum + gzipKb(file), 0);

// Routes come from the route table itself, so a new route is measured without touching this script.
const routerSource = readFileSync(join(root, 'apps/web/src/app/router.tsx'), 'utf8');
const routePattern =
  /screen\(\s*'([^']+)',\s*(signedOut|everyone|signedIn)\([\s\S]*?import\('\.\.\/(features\/[^']+)'\)/g;
// Layouts other than the sign-in family's load on demand; count the one each kind of route renders in.
const layoutOf = {
  signedOut: null,
  everyone: 'src/app/layouts/static-layout.tsx',
  signedIn: 'src/app/layouts/main-layout.tsx',
};
const rows = [];
for (const [, path, access, modulePath] of routerSource.matchAll(routePattern)) {
  const key = `src/${modulePath}.tsx`;
  if (!manifest[key]) continue;
  const routeFiles = closure(key, new Set(entryFiles));
  if (layoutOf[access] && manifest[layoutOf[access]]) closure(layoutOf[access], routeFiles);
  const initialKb = [...routeFiles].reduce((sum, file) => sum + gzipKb(file), 0);
  rows.push({ path, access, chunk: manifest[key].file, chunkKb: gzipKb(manifest[key].file), initialKb });
}

const entryKb = [...entryFiles].reduce((sum, file) => sum + gzipKb(file), 0);
const format = (kb) => `${kb.toFixed(1)} KB`;
const table = [
  '| Route | Access | Route chunk (gzip) | Initial JS on first load, with its layout (gzip) |',
  '|---|---|---|---|',
  ...rows.map(
    (row) => `| \`${row.path}\` | ${row.access} | ${format(row.chunkKb)} | ${format(row.initialKb)} |`,
  ),
].join('\n');

const section = `<!-- bundle:start -->
## Bundle sizes

Measured by \`pnpm bench:bundle\` (\`bench/bundle-size.mjs\`) on the production build, gzip level 9.
Entry (shared by every route): **${format(entryKb)}** JavaScript in ${entryFiles.size} file(s), ${format(entryCss)} CSS.
Budget: the initial JavaScript of every signed-out route stays under **${BUDGET_SIGNED_OUT_KB} KB**; \`npm test\` fails above it.

${table}
<!-- bundle:end -->`;

const perfPath = join(root, 'docs/perf.md');
const current = existsSync(perfPath)
  ? readFileSync(perfPath, 'utf8')
  : '# Performance\n\nFigures measured by the scripts in `bench/`.\n';
const next = current.includes('<!-- bundle:start -->')
  ? current.replace(/<!-- bundle:start -->[\s\S]*<!-- bundle:end -->/, section)
  : `${current.trimEnd()}\n\n${section}\n`;
// A check (in npm test) reports without touching the committed figures.
if (!process.argv.includes('--check')) writeFileSync(perfPath, next);
console.log(section.replace(/<!--.*-->\n?/g, ''));

if (process.argv.includes('--check')) {
  const over = rows.filter((row) => row.access === 'signedOut' && row.initialKb > BUDGET_SIGNED_OUT_KB);
  if (over.length > 0) {
    for (const row of over)
      console.error(`✖ ${row.path}: ${format(row.initialKb)} > ${BUDGET_SIGNED_OUT_KB} KB`);
    process.exit(1);
  }
  if (!rows.some((row) => row.access === 'signedOut')) {
    console.error('✖ No signed-out route was measured: the route table or the build changed shape.');
    process.exit(1);
  }
  console.log(`✔ Every signed-out route is within ${BUDGET_SIGNED_OUT_KB} KB of initial JavaScript.`);
}
