import { type MemberRole, memberRoleLabels, TEAM_INVITE_TTL_HOURS } from '@medhire/domain';
import type { Mail } from '../../mail/mailer.js';
import { renderMail, subjectLine } from '../../mail/template.js';

/**
 * The invitation to join an organization's team: who invites, as what, how they join (a new password, or the one
 * they already sign in with elsewhere), and the link (valid
 * {@link TEAM_INVITE_TTL_HOURS} hours, once). Every value is text in the house template (an organization named
 * `<b>Acme</b>` reads as typed).
 */
export function teamInviteMail(
  to: string,
  {
    organizationName,
    inviter,
    role,
    url,
    hasAccount = false,
  }: {
    organizationName: string;
    inviter: string;
    role: MemberRole;
    url: string;
    /** The address already signs in to another organization: they join with the password they have. */
    hasAccount?: boolean;
  },
): Mail {
  return {
    to,
    subject: subjectLine(`${inviter} invited you to ${organizationName} on MedHire`),
    ...renderMail({
      paragraphs: [
        `${inviter} invited you to join ${organizationName} on MedHire as a ${memberRoleLabels[role].toLowerCase()}.`,
        hasAccount
          ? `You already use MedHire with this email address: join with the password you sign in with, and choose ${organizationName} or your other organizations when you sign in.`
          : 'MedHire is where the practice posts its physician jobs, finds candidates and talks with them. Choose your name and a password to join; you will sign in with this email address.',
        `The link is valid for ${TEAM_INVITE_TTL_HOURS} hours and can be used once. If you did not expect this, you can ignore this email.`,
      ],
      link: { label: 'Join the team', url },
    }),
    secrets: [url],
  };
}
