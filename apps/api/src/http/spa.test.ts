import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { isApiPath } from './spa.js';

describe('isApiPath', () => {
  it.each([
    ['/employer', true],
    ['/employer/auth/login', true],
    ['/employee/auth/exchange-code-with-token/abc', true],
    ['/enums/get-all-enums?x=1', true],
    ['/health', true],
    ['/ready', true],
    ['/metrics', true],
    ['/openapi.json', true],
    ['/docs/', true],
    ['/socket.io/?EIO=4', true],
    ['/uploads/a.png', true],
    ['/api/anything', true],
    ['/', false],
    ['/jobs', false],
    ['/edit-job/123', false],
    ['/employers', false],
    ['/healthy', false],
    ['/messages?conversationId=1', false],
  ])('%s → %s', (url, expected) => {
    expect(isApiPath(url)).toBe(expected);
  });
});

describe('serving the single-page app', () => {
  let testApp: TestApp;
  let webDistDir: string;
  const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'medhire-web-'));
    writeFileSync(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><title>MedHire</title><div id="root"></div>',
    );
    mkdirSync(path.join(webDistDir, 'assets'));
    writeFileSync(path.join(webDistDir, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
    writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The pages the web build writes for some routes (apps/web/route-preloads.ts).
    mkdirSync(path.join(webDistDir, 'pages'));
    writeFileSync(
      path.join(webDistDir, 'pages', 'editJob.html'),
      '<!doctype html><title>Edit job page</title><div id="root"></div>',
    );
    writeFileSync(
      path.join(webDistDir, 'pages', 'home.html'),
      '<!doctype html><title>Home page</title><div id="root"></div>',
    );
    testApp = await createTestApp('pglite', { config: { webDistDir } });
  });

  afterAll(async () => {
    await testApp.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it('serves index.html at / without caching it', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>MedHire</title>');
  });

  it.each(['/jobs', '/edit-job/123', '/messages?conversationId=abc', '/applicants/42'])(
    'serves the app (index.html or the route’s page) for the client route %s',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each([
    ['/home', 'Home page'],
    ['/home/?x=1', 'Home page'],
    ['/edit-job/123', 'Edit job page'],
    ['/edit-job/123?draft=1#top', 'Edit job page'],
    ['/jobs', 'MedHire'],
    ['/edit-job', 'MedHire'],
    ['/nowhere', 'MedHire'],
  ])('sends %s its route’s own page when the build wrote one, else index.html', async (url, title) => {
    const response = await testApp.app.inject({ method: 'GET', url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it('caches hashed assets for a year', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("app")');
  });

  it('serves other files with a short cache', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers unknown API paths with the 404 envelope, even for a browser', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/employer/nope', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: { message: 'Not found', code: 'NOT_FOUND' } });
  });

  it('says that a client route’s answer depends on Accept (the page for a browser, the 404 envelope else)', async () => {
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/jobs',
      headers: { ...html, 'accept-encoding': 'gzip' },
    });
    expect(page.headers.vary).toMatch(/(^|, *)accept(,|$)/i);
    const json = await testApp.app.inject({
      method: 'GET',
      url: '/jobs',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.headers.vary).toMatch(/(^|, *)accept(,|$)/i);
    // An API path answers the envelope whatever is asked for: nothing to vary.
    const api = await testApp.app.inject({ method: 'GET', url: '/employer/nope', headers: html });
    expect(api.headers.vary ?? '').not.toMatch(/(^|, *)accept(,|$)/i);
  });

  it('answers a missing asset and a non-HTML request with the 404 envelope', async () => {
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json().error.code).toBe('NOT_FOUND');
    const json = await testApp.app.inject({
      method: 'GET',
      url: '/jobs',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json().error.code).toBe('NOT_FOUND');
  });

  it('still answers the API', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('ok');
  });
});

