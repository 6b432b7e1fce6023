import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { downloadFile } from './download';

interface Received {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

const servers: Server[] = [];

/** Starts a real HTTP server on a free loopback port and records what it received. */
async function startServer(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      handler(request, response);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, received };
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('createApiClient against real HTTP servers', () => {
  it('resolves with data when success is true and sends the bearer token', async () => {
    const { baseUrl, received } = await startServer((_request, response) =>
      answer(response, 200, { success: true, data: { user: { _id: 'e1' } } }),
    );
    const client = createApiClient({ baseUrl, getToken: () => 'token-123' });

    await expect(client.get('/employer/auth/sync-user-detail/e1')).resolves.toEqual({ user: { _id: 'e1' } });
    expect(received[0]?.authorization).toBe('Bearer token-123');
    expect(received[0]?.url).toBe('/employer/auth/sync-user-detail/e1');
  });

  it('sends no Authorization header when signed out', async () => {
    const { baseUrl, received } = await startServer((_request, response) =>
      answer(response, 200, { success: true, data: null }),
    );
    const client = createApiClient({ baseUrl, getToken: () => null });
    await client.get('/health');
    expect(received[0]?.authorization).toBeUndefined();
  });

  it("rejects with the server's error.message when success is false, even with HTTP 200", async () => {
    const { baseUrl } = await startServer((_request, response) =>
      answer(response, 200, {
        success: false,
        error: { message: 'This job is closed.', code: 'JOB_CLOSED' },
      }),
    );
    const client = createApiClient({ baseUrl, getToken: () => 'token' });

    const failure = await client
      .post<never>('/employer/auth/v1/create-job-v1/e1', { title: 'x' })
      .catch((error: ApiError) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.message).toBe('This job is closed.');
    expect(failure.code).toBe('JOB_CLOSED');
  });

  it('rejects with "Network Error.!" when the server never answers within the timeout', async () => {
    const { baseUrl } = await startServer(() => {
      // Never answer.
    });
    const client = createApiClient({ baseUrl, getToken: () => 'token', timeoutMs: 200 });

    await expect(client.get('/employer/notification/get-all-notification/e1')).rejects.toThrow(
      'Network Error.!',
    );
  });

  it('rejects with "Network Error.!" when the connection drops', async () => {
    const { baseUrl } = await startServer((request) => request.socket.destroy());
    const client = createApiClient({ baseUrl, getToken: () => 'token' });

    const failure = await client.get<never>('/enums/get-all-enums').catch((error: ApiError) => error);
    expect(failure.message).toBe('Network Error.!');
    expect(failure.status).toBe(0);
  });

  it('reports a 401 to onUnauthorized and rejects with the message', async () => {
    const { baseUrl } = await startServer((_request, response) =>
      answer(response, 401, { success: false, error: { message: 'Your session has ended. Sign in again.' } }),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl, getToken: () => 'expired', onUnauthorized });

    await expect(client.get('/employer/auth/sync-user-detail/e1')).rejects.toThrow(
      'Your session has ended. Sign in again.',
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ status: 401 });
  });

  it('does not call onUnauthorized for other failures', async () => {
    const { baseUrl } = await startServer((_request, response) =>
      answer(response, 403, { success: false, error: { message: 'Forbidden' } }),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl, getToken: () => 't', onUnauthorized });
    await expect(client.get('/x')).rejects.toThrow('Forbidden');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('cleans every outgoing JSON body: "" and undefined are dropped, null (clear the field), 0 and false kept', async () => {
    const { baseUrl, received } = await startServer((_request, response) =>
      answer(response, 200, { success: true, data: {} }),
    );
    const client = createApiClient({ baseUrl, getToken: () => 't' });

    await client.patch('/employer/auth/v1/update-orgdetails/e1', {
      organizationName: 'Lakeside Family Medicine',
      phoneNumber: '',
      logo: null,
      features: { noOfPhysician: 0, aboutUs: undefined },
      socialLinks: { facebook: '' },
      mentorship: false,
    });

    expect(received[0]?.contentType).toBe('application/json');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({
      organizationName: 'Lakeside Family Medicine',
      logo: null,
      features: { noOfPhysician: 0 },
      socialLinks: {},
      mentorship: false,
    });
  });

  it('adds query parameters and skips empty ones', async () => {
    const { baseUrl, received } = await startServer((_request, response) =>
      answer(response, 200, { success: true, data: [] }),
    );
    const client = createApiClient({ baseUrl, getToken: () => 't' });
    await client.get('/enums/search-state', {
      query: { queryText: 'tex', pageSize: 10, pageNumber: 1, x: '' },
    });
    expect(received[0]?.url).toBe('/enums/search-state?queryText=tex&pageSize=10&pageNumber=1');
  });

  it('sends multipart with repeated fields for uploads', async () => {
    const { baseUrl, received } = await startServer((_request, response) =>
      answer(response, 200, { success: true, data: { count: 2 } }),
    );
    const client = createApiClient({ baseUrl, getToken: () => 't' });

    await client.upload('/uploader/upload-multiple-imgs-videos', {
      media: [new Blob(['a'], { type: 'image/png' }), new Blob(['b'], { type: 'image/png' })],
    });

    expect(received[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0]?.body.match(/name="media"/g)).toHaveLength(2);
  });

  it('uses a fallback message when a failure has no body', async () => {
    const { baseUrl } = await startServer((_request, response) => {
      response.writeHead(502);
      response.end('Bad gateway');
    });
    const client = createApiClient({ baseUrl, getToken: () => 't' });
    await expect(client.get('/x')).rejects.toThrow('Something went wrong. Please try again.');
  });

  it('downloads an attachment with the bearer token: its body and file name; a refusal rejects with its message', async () => {
    const { baseUrl, received } = await startServer((request, response) => {
      if (request.url === '/receipt/ok') {
        response.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Disposition': 'attachment; filename="medhire-MH-00001.html"',
        });
        response.end('<!doctype html><title>Receipt</title>');
      } else {
        answer(response, 404, {
          success: false,
          error: { message: 'This invoice was not found.', code: 'NOT_FOUND' },
        });
      }
    });
    const options = { baseUrl, getToken: () => 'token-123' };

    const file = await downloadFile(options, '/receipt/ok');
    expect(file.fileName).toBe('medhire-MH-00001.html');
    expect(await file.blob.text()).toBe('<!doctype html><title>Receipt</title>');
    expect(received[0]?.authorization).toBe('Bearer token-123');
    await expect(downloadFile(options, '/receipt/other')).rejects.toMatchObject({
      message: 'This invoice was not found.',
      status: 404,
    });
  });
});
