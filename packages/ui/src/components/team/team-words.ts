import { type InvitableRole, MemberRole, type TeamMember } from '@medhire/domain';

/** A moment as a short date in the reader's calendar: "Jun 4, 2030". */
export function shortDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** What a person of the team is called on screen: their name, or their email until they chose one. */
export function memberDisplayName(member: Pick<TeamMember, 'name' | 'email'>): string {
  const name = member.name?.trim();
  return name ? name : member.email;
}

/** Where a member stands, in a line: "Invited · link expires Jun 4, 2030", "Joined Mar 3, 2030". */
export function memberStatusLine(member: TeamMember, now: Date = new Date()): string | null {
  if (member.status === 'invited') {
    if (!member.inviteExpiresAt) return 'Invited';
    const expired = new Date(member.inviteExpiresAt).getTime() <= now.getTime();
    return expired
      ? `Invited · link expired ${shortDate(member.inviteExpiresAt)}`
      : `Invited · link expires ${shortDate(member.inviteExpiresAt)}`;
  }
  return member.joinedAt ? `Joined ${shortDate(member.joinedAt)}` : null;
}

/** What each role an owner can give may do, in one line (shown beside the choice). */
export const invitableRoleDescriptions: Record<InvitableRole, string> = {
  [MemberRole.Recruiter]:
    'Posts jobs, searches and messages candidates, moves the pipeline. No billing or team management.',
  [MemberRole.HiringManager]:
    'Sees the jobs they are assigned to, with their candidates and conversations, and leaves notes. Cannot message candidates, move stages or edit jobs.',
};

/** A role in a sentence, with its article: "a recruiter", "a hiring manager", "the owner". */
export function roleInSentence(role: MemberRole): string {
  switch (role) {
    case MemberRole.Owner:
      return 'the owner';
    case MemberRole.Recruiter:
      return 'a recruiter';
    case MemberRole.HiringManager:
      return 'a hiring manager';
    default:
      return role satisfies never;
  }
}

/** "3 of 5 seats used". */
export function seatsLine(seats: { used: number; total: number }): string {
  return `${seats.used} of ${seats.total} ${seats.total === 1 ? 'seat' : 'seats'} used`;
}
