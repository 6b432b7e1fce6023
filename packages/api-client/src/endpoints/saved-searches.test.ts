import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiClient } from '../http/client';
import { createSavedSearchEndpoints } from './saved-searches';

let server: Server;
const received: { method: string; url: string; authorization?: string; body: string }[] = [];
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ success: true, data: { ok: true } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it.each([
  ['list', (api) => api.getSavedSearches(), 'GET', '/employer/saved-searches', ''],
  [
    'create',
    (api) => api.createSavedSearch({ name: 'Ohio', filters: { state: 'OH', yearAvailable: 2027 } }),
    'POST',
    '/employer/saved-searches',
    JSON.stringify({ name: 'Ohio', filters: { state: 'OH', yearAvailable: 2027 } }),
  ],
  [
    'rename',
    (api) => api.renameSavedSearch('s/1', { name: 'Ohio, 2027' }),
    'PATCH',
    '/employer/saved-searches/s%2F1',
    JSON.stringify({ name: 'Ohio, 2027' }),
  ],
  ['delete', (api) => api.deleteSavedSearch('s-1'), 'DELETE', '/employer/saved-searches/s-1', ''],
  [
    'looked at',
    (api) => api.markSavedSearchLookedAt('s-1'),
    'POST',
    '/employer/saved-searches/s-1/looked-at',
    '',
  ],
] satisfies [
  string,
  (api: ReturnType<typeof createSavedSearchEndpoints>) => Promise<unknown>,
  string,
  string,
  string,
][])('%s: %s %s', async (_name, request, method, url, body) => {
  received.length = 0;
  const api = createSavedSearchEndpoints(createApiClient({ baseUrl, getToken: () => 'session-token' }));
  await expect(request(api)).resolves.toEqual({ ok: true });
  expect(received).toEqual([
    { method, url: expect.any(String), authorization: 'Bearer session-token', body },
  ]);
  expect(received[0]?.url).toBe(url);
});
