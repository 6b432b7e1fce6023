import { createHash, randomBytes } from 'node:crypto';
import { AccountStatus, type LoginResult, type ThirdPartySignInStart } from '@medhire/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { oauthStates } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { ACCOUNT_BLOCKED_MESSAGE, ACCOUNT_REJECTED_MESSAGE } from '../auth/service.js';
import { findEmployerByEmail, startSession } from './service.js';

export const DOXIMITY_NOT_CONFIGURED_MESSAGE = 'Sign-in with Doximity is not configured.';
export const DOXIMITY_UNKNOWN_EMAIL_MESSAGE = 'No MedHire account uses this Doximity email.';
export const DOXIMITY_CODE_INVALID_MESSAGE =
  'This Doximity sign-in has expired. Please sign in with Doximity again.';
export const DOXIMITY_STATE_INVALID_MESSAGE =
  'This Doximity sign-in has expired or was already used. Please sign in with Doximity again.';
export const DOXIMITY_UNAVAILABLE_MESSAGE = 'Doximity did not answer. Please try again in a moment.';

/** How long each call to the provider may take. */
const PROVIDER_TIMEOUT_MS = 10_000;

/** How long a started sign-in may take to come back with its code. */
export const DOXIMITY_STATE_TTL_MS = 10 * 60 * 1000;

const PROVIDER = 'doximity';

type DoximitySettings = NonNullable<Config['doximity']>;

