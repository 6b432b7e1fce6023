import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import {
  DOXIMITY_CODE_INVALID_MESSAGE,
  DOXIMITY_NOT_CONFIGURED_MESSAGE,
  DOXIMITY_UNKNOWN_EMAIL_MESSAGE,
} from './doximity.js';
import { addEmployer, get, syncStatus } from './test-support.js';

const EXCHANGE = '/employee/auth/exchange-code-with-token';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

/**
 * A tiny OAuth 2.0 provider: `/token` trades the codes it knows (for the right client) for access tokens,
 * `/userinfo` tells the email of an access token.
 */
function startProvider(emails: Record<string, string>): Promise<{ server: Server; base: string }> {
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && request.url === '/token') {
      const form = new URLSearchParams(await readBody(request));
      const code = form.get('code') ?? '';
      const rightClient = form.get('client_id') === 'medhire' && form.get('client_secret') === 'shh';
      if (form.get('grant_type') !== 'authorization_code' || !rightClient || !(code in emails)) {
        return send(400, { error: 'invalid_grant' });
      }
      return send(200, { access_token: `access-${code}`, token_type: 'Bearer', expires_in: 600 });
    }
    if (request.method === 'GET' && request.url === '/userinfo') {
      const code = (request.headers.authorization ?? '').replace(/^Bearer access-/, '');
      if (!(code in emails)) return send(401, { error: 'invalid_token' });
      return send(200, { email: emails[code], email_verified: true, name: 'Dr. Test' });
    }
    send(404, {});
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}` });
    });
  });
}

describe.each(testDatabases())('sign-in with Doximity (%s)', (kind) => {
  describe('not configured', () => {
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await createTestApp(kind, { config: { doximity: undefined } });
    });

    afterAll(async () => {
      await testApp.close();
    });

    it('answers 501 NOT_CONFIGURED', async () => {
      const response = await get(testApp.app, `${EXCHANGE}/some-code`);
      expect(response.statusCode).toBe(501);
      expect(response.json()).toEqual({
        success: false,
        error: { code: 'NOT_CONFIGURED', message: DOXIMITY_NOT_CONFIGURED_MESSAGE },
      });
    });
  });

  describe('configured', () => {
    let testApp: TestApp;
    let app: App;
    let provider: { server: Server; base: string };
    let employerId: string;

    beforeAll(async () => {
      provider = await startProvider({
        'code-known': 'Doctor@Clinic.test',
        'code-stranger': 'stranger@clinic.test',
      });
      testApp = await createTestApp(kind, {
        config: {
          doximity: {
            clientId: 'medhire',
            clientSecret: 'shh',
            tokenUrl: `${provider.base}/token`,
            userInfoUrl: `${provider.base}/userinfo`,
          },
        },
      });
      ({ app } = testApp);
      employerId = await addEmployer(testApp.database.db, { email: 'doctor@clinic.test' });
    });

    afterAll(async () => {
      await testApp.close();
      await new Promise((resolve) => provider.server.close(resolve));
    });

    it('signs in the employer with the provider’s email', async () => {
      const response = await get(app, `${EXCHANGE}/code-known`);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({ code: 200, user: { _id: employerId, email: 'doctor@clinic.test' } });
      expect(await syncStatus(app, employerId, data.token)).toBe(200);
    });

    it('answers 404 when no account uses the email', async () => {
      const response = await get(app, `${EXCHANGE}/code-stranger`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(DOXIMITY_UNKNOWN_EMAIL_MESSAGE);
    });

    it('answers 400 when the provider refuses the code', async () => {
      const response = await get(app, `${EXCHANGE}/code-forged`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(DOXIMITY_CODE_INVALID_MESSAGE);
    });
  });
});
