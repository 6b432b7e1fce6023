import { type MemberRole, memberRoleLabels, TEAM_INVITE_TTL_HOURS } from '@medhire/domain';
import type { Mail } from '../../mail/mailer.js';
import { renderMail, subjectLine } from '../../mail/template.js';

/**
 * The invitation to join an organization's team: who invites, as what, and the link (valid
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
  }: { organizationName: string; inviter: string; role: MemberRole; url: string },
): Mail {
  return {
    to,
    subject: subjectLine(`${inviter} invited you to ${organizationName} on MedHire`),
    ...renderMail({
      paragraphs: [
        `${inviter} invited you to join ${organizationName} on MedHire as a ${memberRoleLabels[role].toLowerCase()}.`,
        'MedHire is where the practice posts its physician jobs, finds candidates and talks with them. Choose your name and a password to join; you will sign in with this email address.',
        `The link is valid for ${TEAM_INVITE_TTL_HOURS} hours and can be used once. If you did not expect this, you can ignore this email.`,
      ],
      link: { label: 'Join the team', url },
    }),
    secrets: [url],
  };
}
