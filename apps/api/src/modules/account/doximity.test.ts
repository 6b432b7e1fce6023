import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { oauthStates } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { testDatabases } from '../../testing/database.js';
import { ACCOUNT_BLOCKED_MESSAGE, ACCOUNT_REJECTED_MESSAGE } from '../auth/service.js';
import {
  DOXIMITY_CODE_INVALID_MESSAGE,
  DOXIMITY_NOT_CONFIGURED_MESSAGE,
  DOXIMITY_STATE_INVALID_MESSAGE,
  DOXIMITY_UNKNOWN_EMAIL_MESSAGE,
} from './doximity.js';
import { addEmployer, get, post, syncStatus } from './test-support.js';

const START = '/employer/auth/v1/doximity/start';
const EXCHANGE = '/employee/auth/exchange-code-with-token';
const PUBLIC_URL = 'https://medhire.test';
const REDIRECT_URI = `${PUBLIC_URL}/auth/doximity/success`;

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

interface Grant {
  email: string;
  challenge: string;
  redirectUri: string;
}

interface Provider {
  server: Server;
  base: string;
  /** Every form the token endpoint received. */
  tokenRequests: URLSearchParams[];
}

/**
 * A tiny OAuth 2.0 provider with PKCE (RFC 7636, S256 only). `/authorize` plays the user who signs in as
 * `login_as` and approves: it answers with the redirect back to the app, a fresh code bound to the request's
 * `code_challenge` and `redirect_uri`, and the `state` unchanged. `/token` trades a code once, for the right
 * client, redirect URI and `code_verifier`; `/userinfo` tells the email of an access token.
 */
function startProvider(): Promise<Provider> {
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, string>();
  const tokenRequests: URLSearchParams[] = [];
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://provider.test');
    if (request.method === 'GET' && url.pathname === '/authorize') {
      const query = url.searchParams;
      const challenge = query.get('code_challenge') ?? '';
      if (
        query.get('response_type') !== 'code' ||
        query.get('client_id') !== 'medhire' ||
        query.get('code_challenge_method') !== 'S256' ||
        !/^[A-Za-z0-9_-]{43}$/.test(challenge) ||
        !query.get('state')
      ) {
        return send(400, { error: 'invalid_request' });
      }
      const code = randomBytes(12).toString('hex');
      const redirectUri = query.get('redirect_uri') ?? '';
      grants.set(code, { email: query.get('login_as') ?? '', challenge, redirectUri });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', query.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(request));
      tokenRequests.push(form);
      const code = form.get('code') ?? '';
      const rightClient = form.get('client_id') === 'medhire' && form.get('client_secret') === 'shh';
      if (form.get('grant_type') !== 'authorization_code' || !rightClient) {
        return send(400, { error: 'invalid_grant' });
      }
      const grant = grants.get(code);
      grants.delete(code);
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier, 'ascii').digest('base64url');
      const verified =
        grant !== undefined &&
        /^[A-Za-z0-9._~-]{43,128}$/.test(verifier) &&
        challenge === grant.challenge &&
        form.get('redirect_uri') === grant.redirectUri;
      if (!verified) return send(400, { error: 'invalid_grant' });
      const accessToken = randomBytes(12).toString('hex');
      accessTokens.set(accessToken, grant.email);
      return send(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 600 });
    }
    if (request.method === 'GET' && url.pathname === '/userinfo') {
      const email = accessTokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (email === undefined) return send(401, { error: 'invalid_token' });
      return send(200, { email, email_verified: true, name: 'Dr. Test' });
    }
    send(404, {});
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, base: `http://127.0.0.1:${port}`, tokenRequests });
    });
  });
}

