// Measures the built web app: the gzip size of every route's chunk and of the JavaScript each route needs
// on first load (entry + route chunk + their static imports). Writes docs/perf.md's bundle section.
// With --check, it only reports, and exits 1 when a signed-out route's initial JavaScript exceeds the budget or a
// script or style of the build lacks its Brotli (.br) and gzip (.gz) copy.
// The routes come from the route table (@medhire/domain's built `routeTable`), their screens from the app's
// `screens` map (apps/web/src/app/screens.ts), so a new route is measured without touching this script.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const BUDGET_SIGNED_OUT_KB = 150;
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
const domainPath = join(root, 'packages/domain/dist/index.js');
if (!existsSync(manifestPath) || !existsSync(domainPath)) {
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

/**
 * The module of each route's lazy screen, by route key (`{ signIn: 'src/features/auth/sign-in-screen.tsx' }`):
 * the app's `screens` map is bundled with every dynamic import replaced by a module that only names its file,
 * then each loader is called.
 */
async function screenModules() {
  const webRoot = join(root, 'apps/web');
  const prefix = '\0screen-module:';
  const output = await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    publicDir: false,
    plugins: [
      {
        name: 'screen-modules',
        enforce: 'pre',
        async resolveId(source, importer, options) {
          if (source.startsWith(prefix)) return source;
          if (options?.kind !== 'dynamic-import') return null;
          const resolved = await this.resolve(source, importer, { skipSelf: true });
          if (!resolved) throw new Error(`Cannot resolve the screen ${source}`);
          return `${prefix}${relative(webRoot, resolved.id).replaceAll('\\', '/')}`;
        },
        load(id) {
          if (!id.startsWith(prefix)) return null;
          return `export const module = ${JSON.stringify(id.slice(prefix.length))};`;
        },
      },
    ],
    build: {
      write: false,
      minify: false,
      lib: { entry: join(webRoot, 'src/app/screens.ts'), formats: ['es'] },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const code = result.output[0].code;
  const { screens } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  const modules = {};
  for (const [key, load] of Object.entries(screens)) modules[key] = (await load()).module;
  return modules;
}

const { notFoundRoute, routeKeys, routeTable } = await import(pathToFileURL(domainPath).href);
const modules = await screenModules();
const measured = [
  ...routeKeys.map((key) => ({ route: routeTable[key], module: modules[key] })),
  { route: notFoundRoute, module: modules.notFound },
];

// Layouts other than the sign-in family's load on demand; count the one each kind of route renders in.
const layoutOf = {
  'signed-out': null,
  everyone: 'src/app/layouts/static-layout.tsx',
  'signed-in': 'src/app/layouts/main-layout.tsx',
};
const rows = [];
for (const { route, module } of measured) {
  const { pattern: path, access } = route;
  if (!module || !manifest[module]) {
    console.error(`✖ ${path}: no screen chunk in the build (${module ?? 'no screen'}).`);
    process.exit(1);
  }
  const routeFiles = closure(module, new Set(entryFiles));
  if (layoutOf[access] && manifest[layoutOf[access]]) closure(layoutOf[access], routeFiles);
  const initialKb = [...routeFiles].reduce((sum, file) => sum + gzipKb(file), 0);
  rows.push({
    path,
    access,
    chunk: manifest[module].file,
    chunkKb: gzipKb(manifest[module].file),
    initialKb,
  });
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
  const over = rows.filter((row) => row.access === 'signed-out' && row.initialKb > BUDGET_SIGNED_OUT_KB);
  if (over.length > 0) {
    for (const row of over)
      console.error(`✖ ${row.path}: ${format(row.initialKb)} > ${BUDGET_SIGNED_OUT_KB} KB`);
    process.exit(1);
  }
  // The server sends the build's own Brotli and gzip copies (apps/web/precompress.ts): every script and style
  // needs both, or it would go out uncompressed or be compressed again at every request.
  const assets = readdirSync(join(dist, 'assets')).filter((file) => /\.(js|css)$/.test(file));
  const uncompressed = assets.filter(
    (file) =>
      !existsSync(join(dist, 'assets', `${file}.br`)) || !existsSync(join(dist, 'assets', `${file}.gz`)),
  );
  if (assets.length === 0 || uncompressed.length > 0) {
    for (const file of uncompressed) console.error(`✖ assets/${file}: no .br or .gz copy in the build`);
    if (assets.length === 0) console.error('✖ No script or style found in apps/web/dist/assets.');
    process.exit(1);
  }
  console.log(`✔ All ${assets.length} scripts and styles have Brotli (.br) and gzip (.gz) copies.`);
  if (!rows.some((row) => row.access === 'signed-out')) {
    console.error('✖ No signed-out route was measured: the route table or the build changed shape.');
    process.exit(1);
  }
  console.log(`✔ Every signed-out route is within ${BUDGET_SIGNED_OUT_KB} KB of initial JavaScript.`);
}
