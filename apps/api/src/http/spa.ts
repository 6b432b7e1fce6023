import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { routeKeyAt } from '@medhire/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paths that belong to the server. Unknown paths under them answer the 404 envelope, never the app. */
export const API_PREFIXES = [
  '/employer',
  '/employee',
  '/enums',
  '/uploader',
  '/health',
  '/ready',
  '/metrics',
  '/openapi.json',
  '/docs',
  '/socket.io',
  '/uploads',
  '/api',
] as const;

/** True for `/employer`, `/employer/…`, `/health?x` …, false for `/employers` or `/jobs`. */
export function isApiPath(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  return API_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}.`),
  );
}

/** A browser navigating to a client route (`/jobs`, `/edit-job/123`): it should get index.html. */
export function wantsSpa(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html') &&
    !isApiPath(request.url)
  );
}

/** True when the folder holds a built single-page app. */
export function hasSpa(webDistDir: string | undefined): webDistDir is string {
  return webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
}

const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * The web app's push service worker (apps/web/src/push). The web build emits it only when it is configured
 * for Firebase, so its presence also says the app will talk to Firebase.
 */
export const MESSAGING_WORKER_FILE = 'firebase-messaging-sw.js';

/** True when the built app has the push service worker (it was built with a Firebase config). */
export function hasMessagingWorker(webDistDir: string | undefined): webDistDir is string {
  return hasSpa(webDistDir) && existsSync(path.join(webDistDir, MESSAGING_WORKER_FILE));
}

/**
 * The page the app sends for a client route (`url`, query included): the route's own page when the web build wrote
 * one (`pages/<route key>.html`, apps/web/route-preloads.ts: index.html with the route's first-load files preloaded
 * from the HTML), else index.html. The route is the domain's (`routeKeyAt`), so the server and the app agree.
 */
export function appPageFor(webDistDir: string): (url: string) => string {
  const pagesDir = path.join(webDistDir, 'pages');
  const pages = new Set(existsSync(pagesDir) ? readdirSync(pagesDir) : []);
  return (url) => {
    const key = routeKeyAt(url.split(/[?#]/, 1)[0] ?? '/');
    return key && pages.has(`${key}.html`) ? `pages/${key}.html` : 'index.html';
  };
}

/**
 * Serves the built app: hashed files under /assets cached for a year, the pages (index.html and each route's, see
 * {@link appPageFor}) and the push service worker never cached without asking (a deploy shows up on the next load; a
 * worker must be able to update; ETag and Last-Modified make the revalidation a 304), other files (favicon,
 * robots.txt) for an hour. The not-found handler sends a client route its page (see {@link wantsSpa}).
 *
 * The build writes Brotli and gzip copies beside every text file (apps/web/precompress.ts): `preCompressed`
 * sends `<file>.br` to a client that accepts br, else `<file>.gz` to one that accepts gzip, else the file
 * itself, always with `Vary: Accept-Encoding`; the reply's `Content-Encoding` keeps `@fastify/compress` off it.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const assetsDir = `${path.join(webDistDir, 'assets')}${path.sep}`;
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      // The file sent may be the build's compressed copy (`index.html.br`): the rule is the original's.
      const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
      if (filePath.startsWith(assetsDir)) reply.header('cache-control', LONG_CACHE);
      else if (name.endsWith('.html') || name === MESSAGING_WORKER_FILE)
        reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
}
