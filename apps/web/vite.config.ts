import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Paths the API serves; in `pnpm dev` Vite proxies them to the API running in watch mode. */
const apiPrefixes = [
  '/employer',
  '/employee',
  '/enums',
  '/uploader',
  '/uploads',
  '/health',
  '/openapi.json',
  '/docs',
  '/api',
];

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // The domain package is many small pure modules; bundling its source (not its single-file dist) lets
    // the bundler keep only the rules and constants a chunk uses, so zod and the enum tables stay out of
    // the start-up chunk.
    alias: [
      {
        find: /^@medhire\/domain$/,
        replacement: fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      ...Object.fromEntries(
        apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }]),
      ),
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page needs to start (React, the router, SWR, class merging) in one chunk: several
          // small shared chunks would each compress on their own and cost more bytes on first load.
          groups: [
            {
              name: 'start',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store|clsx|tailwind-merge|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
