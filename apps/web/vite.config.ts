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
  },
});
