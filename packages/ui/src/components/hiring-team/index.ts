export { HiringTeamCard, type HiringTeamCardProps } from './hiring-team-card';
export { HiringTeamForm, type HiringTeamFormProps } from './hiring-team-form';
export { type HiringTeamMember, hiringManagersExplained, personName } from './hiring-team-words';
