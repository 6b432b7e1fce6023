import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { createApiClient } from '../http/client';
import { createApplicantEndpoints } from './applicants';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

let server: Server;
let received: Received[] = [];
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
      if (request.url?.includes('missing')) {
        response.writeHead(404, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({
            success: false,
            error: { message: 'This candidate was not found.', code: 'NOT_FOUND' },
          }),
        );
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({ success: true, data: { saved: request.method === 'PUT', url: request.url } }),
      );
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

const api = () => createApplicantEndpoints(createApiClient({ baseUrl, getToken: () => 'session-token' }));
type Api = ReturnType<typeof api>;

const calls: [name: string, call: (api: Api) => Promise<unknown>, method: string, url: string][] = [
  [
    'explore with filters (empty ones left out)',
    (a) =>
      a.explore({
        queryText: 'sports medicine',
        specialty: 'family-medicine',
        state: '',
        minExperience: 3,
        pageNumber: 2,
        pageSize: 50,
      }),
    'GET',
    '/employer/applicants/explore?queryText=sports+medicine&specialty=family-medicine&minExperience=3&pageNumber=2&pageSize=50',
  ],
  ['explore without filters', (a) => a.explore(), 'GET', '/employer/applicants/explore'],
  [
    'recommended for a job',
    (a) => a.recommended('j-1', 5),
    'GET',
    '/employer/applicants/recommended?jobId=j-1&limit=5',
  ],
  ['recommended for the preferences', (a) => a.recommended(), 'GET', '/employer/applicants/recommended'],
  ['saved', (a) => a.saved(), 'GET', '/employer/applicants/saved'],
  ['save', (a) => a.save('c 1'), 'PUT', '/employer/applicants/saved/c%201'],
  ['unsave', (a) => a.unsave('c-1'), 'DELETE', '/employer/applicants/saved/c-1'],
  [
    'applicants of one job',
    (a) => a.applicants({ jobId: 'j-1', pageNumber: 1 }),
    'GET',
    '/employer/applicants/applicants?jobId=j-1&pageNumber=1',
  ],
  ['one applicant for a job', (a) => a.applicant('c-1', 'j-1'), 'GET', '/employer/applicants/c-1?jobId=j-1'],
  ['one applicant', (a) => a.applicant('c-1'), 'GET', '/employer/applicants/c-1'],
];

describe('applicant endpoints', () => {
  it.each(calls)('%s', async (_name, call, method, url) => {
    received = [];
    await call(api());
    expect(received).toEqual([{ method, url, authorization: 'Bearer session-token', body: '' }]);
  });

  it('resolves with the data and rejects with the server’s message', async () => {
    await expect(api().save('c-1')).resolves.toEqual({ saved: true, url: '/employer/applicants/saved/c-1' });
    const failure = api().applicant('missing');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('This candidate was not found.');
  });
});
