import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * One entry per component family, emitted as `dist/<family>/index.js` + `index.d.ts`, which the
 * package's `"./*"` export maps to (`@medhire/ui/button` → `dist/button/index.js`). Families are found
 * by folder — `src/primitives/<family>`, `src/components/<family>`, `src/layouts/<family>` — so a new
 * family needs no edit here. Stories and docs are never entries, so they never reach `dist`.
 */
function familyEntries(folder: string): Record<string, string> {
  if (!existsSync(folder)) return {};
  return Object.fromEntries(
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(`${folder}/${entry.name}/index.ts`))
      .map((entry) => [`${entry.name}/index`, `${folder}/${entry.name}/index.ts`]),
  );
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const packages = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
];

const entry: Record<string, string> = {
  ...familyEntries('src/primitives'),
  ...familyEntries('src/components'),
  ...familyEntries('src/layouts'),
  'cn/index': 'src/lib/index.ts',
  'lib/index': 'src/lib/index.ts',
  'logo/index': 'src/brand/index.ts',
};

/**
 * Declarations come from one `tsc` pass (seconds) rather than tsup's per-entry rollup of types, which
 * needed minutes and gigabytes for fifty families. Each family then gets a `dist/<family>/index.d.ts`
 * that points at its emitted declarations.
 */
function emitDeclarations() {
  execFileSync('tsc', ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  for (const [name, source] of Object.entries(entry)) {
    const target = source.replace(/^src\//, '../types/').replace(/\.ts$/, '');
    mkdirSync(`dist/${name.replace(/\/index$/, '')}`, { recursive: true });
    writeFileSync(`dist/${name}.d.ts`, `export * from '${target}';\n`);
  }
}

export default defineConfig({
  entry,
  format: ['esm'],
  dts: false,
  onSuccess: async () => emitDeclarations(),
  clean: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
  sourcemap: false,
  // Every dependency stays an import (the app bundles it once), including subpaths like react/jsx-runtime.
  external: packages.map((name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/|$)`)),
});
