export { JoinTeamForm, type JoinTeamFormProps } from './join-team-form';
