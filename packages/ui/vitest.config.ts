import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the pure helpers (`src/lib`, and any `*.test.ts` beside a component), in Node. The components
 * themselves are tested by their stories in Chromium (`pnpm test:stories` at the root), never here.
 */
export default defineConfig({
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['**/*.stories.tsx', '**/node_modules/**', '**/dist/**'],
  },
});
