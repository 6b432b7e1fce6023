import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type AliasOptions, build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import { precompress } from './precompress';
import { routePreloads } from './route-preloads';
import { firebaseConfigFrom } from './src/push/firebase-config';
import { startupSplash } from './startup-splash';

/** Paths the API serves; in `pnpm dev` Vite proxies them to the API running in watch mode. */
const apiPrefixes = [
  '/employer',
  '/employee',
  '/enums',
  '/uploader',
  '/uploads',
  '/health',
  '/ready',
  '/metrics',
  '/openapi.json',
  '/docs',
  '/api',
];

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

// The domain package is many small pure modules; bundling its source (not its single-file dist) lets
// the bundler keep only the rules and constants a chunk uses, so zod and the enum tables stay out of
// the start-up chunk.
const alias: AliasOptions = [
  {
    find: /^@medhire\/domain$/,
    replacement: fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)),
  },
];

/** Where Firebase messaging looks for its service worker: the site root, under a name that never changes. */
const MESSAGING_WORKER_FILE = 'firebase-messaging-sw.js';

/**
 * Builds the messaging service worker (src/push/firebase-messaging-sw.ts) on its own: one classic script
 * (browsers without module workers run it too) that shares no chunk with the app, so the app's chunks, its
 * manifest and its bundle budget stay as they are. The Firebase config is baked in from the same
 * VITE_FIREBASE_* values as the app's: a worker started by the browser for a push has no other source.
 */
async function buildMessagingWorker(config: ResolvedConfig, write: boolean): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias },
    define: { 'process.env.NODE_ENV': JSON.stringify(config.isProduction ? 'production' : 'development') },
    build: {
      outDir: config.build.outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      write,
      target: 'es2022',
      sourcemap: false,
      minify: config.isProduction,
      lib: {
        entry: fileURLToPath(new URL('./src/push/firebase-messaging-sw.ts', import.meta.url)),
        formats: ['iife'],
        name: 'medhireMessagingWorker',
        fileName: () => MESSAGING_WORKER_FILE,
      },
    },
  });
  const [first] = Array.isArray(output) ? output : [output];
  const chunk = first && 'output' in first ? first.output[0] : undefined;
  return chunk && 'code' in chunk ? chunk.code : '';
}

/**
 * Emits dist/firebase-messaging-sw.js when the build is configured for push (without a config push never
 * starts and no worker is needed; the API also reads its presence as "Firebase is configured"), and serves
 * it at /firebase-messaging-sw.js in `pnpm dev`.
 */
function firebaseMessagingWorker(): Plugin {
  let config: ResolvedConfig;
  const configured = () => firebaseConfigFrom(config.env) !== null;
  return {
    name: 'medhire:firebase-messaging-worker',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.command !== 'build' || !configured()) return;
      await buildMessagingWorker(config, true);
    },
    configureServer(server) {
      server.middlewares.use(`/${MESSAGING_WORKER_FILE}`, (_request, response, next) => {
        if (!configured()) return next();
        buildMessagingWorker(config, false).then((code) => {
          response.setHeader('content-type', 'text/javascript; charset=utf-8');
          response.setHeader('cache-control', 'no-cache');
          response.end(code);
        }, next);
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    startupSplash(),
    routePreloads(),
    firebaseMessagingWorker(),
    precompress(),
  ],
  resolve: { alias },
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
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    manifest: true,
    // Every browser the app supports (Chromium, Safari 17+, Firefox 115+) preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Chunks are named by their hash alone: the entry lists every lazy screen's files for preloading, and
        // descriptive names there cost each first load bytes (the manifest still maps sources to files).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // What every page needs to start (React, the router, class merging) in one chunk: several small shared
          // chunks would each compress on their own and cost more bytes on first load. SWR is not in it: only the
          // screens that read data load it (with the data layer), never a signed-out form.
          groups: [
            {
              // The route table (titles, access, paths) and the constants every page reads at start ride along:
              // in a chunk of their own they compress worse and cost every first load a few hundred bytes; the
              // price is a new 'start' file when a route or a constant changes, which is rare.
              name: 'start',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|clsx|tailwind-merge|cookie|set-cookie-parser)[\\/]|[\\/]packages[\\/]domain[\\/]src[\\/](routes|constants|rules[\\/]normalize-pathname)\.ts$/,
            },
            {
              // The data layer (src/lib/queries) in one chunk: one file for a screen to preload instead of one
              // per resource, each named in the start-up chunk's preload table. The open thread's module stays
              // with the messages screen (it carries the socket's thread feed); the signed-out screens' calls
              // (auth.ts) and the failure reporting they share with it (report.ts) stay out, so a signed-out form
              // loads neither the data layer nor SWR. SWR rides in this chunk: every screen that reads data loads it.
              // The calls of a few screens (reports, saved searches, not a fit, the responsiveness settings,
              // interviews, billing, Home's dashboard, interview feedback, the hiring team, the message templates)
              // stay with those screens: every other page would carry them.
              name: 'queries',
              test: /[\\/]src[\\/]lib[\\/]queries[\\/](?!messages\.ts|thread-messages\.ts|auth\.ts|report\.ts|billing\.ts|reports\.ts|responsiveness\.ts|saved-searches\.ts|not-a-fit\.ts|interviews\.ts|subscription\.ts|dashboard\.ts|feedback\.ts|team\.ts|message-templates\.ts)|[\\/]node_modules[\\/](swr|use-sync-external-store|dequal)[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
