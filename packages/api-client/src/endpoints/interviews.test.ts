import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { createApiClient } from '../http/client';
import { createEmployeeInterviewEndpoints, createInterviewEndpoints } from './interviews';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

const interview = { _id: 'i-1', matchId: 'm-1', status: 'proposed' };

let server: Server;
let received: Received[] = [];
let answer: { status: number; envelope: unknown } = {
  status: 200,
  envelope: { success: true, data: { interview } },
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
  answer = { status: 200, envelope: { success: true, data: { interview } } };
});

function api() {
  const client = createApiClient({ baseUrl, getToken: () => 'session-token' });
  return { employer: createInterviewEndpoints(client), candidate: createEmployeeInterviewEndpoints(client) };
}

const proposal = {
  slots: [{ start: '2030-01-02T15:00:00.000Z', durationMinutes: 45 }],
  kind: 'video' as const,
  location: 'https://meet.example.com/x',
};

const calls: [
  name: string,
  call: (endpoints: ReturnType<typeof api>) => Promise<unknown>,
  method: string,
  url: string,
  body?: unknown,
][] = [
  [
    'propose',
    (e) => e.employer.propose('m-1', proposal),
    'POST',
    '/employer/interview/propose/m-1',
    proposal,
  ],
  [
    'reschedule',
    (e) => e.employer.reschedule('i/1', proposal),
    'PATCH',
    '/employer/interview/reschedule/i%2F1',
    proposal,
  ],
  ['cancel', (e) => e.employer.cancel('i-1'), 'POST', '/employer/interview/cancel/i-1'],
  ['by match', (e) => e.employer.byMatch('m-1'), 'GET', '/employer/interview/by-match/m-1'],
  ['by job', (e) => e.employer.byJob('j-1'), 'GET', '/employer/interview/by-job/j-1'],
  ['the candidate reads', (e) => e.candidate.byMatch('m-1'), 'GET', '/employee/match/m-1/interview'],
  [
    'the candidate picks',
    (e) => e.candidate.pick('i-1', { slotId: 's-2' }),
    'POST',
    '/employee/interview/i-1/pick',
    { slotId: 's-2' },
  ],
];

describe('interview endpoints', () => {
  it.each(calls)('%s', async (_name, call, method, url, body) => {
    await call(api());
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe(method);
    expect(request?.url).toBe(url);
    expect(request?.authorization).toBe('Bearer session-token');
    if (body === undefined) expect(request?.body).toBe('');
    else expect(JSON.parse(request?.body ?? '')).toEqual(body);
  });

  it('resolves with the interview, and rejects with the server’s words', async () => {
    await expect(api().employer.propose('m-1', proposal)).resolves.toEqual({ interview });
    answer = {
      status: 409,
      envelope: {
        success: false,
        error: { message: 'This candidate was hired already.', code: 'MATCH_HIRED' },
      },
    };
    const failure = await api()
      .employer.propose('m-1', proposal)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('This candidate was hired already.');
  });
});
