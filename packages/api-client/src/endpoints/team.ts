import type {
  LoginResult,
  TeamAcceptPayload,
  TeamInvitation,
  TeamInvitePayload,
  TeamMember,
  TeamResult,
  TeamRolePayload,
} from '@medhire/domain';
import type { ApiClient } from '../http/client';

const segment = (value: string) => encodeURIComponent(value);

/** `/employer/team` (not in the spec: PRODUCT.md's Team): the team, invitations, roles and joining. */
export function createTeamEndpoints(client: ApiClient) {
  return {
    getTeam: () => client.get<TeamResult>('/employer/team'),
    inviteTeamMember: (payload: TeamInvitePayload) =>
      client.post<{ member: TeamMember }>('/employer/team/invite', payload),
    changeTeamMemberRole: (memberId: string, payload: TeamRolePayload) =>
      client.patch<{ member: TeamMember }>(`/employer/team/${segment(memberId)}`, payload),
    removeTeamMember: (memberId: string) =>
      client.delete<{ removed: true }>(`/employer/team/${segment(memberId)}`),
    /** What an invitation link is for; 404 when it has expired or was used. */
    getTeamInvitation: (token: string) =>
      client.get<{ invitation: TeamInvitation }>(`/employer/team/invitation/${segment(token)}`),
    /** Joins the team with the link's token, a name and a password, and signs in. */
    acceptTeamInvitation: (payload: TeamAcceptPayload) =>
      client.post<LoginResult>('/employer/team/invitation/accept', payload),
  };
}

export type TeamEndpoints = ReturnType<typeof createTeamEndpoints>;
