import { defineConfig } from 'drizzle-kit';

// Migrations are generated with `pnpm --filter @medhire/api db:generate` and committed; the server applies
// them at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
