import { type HiringTeam, type HiringTeamPayload, MemberRole, type TeamMember } from '@medhire/domain';

/** A person of the team the form can choose: a member of `GET /employer/team` (the owner first). */
export type HiringTeamMember = Pick<TeamMember, '_id' | 'email' | 'name' | 'role' | 'status'>;

/** The lead select's value for the organization's owner (the payload sends `recruiterMemberId: null`). */
export const OWNER_LEAD_VALUE = 'owner';

/** What hiring managers may do, in one line (the empty state and the form say it). */
export const hiringManagersExplained =
  'Hiring managers see this job, its candidates and pipeline, and leave notes';

/** What a person is called on the card: their name, or their email when they have none. */
export function personName(person: { name: string | null; email: string }): string {
  const name = person.name?.trim();
  return name ? name : person.email;
}

/** The people who may lead a job: the owner, then the recruiters by name. */
export function leadChoices(members: readonly HiringTeamMember[]): HiringTeamMember[] {
  const owner = members.filter((member) => member.role === MemberRole.Owner);
  const recruiters = members.filter((member) => member.role === MemberRole.Recruiter);
  return [...owner, ...byName(recruiters)];
}

/** The people who may be a job's hiring managers: the hiring-manager members, by name. */
export function hiringManagerChoices(members: readonly HiringTeamMember[]): HiringTeamMember[] {
  return byName(members.filter((member) => member.role === MemberRole.HiringManager));
}

function byName(members: readonly HiringTeamMember[]): HiringTeamMember[] {
  return [...members].sort((a, b) => personName(a).localeCompare(personName(b)));
}

/** The value of a lead choice in the select: the owner's own value, or the member's id. */
export function leadValueOf(member: HiringTeamMember): string {
  return member.role === MemberRole.Owner ? OWNER_LEAD_VALUE : member._id;
}

/** What the form holds. */
export type HiringTeamFormValues = { lead: string; hiringManagerIds: string[] };

/** The form's starting values: the job's current team. */
export function formValuesOf(team: HiringTeam): HiringTeamFormValues {
  return {
    lead: team.recruiter.memberId ?? OWNER_LEAD_VALUE,
    hiringManagerIds: team.hiringManagers.flatMap((person) => (person.memberId ? [person.memberId] : [])),
  };
}

/** The request body of the form's values (`recruiterMemberId: null` for the owner). */
export function payloadOf(values: HiringTeamFormValues): HiringTeamPayload {
  return {
    recruiterMemberId: values.lead === OWNER_LEAD_VALUE ? null : values.lead,
    hiringManagerIds: values.hiringManagerIds,
  };
}
