import type { MemberRole, TeamInvitePayload } from '@medhire/domain';
import useSWR, { useSWRConfig } from 'swr';
import { teamApi } from '../api';
import { queryErrorReporting, reporting } from './report';

/** The SWR keys of the team. */
export const teamKeys = {
  all: ['team'] as const,
};

/** The team (the owner, the members and the pending invitations) and the plan's seats. */
export function useTeam() {
  return useSWR(teamKeys.all, () => teamApi.getTeam(), queryErrorReporting);
}

const teamCalls = {
  invite: reporting(teamApi.inviteTeamMember),
  changeRole: reporting(teamApi.changeTeamMemberRole),
  remove: reporting(teamApi.removeTeamMember),
};

/**
 * The owner's changes to the team, each refreshing the list. Every failure is toasted (spec §8) and still
 * rejects, for the component to show it where it happened.
 */
export function useTeamActions() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(teamKeys.all);
  return {
    invite: async (payload: TeamInvitePayload) => {
      await teamCalls.invite(payload);
      await refresh();
    },
    changeRole: async (memberId: string, role: MemberRole) => {
      await teamCalls.changeRole(memberId, { role: role as TeamInvitePayload['role'] });
      await refresh();
    },
    remove: async (memberId: string) => {
      await teamCalls.remove(memberId);
      await refresh();
    },
  };
}
