export { TeamInviteForm, type TeamInviteFormProps } from './team-invite-form';
export { TeamMemberList, type TeamMemberListProps } from './team-member-list';
