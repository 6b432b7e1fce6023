import { createVerify, generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFcmSender, pushFromEnvironment } from './push.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

interface Received {
  url: string;
  authorization: string | undefined;
  body: string;
}

let server: Server;
let baseUrl = '';
let received: Received[] = [];

beforeAll(async () => {
  // A stand-in for Google's token endpoint and FCM's send endpoint.
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ url: request.url ?? '', authorization: request.headers.authorization, body });
      response.setHeader('content-type', 'application/json');
      if (request.url === '/token') {
        const assertion = new URLSearchParams(body).get('assertion') ?? '';
        const [header, claims, signature] = assertion.split('.');
        const valid = createVerify('RSA-SHA256')
          .update(`${header}.${claims}`)
          .verify(publicKey, Buffer.from(signature ?? '', 'base64url'));
        response.statusCode = valid ? 200 : 401;
        response.end(JSON.stringify(valid ? { access_token: 'access-1', expires_in: 3600 } : {}));
        return;
      }
      const token = (JSON.parse(body) as { message: { token: string } }).message.token;
      response.statusCode = token === 'uninstalled' ? 404 : 200;
      response.end(
        JSON.stringify(token === 'uninstalled' ? { error: { status: 'NOT_FOUND' } } : { name: 'm/1' }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

beforeEach(() => {
  received = [];
});

const account = () => ({
  project_id: 'medhire-test',
  client_email: 'push@medhire-test.iam.gserviceaccount.com',
  private_key: privatePem,
  token_uri: `${baseUrl}/token`,
});

describe('FCM push (HTTP v1)', () => {
  it('signs in with the service account, then sends one message per device token', async () => {
    const sender = createFcmSender(account(), { sendBaseUrl: baseUrl });
    const message = { title: 'New message from Jordan Rivera', body: 'Hi', data: { type: 'new-message' } };
    const result = await sender.send(['device-a', 'uninstalled'], message);

    expect(result.staleTokens).toEqual(['uninstalled']);
    expect(received[0]?.url).toBe('/token');
    const claims = JSON.parse(
      Buffer.from(
        new URLSearchParams(received[0]?.body).get('assertion')?.split('.')[1] ?? '',
        'base64url',
      ).toString(),
    );
    expect(claims).toMatchObject({
      iss: 'push@medhire-test.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: `${baseUrl}/token`,
    });
    const sends = received.slice(1);
    expect(sends.map((r) => r.url)).toEqual([
      '/v1/projects/medhire-test/messages:send',
      '/v1/projects/medhire-test/messages:send',
    ]);
    expect(sends.every((r) => r.authorization === 'Bearer access-1')).toBe(true);
    expect(sends.map((r) => JSON.parse(r.body))).toContainEqual({
      message: { token: 'device-a', notification: { title: message.title, body: 'Hi' }, data: message.data },
    });

    // The access token is kept: a second push does not sign in again.
    await sender.send(['device-a'], message);
    expect(received.filter((r) => r.url === '/token')).toHaveLength(1);
  });

  it('fails when the credentials are refused', async () => {
    const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const sender = createFcmSender(
      { ...account(), private_key: otherKey.export({ type: 'pkcs8', format: 'pem' }).toString() },
      { sendBaseUrl: baseUrl },
    );
    await expect(sender.send(['device-a'], { title: 't', body: '', data: {} })).rejects.toThrow(/refused/);
    expect(received.map((r) => r.url)).toEqual(['/token']);
  });

  it('is off without FCM_SERVICE_ACCOUNT and rejects an unreadable one', () => {
    expect(pushFromEnvironment({})).toBeNull();
    expect(pushFromEnvironment({ FCM_SERVICE_ACCOUNT: '  ' })).toBeNull();
    expect(() => pushFromEnvironment({ FCM_SERVICE_ACCOUNT: '{not json' })).toThrow(/JSON/);
    expect(() => pushFromEnvironment({ FCM_SERVICE_ACCOUNT: '{"project_id":"p"}' })).toThrow(/client_email/);
    expect(pushFromEnvironment({ FCM_SERVICE_ACCOUNT: JSON.stringify(account()) })).not.toBeNull();
  });
});
