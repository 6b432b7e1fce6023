import { z } from 'zod';
import { invitableRoles, MemberRole, MemberStatus } from '../enums/member-role';
import { currentPassword, passwordSchema } from './auth';
import { boundedText, emailAddress, idText, personName } from './fields';

/** One organization a person may sign in to, as the sign-in lists them to choose from. */
export const organizationChoiceSchema = z.object({
  organizationId: z.string().describe('Send it back as the login payload’s `organizationId`'),
  organizationName: z.string().nullable(),
  role: z.enum(MemberRole),
});
/** An organization to choose at sign-in. */
export type OrganizationChoice = z.infer<typeof organizationChoiceSchema>;

/** Who is signed in: the owner (no member id: the account's own sign-in) or a member of the team. */
export const viewerSchema = z.object({
  memberId: z.string().nullable().describe('The member signed in; null for the owner'),
  name: z.string().nullable().describe('The member’s name; the practice manager’s name for the owner'),
  email: z.string().describe('The email this person signs in with'),
  role: z.enum(MemberRole),
  organizations: z
    .array(organizationChoiceSchema)
    .optional()
    .describe(
      'Every organization this person may open, this one included, when they belong to more than one (a member ' +
        'of several teams); absent otherwise. `switch-organization` opens another without signing in again.',
    ),
});
/** Who is signed in. */
export type Viewer = z.infer<typeof viewerSchema>;

/** One person of the team, as `GET /employer/team` lists them (the owner first). */
export const teamMemberSchema = z.object({
  _id: z.string().describe('The member’s id; the employer’s id for the owner'),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(MemberRole),
  status: z.enum(MemberStatus),
  invitedAt: z.string().nullable().describe('When the invitation was sent (ISO 8601); null for the owner'),
  inviteExpiresAt: z.string().nullable().describe('When an unused invitation stops working'),
  joinedAt: z.string().nullable(),
});
/** One person of the team. */
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** `GET /employer/team`: everyone in the team and the plan's seats (every member and invitation takes one). */
export const teamResultSchema = z.object({
  members: z.array(teamMemberSchema),
  seats: z.object({
    used: z.number().int(),
    total: z.number().int().describe('The plan’s seats, the owner’s included; 1 before a plan is chosen'),
  }),
});
/** The team. */
export type TeamResult = z.infer<typeof teamResultSchema>;

const roleOfInvite = z.enum(invitableRoles, { error: 'Choose recruiter or hiring manager' });

/** `POST /employer/team/invite`: who to invite, and as what. */
export const teamInvitePayloadSchema = z.object({
  email: emailAddress('Enter the email address to invite'),
  role: roleOfInvite,
});
/** An invitation to send. */
export type TeamInvitePayload = z.infer<typeof teamInvitePayloadSchema>;

/** `PATCH /employer/team/:memberId`: the member's new role. */
export const teamRolePayloadSchema = z.object({ role: roleOfInvite });
/** A change of role. */
export type TeamRolePayload = z.infer<typeof teamRolePayloadSchema>;

/** `/employer/team/:memberId`: the member to change or remove. */
export const teamMemberParamsSchema = z.object({ memberId: idText('Choose the member from the list') });

/** `GET /employer/team/invitation/:token`: what an invitation link is for, shown before accepting it. */
export const teamInvitationSchema = z.object({
  organizationName: z.string().nullable(),
  email: z.string(),
  role: z.enum(MemberRole),
  expiresAt: z.string(),
  hasAccount: z
    .boolean()
    .describe(
      'The email already signs in to another organization: joining takes that password, not a new one',
    ),
});
/** An invitation, as its link shows it. */
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** The token of an invitation link. */
export const teamInviteTokenSchema = boundedText(200, 'This invitation link is not complete').min(
  16,
  'This invitation link is not complete',
);

/** The name a new member gives themselves. */
const memberName = personName('Your name', 'Enter your name', 120);

/**
 * `POST /employer/team/invitation/accept`: the link's token, the member's name and password — a new password for
 * someone new to MedHire (the rules of {@link passwordSchema}, which the server applies then), or the one they
 * already sign in with elsewhere ({@link TeamInvitation}'s `hasAccount`).
 */
export const teamAcceptPayloadSchema = z.object({
  token: teamInviteTokenSchema,
  name: memberName,
  password: currentPassword,
});
/**
 * What the person joining types (the payload without the link's token): a new password (8 to 128 characters) when
 * the email is new to MedHire, the password they already sign in with when it is not (`hasAccount`).
 */
export function teamJoinSchema(hasAccount: boolean) {
  return z.object({ name: memberName, password: hasAccount ? currentPassword : passwordSchema });
}
/** `POST /employer/auth/switch-organization`: another organization of the signed-in person to open. */
export const switchOrganizationPayloadSchema = z.object({
  organizationId: idText('Choose one of your organizations'),
});
/** Switching organization. */
export type SwitchOrganizationPayload = z.infer<typeof switchOrganizationPayloadSchema>;

/** Accepting an invitation. */
export type TeamAcceptPayload = z.infer<typeof teamAcceptPayloadSchema>;
