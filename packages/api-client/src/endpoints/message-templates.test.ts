import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiClient } from '../http/client';
import { createMessageTemplateEndpoints } from './message-templates';

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
  ['list', (api) => api.getMessageTemplates(), 'GET', '/employer/message-templates', ''],
  [
    'create',
    (api) => api.createMessageTemplate({ name: 'First touch', body: 'Hi {firstName}' }),
    'POST',
    '/employer/message-templates',
    JSON.stringify({ name: 'First touch', body: 'Hi {firstName}' }),
  ],
  [
    'update',
    (api) => api.updateMessageTemplate('t/1', { name: 'Follow-up', body: 'Hi' }),
    'PUT',
    '/employer/message-templates/t%2F1',
    JSON.stringify({ name: 'Follow-up', body: 'Hi' }),
  ],
  ['delete', (api) => api.deleteMessageTemplate('t-1'), 'DELETE', '/employer/message-templates/t-1', ''],
] satisfies [
  string,
  (api: ReturnType<typeof createMessageTemplateEndpoints>) => Promise<unknown>,
  string,
  string,
  string,
][])('%s: %s %s', async (_name, request, method, url, body) => {
  received.length = 0;
  const api = createMessageTemplateEndpoints(createApiClient({ baseUrl, getToken: () => 'session-token' }));
  await expect(request(api)).resolves.toEqual({ ok: true });
  expect(received).toEqual([
    { method, url: expect.any(String), authorization: 'Bearer session-token', body },
  ]);
  expect(received[0]?.url).toBe(url);
});
