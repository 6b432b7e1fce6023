import { defineConfig } from 'tsup';

// dist/main.js starts the server; dist/app.js exports buildApp (e2e tests and tools import it); dist/backup.js
// backs up and restores (npm run backup / restore).
// Workspace packages are bundled in; everything from node_modules stays an import. Migrations are not
// copied: src/db/migrate.ts finds apps/api/drizzle by walking up from dist/. No declarations: tsc
// overflows its stack on Drizzle's types with `declaration: true`.
export default defineConfig({
  entry: { main: 'src/main.ts', app: 'src/app.ts', backup: 'src/backup.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  dts: false,
  sourcemap: true,
  splitting: true,
  noExternal: [/^@medhire\//],
});
