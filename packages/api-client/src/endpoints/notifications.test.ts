import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { createApiClient } from '../http/client';
import { createNotificationEndpoints, type NotificationEndpoints } from './notifications';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

const page = {
  notifications: [
    {
      _id: 'n-1',
      title: 'New message from Jordan Rivera',
      body: 'Hi',
      data: { type: 'new-message', markAsRead: false, conversation: 'c-1' },
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  unreadCount: 0,
  unreadMessageCount: 1,
};

let server: Server;
let received: Received[] = [];
let answer: { status: number; envelope: unknown } = { status: 200, envelope: { success: true, data: page } };
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
  answer = { status: 200, envelope: { success: true, data: page } };
});

function endpoints(): NotificationEndpoints {
  return createNotificationEndpoints(createApiClient({ baseUrl, getToken: () => 'session-token' }));
}

const calls: [
  name: string,
  call: (api: NotificationEndpoints) => Promise<unknown>,
  method: string,
  url: string,
][] = [
  [
    'get-all (the server’s defaults)',
    (api) => api.getAll('e-1'),
    'GET',
    '/employer/notification/get-all-notification/e-1',
  ],
  [
    'get-all, a page',
    (api) => api.getAll('e-1', { pageNumber: 2, pageSize: 20 }),
    'GET',
    '/employer/notification/get-all-notification/e-1?pageNumber=2&pageSize=20',
  ],
  [
    'mark one read',
    (api) => api.markAsRead('n-1'),
    'PATCH',
    '/employer/notification/mark-as-read-notification/n-1',
  ],
  [
    'mark all read',
    (api) => api.markAllAsRead('e-1'),
    'PATCH',
    '/employer/notification/e-1/mark-as-read-notification',
  ],
  [
    'mark a conversation’s read',
    (api) => api.markConversationAsRead('e-1', 'c-1'),
    'PATCH',
    '/employer/notification/e-1/mark-as-read-conversation-notification/c-1',
  ],
  [
    'an id is one path segment',
    (api) => api.markAsRead('a/b?c'),
    'PATCH',
    '/employer/notification/mark-as-read-notification/a%2Fb%3Fc',
  ],
];

describe('notification endpoints', () => {
  it.each(calls)('%s', async (_name, call, method, url) => {
    await call(endpoints());
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe(method);
    expect(request?.url).toBe(url);
    expect(request?.authorization).toBe('Bearer session-token');
  });

  it('resolves with what the server answers', async () => {
    await expect(endpoints().getAll('e-1')).resolves.toEqual(page);
  });

  it('rejects with the server’s words for a notification that is not the employer’s', async () => {
    answer = {
      status: 404,
      envelope: {
        success: false,
        error: { message: 'This notification no longer exists.', code: 'NOT_FOUND' },
      },
    };
    const failure = await endpoints()
      .markAsRead('n-2')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      message: 'This notification no longer exists.',
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
