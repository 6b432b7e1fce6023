import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Paths that belong to the server. Unknown paths under them answer the 404 envelope, never the app. */
export const API_PREFIXES = [
  '/employer',
  '/employee',
  '/enums',
  '/uploader',
  '/health',
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
 * Serves the built app: hashed files under /assets cached for a year, index.html never cached (so a deploy
 * shows up on the next load), other files (favicon, robots.txt) for an hour. The not-found handler sends
 * index.html for client routes (see {@link wantsSpa}).
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const assetsDir = `${path.join(webDistDir, 'assets')}${path.sep}`;
  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    cacheControl: false,
    setHeaders(reply, filePath) {
      if (path.basename(filePath) === 'index.html') reply.header('cache-control', 'no-cache');
      else if (filePath.startsWith(assetsDir)) reply.header('cache-control', LONG_CACHE);
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });
}