/** The return page the provider sends the browser back to, with `code` and `state`. */
function redirectUriOf(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}/auth/doximity/success`;
}

/** The stored form of a state: its SHA-256, so a leaked table row cannot be answered with. */
export function hashOauthState(state: string): string {
  return createHash('sha256').update(state, 'utf8').digest('base64url');
}

/** RFC 7636 S256: BASE64URL(SHA-256(ASCII(code_verifier))). */
export function pkceChallengeOf(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier, 'ascii').digest('base64url');
}

function notConfigured(): AppError {
  return new AppError(501, 'NOT_CONFIGURED', DOXIMITY_NOT_CONFIGURED_MESSAGE);
}

/**
 * `doximity/start`: makes a random `state` and PKCE `code_verifier` (32 random bytes each, base64url), keeps
 * the state's hash and the verifier for {@link DOXIMITY_STATE_TTL_MS}, and returns the provider's authorize
 * URL with `state`, `code_challenge` and `code_challenge_method=S256`. Query parameters already in
 * `DOXIMITY_AUTHORIZE_URL` (a `scope`, say) stay.
 */
export async function startDoximitySignIn(
  db: Db,
  config: Pick<Config, 'doximity' | 'publicUrl'>,
  now: Date = new Date(),
): Promise<ThirdPartySignInStart> {
  if (!config.doximity) throw notConfigured();
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = randomBytes(32).toString('base64url');
  // Abandoned sign-ins are cleared here, so the table holds only the last ten minutes' starts.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values({
    provider: PROVIDER,
    stateHash: hashOauthState(state),
    codeVerifier,
    expiresAt: new Date(now.getTime() + DOXIMITY_STATE_TTL_MS),
    createdAt: now,
  });

  const authorizeUrl = new URL(config.doximity.authorizeUrl);
  authorizeUrl.searchParams.set('response_type', 'code');
  authorizeUrl.searchParams.set('client_id', config.doximity.clientId);
  authorizeUrl.searchParams.set('redirect_uri', redirectUriOf(config));
  authorizeUrl.searchParams.set('state', state);
  authorizeUrl.searchParams.set('code_challenge', pkceChallengeOf(codeVerifier));
  authorizeUrl.searchParams.set('code_challenge_method', 'S256');
  return { authorizeUrl: authorizeUrl.toString(), state };
}

/**
 * Takes the started sign-in that `state` names, once: the row is deleted as it is read, so a second exchange
 * with the same state (a replay, a double submit) finds nothing. Unknown, expired or used → 400.
 */
async function takeCodeVerifier(db: Db, state: string, now: Date): Promise<string> {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.provider, PROVIDER), eq(oauthStates.stateHash, hashOauthState(state))))
    .returning({ codeVerifier: oauthStates.codeVerifier, expiresAt: oauthStates.expiresAt });
  if (!row || row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(400, 'DOXIMITY_STATE_INVALID', DOXIMITY_STATE_INVALID_MESSAGE);
  }
  return row.codeVerifier;
}

function unavailable(cause?: unknown): AppError {
  return new AppError(502, 'DOXIMITY_UNAVAILABLE', DOXIMITY_UNAVAILABLE_MESSAGE, { cause });
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body = (await response.json()) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch (error) {
    throw unavailable(error);
  }
}

/**
 * The OAuth 2.0 authorization-code exchange: trades `code` for an access token at `tokenUrl` (client id and
 * secret in the form body, with the PKCE `code_verifier` of the started sign-in), then reads the user's email
 * from `userInfoUrl`. The email counts only when the provider does not say it is unverified.
 */
export async function fetchDoximityEmail(
  settings: DoximitySettings,
  code: string,
  redirectUri: string,
  codeVerifier: string,
): Promise<string> {
  let tokenResponse: Response;
  try {
    tokenResponse = await fetch(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code_verifier: codeVerifier,
      }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw unavailable(error);
  }
  if (tokenResponse.status >= 400 && tokenResponse.status < 500) {
    throw new AppError(400, 'DOXIMITY_CODE_INVALID', DOXIMITY_CODE_INVALID_MESSAGE);
  }
  if (!tokenResponse.ok) throw unavailable();
  const { access_token: accessToken } = await readJson(tokenResponse);
  if (typeof accessToken !== 'string' || accessToken === '') throw unavailable();

  let userResponse: Response;
  try {
    userResponse = await fetch(settings.userInfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw unavailable(error);
  }
  if (!userResponse.ok) throw unavailable();
  const user = await readJson(userResponse);
  const email = typeof user.email === 'string' ? user.email.trim().toLowerCase() : '';
  if (email === '' || user.email_verified === false) {
    throw new AppError(404, 'DOXIMITY_UNKNOWN_EMAIL', DOXIMITY_UNKNOWN_EMAIL_MESSAGE);
  }
  return email;
}

/**
 * `exchange-code-with-token`: signs in the employer whose email Doximity vouches for. The `state` must be one
 * this server handed out by {@link startDoximitySignIn}, unused and less than ten minutes old; its verifier
 * goes with the code to the provider. Only accounts that could sign in with a password qualify: not a draft
 * (its email is unproven and its password could be a stranger's), not closed, not rejected or blocked.
 */
export async function signInWithDoximity(
  db: Db,
  config: Pick<Config, 'doximity' | 'publicUrl'>,
  code: string,
  state: string,
  now: Date = new Date(),
): Promise<LoginResult> {
  if (!config.doximity) throw notConfigured();
  const codeVerifier = await takeCodeVerifier(db, state, now);
  const email = await fetchDoximityEmail(config.doximity, code, redirectUriOf(config), codeVerifier);
  const employer = await findEmployerByEmail(db, email);
  if (!employer || employer.archivedAt !== null || employer.accountStatus === AccountStatus.Draft) {
    throw new AppError(404, 'DOXIMITY_UNKNOWN_EMAIL', DOXIMITY_UNKNOWN_EMAIL_MESSAGE);
  }
  if (employer.accountStatus === AccountStatus.Block) {
    throw new AppError(403, 'ACCOUNT_BLOCKED', ACCOUNT_BLOCKED_MESSAGE);
  }
  if (employer.accountStatus === AccountStatus.Rejected) {
    throw new AppError(403, 'ACCOUNT_REJECTED', ACCOUNT_REJECTED_MESSAGE);
  }
  return startSession(db, employer);
}