/** `POST doximity/start`, then the provider's consent as `email`: the code and state the browser returns with. */
async function authorizeAs(
  app: App,
  email: string,
): Promise<{ code: string; state: string; startState: string }> {
  const started = await post(app, START, undefined);
  expect(started.statusCode, started.body).toBe(200);
  const { authorizeUrl, state: startState } = started.json().data;
  const url = new URL(authorizeUrl);
  url.searchParams.set('login_as', email);
  const consent = await fetch(url, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  return {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    startState,
  };
}

function exchange(app: App, code: string, state?: string) {
  const query = state === undefined ? '' : `?${new URLSearchParams({ state })}`;
  return get(app, `${EXCHANGE}/${encodeURIComponent(code)}${query}`);
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

    it('start answers 501 NOT_CONFIGURED', async () => {
      const response = await post(testApp.app, START, undefined);
      expect(response.statusCode).toBe(501);
      expect(response.json()).toEqual({
        success: false,
        error: { code: 'NOT_CONFIGURED', message: DOXIMITY_NOT_CONFIGURED_MESSAGE },
      });
    });

    it('the exchange answers 501 NOT_CONFIGURED', async () => {
      const response = await exchange(testApp.app, 'some-code', 'some-state');
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
    let provider: Provider;
    let employerId: string;

    beforeAll(async () => {
      provider = await startProvider();
      testApp = await createTestApp(kind, {
        config: {
          publicUrl: PUBLIC_URL,
          doximity: {
            clientId: 'medhire',
            clientSecret: 'shh',
            authorizeUrl: `${provider.base}/authorize?scope=openid+email`,
            tokenUrl: `${provider.base}/token`,
            userInfoUrl: `${provider.base}/userinfo`,
          },
        },
      });
      ({ app } = testApp);
      employerId = await addEmployer(testApp.database.db, { email: 'doctor@clinic.test' });
      await addEmployer(testApp.database.db, { email: 'rejected@clinic.test', accountStatus: 'rejected' });
      await addEmployer(testApp.database.db, { email: 'blocked@clinic.test', accountStatus: 'block' });
    });

    afterAll(async () => {
      await testApp.close();
      await new Promise((resolve) => provider.server.close(resolve));
    });

    it('start returns the provider’s authorize URL with a fresh state and an S256 PKCE challenge', async () => {
      const first = (await post(app, START, undefined)).json().data;
      const second = (await post(app, START, undefined)).json().data;
      const url = new URL(first.authorizeUrl);
      expect(`${url.origin}${url.pathname}`).toBe(`${provider.base}/authorize`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        scope: 'openid email',
        response_type: 'code',
        client_id: 'medhire',
        redirect_uri: REDIRECT_URI,
        state: first.state,
        code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        code_challenge_method: 'S256',
      });
      expect(first.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(second.state).not.toBe(first.state);
      expect(new URL(second.authorizeUrl).searchParams.get('code_challenge')).not.toBe(
        url.searchParams.get('code_challenge'),
      );
      // The table keeps a hash of the state, never the state itself.
      const rows = await testApp.database.db.select().from(oauthStates);
      expect(rows.some((row) => row.stateHash === first.state)).toBe(false);
    });

    it('signs in the employer with the provider’s email, sending the verifier that matches the challenge', async () => {
      const { code, state, startState } = await authorizeAs(app, 'Doctor@Clinic.test');
      expect(state).toBe(startState);
      const response = await exchange(app, code, state);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({ code: 200, user: { _id: employerId, email: 'doctor@clinic.test' } });
      expect(await syncStatus(app, employerId, data.token)).toBe(200);
      expect(provider.tokenRequests.at(-1)?.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('refuses an exchange without a state', async () => {
      const { code } = await authorizeAs(app, 'doctor@clinic.test');
      const response = await exchange(app, code);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'VALIDATION_ERROR', message: 'State is required' });
    });

    it('refuses a state this server never handed out, without asking the provider', async () => {
      const { code } = await authorizeAs(app, 'doctor@clinic.test');
      const asked = provider.tokenRequests.length;
      const response = await exchange(app, code, randomBytes(32).toString('base64url'));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'DOXIMITY_STATE_INVALID',
        message: DOXIMITY_STATE_INVALID_MESSAGE,
      });
      expect(provider.tokenRequests).toHaveLength(asked);
    });

    it('refuses a state used once already (a replayed return link)', async () => {
      const { code, state } = await authorizeAs(app, 'doctor@clinic.test');
      expect((await exchange(app, code, state)).statusCode).toBe(200);
      const replay = await exchange(app, code, state);
      expect(replay.statusCode).toBe(400);
      expect(replay.json().error.code).toBe('DOXIMITY_STATE_INVALID');
    });

    it('refuses a state older than ten minutes', async () => {
      const { code, state } = await authorizeAs(app, 'doctor@clinic.test');
      await testApp.database.db.update(oauthStates).set({ expiresAt: sql`now() - interval '1 second'` });
      const response = await exchange(app, code, state);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(DOXIMITY_STATE_INVALID_MESSAGE);
    });

    it('a code issued for one sign-in does not work with another sign-in’s state (PKCE)', async () => {
      const stolen = await authorizeAs(app, 'doctor@clinic.test');
      const own = await authorizeAs(app, 'doctor@clinic.test');
      const response = await exchange(app, stolen.code, own.state);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'DOXIMITY_CODE_INVALID',
        message: DOXIMITY_CODE_INVALID_MESSAGE,
      });
    });

    it('answers 404 when no account uses the email', async () => {
      const { code, state } = await authorizeAs(app, 'stranger@clinic.test');
      const response = await exchange(app, code, state);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(DOXIMITY_UNKNOWN_EMAIL_MESSAGE);
    });

    it.each([
      ['rejected', { code: 'ACCOUNT_REJECTED', message: ACCOUNT_REJECTED_MESSAGE }],
      ['blocked', { code: 'ACCOUNT_BLOCKED', message: ACCOUNT_BLOCKED_MESSAGE }],
    ])('refuses a %s account like a password sign-in', async (who, error) => {
      const { code, state } = await authorizeAs(app, `${who}@clinic.test`);
      const response = await exchange(app, code, state);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual(error);
    });

    it('answers 400 when the provider refuses the code', async () => {
      const { state } = await authorizeAs(app, 'doctor@clinic.test');
      const response = await exchange(app, 'code-forged', state);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(DOXIMITY_CODE_INVALID_MESSAGE);
    });
  });
});
