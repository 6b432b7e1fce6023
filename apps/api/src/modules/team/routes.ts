import {
  Capability,
  errorEnvelopeSchema,
  loginResultSchema,
  okSchema,
  teamAcceptPayloadSchema,
  teamInvitationSchema,
  teamInvitePayloadSchema,
  teamInviteTokenSchema,
  teamMemberParamsSchema,
  teamMemberSchema,
  teamResultSchema,
  teamRolePayloadSchema,
} from '@medhire/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { limitHook } from '../../http/limit-hook.js';
import { clientIp } from '../account/routes.js';
import { authenticate, currentEmployer, currentViewer } from '../auth/authenticate.js';
import { signInWithBackoff } from '../auth/login-backoff.js';
import {
  acceptInvitation,
  changeMemberRole,
  invitationOf,
  inviteMember,
  listTeam,
  removedFromTeamMessage,
  removeMember,
  roleChangedMessage,
} from './service.js';

/** How many invitations an organization may send an hour, and how often one IP may try invitation links. */
export const TEAM_RATE_LIMITS = { invitesPerHour: 30, linkChecksPerIpPerMinute: 20 };

const signedIn = [{ bearerAuth: [] }];
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    number,
    typeof errorEnvelopeSchema
  >;

/**
 * The team module under `/employer/team`: the owner invites recruiters and hiring managers by email, changes
 * their role or removes them (their sessions and sockets end at once); an invitation link shows what it is for
 * and, accepted with a name and a password, signs the new member in. Everyone in the team sees its list.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const context = { db, mailer: app.mailer, publicUrl: app.config.publicUrl };
  const invitesPerOrganization = limitHook(app, {
    max: TEAM_RATE_LIMITS.invitesPerHour,
    windowMs: 60 * 60 * 1000,
    key: (request) => `team:invite:${request.employer?.id ?? clientIp(request)}`,
    message: 'Too many invitations in an hour. Try again later.',
  });
  const linkChecksPerIp = limitHook(app, {
    max: TEAM_RATE_LIMITS.linkChecksPerIpPerMinute,
    windowMs: 60_000,
    key: (request) => `team:link:${clientIp(request)}`,
    message: 'Too many attempts. Try again in a few minutes.',
  });
  const endSessions = (ids: readonly string[], why: string) => {
    for (const id of ids) app.realtime.endSession({ kind: 'employer', id }, why);
  };

  app.get(
    '/employer/team',
    {
      onRequest: authenticate,
      config: { capability: Capability.UseAccount },
      schema: {
        tags: ['team'],
        summary: 'The team: the owner, the members and the pending invitations, and the plan’s seats',
        security: signedIn,
        response: { 200: okSchema(teamResultSchema), ...errors(401, 403) },
      },
    },
    async (request) => ok(await listTeam(db, currentEmployer(request))),
  );

  app.post(
    '/employer/team/invite',
    {
      onRequest: authenticate,
      preHandler: invitesPerOrganization,
      config: { capability: Capability.ManageTeam },
      schema: {
        tags: ['team'],
        summary: 'Invite someone by email as a recruiter or a hiring manager',
        description:
          'Mails a link valid 72 hours. Inviting again someone whose invitation is pending sends a new link. ' +
          'Refused with 409 for someone already in the team or signing in to another organization, and with ' +
          '403 `SEATS_FULL` when every seat of the plan is taken. Owner only.',
        security: signedIn,
        body: teamInvitePayloadSchema,
        response: {
          200: okSchema(z.object({ member: teamMemberSchema })),
          ...errors(400, 401, 403, 409, 429),
        },
      },
    },
    async (request) => {
      const member = await inviteMember(
        context,
        currentEmployer(request),
        currentViewer(request),
        request.body,
      );
      return ok({ member });
    },
  );

  app.patch(
    '/employer/team/:memberId',
    {
      onRequest: authenticate,
      config: { capability: Capability.ManageTeam },
      schema: {
        tags: ['team'],
        summary: 'Give a member another role',
        description:
          'Their open sessions end at once: they sign in again into what the new role allows. Owner only.',
        security: signedIn,
        params: teamMemberParamsSchema,
        body: teamRolePayloadSchema,
        response: { 200: okSchema(z.object({ member: teamMemberSchema })), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { member, endedSessionIds } = await changeMemberRole(
        db,
        currentEmployer(request).id,
        request.params.memberId,
        request.body.role,
      );
      endSessions(
        endedSessionIds,
        roleChangedMessage(currentEmployer(request).organizationName, member.role),
      );
      return ok({ member });
    },
  );

  app.delete(
    '/employer/team/:memberId',
    {
      onRequest: authenticate,
      config: { capability: Capability.ManageTeam },
      schema: {
        tags: ['team'],
        summary: 'Remove a member, or take back an invitation',
        description:
          'Their sessions and sockets end at once and their link stops working; the messages they sent keep ' +
          'their name. Owner only.',
        security: signedIn,
        params: teamMemberParamsSchema,
        response: { 200: okSchema(z.object({ removed: z.literal(true) })), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { endedSessionIds } = await removeMember(
        db,
        currentEmployer(request).id,
        request.params.memberId,
      );
      endSessions(endedSessionIds, removedFromTeamMessage(currentEmployer(request).organizationName));
      return ok({ removed: true as const });
    },
  );

  app.get(
    '/employer/team/invitation/:token',
    {
      onRequest: linkChecksPerIp,
      schema: {
        tags: ['team'],
        summary: 'What an invitation link is for: the organization, the email and the role',
        description: '404 when the link has expired, was used, or was taken back.',
        params: z.object({ token: teamInviteTokenSchema }),
        response: { 200: okSchema(z.object({ invitation: teamInvitationSchema })), ...errors(400, 404, 429) },
      },
    },
    async (request) => ok({ invitation: await invitationOf(db, request.params.token) }),
  );

  app.post(
    '/employer/team/invitation/accept',
    {
      onRequest: linkChecksPerIp,
      schema: {
        tags: ['team'],
        summary: 'Join the team: your name and a password; answers like a sign-in',
        description:
          'The link is spent. 404 when it has expired, was used, or was taken back. Someone who already signs in ' +
          'to another organization (the invitation’s `hasAccount`) gives that password: a wrong one answers 401 ' +
          'and counts like a failed sign-in of that email (the same backoff and ceiling, 429 past them).',
        body: teamAcceptPayloadSchema,
        response: { 200: okSchema(loginResultSchema), ...errors(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { email } = await invitationOf(db, request.body.token);
      return ok(
        await signInWithBackoff(app, request, reply, { kind: 'employer', email }, () =>
          acceptInvitation(db, request.body),
        ),
      );
    },
  );
};
