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
