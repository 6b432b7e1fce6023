export { ActivityList, type ActivityListProps } from './activity-list';
export { type ActivityContext, activityText, actorName } from './activity-words';
