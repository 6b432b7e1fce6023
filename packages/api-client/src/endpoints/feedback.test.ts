import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../http/client';
import { createFeedbackEndpoints, type FeedbackEndpoints } from './feedback';

interface Received {
  method: string;
  url: string;
  body: string;
}

let server: Server;
let received: Received[] = [];
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', body });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ success: true, data: {} }));
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

beforeEach(() => {
  received = [];
});

const api = (): FeedbackEndpoints =>
  createFeedbackEndpoints(createApiClient({ baseUrl, getToken: () => 'session-token' }));

const terms = { baseSalary: 300_000, productivityModel: 'none' as const, startDate: '2027-07-01' };

describe('feedback and offer endpoints', () => {
  it.each<[string, (endpoints: FeedbackEndpoints) => Promise<unknown>, string, string, unknown]>([
    [
      'job criteria',
      (e) => e.getJobCriteria('j/1'),
      'GET',
      '/employer/jobs/j%2F1/feedback-criteria',
      undefined,
    ],
    [
      'set job criteria',
      (e) => e.setJobCriteria('j-1', { criteria: ['Team fit'] }),
      'PUT',
      '/employer/jobs/j-1/feedback-criteria',
      { criteria: ['Team fit'] },
    ],
    [
      'board summary',
      (e) => e.getJobFeedbackSummary('j-1'),
      'GET',
      '/employer/jobs/j-1/feedback-summary',
      undefined,
    ],
    [
      'candidate feedback',
      (e) => e.getCandidateFeedback('c-1'),
      'GET',
      '/employer/applicants/c-1/feedback',
      undefined,
    ],
    [
      'save feedback',
      (e) =>
        e.saveFeedback('m-1', { ratings: [{ criterion: 'Team fit', rating: 4 }], recommendation: 'yes' }),
      'PUT',
      '/employer/match/m-1/feedback',
      { ratings: [{ criterion: 'Team fit', rating: 4 }], recommendation: 'yes' },
    ],
    ['offer', (e) => e.getOffer('m-1'), 'GET', '/employer/match/m-1/offer', undefined],
    ['save offer', (e) => e.saveOffer('m-1', terms), 'PUT', '/employer/match/m-1/offer', terms],
    [
      'withdraw offer',
      (e) => e.withdrawOffer('m-1'),
      'POST',
      '/employer/match/m-1/offer/withdraw',
      undefined,
    ],
  ])('%s', async (_name, callEndpoint, method, url, body) => {
    await callEndpoint(api());
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe(method);
    expect(received[0]?.url).toBe(url);
    if (body !== undefined) expect(JSON.parse(received[0]?.body ?? '')).toEqual(body);
  });
});
