import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { createApiClient } from '../http/client';
import { type ConversationEndpoints, createConversationEndpoints } from './conversations';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

const message = { _id: 'msg-1', conversationId: 'c-1', seq: 4, body: 'Hello', status: 2, tempMsgId: 12 };

let server: Server;
let received: Received[] = [];
let answer: { status: number; envelope: unknown } = {
  status: 200,
  envelope: { success: true, data: { message } },
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
  answer = { status: 200, envelope: { success: true, data: { message } } };
});

function endpoints(): ConversationEndpoints {
  return createConversationEndpoints(createApiClient({ baseUrl, getToken: () => 'session-token' }));
}

const calls: [
  name: string,
  call: (api: ConversationEndpoints) => Promise<unknown>,
  method: string,
  url: string,
  body?: unknown,
][] = [
  [
    'needs-reply (the server’s defaults)',
    (api) => api.getNeedsReply(),
    'GET',
    '/employer/conversation/needs-reply',
  ],
  [
    'needs-reply, a page',
    (api) => api.getNeedsReply({ pageSize: 1, pageNumber: 2 }),
    'GET',
    '/employer/conversation/needs-reply?pageSize=1&pageNumber=2',
  ],
  [
    'needs-reply, narrowed as the inbox',
    (api) => api.getNeedsReply({ queryText: 'call', jobId: 'j-1', mine: true }),
    'GET',
    '/employer/conversation/needs-reply?queryText=call&jobId=j-1&mine=true',
  ],
  [
    'get-all-conversation (the server’s defaults)',
    (api) => api.getAll('e-1'),
    'GET',
    '/employer/conversation/get-all-conversation/e-1',
  ],
  [
    'get-all-conversation, filtered',
    (api) =>
      api.getAll('e-1', { queryText: 'ana', pageSize: 20, pageNumber: 2, archived: true, jobId: 'j-1' }),
    'GET',
    '/employer/conversation/get-all-conversation/e-1?queryText=ana&pageSize=20&pageNumber=2&archived=true&jobId=j-1',
  ],
  [
    'get-single-conversation',
    (api) => api.getSingle('c-1'),
    'GET',
    '/employer/conversation/get-single-conversation/c-1',
  ],
  [
    'get-single-conversation, catching up',
    (api) => api.getSingle('c-1', { afterSeq: 3 }),
    'GET',
    '/employer/conversation/get-single-conversation/c-1?afterSeq=3',
  ],
  [
    'get-single-conversation, older history',
    (api) => api.getSingle('c-1', { beforeSeq: 51, pageSize: 100 }),
    'GET',
    '/employer/conversation/get-single-conversation/c-1?beforeSeq=51&pageSize=100',
  ],
  [
    'send-message',
    (api) => api.sendMessage('c-1', { body: 'Hello', tempMsgId: 12 }),
    'POST',
    '/employer/conversation/send-message/c-1',
    { body: 'Hello', tempMsgId: 12 },
  ],
  [
    'delete-message',
    (api) => api.deleteMessage('c-1', 'msg-1'),
    'DELETE',
    '/employer/conversation/delete-message/c-1/msg-1',
  ],
  ['archive', (api) => api.archive('c-1'), 'POST', '/employer/conversation/c-1/archive'],
  ['unarchive', (api) => api.unarchive('c-1'), 'POST', '/employer/conversation/c-1/unarchive'],
  [
    'an id is one path segment',
    (api) => api.getSingle('a/b?c'),
    'GET',
    '/employer/conversation/get-single-conversation/a%2Fb%3Fc',
  ],
];

describe('conversation endpoints', () => {
  it.each(calls)('%s', async (_name, call, method, url, body) => {
    await call(endpoints());
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe(method);
    expect(request?.url).toBe(url);
    expect(request?.authorization).toBe('Bearer session-token');
    if (body === undefined) expect(request?.body ?? '').toMatch(/^(|\{\})$/);
    else expect(JSON.parse(request?.body ?? '')).toEqual(body);
  });

  it('resolves with what the server answers', async () => {
    await expect(endpoints().sendMessage('c-1', { body: 'Hello', tempMsgId: 12 })).resolves.toEqual({
      message,
    });
    const page = { conversations: [], total: 0, pageNumber: 1, pageSize: 100 };
    answer = { status: 200, envelope: { success: true, data: page } };
    await expect(endpoints().getAll('e-1')).resolves.toEqual(page);
  });

  it('rejects with the server’s words for a conversation that is not the employer’s', async () => {
    answer = {
      status: 404,
      envelope: { success: false, error: { message: 'This conversation was not found.', code: 'NOT_FOUND' } },
    };
    const failure = await endpoints()
      .getSingle('c-9')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'This conversation was not found.',
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