describe('serving the push service worker', () => {
  const firebaseOrigins =
    'https://firebaseinstallations.googleapis.com https://fcmregistrations.googleapis.com';
  const workerCode = 'self.addEventListener("notificationclick", () => {});';
  const directories: string[] = [];
  const apps: TestApp[] = [];

  /** Serves a built app, with the worker when it was built for Firebase. */
  async function serve(options: { withWorker: boolean }): Promise<TestApp> {
    const webDistDir = mkdtempSync(path.join(tmpdir(), 'medhire-web-'));
    directories.push(webDistDir);
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>MedHire</title>');
    if (options.withWorker) writeFileSync(path.join(webDistDir, 'firebase-messaging-sw.js'), workerCode);
    const testApp = await createTestApp('pglite', { config: { webDistDir } });
    apps.push(testApp);
    return testApp;
  }

  afterAll(async () => {
    await Promise.all(apps.map((testApp) => testApp.close()));
    await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
  });

  it('serves it at the site root as JavaScript that the browser checks for updates every time', async () => {
    const { app } = await serve({ withWorker: true });
    const response = await app.inject({ method: 'GET', url: '/firebase-messaging-sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(workerCode);
  });

  it('lets the app and its worker reach Firebase messaging when the app was built for it', async () => {
    const { app } = await serve({ withWorker: true });
    for (const url of ['/', '/firebase-messaging-sw.js', '/health']) {
      const csp = String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain(`connect-src 'self' ws://localhost:3000 ${firebaseOrigins}`);
    }
  });

  it('opens nothing to Firebase, and has no worker to serve, when the app was built without it', async () => {
    const { app } = await serve({ withWorker: false });
    const page = await app.inject({ method: 'GET', url: '/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).not.toContain('googleapis.com');
    const worker = await app.inject({ method: 'GET', url: '/firebase-messaging-sw.js' });
    expect(worker.statusCode).toBe(404);
    expect(worker.json()).toEqual({ success: false, error: { message: 'Not found', code: 'NOT_FOUND' } });
  });
});

describe('compressed and cached files of the built app', () => {
  let testApp: TestApp;
  let webDistDir: string;
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
  const page = `<!doctype html><title>MedHire</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
  const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

  /** Writes a file with the Brotli and gzip copies the web build writes beside it. */
  function writeWithCopies(file: string, text: string): void {
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }

  /** The body as the browser reads it, after undoing the one Content-Encoding it was sent with. */
  function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
    return response.rawPayload.toString();
  }

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'medhire-web-'));
    mkdirSync(path.join(webDistDir, 'assets'));
    writeWithCopies(path.join(webDistDir, 'index.html'), page);
    writeWithCopies(path.join(webDistDir, 'assets', 'start-8c1d2e.js'), script);
    writeWithCopies(path.join(webDistDir, 'firebase-messaging-sw.js'), script);
    testApp = await createTestApp('pglite', { config: { webDistDir } });
  });

  afterAll(async () => {
    await testApp.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
  ])('sends a hashed script to a client accepting %s as %s, cached for a year', async (accepted, sent) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/start-8c1d2e.js',
      headers: { 'accept-encoding': accepted },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(sent);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's copy as it is: compressed once, never again on the way out.
    expect(decoded(response)).toBe(script);
  });

  it('sends the script itself to a client that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/assets/start-8c1d2e.js', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(script);
    }
  });

  it.each(['/', '/jobs', '/edit-job/123'])(
    'sends index.html at %s compressed, revalidated at every load',
    async (url) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { ...html, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['last-modified']).toBeTruthy();
      expect(decoded(response)).toBe(page);
    },
  );

  it('sends the compressed push service worker with the worker’s own rule: revalidated every time', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/firebase-messaging-sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded(response)).toBe(script);
  });

  it('answers a revalidation of index.html that changed nothing with 304', async () => {
    const headers = { ...html, 'accept-encoding': 'gzip' };
    const first = await testApp.app.inject({ method: 'GET', url: '/', headers });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...headers, 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses a large JSON answer of the API for a client that asks, and leaves small ones plain', async () => {
    const plain = await testApp.app.inject({ method: 'GET', url: '/enums/get-all-enums' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzipped = await testApp.app.inject({
      method: 'GET',
      url: '/enums/get-all-enums',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decoded(gzipped))).toEqual(plain.json());

    const small = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.status).toBe('ok');
  });
});
