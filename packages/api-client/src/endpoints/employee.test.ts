import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CandidateRegistrationInput } from '@medhire/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { createApiClient } from '../http/client';
import { createEmployeeEndpoints, type EmployeeEndpoints } from './employee';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

const match = { _id: 'm-1', job: { _id: 'j-1', title: 'Team Physician' }, requestStatus: 'accepted' };

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

/** The client as a candidate app builds it: the candidate's token read at call time. */
let candidateToken: string | null = null;

function endpoints(): EmployeeEndpoints {
  return createEmployeeEndpoints(createApiClient({ baseUrl, getToken: () => candidateToken }));
}

const calls: [
  name: string,
  call: (api: EmployeeEndpoints) => Promise<unknown>,
  method: string,
  url: string,
  body?: unknown,
][] = [
  ['open jobs', (api) => api.jobs(), 'GET', '/employee/jobs'],
  ['own matches', (api) => api.matches(), 'GET', '/employee/matches'],
  ['apply', (api) => api.apply('j-1'), 'POST', '/employee/match/apply/j-1'],
  ['accept', (api) => api.accept('m-1'), 'POST', '/employee/match/m-1/accept'],
  ['decline', (api) => api.decline('m-1'), 'POST', '/employee/match/m-1/decline'],
  ['logout', (api) => api.logout(), 'POST', '/employee/auth/logout'],
  ['conversations', (api) => api.conversations(), 'GET', '/employee/conversations'],
  [
    'a page of conversations',
    (api) => api.conversations({ pageSize: 20, pageNumber: 2 }),
    'GET',
    '/employee/conversations?pageSize=20&pageNumber=2',
  ],
  ['one conversation', (api) => api.conversation('c-1'), 'GET', '/employee/conversations/c-1'],
  [
    'what came after a seq (catch-up)',
    (api) => api.conversation('c-1', { afterSeq: 41 }),
    'GET',
    '/employee/conversations/c-1?afterSeq=41',
  ],
  [
    'the page before a seq (older history)',
    (api) => api.conversation('c-1', { beforeSeq: 41, pageSize: 20 }),
    'GET',
    '/employee/conversations/c-1?beforeSeq=41&pageSize=20',
  ],
  [
    'send a message with its temporary id',
    (api) => api.sendMessage('c-1', { body: 'Friday works.', tempMsgId: 70001 }),
    'POST',
    '/employee/conversations/c-1/messages',
    { body: 'Friday works.', tempMsgId: 70001 },
  ],
  ['an id is one path segment', (api) => api.accept('a/b?c'), 'POST', '/employee/match/a%2Fb%3Fc/accept'],
];

describe('employee endpoints', () => {
  it('login sends the email and password without a token, and resolves with the session', async () => {
    candidateToken = null;
    const session = { token: 't'.repeat(43), candidate: { _id: 'c-1', email: 'ana@doctors.test' } };
    answer = { status: 200, envelope: { success: true, data: session } };
    await expect(
      endpoints().login({ email: 'ana@doctors.test', password: 'Scrubs-Demo-2026!' }),
    ).resolves.toEqual(session);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/employee/auth/login', authorization: undefined });
    expect(JSON.parse(request?.body ?? '')).toEqual({
      email: 'ana@doctors.test',
      password: 'Scrubs-Demo-2026!',
    });
  });

  it('register sends the sign-up without a token, and resolves with the new session', async () => {
    candidateToken = null;
    const signUp: CandidateRegistrationInput = {
      email: 'ana@doctors.test',
      password: 'Scrubs-Demo-2026!',
      firstName: 'Ana',
      lastName: 'Okafor',
      providerType: 'md',
      specialty: 'family-medicine',
      homeState: 'WI',
      boardStatus: 'board-certified',
      yearsOfExperience: 6,
      yearAvailable: 2027,
    };
    const session = { token: 't'.repeat(43), candidate: { _id: 'c-2', email: 'ana@doctors.test' } };
    answer = { status: 200, envelope: { success: true, data: session } };
    await expect(endpoints().register(signUp)).resolves.toEqual(session);
    const [request] = received;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/employee/auth/register',
      authorization: undefined,
    });
    expect(JSON.parse(request?.body ?? '')).toEqual(signUp);
  });

  it.each(calls)('%s', async (_name, call, method, url, body) => {
    candidateToken = 'candidate-token';
    await call(endpoints());
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe(method);
    expect(request?.url).toBe(url);
    expect(request?.authorization).toBe('Bearer candidate-token');
    if (body === undefined) expect(request?.body).toBe('');
    else expect(JSON.parse(request?.body ?? '')).toEqual(body);
  });

  it('resolves with the match the server answers', async () => {
    candidateToken = 'candidate-token';
    await expect(endpoints().apply('j-1')).resolves.toEqual({ match });
  });

  it('rejects with the server’s message for another candidate’s invite', async () => {
    candidateToken = 'candidate-token';
    answer = {
      status: 404,
      envelope: { success: false, error: { message: 'This invite was not found.', code: 'NOT_FOUND' } },
    };
    const failure = await endpoints()
      .accept('m-2')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'This invite was not found.', status: 404, code: 'NOT_FOUND' });
  });
});
