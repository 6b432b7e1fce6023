import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@medhire/api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrates one PGlite (and, with TEST_DATABASE_URL, one PostgreSQL template) per run; tests copy it.
    globalSetup: ['./src/testing/global-setup.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // Test files share their worker's modules, so a worker starts PGlite once or twice per run instead of
    // once per file (~0.7 s each), and imports Fastify once. Files must not rely on fresh module state.
    isolate: false,
    // PGlite start-up and scrypt hashing take a few hundred ms each; the defaults leave too little room.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
