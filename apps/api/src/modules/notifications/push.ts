import { createSign } from 'node:crypto';

/** A push message to the employer's devices. `data` values are strings (FCM's rule). */
export interface PushMessage {
  title: string;
  body: string;
  data: Record<string, string>;
}

/** Sends pushes; answers the tokens the push service no longer knows (to be forgotten). */
export interface PushSender {
  send(tokens: string[], message: PushMessage): Promise<{ staleTokens: string[] }>;
}

/** The fields of a Google service account key (the JSON file) that sending needs. */
interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  token_uri?: string;
}

const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/**
 * The push sender of the environment: Firebase Cloud Messaging when `FCM_SERVICE_ACCOUNT` holds a service
 * account key (JSON), else none — and then no push is attempted at all. A key that cannot be read is an
 * error at start, not a silent miss.
 */
export function pushFromEnvironment(env: NodeJS.ProcessEnv = process.env): PushSender | null {
  const raw = env.FCM_SERVICE_ACCOUNT?.trim();
  if (!raw) return null;
  let account: Partial<ServiceAccount>;
  try {
    account = JSON.parse(raw) as Partial<ServiceAccount>;
  } catch {
    throw new Error('FCM_SERVICE_ACCOUNT must be the JSON of a service account key');
  }
  if (!account.project_id || !account.client_email || !account.private_key) {
    throw new Error('FCM_SERVICE_ACCOUNT needs project_id, client_email and private_key');
  }
  return createFcmSender(account as ServiceAccount);
}

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/**
 * Firebase Cloud Messaging, HTTP v1 API, over fetch: an OAuth access token from a signed JWT (RS256,
 * the service account's key), kept until shortly before it expires; then one `messages:send` per token.
 * `sendBaseUrl` is FCM's by default.
 */
export function createFcmSender(
  account: ServiceAccount,
  options: { sendBaseUrl?: string; fetch?: typeof fetch } = {},
): PushSender {
  const doFetch = options.fetch ?? fetch;
  const tokenUri = account.token_uri ?? GOOGLE_TOKEN_URI;
  const sendUrl = `${options.sendBaseUrl ?? 'https://fcm.googleapis.com'}/v1/projects/${encodeURIComponent(account.project_id)}/messages:send`;
  let cached: { token: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    const now = Date.now();
    if (cached && cached.expiresAt - 60_000 > now) return cached.token;
    const issuedAt = Math.floor(now / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const claims = base64url(
      JSON.stringify({
        iss: account.client_email,
        scope: FCM_SCOPE,
        aud: tokenUri,
        iat: issuedAt,
        exp: issuedAt + 3600,
      }),
    );
    const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(account.private_key);
    const response = await doFetch(tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${header}.${claims}.${base64url(signature)}`,
      }),
    });
    if (!response.ok) throw new Error(`The push service refused the credentials (${response.status})`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('The push service sent no access token');
    cached = { token: body.access_token, expiresAt: now + (body.expires_in ?? 3600) * 1000 };
    return cached.token;
  }

  return {
    async send(tokens, message) {
      if (tokens.length === 0) return { staleTokens: [] };
      const bearer = await accessToken();
      const staleTokens: string[] = [];
      await Promise.all(
        tokens.map(async (token) => {
          const response = await doFetch(sendUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
            body: JSON.stringify({
              message: {
                token,
                notification: { title: message.title, body: message.body },
                data: message.data,
              },
            }),
          });
          // 404 UNREGISTERED (the app was removed) and 400 for a malformed token: the token is of no use.
          if (response.status === 404 || response.status === 400) staleTokens.push(token);
          else if (!response.ok) throw new Error(`The push service answered ${response.status}`);
        }),
      );
      return { staleTokens };
    },
  };
}
