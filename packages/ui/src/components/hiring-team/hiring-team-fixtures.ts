import type { HiringTeam } from '@medhire/domain';
import type { HiringTeamMember } from './hiring-team-words';

/** Story and test data: the Riverside Family Clinic team. */

export const owner: HiringTeamMember = {
  _id: 'emp_riverside',
  email: 'dana@riverside.example',
  name: 'Dana Whitfield',
  role: 'owner',
  status: 'active',
};
export const ana: HiringTeamMember = {
  _id: 'mem_ana',
  email: 'ana@riverside.example',
  name: 'Ana Ruiz',
  role: 'recruiter',
  status: 'active',
};
export const ben: HiringTeamMember = {
  _id: 'mem_ben',
  email: 'ben@riverside.example',
  name: 'Ben Okafor',
  role: 'recruiter',
  status: 'invited',
};
export const omar: HiringTeamMember = {
  _id: 'mem_omar',
  email: 'omar@riverside.example',
  name: 'Dr. Omar Haddad',
  role: 'hiring-manager',
  status: 'active',
};
export const lee: HiringTeamMember = {
  _id: 'mem_lee',
  email: 'j.lee@riverside.example',
  name: null,
  role: 'hiring-manager',
  status: 'invited',
};
export const priya: HiringTeamMember = {
  _id: 'mem_priya',
  email: 'priya@riverside.example',
  name: 'Dr. Priya Natarajan',
  role: 'hiring-manager',
  status: 'active',
};

/** The whole team, the owner first (as `GET /employer/team` answers it). */
export const members: HiringTeamMember[] = [owner, ana, omar, ben, lee, priya];

const person = (member: HiringTeamMember) => ({
  memberId: member.role === 'owner' ? null : member._id,
  name: member.name,
  email: member.email,
});

/** A job Ana leads, with two hiring managers. */
export const staffedTeam: HiringTeam = {
  recruiter: person(ana),
  hiringManagers: [person(omar), person(lee)],
};

/** A job the owner leads, with no hiring manager yet. */
export const ownerOnlyTeam: HiringTeam = { recruiter: person(owner), hiringManagers: [] };
