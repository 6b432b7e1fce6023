import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
    'serves index.html for the client route %s',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

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
