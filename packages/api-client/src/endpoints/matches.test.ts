import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { createApiClient } from '../http/client';
import { createMatchEndpoints, type MatchEndpoints } from './matches';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

const match = { _id: 'm-1', job: { _id: 'j-1', title: 'Team Physician' }, requestStatus: 'pending' };

let server: Server;
let received: Received[] = [];
let answer: { status: number; envelope: unknown } = {
  status: 200,
  envelope: { success: true, data: { match } },
};
let baseUrl = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
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
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer.envelope));
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
  answer = { status: 200, envelope: { success: true, data: { match } } };
});

function endpoints(): MatchEndpoints {
  return createMatchEndpoints(createApiClient({ baseUrl, getToken: () => 'session-token' }));
}

const calls: [
  name: string,
  call: (api: MatchEndpoints) => Promise<unknown>,
  method: string,
  url: string,
  body?: unknown,
][] = [
  [
    'invite',
    (api) => api.invite({ jobId: 'j-1', candidateId: 'c-1' }),
    'POST',
    '/employer/match/invite',
    { jobId: 'j-1', candidateId: 'c-1' },
  ],
  [
    'update-match-status (a pipeline step)',
    (api) => api.updateMatchStatus('m-1', 'Interview'),
    'PATCH',
    '/employer/match/update-match-status/m-1',
    { status: 'Interview' },
  ],
  [
    'update-match-status (Rejected, with the reason and a message to the candidate)',
    (api) => api.updateMatchStatus('m-1', 'Rejected', { rejectionReason: 'filled', message: 'Thank you' }),
    'PATCH',
    '/employer/match/update-match-status/m-1',
    { status: 'Rejected', rejectionReason: 'filled', message: 'Thank you' },
  ],
  [
    'update-match-status (cancel the invite)',
    (api) => api.updateMatchStatus('m-1', 'cancelled'),
    'PATCH',
    '/employer/match/update-match-status/m-1',
    { status: 'cancelled' },
  ],
  ['by job', (api) => api.byJob('j-1'), 'GET', '/employer/match/by-job/j-1'],
  ['all (the server’s defaults)', (api) => api.all(), 'GET', '/employer/match/all'],
  [
    'all of one step, a page',
    (api) => api.all({ status: 'Offer', pageNumber: 2, pageSize: 50 }),
    'GET',
    '/employer/match/all?status=Offer&pageNumber=2&pageSize=50',
  ],
  ['an id is one path segment', (api) => api.byJob('a/b?c'), 'GET', '/employer/match/by-job/a%2Fb%3Fc'],
];

describe('match endpoints', () => {
  it.each(calls)('%s', async (_name, call, method, url, body) => {
    await call(endpoints());
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe(method);
    expect(request?.url).toBe(url);
    expect(request?.authorization).toBe('Bearer session-token');
    if (body === undefined) expect(request?.body).toBe('');
    else expect(JSON.parse(request?.body ?? '')).toEqual(body);
  });

  it('resolves with what the server answers', async () => {
    await expect(endpoints().invite({ jobId: 'j-1', candidateId: 'c-1' })).resolves.toEqual({ match });
    const page = { items: [match], total: 1, pageNumber: 1, pageSize: 20 };
    answer = { status: 200, envelope: { success: true, data: page } };
    await expect(endpoints().all()).resolves.toEqual(page);
  });

  it('rejects with the server’s words for a move the pipeline refuses', async () => {
    answer = {
      status: 409,
      envelope: {
        success: false,
        error: {
          message: 'A candidate in Shortlisted can move to Submitted or Rejected',
          code: 'PIPELINE_MOVE_NOT_ALLOWED',
        },
      },
    };
    const failure = await endpoints()
      .updateMatchStatus('m-1', 'Hired')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'A candidate in Shortlisted can move to Submitted or Rejected',
      status: 409,
      code: 'PIPELINE_MOVE_NOT_ALLOWED',
    });
  });
});
