import { normalizeIP } from '@fastify/rate-limit';
import {
  archivedResultSchema,
  archiveProfilePayloadSchema,
  Capability,
  claimPayloadSchema,
  claimResultSchema,
  codeExchangeQuerySchema,
  directoryOrganizationSchema,
  errorEnvelopeSchema,
  loginResultSchema,
  messageResultSchema,
  okSchema,
  passwordUpdatedResultSchema,
  recoveryPayloadSchema,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
  resetTokenResultSchema,
  setPasswordPayloadSchema,
  thirdPartySignInStartSchema,
  updateEmailPayloadSchema,
  updatePasswordByOtpPayloadSchema,
  userResultSchema,
  verifyOtpPayloadSchema,
  verifyUpdateEmailPayloadSchema,
} from '@medhire/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { type LimitHook, limitHook } from '../../http/limit-hook.js';
import {
  authenticate,
  bearerToken,
  currentEmployer,
  currentViewer,
  requireOwnEmployer,
} from '../auth/authenticate.js';
import { toUser } from '../auth/service.js';
import { changeMemberPassword } from '../team/service.js';
import { signInWithDoximity, startDoximitySignIn } from './doximity.js';
import { RESEND_TOO_SOON_MESSAGE } from './otp.js';
import {
  type AccountContext,
  archiveAccount,
  changePassword,
  claimOrganization,
  confirmEmailChange,
  RECOVERY_MESSAGE,
  REGISTER_MESSAGE,
  RESET_TOKEN_INVALID_MESSAGE,
  register,
  requestEmailChange,
  SET_PASSWORD_LINK_INVALID_MESSAGE,
  searchOrganizationDirectory,
  sendRecoveryCode,
  setPasswordWithLink,
  updatePasswordWithResetToken,
  verifyRecoveryCode,
  verifyRegistration,
} from './service.js';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Try again in a few minutes.';

/**
 * The limits of the account routes (in the database, so shared by every node and kept across restarts).
 * Each route group counts apart.
 * - per client IP per minute: register, verify codes, recovery, claim, password links, Doximity;
 * - per email (or signed-in account) per window: claim, and password checks;
 * - wrong codes per account and purpose and per IP per hour, across resends: see CODE_ATTEMPT_LIMITS in
 *   ./otp.ts;
 * - one code mail per email and purpose per minute, for every email alike, so the limit does not tell which
 *   emails have an account.
 */
export const ACCOUNT_RATE_LIMITS = {
  perIpPerMinute: 20,
  directoryPerIpPerMinute: 60,
  perAccount: 10,
  accountWindowMs: 15 * 60 * 1000,
  codeMailWindowMs: 60 * 1000,
};

const ownIdParams = z.object({
  id: z.string().describe('The signed-in employer’s own id (`user._id`); any other value is refused'),
});
const signedIn = [{ bearerAuth: [] }];

const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    number,
    typeof errorEnvelopeSchema
  >;

