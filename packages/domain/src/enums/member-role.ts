/**
 * A team member's role in the organization (PRODUCT.md, "Team"): what the server lets them do is the role table
 * in ../rules/account-capabilities.ts.
 * - `owner`: everything, billing, the team and closing the organization included; exactly one.
 * - `recruiter` (the spec's delegate): jobs, candidates, the pipeline and messages.
 * - `hiring-manager`: reads the organization's jobs, candidates and conversations.
 */
export const MemberRole = {
  Owner: 'owner',
  Recruiter: 'recruiter',
  HiringManager: 'hiring-manager',
} as const;

/** One role. */
export type MemberRole = (typeof MemberRole)[keyof typeof MemberRole];

/** Every role, the owner first. */
export const memberRoles: readonly MemberRole[] = Object.values(MemberRole);

/** The roles an owner can give to someone they invite (there is one owner). */
export const invitableRoles = [MemberRole.Recruiter, MemberRole.HiringManager] as const;

/** A role an invite can carry. */
export type InvitableRole = (typeof invitableRoles)[number];

/** How a role reads in a sentence and on a badge. */
export const memberRoleLabels: Record<MemberRole, string> = {
  [MemberRole.Owner]: 'Owner',
  [MemberRole.Recruiter]: 'Recruiter',
  [MemberRole.HiringManager]: 'Hiring manager',
};

/** Where a member stands: invited (the link not used yet) or a member who signs in. */
export const MemberStatus = { Invited: 'invited', Active: 'active' } as const;
/** One member status. */
export type MemberStatus = (typeof MemberStatus)[keyof typeof MemberStatus];
