import { AccountStatus } from '@medhire/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { ACCOUNT_REJECTED_MESSAGE, type LoginResult } from '../auth/service.js';
import { findEmployerByEmail, startSession } from './service.js';

export const DOXIMITY_NOT_CONFIGURED_MESSAGE = 'Sign-in with Doximity is not configured.';
export const DOXIMITY_UNKNOWN_EMAIL_MESSAGE = 'No MedHire account uses this Doximity email.';
export const DOXIMITY_CODE_INVALID_MESSAGE =
  'This Doximity sign-in has expired. Please sign in with Doximity again.';
export const DOXIMITY_UNAVAILABLE_MESSAGE = 'Doximity did not answer. Please try again in a moment.';

/** How long each call to the provider may take. */
const PROVIDER_TIMEOUT_MS = 10_000;

type DoximitySettings = NonNullable<Config['doximity']>;

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
 * secret in the form body), then reads the user's email from `userInfoUrl`. The email counts only when the
 * provider does not say it is unverified.
 */
export async function fetchDoximityEmail(
  settings: DoximitySettings,
  code: string,
  redirectUri: string,
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
 * `exchange-code-with-token`: signs in the employer whose email Doximity vouches for. Only accounts that
 * could sign in with a password qualify: not a draft (its email is unproven and its password could be a
 * stranger's), not closed, not rejected.
 */
export async function signInWithDoximity(
  db: Db,
  config: Pick<Config, 'doximity' | 'publicUrl'>,
  code: string,
): Promise<LoginResult> {
  if (!config.doximity) throw new AppError(501, 'NOT_CONFIGURED', DOXIMITY_NOT_CONFIGURED_MESSAGE);
  const email = await fetchDoximityEmail(config.doximity, code, `${config.publicUrl}/auth/doximity/success`);
  const employer = await findEmployerByEmail(db, email);
  if (!employer || employer.archivedAt !== null || employer.accountStatus === AccountStatus.Draft) {
    throw new AppError(404, 'DOXIMITY_UNKNOWN_EMAIL', DOXIMITY_UNKNOWN_EMAIL_MESSAGE);
  }
  if (employer.accountStatus === AccountStatus.Rejected) {
    throw new AppError(403, 'ACCOUNT_REJECTED', ACCOUNT_REJECTED_MESSAGE);
  }
  return startSession(db, employer);
}