/** The client IP as counted: IPv6 by its /64, like @fastify/rate-limit's own key. */
export function clientIp(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** The account module: registration, claims, passwords, email change and archive under `/employer/auth`. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: AccountContext = {
    db: app.database.db,
    mailer: app.mailer,
    config: app.config,
    counters: app.attemptCounters,
  };
  const { db } = context;

  /** A limiter hook: `key` names the counter (prefixed with `name`); over `max` in `windowMs` → 429. */
  const limit = (
    name: string,
    max: number,
    windowMs: number,
    key: (request: FastifyRequest) => string,
    message = TOO_MANY_ATTEMPTS_MESSAGE,
  ): LimitHook =>
    limitHook(app, { max, windowMs, key: (request) => `account:${name}:${key(request)}`, message });
  const perIp = (name: string, max = ACCOUNT_RATE_LIMITS.perIpPerMinute) =>
    limit(`${name}:ip`, max, 60_000, clientIp);
  const perEmail = (name: string) =>
    limit(`${name}:email`, ACCOUNT_RATE_LIMITS.perAccount, ACCOUNT_RATE_LIMITS.accountWindowMs, emailOf);
  // Per person of the team: the owner and each member have their own allowance, so one member's tries never
  // lock the others (or the owner) out. A member counts as the person (their email), whatever the organization
  // they are signed in to: switching organization gives no fresh allowance.
  const perPerson = (name: string) =>
    limit(
      `${name}:person`,
      ACCOUNT_RATE_LIMITS.perAccount,
      ACCOUNT_RATE_LIMITS.accountWindowMs,
      (request) => {
        if (!request.employer) return clientIp(request);
        return request.viewer?.memberId ? `member:${request.viewer.email}` : `owner:${request.employer.id}`;
      },
    );
  const codeMailPerEmail = (name: string) =>
    limit(`${name}:code-mail`, 1, ACCOUNT_RATE_LIMITS.codeMailWindowMs, emailOf, RESEND_TOO_SOON_MESSAGE);

  const verifyPerIp = perIp('verify');
  const passwordLinkPerIp = perIp('password-link');
  // One count for every route that checks the current password (change, email change, archive), so a stolen
  // session gets one allowance of guesses, not one per route.
  const passwordCheckPerPerson = perPerson('password-check');

  app.post(
    '/employer/auth/v1/register',
    {
      onRequest: perIp('register'),
      preHandler: codeMailPerEmail('register'),
      schema: {
        tags: ['account'],
        summary: 'Create an account and mail a code to confirm the email',
        description:
          'Creates a draft account and mails a 6-digit code (valid 10 minutes). Registering again while the ' +
          'account is unconfirmed replaces its password and mails a new code (one a minute). The email of an ' +
          'existing account gets the same answer, and a note by mail instead of a code.',
        body: registerPayloadSchema,
        response: { 200: okSchema(messageResultSchema), ...errors(400, 429) },
      },
    },
    async (request) => {
      await register(context, request.body);
      return ok({ message: REGISTER_MESSAGE });
    },
  );

  app.post(
    '/employer/auth/v1/verify-otp',
    {
      onRequest: verifyPerIp,
      schema: {
        tags: ['account'],
        summary: 'Confirm a new account’s email with its code, and sign in',
        description:
          'Answers like login (`code` 201: the profile is to be established). Five wrong codes void the code; ' +
          'ten wrong codes per email (or thirty per IP) in an hour answer 429, however many codes were sent. ' +
          'A wrong code answers the same for every email, registered or not.',
        body: verifyOtpPayloadSchema,
        response: { 200: okSchema(loginResultSchema), ...errors(400, 429) },
      },
    },
    async (request) => ok(await verifyRegistration(context, request.body, clientIp(request))),
  );

  app.post(
    '/employer/auth/v1/send-otp-password-recovery',
    {
      onRequest: perIp('recovery'),
      preHandler: codeMailPerEmail('recovery'),
      schema: {
        tags: ['account'],
        summary: 'Mail a password recovery code',
        description:
          'Answers the same whether or not an account uses the email. One request a minute per email.',
        body: recoveryPayloadSchema,
        response: { 200: okSchema(messageResultSchema), ...errors(400, 429) },
      },
    },
    async (request) => {
      await sendRecoveryCode(context, request.body.email);
      return ok({ message: RECOVERY_MESSAGE });
    },
  );

  app.post(
    '/employer/auth/v1/verify-otp-password-recovery',
    {
      onRequest: verifyPerIp,
      schema: {
        tags: ['account'],
        summary: 'Trade a recovery code for a reset token',
        description:
          'The reset token authorizes one `update-password-by-otp` within 15 minutes; send it as the bearer ' +
          'token. Wrong codes are limited per email and per IP per hour, across resends.',
        body: verifyOtpPayloadSchema,
        response: { 200: okSchema(resetTokenResultSchema), ...errors(400, 429) },
      },
    },
    async (request) => ok({ resetToken: await verifyRecoveryCode(context, request.body, clientIp(request)) }),
  );

  app.post(
    '/employer/auth/v1/update-password-by-otp',
    {
      onRequest: passwordLinkPerIp,
      schema: {
        tags: ['account'],
        summary: 'Set a new password with a reset token',
        description:
          'Authorized only by the reset token from `verify-otp-password-recovery`, sent as ' +
          '`Authorization: Bearer <resetToken>` (or as `resetToken` in the body). Ends every session.',
        body: updatePasswordByOtpPayloadSchema.extend({ resetToken: z.string().max(200).optional() }),
        response: { 200: okSchema(passwordUpdatedResultSchema), ...errors(400, 429) },
      },
    },
    async (request) => {
      const token = request.body.resetToken ?? bearerToken(request);
      if (!token) throw new AppError(400, 'RESET_TOKEN_INVALID', RESET_TOKEN_INVALID_MESSAGE);
      return ok(await updatePasswordWithResetToken(db, { token, password: request.body.password }));
    },
  );

  app.post(
    '/employer/auth/claim',
    {
      onRequest: perIp('claim'),
      preHandler: perEmail('claim'),
      schema: {
        tags: ['account'],
        summary: 'Claim an organization of the directory',
        description:
          '`organization` is the name as typed (compared ignoring case, spaces and punctuation) or the ' +
          'directory id from `organization-directory`. When the NPI and organization match an unclaimed ' +
          'entry, the set-password link (valid 72 hours) goes only to the contact email on file for it, and ' +
          'the account is created with that email; the message names it masked (“We sent a link to ' +
          'd•••@riverbend-fp.org, …”). An entry without a contact email waits for an operator’s review and ' +
          'the message says so. Any other claim gets one neutral message. The typed email never changes ' +
          'the answer.',
        body: claimPayloadSchema,
        response: { 200: okSchema(claimResultSchema), ...errors(400, 429) },
      },
    },
    async (request) => ok(await claimOrganization(context, request.body)),
  );

  app.get(
    '/employer/auth/v1/organization-directory',
    {
      onRequest: perIp('directory', ACCOUNT_RATE_LIMITS.directoryPerIpPerMinute),
      schema: {
        tags: ['account'],
        summary: 'Suggest unclaimed organizations by name',
        description: 'Up to 10 unclaimed organizations whose name contains the text (never their NPI).',
        querystring: z.object({ queryText: z.string().max(200).optional() }),
        response: {
          200: okSchema(z.array(directoryOrganizationSchema)),
          ...errors(400, 429),
        },
      },
    },
    async (request) => ok(await searchOrganizationDirectory(db, request.query.queryText ?? '')),
  );

  app.post(
    '/employer/auth/set-password',
    {
      onRequest: passwordLinkPerIp,
      schema: {
        tags: ['account'],
        summary: 'Set the password of a claimed account, and sign in',
        description:
          'With the token of the mailed link (`token` in the body, or the bearer token). Answers like login.',
        body: setPasswordPayloadSchema.extend({ token: z.string().max(200).optional() }),
        response: { 200: okSchema(loginResultSchema), ...errors(400, 429) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const token = request.body.token ?? bearerToken(request);
      if (!token) throw new AppError(400, 'SET_PASSWORD_LINK_INVALID', SET_PASSWORD_LINK_INVALID_MESSAGE);
      return ok(await setPasswordWithLink(db, { email, password, token }));
    },
  );

  app.post(
    '/employer/auth/v1/reset-password/:id',
    {
      onRequest: [authenticate, requireOwnEmployer],
      // Each person changes their own: the owner the organization's sign-in, a member theirs.
      config: { capability: Capability.UseAccount },
      preHandler: passwordCheckPerPerson,
      schema: {
        tags: ['account'],
        summary: 'Change the password (signed in)',
        description:
          'Changes the signed-in person’s own password (the owner’s, or a team member’s) after checking the ' +
          'current one. Every other session of that person ends; the session of this request stays valid.',
        security: signedIn,
        params: ownIdParams,
        body: resetPasswordPayloadSchema,
        response: { 200: okSchema(userResultSchema), ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const employer = currentEmployer(request);
      const { memberId } = currentViewer(request);
      if (memberId === null) {
        return ok(await changePassword(db, employer.id, request.authSession?.id, request.body));
      }
      await changeMemberPassword(db, employer.id, memberId, request.authSession?.id, request.body);
      return ok({ user: toUser(employer) });
    },
  );

  app.post(
    '/employer/auth/v1/update-email/:id',
    {
      onRequest: [authenticate, requireOwnEmployer],
      config: { capability: Capability.OwnerAccount },
      preHandler: passwordCheckPerPerson,
      schema: {
        tags: ['account'],
        summary: 'Ask to change the account email',
        description:
          'Requires the current `password`. Mails a code to the new address (one a minute). An address ' +
          'another account uses gets the same answer; it is mailed a note instead of a code, and the change ' +
          'can never be confirmed.',
        security: signedIn,
        params: ownIdParams,
        body: updateEmailPayloadSchema,
        response: { 200: okSchema(messageResultSchema), ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await requestEmailChange(context, currentEmployer(request).id, request.body);
      return ok({ message: `We emailed a 6-digit code to ${request.body.email}.` });
    },
  );

  app.post(
    '/employer/auth/v1/verify-otp-update-email/:id',
    {
      onRequest: [authenticate, requireOwnEmployer],
      config: { capability: Capability.OwnerAccount },
      schema: {
        tags: ['account'],
        summary: 'Confirm the new email with its code',
        description:
          'Every other session of the account ends (this one stays valid) and the old address is told by mail.',
        security: signedIn,
        params: ownIdParams,
        body: verifyUpdateEmailPayloadSchema,
        response: { 200: okSchema(userResultSchema), ...errors(400, 401, 403, 409, 429) },
      },
    },
    async (request) =>
      ok(
        await confirmEmailChange(context, currentEmployer(request).id, request.body, {
          sessionId: request.authSession?.id,
          ip: clientIp(request),
        }),
      ),
  );

  app.patch(
    '/employer/auth/v1/archive-profile/:id',
    {
      onRequest: [authenticate, requireOwnEmployer],
      config: { capability: Capability.OwnerAccount },
      preHandler: passwordCheckPerPerson,
      schema: {
        tags: ['account'],
        summary: 'Close the account',
        description:
          'Requires `{ password }`. Ends every session; the account can no longer sign in (login answers ' +
          'as for a wrong password).',
        security: signedIn,
        params: ownIdParams,
        body: archiveProfilePayloadSchema,
        response: { 200: okSchema(archivedResultSchema), ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      await archiveAccount(db, currentEmployer(request).id, request.body.password);
      return ok({ archived: true as const });
    },
  );

  app.post(
    '/employer/auth/v1/doximity/start',
    {
      onRequest: perIp('doximity-start'),
      schema: {
        tags: ['account'],
        summary: 'Sign in with Doximity: start',
        description:
          'Returns the provider’s authorize URL with a fresh single-use `state` (valid 10 minutes) and a PKCE ' +
          'S256 `code_challenge`; send the browser there. 501 when Doximity is not configured.',
        response: { 200: okSchema(thirdPartySignInStartSchema), ...errors(429, 501) },
      },
    },
    async () => ok(await startDoximitySignIn(db, app.config)),
  );

  app.get(
    '/employee/auth/exchange-code-with-token/:code',
    {
      onRequest: perIp('doximity'),
      schema: {
        tags: ['account'],
        summary: 'Sign in with Doximity: exchange the code',
        description:
          'Exchanges the OAuth 2.0 code (with the PKCE verifier of the sign-in that `state` names) with the ' +
          'configured provider and signs in the employer with the verified email. 400 when the state is ' +
          'unknown, expired or already used; 501 when Doximity is not configured; 404 when no account uses ' +
          'the email.',
        params: z.object({ code: z.string().min(1).max(2048) }),
        querystring: codeExchangeQuerySchema,
        response: { 200: okSchema(loginResultSchema), ...errors(400, 403, 404, 429, 501, 502) },
      },
    },
    async (request) => ok(await signInWithDoximity(db, app.config, request.params.code, request.query.state)),
  );
};
