import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OauthProvider {
  base: string;
  /** The `DOXIMITY_*` settings of a MedHire server that signs in with this provider. */
  settings: Record<string, string>;
  close(): Promise<void>;
}

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
 * A stand-in OAuth 2.0 provider with PKCE (S256) for Doximity. `/authorize` plays a user signed in there as
 * `email` who approves at once: it redirects back to `redirect_uri` with a fresh code and the `state` unchanged.
 * `/token` trades a code once, only with the `code_verifier` whose challenge the authorization carried;
 * `/userinfo` tells the email.
 */
export async function startOauthProvider(email: string): Promise<OauthProvider> {
  const challenges = new Map<string, string>();
  const accessTokens = new Set<string>();
  const server: Server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://provider.test');
    if (request.method === 'GET' && url.pathname === '/authorize') {
      const query = url.searchParams;
      const redirectUri = query.get('redirect_uri');
      const state = query.get('state');
      const challenge = query.get('code_challenge');
      if (!redirectUri || !state || !challenge || query.get('code_challenge_method') !== 'S256') {
        return send(400, { error: 'invalid_request' });
      }
      const code = randomBytes(12).toString('hex');
      challenges.set(code, challenge);
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', state);
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(request));
      const code = form.get('code') ?? '';
      const challenge = challenges.get(code);
      challenges.delete(code);
      const verifier = form.get('code_verifier') ?? '';
      if (!challenge || createHash('sha256').update(verifier).digest('base64url') !== challenge) {
        return send(400, { error: 'invalid_grant' });
      }
      const accessToken = randomBytes(12).toString('hex');
      accessTokens.add(accessToken);
      return send(200, { access_token: accessToken, token_type: 'Bearer' });
    }
    if (request.method === 'GET' && url.pathname === '/userinfo') {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!accessTokens.has(token)) return send(401, { error: 'invalid_token' });
      return send(200, { email, email_verified: true });
    }
    send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    settings: {
      DOXIMITY_CLIENT_ID: 'medhire-e2e',
      DOXIMITY_CLIENT_SECRET: 'e2e-secret',
      DOXIMITY_AUTHORIZE_URL: `${base}/authorize`,
      DOXIMITY_TOKEN_URL: `${base}/token`,
      DOXIMITY_USERINFO_URL: `${base}/userinfo`,
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
