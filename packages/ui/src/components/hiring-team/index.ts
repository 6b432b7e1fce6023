export { HiringTeamCard, type HiringTeamCardProps } from './hiring-team-card';
export { type HiringTeamMember, hiringManagersExplained, personName } from './hiring-team-words';
